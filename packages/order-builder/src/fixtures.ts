/**
 * Deterministic demo data for the order builder's stories and tests, shaped like the reference
 * API's catalogue (packages/demo-data/src/catalogue): a US farm store's products in
 * lb, Mexico's in kg with boxed items, Guatemala's in kg for a quintal market, Brazil's in
 * Portuguese. Not part of the element bundle: only stories and tests import it.
 */
import type { FakeCall, FakeRoutes } from '@anp/core/testing';
import type {
  Cart,
  CartItem,
  CartLineInput,
  EnableAddToCart,
  Product,
  RecentProduct,
} from '@anp/core/services/cart';

type Overrides = Partial<Product> & Pick<Product, 'sku' | 'title'>;

const COUNT_LABELS: Record<string, Partial<Record<Product['packageType'], string>>> = {
  en: {
    bag: 'bags',
    bulk: 'tons',
    tote: 'totes',
    tub: 'tubs',
    case: 'cases',
    each: 'units',
    pallet: 'pallets',
    box: 'boxes',
    block: 'blocks',
    pail: 'pails',
  },
  es: {
    bag: 'bultos',
    bulk: 'toneladas',
    tote: 'súper sacos',
    tub: 'tinas',
    case: 'paquetes',
    each: 'piezas',
    pallet: 'tarimas',
    box: 'cajas',
    block: 'bloques',
    pail: 'botes',
  },
  pt: {
    bag: 'sacos',
    bulk: 'toneladas',
    tote: 'big bags',
    tub: 'potes',
    case: 'fardos',
    each: 'unidades',
    pallet: 'paletes',
    box: 'caixas',
    block: 'blocos',
    pail: 'galões',
  },
};

/** A product with every field of the API's shape; `overrides` win. */
export function makeProduct(overrides: Overrides, lang: 'en' | 'es' | 'pt' = 'en'): Product {
  const packageType = overrides.packageType ?? 'bag';
  const unitOfMeasure = overrides.unitOfMeasure ?? 'lb';
  const netWeightPerUnit = overrides.netWeightPerUnit ?? 50;
  const major = overrides.containerCode
    ? netWeightPerUnit * Number(overrides.containerCode)
    : netWeightPerUnit;
  return {
    description: `${overrides.title}.`,
    formCode: `P${overrides.sku.slice(-4)}`,
    category: 'Complete Feed',
    species: 'poultry',
    packageType,
    netWeightPerUnit,
    unitOfMeasure,
    perPalletCount: 50,
    isPallet: false,
    isPalletAndNonPalletAllowed: true,
    minQuantity: 1,
    increment: 1,
    containerCode: null,
    customerMaterialNumber: null,
    productItemWeight: {
      itemMinorValue: major,
      itemMinorUnit: unitOfMeasure,
      itemMajorValue: major,
      itemMajorUnit: unitOfMeasure,
      itemDefaultValue: major,
    },
    images: [
      {
        alt: overrides.title,
        renditions: {
          thumbnail: productImage(overrides.sku),
          default: productImage(overrides.sku),
        },
      },
    ],
    countLabel: COUNT_LABELS[lang]?.[packageType] ?? 'units',
    listPrice: 18.5,
    currency: 'USD',
    isFavourite: false,
    ...overrides,
  };
}

