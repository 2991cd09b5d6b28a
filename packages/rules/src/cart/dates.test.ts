import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_CALENDAR_DAYS,
  addDays,
  blockedReason,
  lastSelectableDate,
  type BlockedReason,
  dateProblem,
  daysBetween,
  earliestDate,
  firstSelectableDate,
  isIsoDate,
  isSelectableDate,
  latestDate,
  ruleFor,
  selectableDates,
  weekdayOf,
  type DateProblem,
  type DeliveryRule,
  type LeadTimes,
} from './dates';

// 2026-03-02 is a Monday.
const TODAY = '2026-03-02';
const WEEKDAYS = [1, 2, 3, 4, 5];

function rule(overrides: Partial<DeliveryRule> = {}): DeliveryRule {
  return {
    currentDateDisabled: false,
    leadTime: 2,
    workingDays: WEEKDAYS,
    plantHolidays: [],
    ...overrides,
  };
}

describe('given a date to move', () => {
  it.each<[string, number, string]>([
    ['2026-03-02', 0, '2026-03-02'],
    ['2026-03-02', 1, '2026-03-03'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-03-28', 2, '2026-03-30'], // across the European DST change
    ['2026-11-01', 1, '2026-11-02'], // across the US DST change
    ['0099-12-31', 1, '0100-01-01'],
  ])('addDays(%s, %d) → %s', (iso, days, expected) => {
    expect(addDays(iso, days)).toBe(expected);
  });

  it.each<[string, number]>([
    ['2026-02-29', 1],
    ['2026-13-01', 1],
    ['02-03-2026', 1],
    ['2026-03-02T00:00', 1],
    ['', 1],
    ['2026-03-02', 1.5],
  ])('addDays(%j, %d) throws a RangeError', (iso, days) => {
    expect(() => addDays(iso, days)).toThrow(RangeError);
  });

  it.each<[string, string, number]>([
    ['2026-03-02', '2026-03-09', 7],
    ['2026-03-09', '2026-03-02', -7],
    ['2026-12-31', '2027-01-01', 1],
  ])('daysBetween(%s, %s) → %d', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });
});

describe('given a date, its weekday (0 = Sunday)', () => {
  it.each<[string, number]>([
    ['2026-03-01', 0],
    ['2026-03-02', 1],
    ['2026-03-07', 6],
    ['1970-01-01', 4],
    ['1969-12-31', 3],
    ['2000-02-29', 2],
  ])('%s → %d', (iso, expected) => {
    expect(weekdayOf(iso)).toBe(expected);
  });
});

