/**
 * Pure rules of the date-range picker (ordering.md §2 screen 10): how two clicks make a range,
 * which days a range marks, which months show, and presets kept within the bounds. Dates are
 * `YYYY-MM-DD` strings (they compare as text), months `YYYY-MM`; the calendar arithmetic is the
 * date picker's.
 */
import {
  addMonths,
  clampMonth,
  isIsoDate,
  isMonthInRange,
  monthOf,
  type CalendarRules,
  type IsoDate,
  type IsoMonth,
} from '../date-picker/calendar';

/** A range being chosen: nothing, its first day, or both days. */
export interface Draft {
  from: IsoDate | null;
  to: IsoDate | null;
}

export interface DateRange {
  from: IsoDate;
  to: IsoDate;
}

/** A value the picker can show: both days real dates, in order. */
export function isDateRange(value: unknown): value is DateRange {
  if (value === null || typeof value !== 'object') return false;
  const { from, to } = value as Partial<DateRange>;
  return isIsoDate(from) && isIsoDate(to) && from <= to;
}

/**
 * The range after a click on `date`: the first click picks the first day, the second the last
 * (the same day makes a one-day range); a click before the first day, or after a whole range,
 * starts again from that day.
 */
export function pickDay(draft: Draft, date: IsoDate): Draft {
  if (draft.from === null || draft.to !== null || date < draft.from)
    return { from: date, to: null };
  return { from: draft.from, to: date };
}

/**
 * The last day the calendar highlights: the chosen one, else the day under the pointer or the
 * keyboard when it is not before the first day (a preview), else none.
 */
export function highlightEnd(draft: Draft, pointer: IsoDate | null): IsoDate | null {
  if (draft.from === null) return null;
  if (draft.to !== null) return draft.to;
  return pointer !== null && pointer >= draft.from ? pointer : draft.from;
}

export type RangeMark = 'start' | 'end' | 'both' | 'middle' | null;

/** Where `date` falls in the range `from..end`. */
export function rangeMark(date: IsoDate, from: IsoDate | null, end: IsoDate | null): RangeMark {
  if (from === null || end === null || date < from || date > end) return null;
  if (from === end) return 'both';
  if (date === from) return 'start';
  if (date === end) return 'end';
  return 'middle';
}

/** `date` moved into the bounds. */
export function clampDate(date: IsoDate, rules: CalendarRules): IsoDate {
  if (rules.min && isIsoDate(rules.min) && date < rules.min) return rules.min;
  if (rules.max && isIsoDate(rules.max) && date > rules.max) return rules.max;
  return date;
}

/** A preset kept within the bounds; `null` when none of it is (it is then not offered). */
export function clampRange(range: DateRange, rules: CalendarRules): DateRange | null {
  if (!isDateRange(range)) return null;
  const from = clampDate(range.from, rules);
  const to = clampDate(range.to, rules);
  if ((rules.min && range.to < rules.min) || (rules.max && range.from > rules.max)) return null;
  return { from, to };
}

/**
 * The first of `count` months shown side by side so that `focus`'s month is among them, moving
 * as little as possible from `current`, never showing a month outside the bounds when there is
 * room to avoid it (with `max` = today, two months show last month and this one).
 */
export function firstMonthFor(
  focus: IsoMonth,
  count: 1 | 2,
  rules: CalendarRules,
  current: IsoMonth | null = null,
): IsoMonth {
  const month = clampMonth(focus, rules);
  let first = current ?? month;
  if (month < first) first = month;
  if (month > addMonths(first, count - 1)) first = addMonths(month, -(count - 1));
  // Prefer showing months that exist: pull back when the last shown is past the bounds.
  while (
    count === 2 &&
    !isMonthInRange(addMonths(first, 1), rules) &&
    isMonthInRange(addMonths(first, -1), rules)
  ) {
    first = addMonths(first, -1);
  }
  return first;
}

/** The day that takes focus when the calendar opens: the range's first day, else today. */
export function initialFocus(value: DateRange | null, today: IsoDate, rules: CalendarRules) {
  return clampDate(value?.from ?? today, rules);
}

export { monthOf };
