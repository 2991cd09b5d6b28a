/**
 * Pure calendar logic of the date picker: month grids, bounds, and where focus goes when a key
 * moves it, so that it only ever lands on a day the user may choose (ordering.md §2 screen 9, §5).
 *
 * Dates are `YYYY-MM-DD` strings and months `YYYY-MM` strings; the date arithmetic is the kit's
 * one calendar, `@anp/rules/calendar`, re-exported here for the pickers' callers.
 */
import {
  addDays,
  addMonths,
  dateInMonth,
  dateOfDay,
  dayNumber,
  daysBetween,
  daysInMonth,
  isIsoDate,
  localToday,
  monthOf,
  weekdayOf,
  type IsoDate,
  type IsoMonth,
} from '@anp/rules/calendar';

export {
  addDays,
  addMonths,
  dateInMonth,
  dateOfDay,
  dayNumber,
  daysBetween,
  daysInMonth,
  isIsoDate,
  localToday,
  monthOf,
  weekdayOf,
};
export type { IsoDate, IsoMonth };

/** The first column of the grid: 0 = Sunday, 1 = Monday. */
export type WeekStart = 0 | 1;

/**
 * Without `min`/`max` a search for the next selectable day looks at most this many days ahead or
 * back (two years), so a rule that allows no date at all cannot hang the page.
 */
export const SEARCH_LIMIT_DAYS = 731;

const pad = (n: number) => String(n).padStart(2, '0');

function daysOf(date: IsoDate): number {
  const days = dayNumber(date);
  if (days === null) throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
  return days;
}

/**
 * The market's first day of the week, as its customers' printed calendars have it (CLDR week
 * data): Monday in Costa Rica, Sunday in every other market of the portal (us, canada, mx, br,
 * kr, hn, ni, pe, co, gt). A fixed table, like the display months of core's dates.ts, so the
 * grid does not depend on the browser's locale data. Unknown countries get Sunday.
 */
export function weekStartOf(country: string): WeekStart {
  return country.trim().toLowerCase() === 'cr' ? 1 : 0;
}

/**
 * The weeks of `month` as rows of seven, `null` where a cell belongs to the month before or
 * after (the grid shows only the month's own days).
 */
