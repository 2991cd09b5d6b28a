/**
 * Weight units of the cart (ordering.md §1 "Market rules"): which unit a cart weighs in, its ton
 * unit, and conversions between lb, kg and the Central American quintal.
 */
import { KG_PER_LB, LB_PER_QUINTAL, normalizeCountry, tryMarketOf } from '../index';

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

// Pounds as the pivot: lb ↔ quintal is an exact factor of 100, and only kg needs the pound's
// definition (1 lb = 0.45359237 kg), so at most one inexact step per conversion.
function toPounds(value: number, from: CartWeightUnit): number {
  if (from === 'quintal') return value * LB_PER_QUINTAL;
  if (from === 'kg') return value / KG_PER_LB;
  return value;
}

function fromPounds(pounds: number, to: CartWeightUnit): number {
  if (to === 'quintal') return pounds / LB_PER_QUINTAL;
  if (to === 'kg') return pounds * KG_PER_LB;
  return pounds;
}

/**
 * Converts a weight between lb, kg and quintal (1 lb = 0.45359237 kg; 1 quintal = 100 lb, the
 * Central American quintal of gt, hn and ni). Not rounded; sums go through `sumWeights`.
 */
export function convertWeight(value: number, from: CartWeightUnit, to: CartWeightUnit): number {
  if (from === to) return value;
  if (from === 'kg' && to === 'quintal') return value / (KG_PER_LB * LB_PER_QUINTAL);
  if (from === 'quintal' && to === 'kg') return value * LB_PER_QUINTAL * KG_PER_LB;
  return fromPounds(toPounds(value, from), to);
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

const WEIGHT_UNITS: Readonly<Record<string, CartWeightUnit>> = {
  lb: 'lb',
  kg: 'kg',
  quintal: 'quintal',
};

/** A weight unit read in any case (`KG`, `Quintal`); null when it is none of lb, kg, quintal. */
export function parseWeightUnit(unit: string | null | undefined): CartWeightUnit | null {
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
