/**
 * A market as its documents show it: its name, interface language and currency (the API's facts),
 * its weight unit and number format (the kit's market rules), and its products from the one
 * catalogue, priced with the API's list prices.
 */
import { formatNumber, type Country, type Language, type WeightUnit } from '@anp/rules';
import { convertWeight } from '@anp/rules/cart';
import { WEIGHT_SCALE } from '@anp/rules';
import type { Backend } from '../backend';
import { weightMultiplier, type Product } from '../catalogue/catalogue';
import { PACKAGE_NAMES, SPECIES_PHRASES } from '../catalogue/texts';
import type { DemoMarket } from '../markets';
import type { Group, Lang as DocLang } from './texts';

export interface DocMarket {
  code: Country;
  name: string;
  /** The files' language: the market's interface language (Korean files in Korean, issue 14). */
  lang: DocLang;
  /** The titles' language: always the market's (the documents list shows the titles). */
  titleLang: Language;
  currency: string;
  unit: WeightUnit;
  /** Digits of a price: none for currencies the market quotes without minor units. */
  decimals: number;
  /** The market's products, in SKU order. */
  products: readonly Product[];
  /** A unit's list price in the market's currency. */
  price: (product: Product) => number;
}

export function docMarket(
  backend: Backend,
  market: DemoMarket,
  catalogue: readonly Product[],
): DocMarket {
  return {
    code: market.code,
    name: localName(market),
    lang: market.uiLang,
    titleLang: market.uiLang,
    currency: market.currency,
    unit: market.weightUnit,
    decimals: market.priceStepCents >= 100 ? 0 : 2,
    products: catalogue.filter((p) => p.markets.includes(market.code)),
    price: (product) => backend.listPriceCents(product, market.code) / 100,
  };
}

/**
 * The market's name in its own language: the API's name, which is already the local one for the
 * Latin-script markets ("Brasil", "México"); Korea's files name it in Korean ("대한민국").
 */
function localName(market: DemoMarket): string {
  if (market.uiLang !== 'ko') return market.name;
  return (
    new Intl.DisplayNames(['ko'], { type: 'region' }).of(market.code.toUpperCase()) ?? market.name
  );
}

/** The group of a species: pigs and poultry; cattle and horses; the rest. */
export function groupOf(product: Pick<Product, 'species'>): Group {
  if (product.species === 'pork' || product.species === 'poultry') return 'monogastric';
  if (product.species === 'ruminant' || product.species === 'equine') return 'ruminant';
  return 'specialty';
}

/** A number in the market's format (the kit's rule: en-US, pt-BR ... by market). */
export const numberIn = (market: DocMarket, value: number, digits: number): string =>
  formatNumber(value, market.code, digits);

export const money = (market: DocMarket, value: number): string =>
  numberIn(market, value, market.decimals);

const UNIT_LABEL: Readonly<Record<WeightUnit, string>> = { lb: 'lb', kg: 'kg', quintal: 'qq' };

/** Net weight of one unit in the market's weight unit, e.g. "50 lb", "0.88 qq". */
export function weightText(product: Product, market: DocMarket): string {
  const own = (product.netWeightScaled / WEIGHT_SCALE) * weightMultiplier(product);
  const weight = Math.round(convertWeight(own, product.unitOfMeasure, market.unit) * 100) / 100;
  return `${numberIn(market, weight, Number.isInteger(weight) ? 0 : 2)} ${UNIT_LABEL[market.unit]}`;
}

export const unitLabel = (market: DocMarket): string => UNIT_LABEL[market.unit];

/** The product's name in the documents' language. */
export const nameIn = (product: Product, market: DocMarket): string => product.name[market.lang];

/** The product's name in the titles' language. */
export const titleNameIn = (product: Product, market: DocMarket): string =>
  product.name[market.titleLang];

/** The species the product is for, capitalised, in the documents' language. */
export function speciesIn(product: Product, market: DocMarket): string {
  const phrase = SPECIES_PHRASES[product.species][market.lang];
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

export const packageIn = (product: Product, market: DocMarket): string =>
  PACKAGE_NAMES[product.packageType][market.lang];
