import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  calendarStart,
  canChoose,
  clampMonth,
  dateInMonth,
  dateOfDay,
  dayNumber,
  daysBetween,
  daysInMonth,
  findSelectable,
  focusInMonth,
  isIsoDate,
  isMonthInRange,
  localToday,
  monthWeeks,
  moveFocus,
  moveOfKey,
  SEARCH_LIMIT_DAYS,
  weekStartOf,
  weekdayColumns,
  weekdayOf,
  type CalendarRules,
  type FocusMove,
} from './calendar';

/**
 * A delivery rule as the cart passes it (ordering.md §5): today is Wednesday 2026-03-04, a lead
 * time of 2 days makes Friday 2026-03-06 the earliest date, weekends are off, Monday 2026-03-16
 * and Good Friday 2026-04-03 are plant holidays, and the last day is 2026-04-17.
 */
const HOLIDAYS = new Set(['2026-03-16', '2026-04-03']);
const delivery: CalendarRules = {
  min: '2026-03-06',
  max: '2026-04-17',
  isSelectable: (date) => {
    const weekday = weekdayOf(date);
    return weekday !== 0 && weekday !== 6 && !HOLIDAYS.has(date);
  },
};
const everyDay: CalendarRules = { isSelectable: () => true };
const noDay: CalendarRules = { isSelectable: () => false };

describe('given YYYY-MM-DD dates', () => {
  it.each<[string, number | null]>([
    ['1970-01-01', 0],
    ['1970-01-02', 1],
    ['1969-12-31', -1],
    ['2000-02-29', 11_016],
    ['2026-03-04', 20_516],
    ['0001-01-01', -719_162],
    ['9999-12-31', 2_932_896],
    ['2026-02-29', null],
    ['2026-04-31', null],
    ['2026-13-01', null],
    ['2026-00-10', null],
    ['2026-3-4', null],
    ['20260304', null],
    ['2026-03-04T00:00', null],
    [' 2026-03-04', null],
    ['', null],
  ])('dayNumber(%j) is %s', (date, expected) => {
    expect(dayNumber(date)).toBe(expected);
  });

  it.each(['1970-01-01', '2000-02-29', '2024-12-31', '1900-03-01', '0099-07-15', '9999-12-31'])(
    'dateOfDay gives %s back from its day number',
    (date) => {
      expect(dateOfDay(dayNumber(date) ?? NaN)).toBe(date);
    },
  );

  it.each<[unknown, boolean]>([
    ['2026-03-04', true],
    ['2024-02-29', true],
    ['2100-02-29', false],
    ['2026-03-04 ', false],
    [null, false],
    [20260304, false],
  ])('isIsoDate(%j) is %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it.each<[string, number, string]>([
    ['2026-03-04', 2, '2026-03-06'],
    ['2026-02-27', 2, '2026-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-03-29', 1, '2026-03-30'],
    ['2026-10-25', 1, '2026-10-26'],
    ['2026-03-04', 0, '2026-03-04'],
    ['2026-03-04', 365, '2027-03-04'],
  ])('addDays(%s, %i) is %s (no time zone or DST shift)', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('refuses to move a date that is not one', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it.each<[string, string, number]>([
    ['2026-03-04', '2026-03-06', 2],
    ['2026-03-06', '2026-03-04', -2],
    ['2025-12-31', '2026-12-31', 365],
  ])('daysBetween(%s, %s) is %i', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });

  it.each<[string, number]>([
    ['1970-01-01', 4],
    ['2026-03-01', 0],
    ['2026-03-04', 3],
    ['2026-03-07', 6],
    ['1969-12-28', 0],
    ['2000-01-01', 6],
  ])('weekdayOf(%s) is %i', (date, expected) => {
    expect(weekdayOf(date)).toBe(expected);
  });
});

describe('given YYYY-MM months', () => {
  it.each<[string, number, string]>([
    ['2026-03', 1, '2026-04'],
    ['2026-12', 1, '2027-01'],
    ['2026-01', -1, '2025-12'],
    ['2026-03', 12, '2027-03'],
    ['2026-03', -14, '2025-01'],
  ])('addMonths(%s, %i) is %s', (month, months, expected) => {
    expect(addMonths(month, months)).toBe(expected);
  });

  it.each<[string, number]>([
    ['2026-02', 28],
    ['2024-02', 29],
    ['2100-02', 28],
    ['2000-02', 29],
    ['2026-04', 30],
    ['2026-12', 31],
  ])('daysInMonth(%s) is %i', (month, expected) => {
    expect(daysInMonth(month)).toBe(expected);
  });

  it.each<[string, number, string]>([
    ['2026-02', 31, '2026-02-28'],
    ['2026-04', 31, '2026-04-30'],
    ['2026-03', 15, '2026-03-15'],
    ['2026-03', 0, '2026-03-01'],
  ])('dateInMonth(%s, %i) is %s', (month, day, expected) => {
    expect(dateInMonth(month, day)).toBe(expected);
  });

  it('refuses a month that is not one', () => {
    expect(() => addMonths('2026-13', 1)).toThrow(RangeError);
  });
});

