/**
 * Requested-date rules (ordering.md §3 delivery rule object, §5 "Requested date is invalid if ...",
 * "The calendar opens on today plus lead time"). Dates are `YYYY-MM-DD` strings; arithmetic is the
 * kit's one calendar (`@anp/rules/calendar`), so the time zone and daylight saving never move a date.
 */
import type { DeliveryRule, LeadTimes } from '@anp/contract';
import {
  addDays,
  dateOfDay,
  dayNumber,
  daysBetween,
  isIsoDate,
  weekdayOf,
} from '../calendar/index';

// The date arithmetic is the kit's one calendar; the cart's rules have always exported it.
export { addDays, daysBetween, isIsoDate, weekdayOf };

export type { DeliveryRule, LeadTimes };

export type DateProblem = 'INVALID' | 'TOO_EARLY' | 'TOO_LATE' | 'NON_WORKING' | 'BLOCKED';

/**
 * Longest window the calendar helpers walk (decision: two years). A server that sends an absurd
 * day span must not make the page count a million days.
 */
export const MAX_CALENDAR_DAYS = 731;

/**
 * ordering.md §5: the earliest requestable date is today + lead time, + 1 when the current day is
 * disabled. A negative or fractional lead time counts as 0 days and whole days respectively.
 */
export function earliestDate(rule: DeliveryRule, today: string): string {
  const lead = Number.isFinite(rule.leadTime) ? Math.max(0, Math.trunc(rule.leadTime)) : 0;
  return addDays(today, lead + (rule.currentDateDisabled ? 1 : 0));
}

/** ordering.md §5: the latest requestable date is today + the day span. */
export function latestDate(today: string, daySpan: number): string {
  const span = Number.isFinite(daySpan) ? Math.max(0, Math.trunc(daySpan)) : 0;
  return addDays(today, span);
}

/**
 * Decision: an empty workingDays list puts no weekday restriction on the date (a plant that
 * works no day at all would leave an order nothing to choose; the list is missing, not empty).
 */
function isWorkingDay(rule: DeliveryRule, iso: string): boolean {
  return rule.workingDays.length === 0 || rule.workingDays.includes(weekdayOf(iso));
}

/** The plant's closed day on a date (a holiday given as a date-time blocks its calendar day). */
function closedDayOn(
  rule: DeliveryRule,
  iso: string,
): DeliveryRule['plantHolidays'][number] | null {
  return rule.plantHolidays.find((holiday) => holiday.holidayDate.slice(0, 10) === iso) ?? null;
}

function isHoliday(rule: DeliveryRule, iso: string): boolean {
  return closedDayOn(rule, iso) !== null;
}

/**
 * What is wrong with a requested date, or null when the plant can serve it (ordering.md §5).
 * Checked in this order, so the message that helps most wins:
 * 1. INVALID: not a `YYYY-MM-DD` calendar date.
 * 2. TOO_EARLY / TOO_LATE: outside the window; the message names the window, and any date the
 *    user picks must first be inside it.
 * 3. NON_WORKING: the plant does not work that weekday; a recurring rule the user learns once,
 *    so it wins over a holiday that happens to fall on the same day.
 * 4. BLOCKED: a plant holiday.
 */
export function dateProblem(
  date: string,
  rule: DeliveryRule,
  today: string,
  daySpan: number,
): DateProblem | null {
  if (!isIsoDate(date)) return 'INVALID';
  if (daysBetween(earliestDate(rule, today), date) < 0) return 'TOO_EARLY';
  if (daysBetween(latestDate(today, daySpan), date) > 0) return 'TOO_LATE';
  if (!isWorkingDay(rule, date)) return 'NON_WORKING';
  if (isHoliday(rule, date)) return 'BLOCKED';
  return null;
}

/** Whether the calendar lets the user pick `date`. */
export function isSelectableDate(
  date: string,
  rule: DeliveryRule,
  today: string,
  daySpan: number,
): boolean {
  return dateProblem(date, rule, today, daySpan) === null;
}

/** Walks the window from the earliest to the latest date (at most MAX_CALENDAR_DAYS days). */
function* windowDays(rule: DeliveryRule, today: string, daySpan: number): Generator<string> {
  const first = earliestDate(rule, today);
  const days = Math.min(daysBetween(first, latestDate(today, daySpan)) + 1, MAX_CALENDAR_DAYS);
  const start = dayNumber(first) ?? 0;
  for (let offset = 0; offset < days; offset += 1) {
    const iso = dateOfDay(start + offset);
    if (isWorkingDay(rule, iso) && !isHoliday(rule, iso)) yield iso;
  }
}

/** Every selectable date from the earliest to the latest, in order (at most MAX_CALENDAR_DAYS). */
export function selectableDates(rule: DeliveryRule, today: string, daySpan: number): string[] {
  return [...windowDays(rule, today, daySpan)];
}

/**
 * The first selectable date, where the calendar opens (ordering.md §5); null when the window holds
 * none (every day is a holiday or a non-working day, or the lead time reaches past the span).
 */
export function firstSelectableDate(
  rule: DeliveryRule,
  today: string,
  daySpan: number,
): string | null {
  for (const iso of windowDays(rule, today, daySpan)) return iso;
  return null;
}

/** The date rule of a ship method: pickup's for pickup, delivery's otherwise (also for ''). */
export function ruleFor(
  shipMethod: 'delivery' | 'pickup' | '',
  leadTimes: LeadTimes,
): DeliveryRule {
  return shipMethod === 'pickup' ? leadTimes.pickup : leadTimes.delivery;
}

/** The last selectable date, where the window ends; null when the window holds none. */
export function lastSelectableDate(
  rule: DeliveryRule,
  today: string,
  daySpan: number,
): string | null {
  let last: string | null = null;
  for (const iso of windowDays(rule, today, daySpan)) last = iso;
  return last;
}

/**
 * Why a day of the calendar cannot be chosen, each reason its own (issue 14: every blocked day
 * read "The plant does not ship on this day"):
 * - `past`: before the plant's today;
 * - `leadTime`: from today to the earliest date (today + lead time, + 1 when today is disabled);
 * - `tooLate`: after today + the day span;
 * - `holiday` / `closing`: a public holiday or the plant's own closing day, with its name (a
 *   named day wins over the weekday rule: "Easter Sunday" says more than "a Sunday");
 * - `notShippingDay`: a weekday the plant does not work (weekends at most plants);
 * - `invalid`: not a date.
 * Null when the day can be chosen.
 */
export type BlockedReason =
  | { kind: 'invalid' | 'past' | 'leadTime' | 'tooLate' | 'notShippingDay' }
  | { kind: 'holiday' | 'closing'; name: string };

export function blockedReason(
  date: string,
  rule: DeliveryRule,
  today: string,
  daySpan: number,
): BlockedReason | null {
  if (!isIsoDate(date)) return { kind: 'invalid' };
  if (daysBetween(today, date) < 0) return { kind: 'past' };
  if (daysBetween(earliestDate(rule, today), date) < 0) return { kind: 'leadTime' };
  if (daysBetween(latestDate(today, daySpan), date) > 0) return { kind: 'tooLate' };
  const closed = closedDayOn(rule, date);
  if (closed) return { kind: closed.kind === 'closing' ? 'closing' : 'holiday', name: closed.name };
  if (!isWorkingDay(rule, date)) return { kind: 'notShippingDay' };
  return null;
}
