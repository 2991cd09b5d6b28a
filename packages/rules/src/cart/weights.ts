/**
 * Weights of the cart (ordering.md §1 Mexico container multiplier, §3 totals, §5 "Weights are
 * scaled by 10000", "Items with a zero or empty count are ignored in totals").
 */
import { normalizeCountry, roundTons, scaleWeight, sumWeights, unscaleWeight } from '../index';
import { countOf } from './quantities';
import {
  cartWeightUnit,
  convertWeight,
  tonUnitOf,
  weightInTons,
  type CartWeightUnit,
  type TonUnit,
} from './units';

/** What the weight rules need of a cart line. */
export interface WeighableLine {
  quantity: number | null;
  /** Net weight of one unit as catalogued, in `unitOfMeasure`, without the container multiplier. */
  netWeightPerUnit: number;
  unitOfMeasure: 'lb' | 'kg';
  containerCode: string | null;
  perPalletCount: number;
  packageType: string;
  isRemoved?: boolean;
  rowDisable?: boolean;
}

/** The cart a weight belongs to: its market and the account's source system (tca rule). */
export interface WeightContext {
  country: string;
  sourceSystem?: string | null;
}

const POSITIVE_INTEGER = /^\s*0*[1-9]\d*\s*$/;

/**
 * ordering.md §1: in Mexico a boxed item's container code (the inner units per box) multiplies its
 * weight. The code counts only as a positive whole number; anything else, and every other
 * market, gives 1.
 */
export function weightMultiplier(
  line: Pick<WeighableLine, 'containerCode'>,
  country: string,
): number {
  if (normalizeCountry(country) !== 'mx') return 1;
  const code = line.containerCode ?? '';
  return POSITIVE_INTEGER.test(code) ? Number(code) : 1;
}

/** Whether a line takes part in totals: counted, not removed and not disabled. */
export function isWeighed(line: Pick<WeighableLine, 'quantity' | 'isRemoved' | 'rowDisable'>) {
  return countOf(line.quantity) > 0 && line.isRemoved !== true && line.rowDisable !== true;
}

/**
 * Net weight of a line in its own unit: quantity × unit weight × container multiplier, kept to
 * four decimals like every weight (ordering.md §5). 0 when not counted, removed or disabled.
 */
export function lineNetWeight(line: WeighableLine, country: string): number {
  if (!isWeighed(line) || !Number.isFinite(line.netWeightPerUnit)) return 0;
  const weight = countOf(line.quantity) * line.netWeightPerUnit * weightMultiplier(line, country);
  return unscaleWeight(scaleWeight(weight));
}

/**
 * Weight of one pallet (decision: 50 lb, the usual wooden pallet; 22.68 kg is the same pallet
 * rounded to grams). Gross weight is net weight plus the tare of the pallets the lines fill.
 */
export const PALLET_TARE = { lb: 50, kg: 22.68 } as const;

/** Tare of one pallet in a cart unit: the quintal is pound-based, so it takes the lb tare. */
export function palletTare(unit: CartWeightUnit): number {
  if (unit === 'kg') return PALLET_TARE.kg;
  return convertWeight(PALLET_TARE.lb, 'lb', unit);
}

// Bulk and tote products travel loose in a truck compartment or as a tote, not on pallets.
const UNPALLETISED: ReadonlySet<string> = new Set(['bulk', 'tote']);

/**
 * Pallets a line occupies: whole pallets, ceil(quantity / perPalletCount). 0 for bulk and tote
 * lines, lines without a pallet size, and lines that are not weighed.
 */
export function linePallets(line: WeighableLine): number {
  if (!isWeighed(line) || UNPALLETISED.has(line.packageType.toLowerCase())) return 0;
  if (!Number.isFinite(line.perPalletCount) || line.perPalletCount <= 0) return 0;
  return Math.ceil(countOf(line.quantity) / line.perPalletCount);
}

export interface CartWeightTotals {
  /** Net weight in `unitOfMeasure`. */
  netWeight: number;
  /** Net weight plus pallet tare, in `unitOfMeasure`. */
  grossWeight: number;
  /** Net weight in pounds, whatever the market. */
  pounds: number;
  /** Net weight in `tonUnit`, rounded to two decimals. */
  tons: number;
  tonUnit: TonUnit;
  unitOfMeasure: CartWeightUnit;
}

