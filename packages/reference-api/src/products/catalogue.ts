/**
 * The catalogue facts the API prices and shows products by (the products themselves are rows of
 * the database): list prices per pound by category, the categories' names, and the inner units of
 * multi-packs. The demo data prices its orders with the same rule (the API hands it over).
 */
import type { PackageType } from '@anp/contract';
import { WEIGHT_SCALE, type Language } from '@anp/rules';
import { MARKETS, type MarketCode } from '../markets';
import { hashString } from '../hash';

interface CategoryFacts {
  /** Price of one lb of product in US cents (list prices of the demo, not real ones). */
  centsPerLb: number;
  /** As the order builder's filter shows it. */
  name: Readonly<Record<Language, string>>;
}

/** The product categories, in the catalogue's order. */
export const CATEGORIES: Readonly<Record<string, CategoryFacts>> = {
  'Complete Feed': {
    centsPerLb: 19,
    name: { en: 'Complete feed', es: 'Alimento completo', pt: 'Ração completa', ko: '배합사료' },
  },
  'Base Mix': {
    centsPerLb: 55,
    name: { en: 'Base mix', es: 'Núcleo', pt: 'Núcleo', ko: '베이스 믹스' },
  },
  Premix: {
    centsPerLb: 160,
    name: { en: 'Premix', es: 'Premezcla', pt: 'Premix', ko: '프리믹스' },
  },
  Supplement: {
    centsPerLb: 34,
    name: { en: 'Supplements', es: 'Suplementos', pt: 'Suplementos', ko: '보충제' },
  },
  Mineral: {
    centsPerLb: 42,
    name: { en: 'Minerals', es: 'Minerales', pt: 'Minerais', ko: '미네랄' },
  },
  'Milk Replacer': {
    centsPerLb: 150,
    name: {
      en: 'Milk replacers',
      es: 'Sustitutos de leche',
      pt: 'Sucedâneos de leite',
      ko: '대용유',
    },
  },
  'Liquid Feed': {
    centsPerLb: 13,
    name: { en: 'Liquid feed', es: 'Alimento líquido', pt: 'Ração líquida', ko: '액상 사료' },
  },
  'Pet Food': {
    centsPerLb: 105,
    name: {
      en: 'Pet food',
      es: 'Alimento para mascotas',
      pt: 'Alimento para pets',
      ko: '반려동물 사료',
    },
  },
  Treats: { centsPerLb: 230, name: { en: 'Treats', es: 'Premios', pt: 'Petiscos', ko: '간식' } },
  Health: {
    centsPerLb: 290,
    name: { en: 'Animal health', es: 'Salud animal', pt: 'Saúde animal', ko: '동물 건강' },
  },
  Additive: {
    centsPerLb: 320,
    name: { en: 'Additives', es: 'Aditivos', pt: 'Aditivos', ko: '첨가제' },
  },
  Grain: { centsPerLb: 12, name: { en: 'Grains', es: 'Granos', pt: 'Grãos', ko: '곡물' } },
};

/** A category's name in a language; an unknown category shows as itself. */
export function categoryName(category: string, lang: Language): string {
  return CATEGORIES[category]?.name[lang] ?? category;
}

/**
 * Inner units of the multi-packs (a pallet of 40 bags, a case of 12 ...): the same for every pack
 * of a package type, so a product's inner-unit weight follows from its row. Mexican boxed items
 * carry their own count in the container code instead.
 */
export const INNER_UNITS: Readonly<Partial<Record<PackageType, number>>> = {
  pallet: 40,
  boxes: 6,
  case: 12,
  Pack: 10,
};

const LB_PER_KG = 2.20462;

/** What a list price is computed from: a catalogue product (weights scaled by 10000). */
export interface PricedProduct {
  sku: string;
  category: string;
  packageType: string;
  /** Net weight of one unit in `unitOfMeasure`, × 10000. */
  netWeightScaled: number;
  unitOfMeasure: 'lb' | 'kg';
  containerCode: string | null;
}

/** Weight multiplier of a product: its container code for Mexican boxed items, else 1. */
export function weightMultiplier(product: Pick<PricedProduct, 'containerCode'>): number {
  return product.containerCode ? Number(product.containerCode) : 1;
}

/**
 * List price of one unit in the market's currency, in cents: the category's price per pound,
 * ±15% by product, 12% off bulk and totes, rounded to the market's price step. A pure function of
 * the product, so carts are priced the way the demo orders were.
 */
export function listPriceCents(product: PricedProduct, market: MarketCode): number {
  const spec = MARKETS[market];
  const weight = (product.netWeightScaled / WEIGHT_SCALE) * weightMultiplier(product);
  const lb = product.unitOfMeasure === 'lb' ? weight : weight * LB_PER_KG;
  const spread = 0.85 + (hashString(product.sku) % 31) / 100; // 0.85..1.15 per product
  const bulkDiscount = product.packageType === 'bulk' || product.packageType === 'tote' ? 0.88 : 1;
  const centsPerLb = (CATEGORIES[product.category] ?? CATEGORIES['Complete Feed'])?.centsPerLb ?? 0;
  const cents = centsPerLb * lb * spread * bulkDiscount * spec.fxPerUsd;
  const step = spec.priceStepCents;
  return Math.max(step, Math.round(cents / step) * step);
}