describe('given a value that may be a date', () => {
  it.each<[unknown, boolean]>([
    ['2026-03-02', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-04-31', false],
    ['2026-3-2', false],
    ['20260302', false],
    [' 2026-03-02', false],
    [null, false],
    [20260302, false],
  ])('isIsoDate(%j) → %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});

describe('given a time zone far from UTC', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('dates do not move: arithmetic runs on UTC day numbers', () => {
    vi.stubEnv('TZ', 'Pacific/Kiritimati');
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(weekdayOf('2026-03-02')).toBe(1);
    vi.stubEnv('TZ', 'America/Adak');
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(weekdayOf('2026-03-02')).toBe(1);
  });
});

describe('given a delivery rule, the window (ordering.md §5)', () => {
  it.each<[string, DeliveryRule, string]>([
    ['lead time 2', rule(), '2026-03-04'],
    ['lead time 0', rule({ leadTime: 0 }), '2026-03-02'],
    ['lead time 0, today disabled', rule({ leadTime: 0, currentDateDisabled: true }), '2026-03-03'],
    ['lead time 2, today disabled', rule({ currentDateDisabled: true }), '2026-03-05'],
    ['a negative lead time counts as 0', rule({ leadTime: -3 }), '2026-03-02'],
  ])('earliest with %s → %s', (_, deliveryRule, expected) => {
    expect(earliestDate(deliveryRule, TODAY)).toBe(expected);
  });

  it.each<[number, string]>([
    [30, '2026-04-01'],
    [0, '2026-03-02'],
    [-5, '2026-03-02'],
  ])('latest with a day span of %d → %s', (daySpan, expected) => {
    expect(latestDate(TODAY, daySpan)).toBe(expected);
  });
});

describe('given a requested date', () => {
  const holiday = rule({ plantHolidays: [{ holidayDate: '2026-03-10', name: 'Plant day' }] });
  it.each<[string, string, DeliveryRule, DateProblem | null]>([
    ['a working day in the window', '2026-03-04', rule(), null],
    ['not a date', '04-03-2026', rule(), 'INVALID'],
    ['an impossible date', '2026-02-30', rule(), 'INVALID'],
    ['empty', '', rule(), 'INVALID'],
    ['today, lead time 2', '2026-03-02', rule(), 'TOO_EARLY'],
    ['the day before the earliest', '2026-03-03', rule(), 'TOO_EARLY'],
    [
      'the earliest when today is disabled',
      '2026-03-04',
      rule({ currentDateDisabled: true }),
      'TOO_EARLY',
    ],
    ['the last day of the span', '2026-04-01', rule(), null],
    ['past the span', '2026-04-02', rule(), 'TOO_LATE'],
    ['a Saturday', '2026-03-07', rule(), 'NON_WORKING'],
    ['a Sunday', '2026-03-08', rule(), 'NON_WORKING'],
    [
      'a Saturday at a plant that works Saturdays',
      '2026-03-07',
      rule({ workingDays: [1, 2, 3, 4, 5, 6] }),
      null,
    ],
    ['any day when no working days are given', '2026-03-08', rule({ workingDays: [] }), null],
    ['a plant holiday', '2026-03-10', holiday, 'BLOCKED'],
    [
      'a holiday given as a date-time',
      '2026-03-10',
      rule({ plantHolidays: [{ holidayDate: '2026-03-10T00:00:00Z', name: 'x' }] }),
      'BLOCKED',
    ],
    // The most useful message wins: the window first, then the weekday, then the holiday.
    ['a Sunday that is too early', '2026-03-01', rule(), 'TOO_EARLY'],
    [
      'a holiday past the span',
      '2026-04-06',
      rule({ plantHolidays: [{ holidayDate: '2026-04-06', name: 'x' }] }),
      'TOO_LATE',
    ],
    [
      'a holiday on a Saturday',
      '2026-03-14',
      rule({ plantHolidays: [{ holidayDate: '2026-03-14', name: 'x' }] }),
      'NON_WORKING',
    ],
  ])('%s (%j) → %j', (_, date, deliveryRule, expected) => {
    expect(dateProblem(date, deliveryRule, TODAY, 30)).toBe(expected);
    expect(isSelectableDate(date, deliveryRule, TODAY, 30)).toBe(expected === null);
  });
});

describe('given the calendar of a plant', () => {
  it('opens on the first selectable date and offers only selectable ones', () => {
    const plant = rule({
      leadTime: 3, // Thursday 2026-03-05
      plantHolidays: [
        { holidayDate: '2026-03-05', name: 'a' },
        { holidayDate: '2026-03-06', name: 'b' },
      ],
    });
    expect(firstSelectableDate(plant, TODAY, 10)).toBe('2026-03-09');
    expect(selectableDates(plant, TODAY, 10)).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
    ]);
  });

  it.each<[string, DeliveryRule, number, string | null]>([
    ['lead time 2 on a Monday', rule(), 30, '2026-03-04'],
    ['lead time 4 lands on a Friday', rule({ leadTime: 4 }), 30, '2026-03-06'],
    ['lead time 5 lands on a Saturday', rule({ leadTime: 5 }), 30, '2026-03-09'],
    ['the lead time reaches past the span', rule({ leadTime: 10 }), 5, null],
    ['the plant works no day of the window', rule({ workingDays: [0] }), 5, null],
  ])('%s → %j', (_, deliveryRule, daySpan, expected) => {
    expect(firstSelectableDate(deliveryRule, TODAY, daySpan)).toBe(expected);
  });

  it('walks at most two years whatever the span', () => {
    const dates = selectableDates(rule({ leadTime: 0, workingDays: [] }), TODAY, 1_000_000);
    expect(dates).toHaveLength(MAX_CALENDAR_DAYS);
    expect(dates[0]).toBe(TODAY);
  });
});

describe('given a ship method, the date rule', () => {
  const delivery = rule({ leadTime: 3 });
  const pickup = rule({ leadTime: 1 });
  const leadTimes: LeadTimes = {
    plantId: 'P1',
    plantName: 'Plant',
    today: TODAY,
    daySpan: 30,
    delivery,
    pickup,
    pickupHours: { start: 8, end: 16 },
  };

  it.each<['delivery' | 'pickup' | '', DeliveryRule]>([
    ['delivery', delivery],
    ['pickup', pickup],
    ['', delivery],
  ])('%j → its rule', (shipMethod, expected) => {
    expect(ruleFor(shipMethod, leadTimes)).toBe(expected);
  });
});

// Issue 14 (QA): every blocked day read "The plant does not ship on this day"; each reason now
// has its own. Monday 2 March 2026, lead time 2 (earliest Wednesday 4th), span 30 (1 April).
describe('given a day the calendar shows, why it cannot be chosen', () => {
  const plant = rule({
    plantHolidays: [
      { holidayDate: '2026-03-16', name: 'Natalicio de Benito Juárez', kind: 'holiday' },
      { holidayDate: '2026-03-20', name: 'Maintenance shutdown', kind: 'closing' },
      { holidayDate: '2026-03-22', name: 'A Sunday holiday' },
    ],
  });
  it.each<[string, string, BlockedReason | null]>([
    ['yesterday', '2026-03-01', { kind: 'past' }],
    ['today, inside the lead time', '2026-03-02', { kind: 'leadTime' }],
    ['tomorrow, inside the lead time', '2026-03-03', { kind: 'leadTime' }],
    ['the earliest date', '2026-03-04', null],
    ['a Saturday', '2026-03-07', { kind: 'notShippingDay' }],
    ['a holiday, by name', '2026-03-16', { kind: 'holiday', name: 'Natalicio de Benito Juárez' }],
    ["the plant's closing day", '2026-03-20', { kind: 'closing', name: 'Maintenance shutdown' }],
    [
      'a holiday without a kind, on a Sunday',
      '2026-03-22',
      { kind: 'holiday', name: 'A Sunday holiday' },
    ],
    ['the last day of the span', '2026-04-01', null],
    ['after the span', '2026-04-02', { kind: 'tooLate' }],
    ['not a date', '2026-02-30', { kind: 'invalid' }],
  ])('%s (%s)', (_case, date, expected) => {
    expect(blockedReason(date, plant, TODAY, 30)).toEqual(expected);
  });

  it('counts today as inside the lead time when today is disabled, even with no lead time', () => {
    const sameDay = rule({ leadTime: 0, currentDateDisabled: true });
    expect(blockedReason(TODAY, sameDay, TODAY, 30)).toEqual({ kind: 'leadTime' });
    expect(blockedReason('2026-03-03', sameDay, TODAY, 30)).toBeNull();
  });

  it('agrees with isSelectableDate on every day of the window and around it', () => {
    for (let offset = -3; offset <= 33; offset += 1) {
      const date = addDays(TODAY, offset);
      expect(blockedReason(date, plant, TODAY, 30) === null).toBe(
        isSelectableDate(date, plant, TODAY, 30),
      );
    }
  });
});

describe('given a window, its last selectable date', () => {
  it.each<[string, DeliveryRule, number, string | null]>([
    ['a Wednesday span end', rule(), 30, '2026-04-01'],
    ['a Sunday span end: the Friday before', rule(), 27, '2026-03-27'],
    [
      'a holiday on the last day',
      rule({ plantHolidays: [{ holidayDate: '2026-04-01', name: 'x' }] }),
      30,
      '2026-03-31',
    ],
    ['no day at all', rule({ leadTime: 40 }), 30, null],
  ])('%s', (_case, plant, span, expected) => {
    expect(lastSelectableDate(plant, TODAY, span)).toBe(expected);
  });
});
