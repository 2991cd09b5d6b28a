/**
 * The product catalogue: four families (North America in English and lb, Brazil in Portuguese,
 * Korea in Korean, Latin America in Spanish and kg), each built from product lines × forms ×
 * packages (./lines.ts), so that every package type of ordering.md §3 appears in every family.
 * The one catalogue of the demo data: orders, carts, favourites and documents all take their
 * products from it.
 */
import type { PackageType } from '@anp/contract';
import { WEIGHT_SCALE, type Country } from '@anp/rules';
import { MARKET_CODES, type ProductFamily } from '../markets';
import { PLACES } from '../markets/places';
import { rngFor, type Rng } from '../rng';
import {
  FORMS,
  LANG_OF_FAMILY,
  PACKAGE_TYPES,
  PACKS,
  TEMPLATES,
  type Category,
  type FormKey,
  type Localized,
  type Pack,
  type PackKey,
  type PackMode,
  type Species,
  type Template,
} from './lines';
import {
  CATEGORY_PHRASES,
  PACK_LABELS,
  PER_TON,
  SPECIES_PHRASES,
  packDescription,
  sizeText,
} from './texts';
import { proteinOf } from './feeding';

const LB_PER_KG = 2.20462;

/** A product as the generators keep it in memory (weights scaled by {@link WEIGHT_SCALE}). */
export interface Product {
  sku: string;
  title: string;
  formCode: string;
  packageType: PackageType;
  category: Category;
  species: Species;
  /** Net weight of one unit in `unitOfMeasure`, × 10000. */
  netWeightScaled: number;
  unitOfMeasure: 'lb' | 'kg';
  perPalletCount: number;
  isPallet: boolean;
  isPalletAndNonPalletAllowed: boolean;
  minQuantity: number;
  increment: number;
  /** Mexico boxed items: the number of inner units, a weight multiplier (ordering.md §1). */
  containerCode: string | null;
  markets: Country[];
  imagePath: string;
  description: string;
  /** The product line's name and form in every master-data language (no package or size). */
  name: Localized;
  /** Crude protein in percent (0: none declared). */
  protein: number;
}

/** Weight multiplier of a product: its container code for Mexican boxed items, else 1. */
export function weightMultiplier(product: Pick<Product, 'containerCode'>): number {
  return product.containerCode ? Number(product.containerCode) : 1;
}

interface Combo {
  template: Template;
  templateIndex: number;
  form: FormKey;
  packKey: PackKey;
  order: number;
}

function combos(): Combo[] {
  const out: Combo[] = [];
  TEMPLATES.forEach((template, templateIndex) => {
    for (const form of template.forms) {
      for (const packKey of template.packs) {
        out.push({ template, templateIndex, form, packKey, order: out.length });
      }
    }
  });
  return out;
}

/** Mexico boxed items: inner units per box (the container code) and the inner unit in kg. */
const MX_CONTAINERS = [
  { count: 12, kg: 1 },
  { count: 6, kg: 2 },
  { count: 24, kg: 0.5 },
  { count: 10, kg: 2.5 },
  { count: 20, kg: 1 },
] as const;

const FAMILY_SIZES: Readonly<Record<ProductFamily, number>> = {
  na: 250,
  br: 80,
  kr: 80,
  latam: 250,
};
const SKU_BASE: Readonly<Record<ProductFamily, number>> = {
  na: 10_000_000,
  br: 30_000_000,
  kr: 50_000_000,
  latam: 70_000_000,
};

interface Draft {
  combo: Combo;
  mxContainer: (typeof MX_CONTAINERS)[number] | null;
  markets: Set<Country>;
}

function familyMarkets(family: ProductFamily): Country[] {
  return MARKET_CODES.filter((code) => PLACES[code].productFamily === family);
}

function assignMarkets(rng: Rng, family: ProductFamily): Country[] {
  switch (family) {
    case 'na':
      return rng.weighted<Country[]>([
        [['us', 'canada'], 50],
        [['us'], 35],
        [['canada'], 15],
      ]);
    case 'br':
      return ['br'];
    case 'kr':
      return ['kr'];
    default:
      return rng.weighted<Country[]>([
        [['mx', 'cr', 'hn', 'ni', 'pe', 'co', 'gt'], 25],
        [['mx'], 25],
        [['cr', 'hn', 'ni', 'gt'], 15],
        [['pe', 'co'], 15],
        [['mx', 'gt'], 5],
        [['gt', 'hn'], 5],
        [['co'], 5],
        [['pe'], 5],
      ]);
  }
}

