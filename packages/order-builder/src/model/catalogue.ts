/**
 * How the order builder describes a product (ordering.md §1 market rules, §3 cart item and
 * package types): the package and its weight, the Mexican box multiplier, the weight in the
 * market's own unit, and the pallet and quantity rules, as facts the view words in the page
 * language. Pure: no React, no fetch, no DOM.
 */
import { KG_PER_LB, LB_PER_QUINTAL, normalizeCountry, tryMarketOf } from '@anp/core';
import type { Product } from '@anp/core/services/cart';

export type ProductUnit = Product['unitOfMeasure'];
export type DisplayUnit = ProductUnit | 'oz' | 'g' | 'quintal';

/** A weight as the view shows it: below one unit, ounces or grams ("8 oz", "250 g"). */
export interface ShownWeight {
  value: number;
  unit: DisplayUnit;
}

export function shownWeight(value: number, unit: ProductUnit): ShownWeight {
  if (value > 0 && value < 1) {
    return unit === 'lb' ? { value: value * 16, unit: 'oz' } : { value: value * 1000, unit: 'g' };
  }
  return { value, unit };
}

/** Decimals worth showing for a catalogue weight: none for 50, one for 33.3, else two. */
export function weightDigits(value: number): 0 | 1 | 2 {
  const hundredths = Math.round(value * 100);
  if (hundredths % 100 === 0) return 0;
  return hundredths % 10 === 0 ? 1 : 2;
}

export interface PackageFacts {
  packageType: Product['packageType'];
  /** Weight of one ordered unit in the product's unit (the Mexican multiplier applied). */
  unitWeight: ShownWeight;
  /**
   * A multi-pack's inner units (a case of 12 x 2 lb, a pallet of 40 x 50 lb bags) or a Mexican
   * box's (12 x 1 kg); null for a single package.
   */
  inner: { count: number; weight: ShownWeight } | null;
  /** Mexican boxed items: the box counts this many units for the weight (ordering.md §1). */
  boxCount: number | null;
  /** Bulk is sold by the ton, not by a package. */
  perTon: boolean;
  /**
   * One unit's weight in the market's unit when the product is catalogued in another one: the
   * quintal markets (gt, hn, ni) see kilogram products also in quintals.
   */
  marketWeight: { value: number; unit: 'lb' | 'kg' | 'quintal' } | null;
}

/** The container code of a Mexican boxed item as a count, else null (ordering.md §1). */
export function boxCountOf(
  product: Pick<Product, 'containerCode'>,
  country: string,
): number | null {
  if (normalizeCountry(country) !== 'mx' || !product.containerCode) return null;
  const n = Number(product.containerCode);
  return Number.isInteger(n) && n > 1 ? n : null;
}

function convert(value: number, from: ProductUnit, to: 'lb' | 'kg' | 'quintal'): number {
  const pounds = from === 'lb' ? value : value / KG_PER_LB;
  if (to === 'lb') return pounds;
  if (to === 'kg') return pounds * KG_PER_LB;
  return pounds / LB_PER_QUINTAL;
}

/** What one unit of `product` is: package, weight, inner units, box count, market weight. */
export function packageFacts(product: Product, country: string): PackageFacts {
  const boxCount = boxCountOf(product, country);
  const unit = product.unitOfMeasure;
  const perUnit = product.netWeightPerUnit;
  const weight = boxCount ? perUnit * boxCount : perUnit;
  let inner: PackageFacts['inner'] = null;
  if (boxCount) inner = { count: boxCount, weight: shownWeight(perUnit, unit) };
  else {
    const { itemMajorValue: major, itemMinorValue: minor } = product.productItemWeight;
    const count = minor > 0 ? Math.round(major / minor) : 1;
    if (count > 1) inner = { count, weight: shownWeight(minor, unit) };
  }
  const marketUnit = tryMarketOf(country)?.weightUnit ?? unit;
  return {
    packageType: product.packageType,
    unitWeight: shownWeight(weight, unit),
    inner,
    boxCount,
    perTon: product.packageType === 'bulk',
    marketWeight:
      marketUnit === unit ? null : { value: convert(weight, unit, marketUnit), unit: marketUnit },
  };
}

/** The pallet and quantity rules of a product, in the order the view lists them. */
export type RuleFact =
  /** ordering.md §5: pallet-only items need whole pallets. */
  | { kind: 'palletOnly'; perPallet: number }
  /** Sold by the unit or by the full pallet. */
  | { kind: 'perPallet'; perPallet: number }
  | { kind: 'minimumInSteps'; minimum: number; step: number }
  | { kind: 'multiples'; step: number }
  | { kind: 'minimum'; minimum: number };

export function ruleFacts(
  product: Pick<
    Product,
    'isPallet' | 'isPalletAndNonPalletAllowed' | 'perPalletCount' | 'minQuantity' | 'increment'
  >,
): RuleFact[] {
  // A pallet-only item's minimum and step are its pallet: one sentence says all of it.
  if (product.isPallet) return [{ kind: 'palletOnly', perPallet: product.perPalletCount }];
  const facts: RuleFact[] = [];
  if (product.isPalletAndNonPalletAllowed) {
    facts.push({ kind: 'perPallet', perPallet: product.perPalletCount });
  }
  const { minQuantity: minimum, increment: step } = product;
  if (step > 1 && minimum > step) facts.push({ kind: 'minimumInSteps', minimum, step });
  else if (step > 1) facts.push({ kind: 'multiples', step });
  else if (minimum > 1) facts.push({ kind: 'minimum', minimum });
  return facts;
}

/**
 * A number as the user typed it: digits with one optional decimal point or comma. '' (or only
 * spaces) is no number (null); anything else that is not a number is NaN.
 */
export function parseEntry(text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  if (!/^\d*(?:[.,]\d*)?$/.test(t) || t === '.' || t === ',') return Number.NaN;
  return Number(t.replace(',', '.'));
}

/** A number for an entry field: integers as they are, fractions with at most 4 decimals. */
export function entryText(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '';
  return String(Math.round(value * 10_000) / 10_000);
}