describe('given the user’s clock', () => {
  it('takes today from the local calendar date, not UTC', () => {
    expect(localToday(new Date(2026, 2, 4, 23, 59))).toBe('2026-03-04');
    expect(localToday(new Date(2026, 2, 5, 0, 1))).toBe('2026-03-05');
  });
});

describe('given a market', () => {
  it.each<[string, 0 | 1]>([
    ['us', 0],
    ['canada', 0],
    ['mx', 0],
    ['br', 0],
    ['kr', 0],
    ['hn', 0],
    ['ni', 0],
    ['pe', 0],
    ['co', 0],
    ['gt', 0],
    ['cr', 1],
    [' CR ', 1],
    ['marketing', 0],
    ['', 0],
  ])('the week of %j starts on day %i', (country, expected) => {
    expect(weekStartOf(country)).toBe(expected);
  });

  it.each<[0 | 1, number[]]>([
    [0, [0, 1, 2, 3, 4, 5, 6]],
    [1, [1, 2, 3, 4, 5, 6, 0]],
  ])('a week starting on %i has the columns %j', (weekStart, expected) => {
    expect(weekdayColumns(weekStart)).toEqual(expected);
  });
});

describe('given a month grid', () => {
  const days = (from: number, to: number, month = '2026-03') =>
    Array.from(
      { length: to - from + 1 },
      (_, i) => `${month}-${String(from + i).padStart(2, '0')}`,
    );

  it('lays March 2026 out from Sunday: it starts on a Sunday and needs five weeks', () => {
    const weeks = monthWeeks('2026-03', 0);
    expect(weeks).toEqual([
      days(1, 7),
      days(8, 14),
      days(15, 21),
      days(22, 28),
      [...days(29, 31), null, null, null, null],
    ]);
  });

  it('lays March 2026 out from Monday with six days of February left blank', () => {
    const weeks = monthWeeks('2026-03', 1);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(weeks).toHaveLength(6);
    expect(weeks[5]).toEqual(['2026-03-30', '2026-03-31', null, null, null, null, null]);
  });

  it.each<[string, 0 | 1, number]>([
    ['2026-02', 0, 4],
    ['2026-02', 1, 5],
    ['2026-05', 0, 6],
    ['2026-08', 0, 6],
    ['2024-02', 0, 5],
  ])('%s starting on day %i has %i weeks of seven', (month, weekStart, weeks) => {
    const grid = monthWeeks(month, weekStart);
    expect(grid).toHaveLength(weeks);
    expect(grid.every((week) => week.length === 7)).toBe(true);
    expect(grid.flat().filter(Boolean)).toHaveLength(daysInMonth(month));
  });
});

