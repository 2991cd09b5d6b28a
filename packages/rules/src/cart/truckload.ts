/**
 * The truckload meter (issue 17): how full the truck is while the user edits the cart, with the
 * limits the server enforces at validation marked on the same scale (ordering.md §5 weights, §8
 * CART001 bulk minimum, CART002 maximum weight, CART006 bag minimum). The cart's issues
 * (issues.ts) are computed from this same load, so the meter and the server's validation cannot
 * disagree: a bar over the truck is a CART002, a short bulk load on a delivery a CART001, and a
 * short bag load without the fee acknowledgement a CART006.
 */
import { roundTons, scaleWeight, sumWeights } from '../index';
import { cartWeightUnit, convertWeight, tonUnitOf, weightInTons } from './units';
import type { CartWeightUnit, TonUnit } from './units';
import type { CartLine } from './validation';
import {
  bagWeight,
  cartTotals,
  isBagLine,
  isWeighed,
  lineNetWeight,
  parseLimitUnit,
  weightInLimitUnit,
} from './weights';

/**
 * Decision: a bulk delivery needs at least 4 tons of bulk product in total, one bulk truck
 * compartment; below that a bulk truck does not run. In the cart's ton unit (short tons for lb
 * markets, metric tons otherwise).
 */
export const MIN_BULK_TONS = 4;

/** The bulk minimum in the ton unit of a cart unit: `{ quantity: 4, unit: 'Tons' | 'MT' }`. */
export function minBulkWeight(unit: CartWeightUnit): { quantity: number; unit: TonUnit } {
  return { quantity: MIN_BULK_TONS, unit: tonUnitOf(unit) };
}

/** The bulk minimum of every cart unit. */
export const MIN_BULK_WEIGHT: Readonly<
  Record<CartWeightUnit, { readonly quantity: number; readonly unit: TonUnit }>
> = Object.freeze({
  lb: Object.freeze(minBulkWeight('lb')),
  kg: Object.freeze(minBulkWeight('kg')),
  quintal: Object.freeze(minBulkWeight('quintal')),
});

/** What the meter needs: the cart as the server validates it. */
export interface TruckLoadInput {
  country: string;
  sourceSystem?: string | null;
  items: readonly CartLine[];
  shipMethod: 'delivery' | 'pickup' | '';
  truck: { capacity: number; unit: TonUnit } | null;
  feeLimit: { quantity: number; unit: string };
  /** Products the account may no longer order: they leave the load. */
  unavailableSkus?: readonly string[];
  isBagFeeAcknowledged?: boolean;
  isLocalFeeAcknowledge?: boolean;
}

/** The load and its limits, every figure in `unit` and rounded to two decimals like the cart. */
export interface TruckLoad {
  /** The scale's unit: the truck's ton unit, or the cart's when there is no truck. */
  unit: TonUnit;
  /** Net weight of the lines that will be ordered. */
  load: number;
  /** The truck's capacity (the maximum weight); null without a truck. */
  capacity: number | null;
  /** Net weight of the bulk lines, and the bulk minimum a delivery of bulk needs. */
  bulk: number;
  bulkMinimum: number;
  /** Net weight of the bagged lines, and the bag minimum (the small-order fee limit). */
  bag: number;
  /** Null when the fee limit's unit is unknown (the kit never states a fee it cannot). */
  bagMinimum: number | null;
  delivery: boolean;
  /** CART002: a delivery heavier than the truck carries. */
  overTruck: boolean;
  /** CART001: a delivery whose bulk lines weigh more than 0 and less than the bulk minimum. */
  bulkShort: boolean;
  /** The bagged lines weigh less than the bag minimum (CART006 unless acknowledged). */
  bagShort: boolean;
  /** The small-order fee was acknowledged (the bag or the local fee: they travel together). */
  feeAcknowledged: boolean;
  /** Capacity left to fill the truck (0 when exactly full); null without a truck or when over. */
  left: number | null;
  /** Weight over the capacity; null without a truck or when not over. */
  over: number | null;
  /** Load ÷ capacity (0 without a truck), for the bar's length; may exceed 1. */
  share: number;
}

function isBulkLine(line: Pick<CartLine, 'packageType'>): boolean {
  return line.packageType.toLowerCase() === 'bulk';
}

/** The lines that will be weighed and shipped: counted, not removed, disabled or unavailable. */
export function weighedLines(
  items: readonly CartLine[],
  unavailableSkus: readonly string[] = [],
): CartLine[] {
  const unavailable = new Set(unavailableSkus);
  return items.filter(
    (line) =>
      line.isRemoved !== true &&
      line.rowDisable !== true &&
      !unavailable.has(line.sku) &&
      isWeighed(line),
  );
}