/** Chooses the family's products: every package type first, then the rest at random. */
function chooseDrafts(rng: Rng, family: ProductFamily): Draft[] {
  const shuffled = rng.shuffle(combos());
  const chosen: Combo[] = [];
  const taken = new Set<number>();
  for (const type of PACKAGE_TYPES) {
    const first = shuffled.find((c) => PACKS[c.packKey].type === type);
    if (first && !taken.has(first.order)) {
      chosen.push(first);
      taken.add(first.order);
    }
  }
  for (const combo of shuffled) {
    if (chosen.length >= FAMILY_SIZES[family]) break;
    if (!taken.has(combo.order)) {
      chosen.push(combo);
      taken.add(combo.order);
    }
  }
  chosen.sort((a, b) => a.order - b.order);

  let boxed = 0;
  const drafts = chosen.map((combo): Draft => {
    const type = PACKS[combo.packKey].type;
    // Latin America: every other box item is a Mexico-only boxed item with a container code.
    if (family === 'latam' && (type === 'box' || type === 'boxes')) {
      boxed += 1;
      if (boxed % 2 === 1) {
        return {
          combo,
          mxContainer: MX_CONTAINERS[(boxed >> 1) % MX_CONTAINERS.length] ?? null,
          markets: new Set<Country>(['mx']),
        };
      }
      return {
        combo,
        mxContainer: null,
        markets: new Set(assignMarkets(rng, family).filter((m) => m !== 'mx')),
      };
    }
    return { combo, mxContainer: null, markets: new Set(assignMarkets(rng, family)) };
  });
  // A draft may have lost its only market above; give it one.
  for (const draft of drafts) if (draft.markets.size === 0) draft.markets.add('gt');

  // Every market of the family gets every package type.
  for (const market of familyMarkets(family)) {
    for (const type of PACKAGE_TYPES) {
      const ofType = drafts.filter((d) => PACKS[d.combo.packKey].type === type);
      if (ofType.length === 0 || ofType.some((d) => d.markets.has(market))) continue;
      const candidate = ofType.find((d) => d.mxContainer === null) ?? ofType[0];
      if (market !== 'mx' && candidate?.mxContainer) continue;
      candidate?.markets.add(market);
    }
  }
  return drafts;
}

/** A product line's name with its form in every language ("Hog Grower 18% Pellet"). */
function nameOf(template: Template, form: FormKey): Localized {
  const name = (lang: keyof Localized) =>
    [template.name[lang], FORMS[form].label[lang]].filter((part) => part !== '').join(' ');
  return { en: name('en'), es: name('es'), pt: name('pt'), ko: name('ko') };
}

