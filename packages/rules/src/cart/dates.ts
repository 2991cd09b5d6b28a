/**
 * Requested-date rules (ordering.md §3 delivery rule object, §5 "Requested date is invalid if ...",
 * "The calendar opens on today plus lead time"). Dates are `YYYY-MM-DD` strings; arithmetic runs
 * on UTC day numbers, so the local time zone and daylight saving never move a date.
 */
import type { DeliveryRule, LeadTimes } from '@anp/contract';

export type { DeliveryRule, LeadTimes };

export type DateProblem = 'INVALID' | 'TOO_EARLY' | 'TOO_LATE' | 'NON_WORKING' | 'BLOCKED';

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Longest window the calendar helpers walk (decision: two years). A server that sends an absurd
 * day span must not make the page count a million days.
 */
export const MAX_CALENDAR_DAYS = 731;

/** Day number (days since 1970-01-01 UTC) of a `YYYY-MM-DD` string, or null when not a real date. */
function dayNumber(iso: string): number | null {
  const match = ISO_DATE.exec(iso);
  if (match === null) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const date = new Date(0);
  // setUTCFullYear keeps the years 0..99 (Date.UTC maps them to the 1900s).
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return date.getTime() / MS_PER_DAY;
}

function isoOf(day: number): string {
  const date = new Date(day * MS_PER_DAY);
  const yyyy = String(date.getUTCFullYear()).padStart(4, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(date.getUTCDate()).padStart(2, '0');
  return `${yyyy}-${mm}-${dd}`;
}

function requireDay(iso: string): number {
  const day = dayNumber(iso);
  if (day === null) throw new RangeError(`"${iso}" is not a YYYY-MM-DD calendar date`);
  return day;
}

/** Whether a value is a real calendar date written `YYYY-MM-DD` (2026-02-29 is not). */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && dayNumber(value) !== null;
}

/**
 * The date `days` days after (or before, when negative) `iso`.
 * @throws {RangeError} when `iso` is not a `YYYY-MM-DD` calendar date or `days` is not an integer.
 */
export function addDays(iso: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`${days} is not a whole number of days`);
  return isoOf(requireDay(iso) + days);
}

/**
 * Day of the week of a date, 0 = Sunday … 6 = Saturday (as in the delivery rule's workingDays).
 * @throws {RangeError} when `iso` is not a `YYYY-MM-DD` calendar date.
 */
export function weekdayOf(iso: string): number {
  // 1970-01-01 was a Thursday (4).
  return (((requireDay(iso) + 4) % 7) + 7) % 7;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return requireDay(to) - requireDay(from);
}

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

function isHoliday(rule: DeliveryRule, iso: string): boolean {
  // A holiday given as a date-time still blocks its calendar day.
  return rule.plantHolidays.some((holiday) => holiday.holidayDate.slice(0, 10) === iso);
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
  const day = dayNumber(date);
  if (day === null) return 'INVALID';
  if (day < requireDay(earliestDate(rule, today))) return 'TOO_EARLY';
  if (day > requireDay(latestDate(today, daySpan))) return 'TOO_LATE';
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
  const first = requireDay(earliestDate(rule, today));
  const last = Math.min(requireDay(latestDate(today, daySpan)), first + MAX_CALENDAR_DAYS - 1);
  for (let day = first; day <= last; day += 1) {
    const iso = isoOf(day);
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
