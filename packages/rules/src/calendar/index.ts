/**
 * The kit's one calendar: date-only arithmetic on `YYYY-MM-DD` dates and `YYYY-MM` months, shared
 * by the date pickers, the cart's requested-date rules, the display formats, the orders export and
 * the reference API's demo data. Calendar dates are days, not instants: arithmetic runs on day
 * numbers (days since 1970-01-01 in the proleptic Gregorian calendar), never on local-time `Date`
 * objects, which move a day across time zones and daylight saving. Where "today" matters it is a
 * parameter, or read in a named time zone.
 *
 * Plain arithmetic rather than dayjs (docs/decisions.md): these are a dozen pure functions, and
 * the elements that show dates have no room in their 10 KB start budget for a date library.
 */

import { civilFromDays, dateOfDay, dayNumber, monthLength } from './civil';

export { dateOfDay, dayNumber };

/** A calendar date, `YYYY-MM-DD`. */
export type IsoDate = string;
/** A calendar month, `YYYY-MM`. */
export type IsoMonth = string;

const ISO_MONTH = /^(\d{4})-(\d{2})$/;
/** Day 0 of the 1900 date system of spreadsheets (it absorbs Excel's fictional 29-Feb-1900). */
const SPREADSHEET_EPOCH_DAY = -25_569;
const MS_PER_DAY = 86_400_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function daysOf(iso: IsoDate): number {
  const days = dayNumber(iso);
  if (days === null) throw new RangeError(`"${iso}" is not a YYYY-MM-DD calendar date`);
  return days;
}

function monthParts(month: IsoMonth): [year: number, month: number] {
  const match = ISO_MONTH.exec(month);
  const number = Number(match?.[2]);
  if (!match || number < 1 || number > 12) {
    throw new RangeError(`"${month}" is not a YYYY-MM month`);
  }
  return [Number(match[1]), number];
}

/** Whether a value is a real calendar date written `YYYY-MM-DD` (2026-02-29 is not). */
export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && dayNumber(value) !== null;
}

/** Year, month (1..12) and day of a date, or null when it is not a `YYYY-MM-DD` calendar date. */
export function partsOf(iso: string): { year: number; month: number; day: number } | null {
  const days = dayNumber(iso);
  if (days === null) return null;
  const [year, month, day] = civilFromDays(days);
  return { year, month, day };
}

/** The date of a year, month (1..12) and day; RangeError when that day does not exist. */
export function dateOf(year: number, month: number, day: number): IsoDate {
  const iso = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  daysOf(iso);
  return iso;
}

/**
 * `iso` moved by `days` (negative: earlier).
 * @throws {RangeError} for a date that is not `YYYY-MM-DD` or a fractional number of days.
 */
export function addDays(iso: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new RangeError(`${days} is not a whole number of days`);
  return dateOfDay(daysOf(iso) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return daysOf(to) - daysOf(from);
}

/** Day of the week, 0 = Sunday … 6 = Saturday (as the delivery rules' working days count). */
export function weekdayOf(iso: IsoDate): number {
  // 1970-01-01 was a Thursday.
  return (((daysOf(iso) + 4) % 7) + 7) % 7;
}

/** The month a date falls in, `YYYY-MM`. */
export function monthOf(iso: IsoDate): IsoMonth {
  daysOf(iso);
  return iso.slice(0, 7);
}

/** `month` moved by `months` (negative: earlier). */
export function addMonths(month: IsoMonth, months: number): IsoMonth {
  const [year, number] = monthParts(month);
  const index = year * 12 + (number - 1) + months;
  return `${pad(Math.floor(index / 12), 4)}-${pad((((index % 12) + 12) % 12) + 1)}`;
}

/** Number of days in `month`. */
export function daysInMonth(month: IsoMonth): number {
  const [year, number] = monthParts(month);
  return monthLength(year, number);
}

/** The `day`-th of `month`, moved back to the month's last day when it has fewer days. */
export function dateInMonth(month: IsoMonth, day: number): IsoDate {
  const clamped = Math.min(Math.max(1, Math.trunc(day)), daysInMonth(month));
  return `${month}-${pad(clamped)}`;
}

/**
 * The calendar date of an instant: where the user is (the runtime's own time zone) or, given an
 * IANA `timeZone`, where the market is ("today" at the plant, not in the browser).
 */
export function dateAt(instant: Date, timeZone?: string): IsoDate {
  if (timeZone === undefined) {
    return `${pad(instant.getFullYear(), 4)}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
  }
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return dateOf(part('year'), part('month'), part('day'));
}

/** Today where the user is (their own "today", not UTC's). */
export function localToday(now: Date = new Date()): IsoDate {
  return dateAt(now);
}

/** The UTC calendar date of an instant (the day of a timestamp as the server records it). */
export function utcDateOf(instant: Date): IsoDate {
  return dateOfDay(Math.floor(instant.getTime() / MS_PER_DAY));
}

/** An ISO 8601 UTC timestamp at a time of day (hours, minutes, seconds) of a date. */
export function timestampAt(iso: IsoDate, hour: number, minute = 0, second = 0): string {
  const seconds = (hour * 60 + minute) * 60 + second;
  return new Date(daysOf(iso) * MS_PER_DAY + seconds * 1000).toISOString();
}

/** The spreadsheet serial day number of a date (1900 date system), or null for a bad date. */
export function spreadsheetSerial(iso: string): number | null {
  const days = dayNumber(iso);
  return days === null ? null : days - SPREADSHEET_EPOCH_DAY;
}