/** Net weight of the bulk lines in the cart unit. */
function bulkWeight(lines: readonly CartLine[], unit: CartWeightUnit, country: string): number {
  return sumWeights(
    lines
      .filter(isBulkLine)
      .map((line) => convertWeight(lineNetWeight(line, country), line.unitOfMeasure, unit)),
  );
}

/** `quantity` tons of `tons` as a weight of the cart unit. */
function tonsAsWeight(quantity: number, tons: TonUnit, unit: CartWeightUnit): number {
  return tons === 'Tons'
    ? convertWeight(quantity * 2000, 'lb', unit)
    : convertWeight(quantity * 1000, 'kg', unit);
}

/** The bag minimum in tons of `to`, or null when its unit is unknown or it is not a number. */
function bagMinimumIn(
  feeLimit: TruckLoadInput['feeLimit'],
  unit: CartWeightUnit,
  to: TonUnit,
): number | null {
  const limitUnit = parseLimitUnit(feeLimit.unit);
  if (limitUnit === null || !Number.isFinite(feeLimit.quantity)) return null;
  const asCartWeight =
    limitUnit === 'Tons' || limitUnit === 'MT'
      ? tonsAsWeight(feeLimit.quantity, limitUnit, unit)
      : convertWeight(feeLimit.quantity, limitUnit, unit);
  return roundTons(weightInTons(asCartWeight, unit, to));
}

/**
 * The truck's load while the user edits (issue 17; ordering.md §5, §8). The states are the
 * server's own conditions:
 * - `bulkShort` (CART001): a delivery, bulk weight rounded in the cart's ton unit above 0 and
 *   below {@link MIN_BULK_TONS};
 * - `overTruck` (CART002): a delivery with a truck, the load in the truck's unit rounded to two
 *   decimals above its capacity (a 6.00 load fills a 6.00 truck);
 * - `bagShort` (CART006 without the acknowledgement): bagged lines whose weight, in the fee
 *   limit's unit to four decimals, is below the limit.
 */
export function truckLoad(input: TruckLoadInput): TruckLoad {
  const ctx = { country: input.country, sourceSystem: input.sourceSystem };
  const cartUnit = cartWeightUnit(input.country, input.sourceSystem);
  const cartTons = tonUnitOf(cartUnit);
  const truck = input.truck !== null && Number.isFinite(input.truck.capacity) ? input.truck : null;
  const unit = truck?.unit ?? cartTons;
  const lines = weighedLines(input.items, input.unavailableSkus);
  const delivery = input.shipMethod === 'delivery';

  const totals = cartTotals(lines, ctx);
  const load = roundTons(weightInTons(totals.netWeight, totals.unitOfMeasure, unit));
  const capacity = truck === null ? null : roundTons(truck.capacity);

  const bulkInCart = bulkWeight(lines, cartUnit, input.country);
  const bulkInCartTons = roundTons(weightInTons(bulkInCart, cartUnit, cartTons));
  const bulkMinimumWeight = tonsAsWeight(MIN_BULK_TONS, cartTons, cartUnit);

  const bagLines = lines.filter(isBagLine);
  const bagInCart = bagWeight(bagLines, cartUnit, input.country);
  const limitUnit = parseLimitUnit(input.feeLimit.unit);
  const bagShort =
    bagLines.length > 0 &&
    limitUnit !== null &&
    Number.isFinite(input.feeLimit.quantity) &&
    scaleWeight(weightInLimitUnit(bagInCart, cartUnit, limitUnit)) <
      scaleWeight(input.feeLimit.quantity);

  const overTruck = delivery && capacity !== null && load > capacity;
  return {
    unit,
    load,
    capacity,
    bulk: roundTons(weightInTons(bulkInCart, cartUnit, unit)),
    bulkMinimum: roundTons(weightInTons(bulkMinimumWeight, cartUnit, unit)),
    bag: roundTons(weightInTons(bagInCart, cartUnit, unit)),
    bagMinimum: bagMinimumIn(input.feeLimit, cartUnit, unit),
    delivery,
    overTruck,
    bulkShort: delivery && bulkInCartTons > 0 && bulkInCartTons < MIN_BULK_TONS,
    bagShort,
    feeAcknowledged: input.isBagFeeAcknowledged === true || input.isLocalFeeAcknowledge === true,
    left: capacity === null || load > capacity ? null : roundTons(capacity - load),
    over: capacity === null || load <= capacity ? null : roundTons(load - capacity),
    share: capacity === null || capacity <= 0 ? 0 : load / capacity,
  };
}