describe('given the delivery rule', () => {
  it.each<[string, boolean]>([
    ['2026-03-04', false], // today, before the lead time
    ['2026-03-05', false],
    ['2026-03-06', true], // earliest
    ['2026-03-07', false], // Saturday
    ['2026-03-08', false], // Sunday
    ['2026-03-16', false], // plant holiday
    ['2026-04-17', true], // last day
    ['2026-04-20', false], // after the last day
    ['2026-02-30', false],
  ])('canChoose(%s) is %s', (date, expected) => {
    expect(canChoose(date, delivery)).toBe(expected);
  });

  it('never asks the caller about dates outside the bounds', () => {
    const asked: string[] = [];
    const rules = { ...delivery, isSelectable: (d: string) => (asked.push(d), true) };
    canChoose('2026-03-01', rules);
    canChoose('2026-05-01', rules);
    expect(asked).toEqual([]);
  });

  it.each<[string, boolean]>([
    ['2026-02', false],
    ['2026-03', true],
    ['2026-04', true],
    ['2026-05', false],
  ])('month %s may be shown: %s', (month, expected) => {
    expect(isMonthInRange(month, delivery)).toBe(expected);
  });

  it.each<[string, string]>([
    ['2026-01', '2026-03'],
    ['2026-03', '2026-03'],
    ['2027-01', '2026-04'],
  ])('clampMonth(%s) is %s', (month, expected) => {
    expect(clampMonth(month, delivery)).toBe(expected);
  });

  it.each<[string, 1 | -1, string | undefined, string | null]>([
    ['2026-03-04', 1, undefined, '2026-03-06'],
    ['2026-01-01', 1, undefined, '2026-03-06'],
    ['2026-03-07', 1, undefined, '2026-03-09'],
    ['2026-03-14', 1, undefined, '2026-03-17'],
    ['2026-03-14', -1, undefined, '2026-03-13'],
    ['2026-03-08', -1, undefined, '2026-03-06'],
    ['2026-03-05', -1, undefined, null],
    ['2026-04-18', 1, undefined, null],
    ['2026-06-01', -1, undefined, '2026-04-17'],
    ['2026-03-07', 1, '2026-03-08', null],
    ['2026-03-14', 1, '2026-03-17', '2026-03-17'],
  ])('findSelectable(%s, %i, until %s) is %s', (from, direction, until, expected) => {
    expect(findSelectable(from, direction, delivery, until)).toBe(expected);
  });

  it('gives up after two years when nothing can ever be chosen', () => {
    let asked = 0;
    const rules = { isSelectable: () => (asked++, false) };
    expect(findSelectable('2026-03-04', 1, rules)).toBeNull();
    expect(asked).toBe(SEARCH_LIMIT_DAYS + 1);
  });

  it.each<[string, string | null, string | null]>([
    ['2026-03', null, '2026-03-06'],
    ['2026-04', null, '2026-04-01'],
    ['2026-03', '2026-03-17', '2026-03-17'],
    ['2026-03', '2026-03-16', '2026-03-17'], // holiday: the later neighbour wins the tie
    ['2026-03', '2026-03-14', '2026-03-13'], // Saturday: Friday is closer than Monday
    ['2026-04', '2026-04-30', '2026-04-17'], // after the last day
    ['2026-03', '2026-03-01', '2026-03-06'], // before the first day
    ['2026-04', '2026-05-20', '2026-04-17'], // a preference outside the month
    ['2026-05', null, null],
  ])('focusInMonth(%s, near %s) is %s', (month, preferred, expected) => {
    expect(focusInMonth(month, preferred, delivery)).toBe(expected);
  });
});

describe('given the calendar opens', () => {
  const today = '2026-03-04';

  it.each<[string, string | null, string | null, { month: string; focus: string | null }]>([
    ['no value: the first selectable date', null, null, { month: '2026-03', focus: '2026-03-06' }],
    ['a chosen date', '2026-04-08', null, { month: '2026-04', focus: '2026-04-08' }],
    [
      'a chosen date that is no longer allowed: its month, the closest day',
      '2026-03-16',
      null,
      { month: '2026-03', focus: '2026-03-17' },
    ],
    [
      'a chosen date past the last day: the last month',
      '2026-06-01',
      null,
      { month: '2026-04', focus: '2026-04-17' },
    ],
    ['an initial month', null, '2026-04-20', { month: '2026-04', focus: '2026-04-01' }],
    ['an initial month before min', null, '2026-01-10', { month: '2026-03', focus: '2026-03-06' }],
    [
      'a chosen date wins over the initial month',
      '2026-03-20',
      '2026-04-01',
      { month: '2026-03', focus: '2026-03-20' },
    ],
    ['a value that is not a date', 'soon', null, { month: '2026-03', focus: '2026-03-06' }],
  ])('with %s', (_, value, initialMonth, expected) => {
    expect(calendarStart({ value, initialMonth, today, rules: delivery })).toEqual(expected);
  });

  it('without min it starts looking on today', () => {
    expect(calendarStart({ value: null, today, rules: everyDay })).toEqual({
      month: '2026-03',
      focus: '2026-03-04',
    });
  });

  it('shows the first month without a focused day when nothing can be chosen', () => {
    expect(
      calendarStart({
        value: null,
        today,
        rules: { ...noDay, min: '2026-03-06', max: '2026-04-17' },
      }),
    ).toEqual({ month: '2026-03', focus: null });
  });
});

describe('given a key pressed in the grid', () => {
  it.each<[string, boolean, FocusMove | null]>([
    ['ArrowRight', false, 'nextDay'],
    ['ArrowLeft', false, 'previousDay'],
    ['ArrowDown', false, 'nextWeek'],
    ['ArrowUp', false, 'previousWeek'],
    ['PageDown', false, 'nextMonth'],
    ['PageUp', false, 'previousMonth'],
    ['PageDown', true, 'nextYear'],
    ['PageUp', true, 'previousYear'],
    ['Home', false, 'weekStart'],
    ['End', false, 'weekEnd'],
    ['Enter', false, null],
    ['a', false, null],
  ])('%s (shift %s) moves %s', (key, shift, expected) => {
    expect(moveOfKey(key, shift)).toBe(expected);
  });
});

