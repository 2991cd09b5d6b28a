import { currencyDigits, currencySymbolOf, tryMarketOf, type WeightUnit } from './markets';

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
 * Formats a price with the market's currency symbol, number format and minor unit (two decimals;
 * whole won in Korea, which has no minor unit), e.g. `$1,234.56`, `R$ 1.234,56`, `₩1,235`.
 * Zero, negative, null, undefined, NaN and ±Infinity show as 0.00 (`₩0`) (ordering.md §1).
 * One-character symbols are attached; longer ones are followed by a space.
 */
export function formatPrice(value: number | null | undefined, country: string): string {
  const amount = typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
  const symbol = currencySymbolOf(country);
  const separator = Array.from(symbol).length > 1 ? ' ' : '';
  return `${symbol}${separator}${formatNumber(amount, country, currencyDigits(country))}`;
}

/**
 * Formats a weight with two decimals and a unit, e.g. `1,234.50 lb`, `35.27 qq`. The unit defaults
 * to the market weight unit (ordering.md §1); a given unit is shown as passed, the quintal by its
 * symbol (see {@link weightUnitSymbol}).
 * Returns '' for NaN or ±Infinity.
 */
export function formatWeight(value: number, country: string, unit?: string): string {
  const number = formatNumber(value, country, 2);
  if (number === '') return '';
  const shownUnit = weightUnitSymbol(
    unit ?? tryMarketOf(country)?.weightUnit ?? FALLBACK_WEIGHT_UNIT,
  );
  return shownUnit === '' ? number : `${number} ${shownUnit}`;
}

/**
 * The symbol a weight unit is written with: `lb`, `kg`, and `qq` for the quintal (the symbol the
 * quintal markets gt, hn and ni write, and the order builder's prices show: "≈ 0.44 qq").
 * Decision (issue 14, QA: "40 quintal" was never pluralised): a weight reads as number and
 * symbol in every language, like lb and kg, so it has no plural to get wrong. The unit is matched
 * in any case; anything else is returned as given.
 */
export function weightUnitSymbol(unit: string): string {
  return unit.trim().toLowerCase() === 'quintal' ? 'qq' : unit;
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

/** Kilograms in a pound (international avoirdupois pound, exact by definition). */
export const KG_PER_LB = 0.45359237;

/**
 * Pounds in a quintal. The markets that weigh in quintals (gt, hn, ni; ordering.md §1) use the
 * Central American quintal of 100 lb (45.359237 kg), not the metric quintal of 100 kg.
 */
export const LB_PER_QUINTAL = 100;

// Each unit converts as weight x multiply / divide with integer factors: one rounding at the
// division, so 1 quintal gives exactly the double nearest 0.045359237 (a decimal factor such as
// 0.045359237 would give 0.045359237000000004).
const TON_FACTORS: Readonly<Record<WeightUnit, { multiply: number; divide: number }>> = {
  lb: { multiply: 1, divide: 2000 }, // short ton
  kg: { multiply: 1, divide: 1000 }, // metric ton
  quintal: { multiply: 45_359_237, divide: 1_000_000_000 }, // 100 lb = 0.045359237 metric ton
};

/**
 * Converts a weight to tons: lb → short tons, kg and quintal → metric tons (one Central American
 * quintal is 100 lb, 0.045359237 metric tons). Not rounded; use {@link roundTons} for display.
 * @throws {RangeError} for a unit that is not a {@link WeightUnit}.
 */
export function toTons(weight: number, unit: WeightUnit): number {
  if (!Object.hasOwn(TON_FACTORS, unit)) {
    throw new RangeError(`Unknown weight unit "${String(unit)}"; expected lb, kg or quintal`);
  }
  const { multiply, divide } = TON_FACTORS[unit];
  return withoutNegativeZero((weight * multiply) / divide);
}

/** Limit value for fee messages: two decimals, or an integer when whole after rounding. */
function formatLimitValue(value: number): string {
  if (!Number.isFinite(value)) return '';
  const rounded = roundHalfAwayFromZero(value, 2);
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(2);
}

/**
 * Fills a fee-limit message (ordering.md §5): every `{maxWeight}` becomes the value with two
 * decimals (or an integer when whole) and every `{uom}` the unit in lower case (the quintal as
 * `qq`, {@link weightUnitSymbol}).
 * Replacement text is inserted literally (a `$` in the unit is not a pattern).
 */
export function feeLimitText(template: string, value: number, unit: string): string {
  const shownValue = formatLimitValue(value);
  const shownUnit = weightUnitSymbol(unit.toLowerCase());
  return template.replaceAll('{maxWeight}', () => shownValue).replaceAll('{uom}', () => shownUnit);
}

// ---------------------------------------------------------------------------------------------
// Conversions between the weight units (ordering.md §1)

// Pounds as the pivot: lb ↔ quintal is an exact factor of 100, and only kg needs the pound's
// definition (1 lb = 0.45359237 kg), so at most one inexact step per conversion.
function toPounds(value: number, from: WeightUnit): number {
  if (from === 'quintal') return value * LB_PER_QUINTAL;
  if (from === 'kg') return value / KG_PER_LB;
  return value;
}

function fromPounds(pounds: number, to: WeightUnit): number {
  if (to === 'quintal') return pounds / LB_PER_QUINTAL;
  if (to === 'kg') return pounds * KG_PER_LB;
  return pounds;
}

/**
 * Converts a weight between lb, kg and quintal (1 lb = 0.45359237 kg; 1 quintal = 100 lb, the
 * Central American quintal of gt, hn and ni). Not rounded; sums go through `sumWeights`.
 */
export function convertWeight(value: number, from: WeightUnit, to: WeightUnit): number {
  if (from === to) return value;
  if (from === 'kg' && to === 'quintal') return value / (KG_PER_LB * LB_PER_QUINTAL);
  if (from === 'quintal' && to === 'kg') return value * LB_PER_QUINTAL * KG_PER_LB;
  return fromPounds(toPounds(value, from), to);
}

const WEIGHT_UNITS: Readonly<Record<string, WeightUnit>> = {
  lb: 'lb',
  kg: 'kg',
  quintal: 'quintal',
};

/** A weight unit read in any case (`KG`, `Quintal`); null when it is none of lb, kg, quintal. */
export function parseWeightUnit(unit: string | null | undefined): WeightUnit | null {
  return WEIGHT_UNITS[(unit ?? '').trim().toLowerCase()] ?? null;
}

/**
 * A line's weight in the unit its totals are given in, so lines and totals read alike (QA, issue
 * 14: Guatemala showed kg on the cart, review and order-detail lines but quintal in the totals;
 * ordering.md §1: the market's weight unit). Products are catalogued in lb or kg; a quintal market
 * weighs them in quintals. A unit that is not a weight unit (on either side) leaves the weight as
 * it is, in its own unit.
 */
export function weightInUnit(
  value: number,
  from: string,
  to: string,
): { value: number; unit: string } {
  const source = parseWeightUnit(from);
  const target = parseWeightUnit(to);
  if (source === null || target === null) return { value, unit: from };
  return { value: convertWeight(value, source, target), unit: target };
}