/** Net weight of each line converted to `unit` (0 for lines that are not weighed). */
function lineWeightsIn(
  lines: readonly WeighableLine[],
  unit: CartWeightUnit,
  country: string,
): number[] {
  return lines.map((line) => convertWeight(lineNetWeight(line, country), line.unitOfMeasure, unit));
}

/**
 * Totals of a cart: every weighed line converted to the cart unit and summed exactly (ordering.md
 * §5); gross = net + pallets × tare (decision: bag packaging is within the net weight's
 * tolerance, so only pallets add tare); pounds = net in lb; tons = net in the cart's ton unit,
 * rounded to two decimals. Removed, disabled and uncounted lines are ignored.
 */
export function cartTotals(lines: readonly WeighableLine[], ctx: WeightContext): CartWeightTotals {
  const unit = cartWeightUnit(ctx.country, ctx.sourceSystem);
  const tonUnit = tonUnitOf(unit);
  const netWeight = sumWeights(lineWeightsIn(lines, unit, ctx.country));
  const pallets = lines.reduce((total, line) => total + linePallets(line), 0);
  const grossWeight = sumWeights([netWeight, pallets * palletTare(unit)]);
  const pounds = sumWeights(lineWeightsIn(lines, 'lb', ctx.country));
  const tons = roundTons(weightInTons(netWeight, unit, tonUnit));
  return { netWeight, grossWeight, pounds, tons, tonUnit, unitOfMeasure: unit };
}

/** Whether a line is bagged product (package type `bag`, any case). */
export function isBagLine(line: Pick<WeighableLine, 'packageType'>): boolean {
  return line.packageType.toLowerCase() === 'bag';
}

/** Net weight of the weighed `bag` lines in `unit`. */
export function bagWeight(
  lines: readonly WeighableLine[],
  unit: CartWeightUnit,
  country: string,
): number {
  return sumWeights(lineWeightsIn(lines.filter(isBagLine), unit, country));
}

/** Units a fee limit may be given in. */
export type LimitUnit = CartWeightUnit | TonUnit;

const LIMIT_UNITS: Readonly<Record<string, LimitUnit>> = {
  tons: 'Tons',
  mt: 'MT',
  lb: 'lb',
  kg: 'kg',
  quintal: 'quintal',
};

/** A limit's unit read in any case (`TONS`, `mt`, `Kg`); null when it is none of them. */
export function parseLimitUnit(unit: string): LimitUnit | null {
  return LIMIT_UNITS[unit.trim().toLowerCase()] ?? null;
}

/** A weight given in a cart unit, expressed in a limit unit (not rounded). */
export function weightInLimitUnit(value: number, from: CartWeightUnit, to: LimitUnit): number {
  return to === 'Tons' || to === 'MT'
    ? weightInTons(value, from, to)
    : convertWeight(value, from, to);
}

/**
 * The retail-bag minimum order quantity (ordering.md §3 isBagMOQMet, §4): met when the cart has no
 * weighed bag line, or when their weight reaches the fee limit (compared to four decimals). A limit
 * in a unit that is none of Tons, MT, lb, kg or quintal counts as met (decision: the kit never
 * asks to acknowledge a fee it cannot state).
 */
export function isBagMOQMet(
  lines: readonly WeighableLine[],
  feeLimit: { quantity: number; unit: string },
  ctx: WeightContext,
): boolean {
  const bagLines = lines.filter((line) => isBagLine(line) && isWeighed(line));
  if (bagLines.length === 0) return true;
  const limitUnit = parseLimitUnit(feeLimit.unit);
  if (limitUnit === null || !Number.isFinite(feeLimit.quantity)) return true;
  const unit = cartWeightUnit(ctx.country, ctx.sourceSystem);
  const weight = weightInLimitUnit(bagWeight(bagLines, unit, ctx.country), unit, limitUnit);
  return scaleWeight(weight) >= scaleWeight(feeLimit.quantity);
}