describe('given focus moves with the delivery rule (weeks from Sunday)', () => {
  it.each<[string, FocusMove, string | null, string[]]>([
    // Arrows left and right go to the neighbouring day that can be chosen.
    ['2026-03-09', 'nextDay', '2026-03-10', []],
    ['2026-03-06', 'nextDay', '2026-03-09', ['2026-03-07', '2026-03-08']],
    ['2026-03-13', 'nextDay', '2026-03-17', ['2026-03-14', '2026-03-15', '2026-03-16']],
    ['2026-03-17', 'previousDay', '2026-03-13', ['2026-03-16', '2026-03-15', '2026-03-14']],
    ['2026-03-06', 'previousDay', null, []], // earliest date: nothing before it
    ['2026-04-17', 'nextDay', null, []], // last date: nothing after it
    ['2026-03-31', 'nextDay', '2026-04-01', []], // into the next month
    // Up and down: the same weekday a week away, else on in that direction.
    ['2026-03-10', 'nextWeek', '2026-03-17', []],
    ['2026-03-09', 'nextWeek', '2026-03-17', ['2026-03-16']],
    ['2026-03-23', 'previousWeek', '2026-03-13', ['2026-03-16', '2026-03-15', '2026-03-14']],
    ['2026-03-11', 'previousWeek', '2026-03-06', []], // 03-04 is before the earliest: go to it
    ['2026-04-13', 'nextWeek', '2026-04-17', []], // a week on is past the last day: go to it
    ['2026-04-17', 'nextWeek', null, []],
    ['2026-03-27', 'nextWeek', '2026-04-06', ['2026-04-03', '2026-04-04', '2026-04-05']],
    // Page Up and Down: the same day of the other month, or the closest one that can be chosen.
    ['2026-03-10', 'nextMonth', '2026-04-10', []],
    ['2026-03-11', 'nextMonth', '2026-04-10', []], // 04-11 is a Saturday; Friday is closer
    ['2026-03-20', 'nextMonth', '2026-04-17', []], // 2026-04-20 is past the last day
    ['2026-04-09', 'previousMonth', '2026-03-09', []],
    ['2026-04-07', 'previousMonth', '2026-03-06', []], // 2026-03-07 is a Saturday, before: 03-06
    ['2026-03-20', 'previousMonth', null, []], // February is outside the bounds
    ['2026-04-10', 'nextMonth', null, []], // May is outside the bounds
    // Shift + Page Up and Down: a year, as far as the bounds allow.
    ['2026-03-10', 'nextYear', '2026-04-17', []],
    ['2026-04-10', 'previousYear', '2026-03-06', []],
    ['2026-03-06', 'previousYear', null, []],
    // Home and End: the first and last day of the week that can be chosen.
    ['2026-03-11', 'weekStart', '2026-03-09', []],
    ['2026-03-11', 'weekEnd', '2026-03-13', []],
    ['2026-03-18', 'weekStart', '2026-03-17', []], // Monday 03-16 is a holiday
    ['2026-03-09', 'weekStart', null, []], // already the first
    ['2026-03-13', 'weekEnd', null, []], // already the last
    ['2026-03-06', 'weekStart', null, []], // the week's earlier days are before the earliest
  ])('from %s, %s lands on %s', (from, move, expected, skipped) => {
    const result = moveFocus(from, move, delivery, 0);
    expect(result?.date ?? null).toBe(expected);
    if (expected !== null) expect(result?.skipped).toEqual(skipped);
  });
});

describe('given focus moves without bounds (every day allowed)', () => {
  it.each<[string, FocusMove, 0 | 1, string]>([
    ['2026-03-31', 'nextMonth', 0, '2026-04-30'],
    ['2026-01-31', 'nextMonth', 0, '2026-02-28'],
    ['2024-02-29', 'nextYear', 0, '2025-02-28'],
    ['2026-03-31', 'previousMonth', 0, '2026-02-28'],
    ['2026-03-04', 'weekStart', 0, '2026-03-01'],
    ['2026-03-04', 'weekEnd', 0, '2026-03-07'],
    ['2026-03-04', 'weekStart', 1, '2026-03-02'],
    ['2026-03-04', 'weekEnd', 1, '2026-03-08'],
    ['2026-03-01', 'weekStart', 1, '2026-02-23'],
    ['2026-03-04', 'nextWeek', 0, '2026-03-11'],
    ['2026-03-04', 'previousWeek', 0, '2026-02-25'],
  ])('from %s, %s (week from %i) lands on %s', (from, move, weekStart, expected) => {
    expect(moveFocus(from, move, everyDay, weekStart)).toEqual({ date: expected, skipped: [] });
  });

  it('stays put when no day can be chosen at all', () => {
    expect(moveFocus('2026-03-04', 'nextDay', noDay, 0)).toBeNull();
    expect(moveFocus('2026-03-04', 'nextMonth', noDay, 0)).toBeNull();
  });
});
