/**
 * Weight units of the cart (ordering.md §1 "Market rules"): which unit a cart weighs in, its ton
 * unit, and conversions between lb, kg and the Central American quintal.
 */
import { convertWeight, normalizeCountry, tryMarketOf } from '../index';

// The conversions live with the formats (`@anp/rules`), so a page that only shows weights does
// not load the cart's rules; the cart's entry point offers them too.
export { convertWeight, parseWeightUnit, weightInUnit } from '../format';

/** The unit a cart shows weights in. */
export type CartWeightUnit = 'lb' | 'kg' | 'quintal';

/** The unit of truck sizes and ton totals: short tons (`Tons`) or metric tons (`MT`). */
export type TonUnit = 'Tons' | 'MT';

/**
 * ordering.md §1: a source system containing `tca` (any case) marks a certain account kind.
 */
export function isTcaAccount(sourceSystem?: string | null): boolean {
  return (sourceSystem ?? '').toLowerCase().includes('tca');
}

/**
 * The unit a cart weighs in: the market's unit (lb for a value that is not a market), except that
 * a tca account outside Mexico weighs in kg (ordering.md §1: tca "outside Mexico changes weight
 * and unit display"; decision: tca accounts trade in metric units, and Mexico is already kg).
 */
export function cartWeightUnit(country: string, sourceSystem?: string | null): CartWeightUnit {
  if (isTcaAccount(sourceSystem) && normalizeCountry(country) !== 'mx') return 'kg';
  return tryMarketOf(country)?.weightUnit ?? 'lb';
}

/** lb → short tons; kg and quintal → metric tons (the quintal markets are metric for trucks). */
export function tonUnitOf(unit: CartWeightUnit): TonUnit {
  return unit === 'lb' ? 'Tons' : 'MT';
}

/**
 * A weight in tons of `tonUnit` (short tons from lb, metric tons from kg), not rounded. Trucks
 * and the bulk minimum are given in a ton unit that need not match the cart's own.
 */
export function weightInTons(value: number, unit: CartWeightUnit, tonUnit: TonUnit): number {
  return tonUnit === 'Tons'
    ? convertWeight(value, unit, 'lb') / 2000
    : convertWeight(value, unit, 'kg') / 1000;
}