export function monthWeeks(month: IsoMonth, weekStart: WeekStart): (IsoDate | null)[][] {
  const first = `${month}-01`;
  const lead = (weekdayOf(first) - weekStart + 7) % 7;
  const cells: (IsoDate | null)[] = Array.from({ length: lead }, () => null);
  const length = daysInMonth(month);
  for (let day = 1; day <= length; day += 1) cells.push(`${month}-${pad(day)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (IsoDate | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The weekday numbers of the grid's columns, in order. */
export function weekdayColumns(weekStart: WeekStart): number[] {
  return Array.from({ length: 7 }, (_, i) => (i + weekStart) % 7);
}

/** What may be chosen: the caller's rule within the optional first and last dates. */
export interface CalendarRules {
  isSelectable(date: IsoDate): boolean;
  /** First date that may be chosen (YYYY-MM-DD); earlier months cannot be shown. */
  min?: IsoDate | null;
  /** Last date that may be chosen (YYYY-MM-DD); later months cannot be shown. */
  max?: IsoDate | null;
}

const boundOf = (date: IsoDate | null | undefined) =>
  date !== null && date !== undefined && isIsoDate(date) ? date : null;

/** Whether `date` lies within `min`..`max` (either may be absent). */
export function isWithinBounds(date: IsoDate, rules: CalendarRules): boolean {
  const min = boundOf(rules.min);
  const max = boundOf(rules.max);
  return (min === null || date >= min) && (max === null || date <= max);
}

/**
 * Whether the user may choose `date`: an existing date, within the bounds, and allowed by the
 * caller's rule. The rule is not asked about dates outside the bounds.
 */
export function canChoose(date: IsoDate, rules: CalendarRules): boolean {
  return isIsoDate(date) && isWithinBounds(date, rules) && rules.isSelectable(date);
}

/** Whether `month` may be shown: it holds at least one day within the bounds. */
export function isMonthInRange(month: IsoMonth, rules: CalendarRules): boolean {
  const min = boundOf(rules.min);
  const max = boundOf(rules.max);
  return (min === null || month >= monthOf(min)) && (max === null || month <= monthOf(max));
}

/** `month` moved into the months that may be shown. */
export function clampMonth(month: IsoMonth, rules: CalendarRules): IsoMonth {
  const min = boundOf(rules.min);
  const max = boundOf(rules.max);
  if (min !== null && month < monthOf(min)) return monthOf(min);
  if (max !== null && month > monthOf(max)) return monthOf(max);
  return month;
}

/**
 * The first date the user may choose, starting at `from` (included) and going forward
 * (`direction` 1) or back (-1), never past `until` (included) nor the bounds; `null` if none.
 */
export function findSelectable(
  from: IsoDate,
  direction: 1 | -1,
  rules: CalendarRules,
  until?: IsoDate,
): IsoDate | null {
  const min = boundOf(rules.min);
  const max = boundOf(rules.max);
  let start = daysOf(from);
  let end = direction === 1 ? Infinity : -Infinity;
  if (until !== undefined) end = daysOf(until);
  const bound = direction === 1 ? max : min;
  if (bound !== null)
    end = direction === 1 ? Math.min(end, daysOf(bound)) : Math.max(end, daysOf(bound));
  const own = direction === 1 ? min : max;
  // Searching forward from before `min` starts at `min` (and back from after `max` at `max`).
  if (own !== null)
    start = direction === 1 ? Math.max(start, daysOf(own)) : Math.min(start, daysOf(own));
  const limit = start + direction * SEARCH_LIMIT_DAYS;
  end = direction === 1 ? Math.min(end, limit) : Math.max(end, limit);
  for (let day = start; direction === 1 ? day <= end : day >= end; day += direction) {
    const date = dateOfDay(day);
    if (rules.isSelectable(date)) return date;
  }
  return null;
}

/**
 * The date of `month` the user may choose that is closest to `preferred` (later dates first on a
 * tie; `preferred` may lie outside the month), or the month's first such date when there is no
 * preference; `null` when the month has none.
 */
export function focusInMonth(
  month: IsoMonth,
  preferred: IsoDate | null,
  rules: CalendarRules,
): IsoDate | null {
  const first = `${month}-01`;
  const last = dateInMonth(month, 31);
  if (preferred === null || !isIsoDate(preferred)) return findSelectable(first, 1, rules, last);
  const target = preferred < first ? first : preferred > last ? last : preferred;
  const length = daysInMonth(month);
  for (let distance = 0; distance < length; distance += 1) {
    for (const candidate of distance === 0 ? [0] : [distance, -distance]) {
      const date = addDays(target, candidate);
      if (monthOf(date) === month && canChoose(date, rules)) return date;
    }
  }
  return null;
}

/** Where the calendar opens: the month it shows and the day that takes focus (null: none). */
export interface CalendarStart {
  month: IsoMonth;
  focus: IsoDate | null;
}

/**
 * Where the calendar opens (ordering.md §5: "the calendar opens on today plus lead time"): on the
 * chosen date when it may still be chosen; else on `initialMonth`, or the chosen date's month,
 * at the day closest to the chosen one; else on the first date that may be chosen from `min`
 * (or `today`). Months are kept within the bounds.
 */
export function calendarStart(options: {
  value: IsoDate | null;
  initialMonth?: IsoDate | null;
  today: IsoDate;
  rules: CalendarRules;
}): CalendarStart {
  const { rules, today } = options;
  const value = isIsoDate(options.value) ? options.value : null;
  if (value !== null && canChoose(value, rules)) return { month: monthOf(value), focus: value };
  const initial = isIsoDate(options.initialMonth) ? options.initialMonth : null;
  const anchor = initial ?? value;
  if (anchor !== null) {
    const month = clampMonth(monthOf(anchor), rules);
    return { month, focus: focusInMonth(month, value, rules) };
  }
  const from = boundOf(rules.min) ?? today;
  const first = findSelectable(from, 1, rules);
  if (first !== null) return { month: monthOf(first), focus: first };
  return { month: clampMonth(monthOf(from), rules), focus: null };
}

/** A keyboard move inside the grid (WAI-ARIA APG date picker dialog). */
export type FocusMove =
  | 'nextDay'
  | 'previousDay'
  | 'nextWeek'
  | 'previousWeek'
  | 'nextMonth'
  | 'previousMonth'
  | 'nextYear'
  | 'previousYear'
  | 'weekStart'
  | 'weekEnd';

/** The move a key press asks for in the grid, or `null` for any other key. */
export function moveOfKey(key: string, shiftKey: boolean): FocusMove | null {
  switch (key) {
    case 'ArrowRight':
      return 'nextDay';
    case 'ArrowLeft':
      return 'previousDay';
    case 'ArrowDown':
      return 'nextWeek';
    case 'ArrowUp':
      return 'previousWeek';
    case 'PageDown':
      return shiftKey ? 'nextYear' : 'nextMonth';
    case 'PageUp':
      return shiftKey ? 'previousYear' : 'previousMonth';
    case 'Home':
      return 'weekStart';
    case 'End':
      return 'weekEnd';
    default:
      return null;
  }
}

/** Where a move took focus, and the days it passed over that could not be chosen. */
export interface MoveResult {
  date: IsoDate;
  /** Days stepped over because they cannot be chosen (arrow keys only), in the move's order. */
  skipped: IsoDate[];
}

const DAY_STEPS: Partial<Record<FocusMove, number>> = {
  nextDay: 1,
  previousDay: -1,
  nextWeek: 7,
  previousWeek: -7,
};
const MONTH_STEPS: Partial<Record<FocusMove, number>> = {
  nextMonth: 1,
  previousMonth: -1,
  nextYear: 12,
  previousYear: -12,
};

function daysFrom(from: IsoDate, to: IsoDate, direction: 1 | -1): IsoDate[] {
  const out: IsoDate[] = [];
  for (let date = from; date !== to; date = addDays(date, direction)) out.push(date);
  return out;
}

/**
 * Focus never stays behind and never lands on a day that cannot be chosen: the first choosable
 * day from `target` on in the move's direction, or, when there is none before the bounds, the
 * furthest choosable day between `current` and `target`.
 */
function landFrom(
  current: IsoDate,
  target: IsoDate,
  direction: 1 | -1,
  rules: CalendarRules,
): IsoDate | null {
  const ahead = findSelectable(target, direction, rules);
  if (ahead !== null) return ahead;
  const back = addDays(target, -direction);
  if (back === current || daysBetween(current, back) * direction <= 0) return null;
  return findSelectable(back, direction === 1 ? -1 : 1, rules, addDays(current, direction));
}

/**
 * Where focus goes from `current` for `move`, adapted from the APG date picker so it only lands
 * on days the user may choose; `null` when it stays (nothing choosable that way).
 * - Arrows: the next or previous day, or the same weekday a week away; a day that cannot be
 *   chosen is skipped to the nearest one that can, further in the same direction.
 * - Page Up/Down (Shift: a year): the same day of the month before or after (the month's last
 *   day when shorter), else the closest day of that month that can be chosen, else the next one
 *   further on; months outside the bounds are not entered.
 * - Home/End: the first or last day of the week that can be chosen.
 */
export function moveFocus(
  current: IsoDate,
  move: FocusMove,
  rules: CalendarRules,
  weekStart: WeekStart,
): MoveResult | null {
  const dayStep = DAY_STEPS[move];
  if (dayStep !== undefined) {
    const direction = dayStep > 0 ? 1 : -1;
    const target = addDays(current, dayStep);
    const date = landFrom(current, target, direction, rules);
    if (date === null) return null;
    // Only days passed over on the way from the target are "skipped"; a week move steps over
    // the days in between on purpose.
    const skipped =
      daysBetween(target, date) * direction > 0 ? daysFrom(target, date, direction) : [];
    return { date, skipped };
  }
  const monthStep = MONTH_STEPS[move];
  if (monthStep !== undefined) {
    const direction = monthStep > 0 ? 1 : -1;
    const month = addMonths(monthOf(current), monthStep);
    if (!isMonthInRange(month, rules)) {
      // A month away outside the bounds is not entered; a year away goes as far as they allow.
      if (Math.abs(monthStep) === 1) return null;
      return farthest(current, direction, rules);
    }
    const target = dateInMonth(month, Number(current.slice(8, 10)));
    const date =
      focusInMonth(month, target, rules) ??
      findSelectable(direction === 1 ? dateInMonth(month, 31) : `${month}-01`, direction, rules);
    return date === null ? null : { date, skipped: [] };
  }
  const offset = (weekdayOf(current) - weekStart + 7) % 7;
  const date =
    move === 'weekStart'
      ? findSelectable(addDays(current, -offset), 1, rules, current)
      : findSelectable(addDays(current, 6 - offset), -1, rules, current);
  return date === null || date === current ? null : { date, skipped: [] };
}

/** The last choosable day in `direction` from `current`, up to the bounds. */
function farthest(current: IsoDate, direction: 1 | -1, rules: CalendarRules): MoveResult | null {
  const bound = boundOf(direction === 1 ? rules.max : rules.min);
  if (bound === null) return null;
  const date = findSelectable(bound, direction === 1 ? -1 : 1, rules, addDays(current, direction));
  return date === null ? null : { date, skipped: [] };
}
