import dayjs from 'dayjs';
import { BADGE_MAX } from './constants';
import { currencySymbolOf, tryMarketOf, type WeightUnit } from './markets';
import type { Language } from './locale';

// Values that are not markets (e.g. the `marketing` path country) still have to render,
// so display helpers fall back to US formatting instead of throwing.
const FALLBACK_NUMBER_LOCALE = 'en-US';
const FALLBACK_WEIGHT_UNIT: WeightUnit = 'lb';
const MAX_FRACTION_DIGITS = 20;

/** Moves the decimal point by `exponent` places through the string form, avoiding binary error. */
function shiftDecimal(value: number, exponent: number): number {
  const [mantissa = '0', exp = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exp) + exponent}`);
}

/** Turns -0 into 0 so it never renders as "-0.00". */
function withoutNegativeZero(value: number): number {
  return value === 0 ? 0 : value;
}

/**
 * Rounds half away from zero on the decimal value as written, so 1.005 → 1.01
 * (plain `Math.round(v * 100) / 100` gives 1 because 1.005 is stored as 1.00499…).
 */
function roundHalfAwayFromZero(value: number, digits: number): number {
  if (!Number.isFinite(value)) return value;
  const rounded = shiftDecimal(Math.round(shiftDecimal(Math.abs(value), digits)), -digits);
  return withoutNegativeZero(value < 0 ? -rounded : rounded);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${digits}`;
  let format = numberFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    numberFormats.set(key, format);
  }
  return format;
}

function clampFractionDigits(fractionDigits: number): number {
  if (!Number.isFinite(fractionDigits)) return 2;
  return Math.min(MAX_FRACTION_DIGITS, Math.max(0, Math.trunc(fractionDigits)));
}

/**
 * Formats a number with the market's number format (ordering.md §1) and a fixed number of
 * decimals (default 2, clamped to 0..20). Rounds half away from zero.
 * Returns '' for NaN or ±Infinity; unknown countries use en-US.
 */
export function formatNumber(value: number, country: string, fractionDigits = 2): string {
  if (!Number.isFinite(value)) return '';
  const digits = clampFractionDigits(fractionDigits);
  const locale = tryMarketOf(country)?.numberLocale ?? FALLBACK_NUMBER_LOCALE;
  return numberFormat(locale, digits).format(roundHalfAwayFromZero(value, digits));
}

/**
 * Formats a price with the market's currency symbol and number format, two decimals,
 * e.g. `$1,234.56`, `R$ 1.234,56`. Zero, negative, null, undefined, NaN and ±Infinity
 * show as 0.00 (ordering.md §1). One-character symbols are attached; longer ones are
 * followed by a space.
 */
export function formatPrice(value: number | null | undefined, country: string): string {
  const amount = typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
  const symbol = currencySymbolOf(country);
  const separator = Array.from(symbol).length > 1 ? ' ' : '';
  return `${symbol}${separator}${formatNumber(amount, country, 2)}`;
}

/**
 * Formats a weight with two decimals and a unit, e.g. `1,234.50 lb`. The unit defaults to
 * the market weight unit (ordering.md §1); a given unit is shown as passed.
 * Returns '' for NaN or ±Infinity.
 */
export function formatWeight(value: number, country: string, unit?: string): string {
  const number = formatNumber(value, country, 2);
  if (number === '') return '';
  const shownUnit = unit ?? tryMarketOf(country)?.weightUnit ?? FALLBACK_WEIGHT_UNIT;
  return shownUnit === '' ? number : `${number} ${shownUnit}`;
}

// ---------------------------------------------------------------------------------------------
// Dates

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/i;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function isValidCalendarDate(year: number, month: number, day: number): boolean {
  const daysInMonth = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  const max = daysInMonth[month - 1];
  return max !== undefined && day >= 1 && day <= max;
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

// Fixed tables rather than Intl/dayjs locales: output must not depend on the ICU build or on a
// global dayjs locale set elsewhere. Spanish and Portuguese are capitalised, three letters, no dot.
const MONTH_ABBREVIATIONS: Readonly<Record<Language, readonly string[]>> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'],
  pt: ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'],
};

// dayjs is pinned to its built-in English locale so tokens like `A` never pick up a global locale.
function dayjsOf(date: Date): dayjs.Dayjs {
  return dayjs(date).locale('en');
}

/**
 * Display date DD-MMM-YYYY (ordering.md §1), e.g. `05-Mar-2026`, `05-Abr-2026` (es),
 * `05-Fev-2026` (pt). Date-only strings are calendar dates (no time-zone shift); other
 * instants use local time. Invalid input returns ''; an unknown language falls back to English.
 */
export function formatDisplayDate(date: Date | string, lang: Language = 'en'): string {
  const parsed = toDate(date);
  if (parsed === null) return '';
  const months = Object.hasOwn(MONTH_ABBREVIATIONS, lang)
    ? MONTH_ABBREVIATIONS[lang]
    : MONTH_ABBREVIATIONS.en;
  const month = months[parsed.getMonth()] ?? '';
  const d = dayjsOf(parsed);
  return `${d.format('DD')}-${month}-${d.format('YYYY')}`;
}

