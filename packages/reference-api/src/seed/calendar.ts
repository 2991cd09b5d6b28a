/**
 * Date-only arithmetic for the seed on whole UTC days, so the data never depends on the machine's
 * time zone or locale.
 */

/** Days since 1970-01-01 (UTC). */
export type Day = number;

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC calendar day of an instant. */
export function dayOf(date: Date): Day {
  return Math.floor(date.getTime() / MS_PER_DAY);
}

/** The day of a calendar date (month 1..12). */
export function dayFromYmd(year: number, month: number, day: number): Day {
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

/** Parses `YYYY-MM-DD`; throws on anything else. */
export function dayFromIso(iso: string): Day {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new RangeError(`Expected a YYYY-MM-DD date, got "${iso}"`);
  return dayFromYmd(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** `YYYY-MM-DD`. */
export function isoDate(day: Day): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** An ISO 8601 UTC timestamp at a time of the given day. */
export function isoTimestamp(day: Day, hour: number, minute = 0, second = 0): string {
  return new Date(day * MS_PER_DAY + ((hour * 60 + minute) * 60 + second) * 1000).toISOString();
}

/** 0 = Sunday ... 6 = Saturday (1970-01-01 was a Thursday). */
export function weekday(day: Day): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** Year, month (1..12) and day of month. */
export function ymd(day: Day): { year: number; month: number; day: number } {
  const date = new Date(day * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Easter Sunday (Gregorian calendar, anonymous algorithm). */
export function easterSunday(year: number): Day {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const dayOfMonth = ((h + l - 7 * m + 114) % 31) + 1;
  return dayFromYmd(year, month, dayOfMonth);
}

/** The n-th (1-based) given weekday of a month; n = -1 is the last one. */
export function nthWeekday(year: number, month: number, wd: number, n: number): Day {
  if (n === -1) {
    const last = dayFromYmd(year, month + 1, 1) - 1;
    return last - ((weekday(last) - wd + 7) % 7);
  }
  const first = dayFromYmd(year, month, 1);
  return first + ((wd - weekday(first) + 7) % 7) + (n - 1) * 7;
}

/** The last given weekday on or before a date (e.g. Victoria Day: Monday on or before May 24). */
export function weekdayOnOrBefore(
  year: number,
  month: number,
  dayOfMonth: number,
  wd: number,
): Day {
  const date = dayFromYmd(year, month, dayOfMonth);
  return date - ((weekday(date) - wd + 7) % 7);
}

const MONTHS_EN = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** DD-MMM-YYYY with fixed English month names (ordering.md §1 date display); no Intl. */
export function displayDate(day: Day): string {
  const { year, month, day: dom } = ymd(day);
  return `${String(dom).padStart(2, '0')}-${MONTHS_EN[month - 1] ?? ''}-${year}`;
}