/** A small inline picture, so stories and tests never load an image from anywhere. */
function productImage(sku: string): string {
  const hue = Number(sku.slice(-3)) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="hsl(${hue} 35% 88%)"/><path d="M22 24h36l4 40H18z" fill="hsl(${hue} 40% 45%)"/><rect x="28" y="36" width="24" height="14" rx="2" fill="#fff" opacity=".85"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The multi-pack weight of a product sold as `count` x `inner` (a case of 12 x 2 lb). */
function multiPack(count: number, inner: number, unit: 'lb' | 'kg') {
  return {
    netWeightPerUnit: count * inner,
    productItemWeight: {
      itemMinorValue: inner,
      itemMinorUnit: unit,
      itemMajorValue: count * inner,
      itemMajorUnit: unit,
      itemDefaultValue: count * inner,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// United States (lb)

/** The products every US test names: one per rule of ordering.md §5. */
export const US = {
  /** Sold by the bag or by the pallet of 50. */
  layer: makeProduct({
    sku: '10000112',
    title: 'Layer 16% Crumble 50 lb',
    formCode: 'C1604',
    isFavourite: true,
  }),
  /** Pallet-only: whole pallets of 40. */
  hogFinisher: makeProduct({
    sku: '10000215',
    title: 'Hog Finisher 16% Pellet 50 lb',
    formCode: 'P1616',
    category: 'Complete Feed',
    species: 'pork',
    perPalletCount: 40,
    isPallet: true,
    isPalletAndNonPalletAllowed: false,
    minQuantity: 40,
    increment: 40,
  }),
  /** Loose bags: minimum 10, in steps of 5. */
  calfStarter: makeProduct({
    sku: '10000318',
    title: 'Calf Starter 18% Textured 50 lb',
    formCode: 'T1818',
    species: 'ruminant',
    isPalletAndNonPalletAllowed: false,
    minQuantity: 10,
    increment: 5,
  }),
  /** Bulk, by the ton, at least 2. */
  dairyBulk: makeProduct({
    sku: '10000421',
    title: 'Dairy Ration 18% Pellet Bulk (per ton)',
    formCode: 'P1821',
    species: 'ruminant',
    packageType: 'bulk',
    netWeightPerUnit: 2000,
    perPalletCount: 1,
    isPalletAndNonPalletAllowed: false,
    minQuantity: 2,
    listPrice: 412,
  }),
  /** A case of 12 x 2 lb. */
  vitamins: makeProduct({
    sku: '10000524',
    title: 'Poultry Vitamins Powder Case 12 x 2 lb',
    formCode: 'W2224',
    category: 'Health',
    packageType: 'case',
    perPalletCount: 60,
    ...multiPack(12, 2, 'lb'),
  }),
  /** Tubs, by the tub or the pallet of 12. */
  proteinTub: makeProduct({
    sku: '10000627',
    title: 'Protein Tub 30% Poured Tub 125 lb',
    formCode: 'D3027',
    category: 'Supplement',
    species: 'ruminant',
    packageType: 'tub',
    netWeightPerUnit: 125,
    perPalletCount: 12,
    listPrice: 96.4,
  }),
} satisfies Record<string, Product>;

const US_FILLERS = [
  ['Chick Starter-Grower 20% Crumble', 'Complete Feed', 'poultry'],
  ['Broiler Finisher 19% Pellet', 'Complete Feed', 'poultry'],
  ['Scratch Grains', 'Grain', 'poultry'],
  ['Oyster Shell Granular', 'Mineral', 'poultry'],
  ['Pig Starter 2 Pellet', 'Complete Feed', 'pork'],
  ['Sow Lactation Pellet', 'Complete Feed', 'pork'],
  ['Swine Base Mix 5% Mash', 'Base Mix', 'pork'],
  ['Dairy Mineral Granular', 'Mineral', 'ruminant'],
  ['Range Cube 20% Cube', 'Supplement', 'ruminant'],
  ['Cattle Mineral 12:12 Granular', 'Mineral', 'ruminant'],
  ['Goat Feed 16% Pellet', 'Complete Feed', 'ruminant'],
  ['Horse Senior Textured', 'Complete Feed', 'equine'],
  ['Sweet Feed 12% Textured', 'Complete Feed', 'equine'],
  ['All Stock 12% Textured', 'Complete Feed', 'multispecies'],
  ['Trace Mineral Salt Granular', 'Mineral', 'multispecies'],
  ['Deer Protein 20% Pellet', 'Supplement', 'multispecies'],
  ['Cracked Corn', 'Grain', 'multispecies'],
  ['Yeast Culture Powder', 'Additive', 'additives'],
  ['Rabbit Feed 16% Pellet', 'Complete Feed', 'pet'],
  ['Catfish Floating 32% Extruded', 'Complete Feed', 'aqua'],
] as const;

/** The US farm store's catalogue: 6 named products and 54 more, by title like the API. */
export const US_PRODUCTS: Product[] = [
  ...Object.values(US),
  ...Array.from({ length: 54 }, (_, n) => {
    const [name, category, species] = US_FILLERS[n % US_FILLERS.length]!;
    const size = [50, 40, 25][Math.floor(n / US_FILLERS.length)] ?? 50;
    return makeProduct({
      sku: String(10_001_000 + n * 7),
      title: `${name} ${size} lb`,
      category,
      species,
      netWeightPerUnit: size,
      perPalletCount: size === 50 ? 50 : size === 40 ? 60 : 80,
      listPrice: Math.round((size * 0.38 + n) * 100) / 100,
    });
  }),
].sort((a, b) => a.title.localeCompare(b.title));

// ---------------------------------------------------------------------------------------------
// Mexico (kg, boxed items with a container code)

export const MX = {
  boxedPremix: makeProduct(
    {
      sku: '70000131',
      title: 'Premezcla Vitamínica Cerdos Polvo Caja 12 x 1 kg',
      formCode: 'W4431',
      category: 'Premix',
      species: 'pork',
      packageType: 'box',
      unitOfMeasure: 'kg',
      netWeightPerUnit: 1,
      containerCode: '12',
      perPalletCount: 60,
      listPrice: 845,
      currency: 'MXN',
    },
    'es',
  ),
  layer: makeProduct(
    {
      sku: '70000214',
      title: 'Ponedora 16% Migaja Bulto 40 kg',
      formCode: 'C1614',
      unitOfMeasure: 'kg',
      netWeightPerUnit: 40,
      listPrice: 412.5,
      currency: 'MXN',
    },
    'es',
  ),
  bulk: makeProduct(
    {
      sku: '70000317',
      title: 'Cerdo Finalizador 16% Peletizado Granel (por tonelada)',
      formCode: 'P1617',
      species: 'pork',
      packageType: 'bulk',
      unitOfMeasure: 'kg',
      netWeightPerUnit: 1000,
      perPalletCount: 1,
      isPalletAndNonPalletAllowed: false,
      minQuantity: 2,
      listPrice: 9350,
      currency: 'MXN',
    },
    'es',
  ),
} satisfies Record<string, Product>;

export const MX_PRODUCTS: Product[] = Object.values(MX);

// ---------------------------------------------------------------------------------------------
// Guatemala (products in kg, the market weighs in quintals)

export const GT = {
  layer: makeProduct(
    {
      sku: '70000420',
      title: 'Ponedora 16% Migaja Bulto 40 kg',
      formCode: 'C1620',
      unitOfMeasure: 'kg',
      netWeightPerUnit: 40,
      listPrice: 238,
      currency: 'GTQ',
      isFavourite: true,
    },
    'es',
  ),
  palletOnly: makeProduct(
    {
      sku: '70000523',
      title: 'Cerdo Desarrollo 18% Peletizado Bulto 40 kg',
      formCode: 'P1823',
      species: 'pork',
      unitOfMeasure: 'kg',
      netWeightPerUnit: 40,
      perPalletCount: 50,
      isPallet: true,
      isPalletAndNonPalletAllowed: false,
      minQuantity: 50,
      increment: 50,
      listPrice: 251,
      currency: 'GTQ',
    },
    'es',
  ),
  mineral: makeProduct(
    {
      sku: '70000626',
      title: 'Mineral Ganado 12:12 Granulado Bulto 25 kg',
      formCode: 'G1226',
      category: 'Mineral',
      species: 'ruminant',
      unitOfMeasure: 'kg',
      netWeightPerUnit: 25,
      isPalletAndNonPalletAllowed: false,
      minQuantity: 10,
      increment: 5,
      listPrice: 180,
      currency: 'GTQ',
    },
    'es',
  ),
} satisfies Record<string, Product>;

export const GT_PRODUCTS: Product[] = Object.values(GT);

// ---------------------------------------------------------------------------------------------
// Brazil (Portuguese; the market weighs in lb)

export const BR = {
  layer: makeProduct(
    {
      sku: '30000113',
      title: 'Poedeiras 16% Triturada Saco 40 kg',
      formCode: 'C1613',
      netWeightPerUnit: 88.1849,
      listPrice: 96.9,
      currency: 'BRL',
    },
    'pt',
  ),
  tub: makeProduct(
    {
      sku: '30000216',
      title: 'Suplemento Proteico 30% Moldada Pote 60 kg',
      formCode: 'D3016',
      category: 'Supplement',
      species: 'ruminant',
      packageType: 'tub',
      netWeightPerUnit: 132.2774,
      perPalletCount: 8,
      isPallet: true,
      isPalletAndNonPalletAllowed: false,
      minQuantity: 8,
      increment: 8,
      listPrice: 312,
      currency: 'BRL',
    },
    'pt',
  ),
} satisfies Record<string, Product>;

export const BR_PRODUCTS: Product[] = Object.values(BR);

// ---------------------------------------------------------------------------------------------
// Categories, recent orders and the cart

const CATEGORY_NAMES: Record<string, Record<'en' | 'es' | 'pt', string>> = {
  'Complete Feed': { en: 'Complete feed', es: 'Alimento completo', pt: 'Ração completa' },
  'Base Mix': { en: 'Base mix', es: 'Núcleo', pt: 'Núcleo' },
  Premix: { en: 'Premix', es: 'Premezcla', pt: 'Premix' },
  Supplement: { en: 'Supplements', es: 'Suplementos', pt: 'Suplementos' },
  Mineral: { en: 'Minerals', es: 'Minerales', pt: 'Minerais' },
  Health: { en: 'Animal health', es: 'Salud animal', pt: 'Saúde animal' },
  Additive: { en: 'Additives', es: 'Aditivos', pt: 'Aditivos' },
  Grain: { en: 'Grains', es: 'Granos', pt: 'Grãos' },
};

/** GET categories over a catalogue, with counts, by name. */
export function categoriesOf(products: readonly Product[], lang: 'en' | 'es' | 'pt' = 'en') {
  const counts = new Map<string, number>();
  for (const p of products) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
  return {
    categories: [...counts]
      .map(([id, count]) => ({ id, name: CATEGORY_NAMES[id]?.[lang] ?? id, count }))
      .sort((a, b) => a.name.localeCompare(b.name, lang)),
  };
}

/** A recently ordered product: the product with its last order. */
export function recentOf(
  product: Product,
  lastOrderedDate: string,
  lastQuantity: number,
  lastOrderNumber = '4500012345',
): RecentProduct {
  return { ...product, lastOrderedDate, lastQuantity, lastOrderNumber };
}

/** A cart line of `product` holding `quantity`. */
export function cartItemOf(product: Product, quantity: number, fullPallet = false): CartItem {
  const weight = product.productItemWeight.itemDefaultValue;
  return {
    sku: product.sku,
    title: product.title,
    formCode: product.formCode,
    category: product.category,
    packageType: product.packageType,
    itemCount: { value: quantity, label: product.countLabel },
    pallet: fullPallet ? quantity / product.perPalletCount : 0,
    fullPallet,
    perPalletcount: product.perPalletCount,
    palletCountPerLine: quantity / product.perPalletCount,
    isPallet: product.isPallet,
    isPalletAndNonPalletAllowed: product.isPalletAndNonPalletAllowed,
    minQuantity: product.minQuantity,
    increment: product.increment,
    netWeight: quantity * weight,
    itemNetWeight: weight,
    netWeightPerUnit: product.netWeightPerUnit,
    unitOfMeasure: product.unitOfMeasure,
    containerCode: product.containerCode,
    customerMaterialNumber: null,
    productSelected: true,
    rowDisable: false,
    isRemoved: false,
    productItemWeight: product.productItemWeight,
    images: product.images,
    unitPrice: product.listPrice,
  };
}

/** An open cart holding `items`, with every field of the API's shape. */
export function makeCart(country: string, items: CartItem[]): Cart {
  const net = items.reduce((sum, i) => sum + i.netWeight, 0);
  const kg = items[0]?.unitOfMeasure === 'kg';
  return {
    encCartid: items.length ? 'enc-cart-ob-1' : null,
    cartSfid: items.length ? 'a0C000000000001' : null,
    accountId: '001Dm00001',
    country,
    sourceSystem: 'SAP',
    cartItems: items,
    ccOrderName: null,
    orderId: null,
    email: 'buyer@demo.test',
    shipMethod: 'delivery',
    requestedDate: null,
    requestedTime: null,
    pickUpFrom: null,
    po: '',
    mode: 'truck',
    note: '',
    paymentTerms: '',
    // The 6-ton (or 6 MT) truck, chosen, so the truckload meter has a scale (issue 17).
    truckSize: '6.00',
    truckSizes: [6, 12, 18, 24].map((capacity) => ({
      value: capacity.toFixed(2),
      label: `${capacity.toFixed(2)} ${kg ? 'MT' : 'Tons'}`,
      capacity,
      unit: kg ? ('MT' as const) : ('Tons' as const),
    })),
    isBagMOQMet: true,
    isBagFeeAcknowledged: false,
    isLocalFeeAcknowledge: false,
    feeLimit: { quantity: 2, unit: kg ? 'MT' : 'Tons' },
    leadTime: 2,
    invalidSkus: [],
    imageConfiguration: { renditions: ['thumbnail', 'default'] },
    totals: {
      netWeight: net,
      grossWeight: net,
      pounds: kg ? net / 0.45359237 : net,
      tons: Math.round((kg ? net / 1000 : net / 2000) * 100) / 100,
      tonUnit: kg ? 'MT' : 'Tons',
    },
    unitOfMeasure: kg ? 'kg' : 'lb',
    orderNumber: null,
    updatedAt: items.length ? '2026-03-05T14:00:00Z' : null,
  };
}

// ---------------------------------------------------------------------------------------------
// The fake backend

export interface BuilderScene {
  country: string;
  lang?: 'en' | 'es' | 'pt';
  products: readonly Product[];
  /** SKUs the user marked as favourites (default: the products flagged isFavourite). */
  favourites?: readonly string[];
  recent?: readonly RecentProduct[];
  /** Lines already in the cart. */
  cart?: readonly CartItem[];
  enable?: EnableAddToCart;
}

const failure = (status: number) => ({
  status,
  body: { code: 'SERVER', message: 'The service failed' },
});

/** GET cart/availableProducts over a catalogue, as the reference API answers it. */
export function productPage(products: readonly Product[], query: URLSearchParams) {
  const limit = Number(query.get('limit') ?? 24);
  const offset = Number(query.get('offset') ?? 0);
  const category = query.get('category');
  const words = (query.get('searchTerm') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const matches = products.filter(
    (p) =>
      (!category || p.category === category) &&
      words.every((w) =>
        [p.title, p.sku, p.formCode].some((field) => field.toLowerCase().includes(w)),
      ),
  );
  return {
    products: matches.slice(offset, offset + limit),
    totalCount: matches.length,
    offset,
    limit,
  };
}

/**
 * Fake-backend routes of a scene: listing, categories, favourites (saved), recently ordered,
 * enableAddToCart, the cart and addItems (adding to a line already in the cart). `overrides`
 * replace single routes (failures, calls that never answer).
 */
export function builderRoutes(scene: BuilderScene, overrides: FakeRoutes = {}): FakeRoutes {
  const lang = scene.lang ?? 'en';
  const favourites = new Set(
    scene.favourites ?? scene.products.filter((p) => p.isFavourite).map((p) => p.sku),
  );
  let lines: CartItem[] = [...(scene.cart ?? [])];
  const withFavourite = <P extends Product>(p: P): P => ({
    ...p,
    isFavourite: favourites.has(p.sku),
  });
  const bySku = new Map(scene.products.map((p) => [p.sku, p]));
  for (const r of scene.recent ?? []) if (!bySku.has(r.sku)) bySku.set(r.sku, r);
  return {
    'GET cart/enableAddToCart': () => scene.enable ?? { enabled: true, reason: null },
    'GET categories': () => categoriesOf(scene.products, lang),
    'GET cart/availableProducts': (call: FakeCall) => {
      const page = productPage(scene.products, call.query);
      return { ...page, products: page.products.map(withFavourite) };
    },
    'GET cart/products/favourite': () => ({
      products: scene.products.filter((p) => favourites.has(p.sku)).map(withFavourite),
    }),
    'POST cart/products/favourite': (call: FakeCall) => {
      const { sku, favourite } = call.body as { sku: string; favourite: boolean };
      if (favourite) favourites.add(sku);
      else favourites.delete(sku);
      return { sku, favourite };
    },
    'GET cart/recentorderedproducts': () => ({ products: (scene.recent ?? []).map(withFavourite) }),
    'GET cart/fetch': (call: FakeCall) =>
      call.query.get('itemCount') === 'true'
        ? { encCartid: lines.length ? 'enc-cart-ob-1' : null, cartCount: lines.length }
        : makeCart(scene.country, lines),
    'POST cart/addItems': (call: FakeCall) => {
      const { items } = call.body as { items: CartLineInput[] };
      for (const item of items) {
        const product = bySku.get(item.sku);
        if (!product) return failure(400);
        const existing = lines.find((l) => l.sku === item.sku);
        const quantity = (existing?.itemCount.value ?? 0) + (item.quantity ?? 0);
        const line = cartItemOf(product, quantity, item.fullPallet ?? false);
        lines = existing ? lines.map((l) => (l.sku === item.sku ? line : l)) : [...lines, line];
      }
      return makeCart(scene.country, lines);
    },
    ...overrides,
  };
}

/** Routes that fail with a server error, for the failure states. */
export const failing = () => failure(500);

/** A route that never answers, for the loading states. */
export const never = () => new Promise<never>(() => {});

/** The US farm store: favourites, three recent orders and two lines in the cart. */
export const US_SCENE: BuilderScene = {
  country: 'us',
  products: US_PRODUCTS,
  favourites: [US.layer.sku, US.proteinTub.sku],
  recent: [
    recentOf(US.layer, '2026-02-26', 20),
    recentOf(US.hogFinisher, '2026-02-12', 80, '4500012299'),
    recentOf(US.dairyBulk, '2026-01-30', 6, '4500012187'),
  ],
  cart: [cartItemOf(US.proteinTub, 12), cartItemOf(US.vitamins, 4)],
};

export const MX_SCENE: BuilderScene = {
  country: 'mx',
  lang: 'es',
  products: MX_PRODUCTS,
  recent: [recentOf(MX.boxedPremix, '2026-02-20', 6)],
};

export const GT_SCENE: BuilderScene = {
  country: 'gt',
  lang: 'es',
  products: GT_PRODUCTS,
  recent: [recentOf(GT.layer, '2026-03-02', 120), recentOf(GT.palletOnly, '2026-02-14', 100)],
};

/** ordering.md §6: the cart is hidden on br/pt pages, so Brazil browses without adding. */
export const BR_SCENE: BuilderScene = {
  country: 'br',
  lang: 'pt',
  products: BR_PRODUCTS,
  recent: [recentOf(BR.tub, '2026-02-03', 16)],
  enable: { enabled: false, reason: 'CART_HIDDEN' },
};