/** Date for the backend, YYYY-MM-DD (ordering.md §1); no time-zone shift; '' when invalid. */
export function toApiDate(date: Date | string): string {
  const parsed = toDate(date);
  return parsed === null ? '' : dayjsOf(parsed).format('YYYY-MM-DD');
}

/** Complaint delivery date, YYYYMMDD (ordering.md §1, §3); no time-zone shift; '' when invalid. */
export function toComplaintDate(date: Date | string): string {
  const parsed = toDate(date);
  return parsed === null ? '' : dayjsOf(parsed).format('YYYYMMDD');
}

/**
 * Order-modification cut-off, `DD-MM-YYYY, h:mm AM/PM` in local time (ordering.md §2 screen 8),
 * e.g. `21-11-2026, 3:05 PM`. Invalid input returns ''.
 */
export function formatCutoff(date: Date | string): string {
  const parsed = toDate(date);
  return parsed === null ? '' : dayjsOf(parsed).format('DD-MM-YYYY, h:mm A');
}

// ---------------------------------------------------------------------------------------------
// Counts

/**
 * Pallet count padded to two digits (ordering.md §1): `1` → `01`, `123` → `123`.
 * Fractions are floored; negative, NaN and ±Infinity give `00`.
 */
export function padPallet(n: number): string {
  if (!Number.isFinite(n) || n < 0) return '00';
  return String(Math.floor(n)).padStart(2, '0');
}

/**
 * Header badge text (ordering.md §9, shell-and-admin.md §2): counts above 99 read `99+`,
 * so a badge never shows 100. Zero, negative, null, undefined and NaN give '' (no badge);
 * fractions are floored.
 */
export function badgeLabel(n: number | null | undefined): string {
  if (typeof n !== 'number' || Number.isNaN(n)) return '';
  const count = Math.floor(n);
  if (count <= 0) return '';
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

// ---------------------------------------------------------------------------------------------
// Weights (ordering.md §5: weights scaled by 10000; tons rounded to two decimals)

/** Factor weights are scaled by before adding, so sums are exact integer arithmetic. */
export const WEIGHT_SCALE = 10000;

/**
 * Weight as an integer number of ten-thousandths, rounded half away from zero on the decimal
 * value (1.00005 → 10001). NaN and ±Infinity are returned unchanged.
 */
export function scaleWeight(v: number): number {
  if (!Number.isFinite(v)) return v;
  const scaled = Math.round(shiftDecimal(Math.abs(v), 4));
  return withoutNegativeZero(v < 0 ? -scaled : scaled);
}

/** Inverse of {@link scaleWeight}. */
export function unscaleWeight(n: number): number {
  return withoutNegativeZero(n / WEIGHT_SCALE);
}

/**
 * Exact sum of weights via scaled integers (0.1 + 0.2 → 0.3). NaN and ±Infinity entries are
 * ignored; an empty list sums to 0.
 */
export function sumWeights(values: readonly number[]): number {
  let total = 0;
  for (const value of values) {
    if (Number.isFinite(value)) total += scaleWeight(value);
  }
  return unscaleWeight(total);
}

/**
 * Tons rounded to two decimals, half away from zero, through the scaled integers
 * (1.005 → 1.01, -1.005 → -1.01). The value is quantised to 1/10000 first, like every weight.
 * NaN and ±Infinity are returned unchanged.
 */
export function roundTons(v: number): number {
  if (!Number.isFinite(v)) return v;
  const scaled = scaleWeight(v);
  const hundredths = Math.round(Math.abs(scaled) / (WEIGHT_SCALE / 100));
  return withoutNegativeZero((scaled < 0 ? -hundredths : hundredths) / 100);
}

const UNITS_PER_TON: Readonly<Record<WeightUnit, number>> = {
  lb: 2000, // short ton
  kg: 1000, // metric ton
  quintal: 10, // a quintal is 100 kg, so 10 make a metric ton
};

/**
 * Converts a weight to tons: lb → short tons, kg and quintal → metric tons. Not rounded; use
 * {@link roundTons} for display.
 * @throws {RangeError} for a unit that is not a {@link WeightUnit}.
 */
export function toTons(weight: number, unit: WeightUnit): number {
  if (!Object.hasOwn(UNITS_PER_TON, unit)) {
    throw new RangeError(`Unknown weight unit "${String(unit)}"; expected lb, kg or quintal`);
  }
  return withoutNegativeZero(weight / UNITS_PER_TON[unit]);
}

/** Limit value for fee messages: two decimals, or an integer when whole after rounding. */
function formatLimitValue(value: number): string {
  if (!Number.isFinite(value)) return '';
  const rounded = roundHalfAwayFromZero(value, 2);
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(2);
}

/**
 * Fills a fee-limit message (ordering.md §5): every `{maxWeight}` becomes the value with two
 * decimals (or an integer when whole) and every `{uom}` the unit in lower case.
 * Replacement text is inserted literally (a `$` in the unit is not a pattern).
 */
export function feeLimitText(template: string, value: number, unit: string): string {
  const shownValue = formatLimitValue(value);
  const shownUnit = unit.toLowerCase();
  return template.replaceAll('{maxWeight}', () => shownValue).replaceAll('{uom}', () => shownUnit);
}
