/** Catalogue rows as the contract's Product: prices, weights, images and labels. */
import { WEIGHT_SCALE } from '@anp/rules';
import type { PackageType, Product } from '@anp/contract';
import { MARKETS, type MarketCode } from '../markets';
import type { Lang } from '../accounts/caller';
import { INNER_UNITS, listPriceCents } from './catalogue';
import type { ProductRow } from './queries';

/** Whether the product is still sold in the market (else its cart line is disabled). */
export const soldIn = (row: Pick<ProductRow, 'markets'>, market: MarketCode): boolean =>
  row.markets.includes(market);

/** List price of one unit in cents: the catalogue's price rule, which also priced the demo orders. */
export function unitPriceCents(row: ProductRow, market: MarketCode): number {
  return listPriceCents(
    {
      sku: row.sku,
      category: row.category,
      packageType: row.package_type,
      netWeightScaled: Math.round(row.net_weight_per_unit * WEIGHT_SCALE),
      unitOfMeasure: row.unit_of_measure,
      containerCode: row.container_code,
    },
    market,
  );
}

const round4 = (n: number): number => Math.round(n * WEIGHT_SCALE) / WEIGHT_SCALE;

/** ordering.md §1: Mexico's boxed items weigh their container code times the unit. */
export function containerMultiplier(row: Pick<ProductRow, 'container_code'>): number {
  const n = Number(row.container_code);
  return row.container_code && Number.isInteger(n) && n > 0 ? n : 1;
}

/** ordering.md §3 productItemWeight from the catalogue row. */
export function productItemWeight(row: ProductRow): Product['productItemWeight'] {
  const multiplier = containerMultiplier(row);
  const major = round4(row.net_weight_per_unit * multiplier);
  const inner = row.container_code ? multiplier : (INNER_UNITS[row.package_type] ?? 1);
  return {
    itemMinorValue: round4(major / inner),
    itemMinorUnit: row.unit_of_measure,
    itemMajorValue: major,
    itemMajorUnit: row.unit_of_measure,
    itemDefaultValue: major,
  };
}

export function productImages(row: ProductRow): Product['images'] {
  return [{ alt: row.title, renditions: { thumbnail: row.image_path, default: row.image_path } }];
}

/** What a count of the package type is called, in the interface language. */
const COUNT_LABELS: Readonly<Record<PackageType, Readonly<Record<Lang, string>>>> = {
  bag: { en: 'bags', es: 'bultos', pt: 'sacos', ko: '포대' },
  bulk: { en: 'tons', es: 'toneladas', pt: 'toneladas', ko: '톤' },
  tote: { en: 'totes', es: 'súper sacos', pt: 'big bags', ko: '톤백' },
  pallet: { en: 'pallets', es: 'tarimas', pt: 'paletes', ko: '팔레트' },
  block: { en: 'blocks', es: 'bloques', pt: 'blocos', ko: '블록' },
  tub: { en: 'tubs', es: 'tinas', pt: 'potes', ko: '통' },
  bucket: { en: 'buckets', es: 'cubetas', pt: 'baldes', ko: '버킷' },
  pail: { en: 'pails', es: 'botes', pt: 'galões', ko: '페일' },
  barrel: { en: 'drums', es: 'tambores', pt: 'tambores', ko: '드럼' },
  box: { en: 'boxes', es: 'cajas', pt: 'caixas', ko: '상자' },
  boxes: { en: 'bundles', es: 'paquetes de cajas', pt: 'fardos de caixas', ko: '상자 묶음' },
  case: { en: 'cases', es: 'paquetes', pt: 'fardos', ko: '케이스' },
  each: { en: 'units', es: 'piezas', pt: 'unidades', ko: '개' },
  Pack: { en: 'packs', es: 'packs', pt: 'packs', ko: '팩' },
};

export function countLabel(type: PackageType, lang: Lang): string {
  return COUNT_LABELS[type]?.[lang] ?? COUNT_LABELS.each[lang];
}

/** A catalogue row as the contract's Product, priced for the market. */
export function toProduct(
  row: ProductRow,
  market: MarketCode,
  lang: Lang,
  isFavourite: boolean,
): Product {
  return {
    sku: row.sku,
    title: row.title,
    description: row.description,
    formCode: row.form_code,
    category: row.category,
    species: row.species,
    packageType: row.package_type,
    netWeightPerUnit: row.net_weight_per_unit,
    unitOfMeasure: row.unit_of_measure,
    perPalletCount: row.per_pallet_count,
    isPallet: row.is_pallet,
    isPalletAndNonPalletAllowed: row.is_pallet_and_non_pallet_allowed,
    minQuantity: row.min_quantity,
    increment: row.increment,
    containerCode: row.container_code,
    customerMaterialNumber: null,
    productItemWeight: productItemWeight(row),
    images: productImages(row),
    countLabel: countLabel(row.package_type, lang),
    listPrice: unitPriceCents(row, market) / 100,
    currency: MARKETS[market].currency,
    isFavourite,
  };
}
