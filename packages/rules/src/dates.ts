import { dayNumber } from './calendar/civil';
import type { Language } from './locale';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

// ---------------------------------------------------------------------------------------------
// Dates

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/i;

// Validity of a calendar date is the kit's one calendar's (2026-02-29 is no date).
function isValidCalendarDate(year: number, month: number, day: number): boolean {
  return dayNumber(`${pad(year, 4)}-${pad(month)}-${pad(day)}`) !== null;
}

/** Local calendar date; setFullYear avoids the 0..99 → 1900s mapping of the Date constructor. */
function localDate(year: number, month: number, day: number, h = 0, m = 0, s = 0, ms = 0): Date {
  const date = new Date(2000, 0, 1, 0, 0, 0, 0);
  date.setFullYear(year, month - 1, day);
  date.setHours(h, m, s, ms);
  return date;
}

function parseOffsetMinutes(zone: string): number | null {
  if (zone.toUpperCase() === 'Z') return 0;
  const match = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
  if (match === null) return null;
  const hours = Number(match[2]);
  const minutes = Number(match[3]);
  if (hours > 23 || minutes > 59) return null;
  return (match[1] === '-' ? -1 : 1) * (hours * 60 + minutes);
}

function parseDateTime(match: RegExpExecArray): Date | null {
  const [, y, mo, d, h, mi, s = '0', fraction = '', zone] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hours = Number(h);
  const minutes = Number(mi);
  const seconds = Number(s);
  const ms = Number(fraction.padEnd(3, '0').slice(0, 3));
  if (!isValidCalendarDate(year, month, day) || hours > 23 || minutes > 59 || seconds > 59) {
    return null;
  }
  if (zone === undefined) return localDate(year, month, day, hours, minutes, seconds, ms);
  const offset = parseOffsetMinutes(zone);
  if (offset === null) return null;
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  utc.setUTCHours(hours, minutes - offset, seconds, ms);
  return utc;
}

/**
 * Parses the date inputs the portal receives without relying on implementation-defined
 * `Date` string parsing. Date-only strings (YYYY-MM-DD, YYYYMMDD) are local calendar dates,
 * so they never shift by a day in negative-offset time zones (ordering.md §1 date rules).
 */
function toDate(date: Date | string): Date | null {
  if (date instanceof Date) return Number.isNaN(date.getTime()) ? null : date;
  if (typeof date !== 'string') return null;
  const text = date.trim();
  const dateOnly = DATE_ONLY.exec(text) ?? DATE_COMPACT.exec(text);
  if (dateOnly !== null) {
    const year = Number(dateOnly[1]);
    const month = Number(dateOnly[2]);
    const day = Number(dateOnly[3]);
    return isValidCalendarDate(year, month, day) ? localDate(year, month, day) : null;
  }
  const dateTime = DATE_TIME.exec(text);
  return dateTime === null ? null : parseDateTime(dateTime);
}

// Fixed tables rather than Intl locales: output must not depend on the ICU build or on a
// global locale set elsewhere. Spanish and Portuguese are capitalised, three letters, no dot.
const MONTH_ABBREVIATIONS: Readonly<Record<Language, readonly string[]>> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'],
  pt: ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'],
  // Korean abbreviated months are the month number and 월 (CLDR ko), so DD-MMM-YYYY reads 05-3월-2026.
  ko: ['1월', '2월', '3월', '4월', '5월', '6월', '7월', '8월', '9월', '10월', '11월', '12월'],
};

// Plain arithmetic instead of dayjs: these few fixed patterns do not justify a date library in
// the runtime chunk every element loads (docs/architecture.md, bundle budgets).
const yyyy = (d: Date) => pad(d.getFullYear(), 4);
const mm = (d: Date) => pad(d.getMonth() + 1);
const dd = (d: Date) => pad(d.getDate());

/**
 * Display date DD-MMM-YYYY (ordering.md §1), e.g. `05-Mar-2026`, `05-Abr-2026` (es),
 * `05-Fev-2026` (pt), `05-3월-2026` (ko). Date-only strings are calendar dates (no time-zone shift); other
 * instants use local time. Invalid input returns ''; an unknown language falls back to English.
 */
export function formatDisplayDate(date: Date | string, lang: Language = 'en'): string {
  const parsed = toDate(date);
  if (parsed === null) return '';
  const months = Object.hasOwn(MONTH_ABBREVIATIONS, lang)
    ? MONTH_ABBREVIATIONS[lang]
    : MONTH_ABBREVIATIONS.en;
  const month = months[parsed.getMonth()] ?? '';
  return `${dd(parsed)}-${month}-${yyyy(parsed)}`;
}

/** Date for the backend, YYYY-MM-DD (ordering.md §1); no time-zone shift; '' when invalid. */
export function toApiDate(date: Date | string): string {
  const parsed = toDate(date);
  return parsed === null ? '' : `${yyyy(parsed)}-${mm(parsed)}-${dd(parsed)}`;
}

/** Complaint delivery date, YYYYMMDD (ordering.md §1, §3); no time-zone shift; '' when invalid. */
export function toComplaintDate(date: Date | string): string {
  const parsed = toDate(date);
  return parsed === null ? '' : `${yyyy(parsed)}${mm(parsed)}${dd(parsed)}`;
}

/**
 * Order-modification cut-off, `DD-MM-YYYY, h:mm AM/PM` in local time (ordering.md §2 screen 8),
 * e.g. `21-11-2026, 3:05 PM`. Invalid input returns ''.
 */
export function formatCutoff(date: Date | string): string {
  const parsed = toDate(date);
  if (parsed === null) return '';
  const hours = parsed.getHours();
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  const period = hours < 12 ? 'AM' : 'PM';
  return `${dd(parsed)}-${mm(parsed)}-${yyyy(parsed)}, ${h12}:${pad(parsed.getMinutes())} ${period}`;
}