function buildProduct(
  rng: Rng,
  family: ProductFamily,
  draft: Draft,
  sku: string,
  innerUnits: Readonly<Partial<Record<PackageType, number>>>,
): Product {
  const lang = LANG_OF_FAMILY[family];
  const { template, form, packKey } = draft.combo;
  const pack: Pack = PACKS[packKey];
  const type = pack.type;
  const useKg = family !== 'na';
  const unit = useKg ? 'kg' : 'lb';
  const label = PACK_LABELS[type][lang];

  let size: string;
  let unitWeight: number; // in `unit`
  let perPallet = pack.perPallet;
  let containerCode: string | null = null;
  if (draft.mxContainer) {
    // Mexico boxed item: one unit is one inner item; the container code multiplies its weight.
    size = `${draft.mxContainer.count} x ${sizeText(draft.mxContainer.kg, 'kg', lang)}`;
    unitWeight = draft.mxContainer.kg;
    containerCode = String(draft.mxContainer.count);
    perPallet = 60;
  } else if (type === 'bulk') {
    size = PER_TON[lang];
    unitWeight = useKg ? pack.kg : pack.lb;
  } else if (pack.inner) {
    const innerWeight = useKg ? pack.inner.kg : pack.inner.lb;
    size = `${innerUnits[type] ?? 1} x ${sizeText(innerWeight, unit, lang)}`;
    unitWeight = useKg ? pack.kg : pack.lb;
  } else {
    unitWeight = useKg ? pack.kg : pack.lb;
    size = sizeText(unitWeight, unit, lang);
  }
  const title = [template.name[lang], FORMS[form].label[lang], label, size]
    .filter((part) => part !== '')
    .join(' ');

  // Brazil and Korea pack in kg but, by the market rule, weigh in lb (ordering.md §1).
  const productUnit = family === 'br' || family === 'kr' ? 'lb' : unit;
  const netWeightScaled =
    productUnit === unit
      ? Math.round(unitWeight * WEIGHT_SCALE)
      : Math.round(unitWeight * LB_PER_KG * WEIGHT_SCALE);

  let mode: PackMode = pack.mode;
  let minQuantity = 1;
  let increment = 1;
  const roll = rng.next();
  if (type === 'bag') mode = roll < 0.15 ? 'palletOnly' : roll < 0.3 ? 'loose' : 'mixed';
  if (type === 'tub' && roll < 0.25) mode = 'palletOnly';
  if (mode === 'palletOnly') {
    minQuantity = perPallet;
    increment = perPallet;
  } else if (type === 'bag' && mode === 'loose') {
    minQuantity = 10;
    increment = 5;
  } else if (type === 'bulk') {
    minQuantity = 2;
  } else if (type === 'each' && roll < 0.3) {
    minQuantity = 6;
    increment = 6;
  } else if (type === 'box' && roll < 0.3) {
    minQuantity = 2;
    increment = 2;
  }

  const packPhrase = packDescription(lang, type, size);
  const formLabel = FORMS[form].label[lang];
  const formPart = formLabel ? ` (${lang === 'ko' ? formLabel : formLabel.toLowerCase()})` : '';
  const description =
    lang === 'ko'
      ? `${SPECIES_PHRASES[template.species].ko}용 ${CATEGORY_PHRASES[template.category].ko}${formPart}, ${packPhrase}.`
      : `${CATEGORY_PHRASES[template.category][lang]} ${lang === 'en' ? 'for' : 'para'} ${SPECIES_PHRASES[template.species][lang]}${formPart}, ${packPhrase}.`;

  return {
    sku,
    title,
    formCode: `${FORMS[form].letter}${rng.int(1000, 9999)}`,
    packageType: type,
    category: template.category,
    species: template.species,
    netWeightScaled,
    unitOfMeasure: productUnit,
    perPalletCount: perPallet,
    isPallet: mode === 'palletOnly',
    isPalletAndNonPalletAllowed: mode === 'mixed',
    minQuantity,
    increment,
    containerCode,
    markets: MARKET_CODES.filter((code) => draft.markets.has(code)),
    imagePath: `/api/assets/products/${sku}.svg`,
    description,
    name: nameOf(template, form),
    protein: proteinOf(template),
  };
}

/**
 * The whole catalogue, in SKU order. `innerUnits` are the backend's inner units of the
 * multi-packs (a case of 12 ...), which the titles name.
 */
export function generateProducts(
  innerUnits: Readonly<Partial<Record<PackageType, number>>>,
): Product[] {
  const products: Product[] = [];
  for (const family of ['na', 'br', 'kr', 'latam'] as const) {
    const rng = rngFor(`products:${family}`);
    let next = SKU_BASE[family];
    for (const draft of chooseDrafts(rng, family)) {
      next += rng.int(1, 40);
      products.push(buildProduct(rng, family, draft, String(next), innerUnits));
    }
  }
  return products;
}

/** The SKU of the US bag product that is no longer sold (issue 17, Order again). */
export const RETIRED_US_SKU = '10099001';

/**
 * Products no longer sold anywhere, added after the catalogue so its draws stay as they were:
 * one US bag product, discontinued, that the US retailer ordered before (Order again reports it
 * as not added). It is in no market, so no order, price list or search draws it.
 */
export function retiredProducts(catalogue: readonly Product[]): Product[] {
  const base = catalogue.find((p) => p.markets.includes('us') && p.packageType === 'bag');
  if (!base) return [];
  return [
    {
      ...base,
      sku: RETIRED_US_SKU,
      title: `Classic ${base.title}`,
      markets: [],
      imagePath: `/api/assets/products/${RETIRED_US_SKU}.svg`,
    },
  ];
}
