/**
 * Deterministic demo data of the reference API (ARCHITECTURE.md §6): plants, accounts, users,
 * products, two years of orders, memos, notifications, carts, favourites and reference tables, as
 * rows of the API's tables. The same `today` gives byte-identical rows on every machine: every
 * random choice comes from the seeded streams of rng.ts, every date is computed from `today`, and
 * nothing is formatted with the locale.
 */
import { generateAccounts } from './accounts';
import type { Backend } from './backend';
import { generateProducts, retiredProducts } from './catalogue/catalogue';
import { dayOf, type Day } from './days';
import { demoMarkets } from './markets';
import { notificationsTable } from './notifications';
import { generateOrders } from './orders/generate';
import { orderTables } from './orders/rows';
import {
  caseCategoriesTable,
  featureTogglesTable,
  marketConfigTable,
  plantData,
} from './reference';
import { bannerTable } from './banners';
import { rngFor } from './rng';
import { weightText, type Table } from './tables';
import { usersTable } from './user-rows';
import { DEMO_USER_SPECS, canOrder } from './users';

/** Bumped whenever the generated data changes shape. */
export const SEED_VERSION = '4';

const ACCOUNT_COLUMNS = [
  'id',
  'global_id',
  'fullname',
  'shortname',
  'customer_name2',
  'contact_person',
  'sold_to_code',
  'full_sold_to_code',
  'region',
  'business_unit',
  'sales_org',
  'external_ref_id',
  'source_system',
  'show_tag',
  'address',
  'plant_id',
  'payment_terms',
] as const;

const PRODUCT_COLUMNS = [
  'sku',
  'title',
  'form_code',
  'package_type',
  'category',
  'species',
  'net_weight_per_unit',
  'unit_of_measure',
  'per_pallet_count',
  'is_pallet',
  'is_pallet_and_non_pallet_allowed',
  'min_quantity',
  'increment',
  'container_code',
  'markets',
  'image_path',
  'description',
] as const;

/**
 * The core demo data for a day (`todayIso`, YYYY-MM-DD): every table but the documents, the
 * support cases and the FAQs, in insertion order (foreign keys first).
 */
export function coreTables(backend: Backend, todayIso: string): Table[] {
  const today: Day = dayOf(todayIso);
  const markets = demoMarkets(backend);
  const plants = plantData(markets, today);
  const { accounts, links } = generateAccounts(markets, backend.newFlowSourceSystem);
  const catalogue = generateProducts(backend.innerUnits);
  const products = [...catalogue, ...retiredProducts(catalogue)];
  const { orders, memos } = generateOrders({
    today,
    backend,
    markets,
    accounts,
    products,
    plants: plants.calendars,
  });

  const accountRows = accounts.map((a) => [
    a.id,
    a.globalId,
    a.fullname,
    a.shortname,
    a.customerName2,
    a.contactPerson,
    a.soldToCode,
    a.fullSoldToCode,
    a.region,
    a.businessUnit,
    a.salesOrg,
    a.externalRefId,
    a.sourceSystem,
    a.showTag,
    a.address,
    a.plantId,
    a.paymentTerms,
  ]);
  const shipToRows = accounts.flatMap((a) =>
    a.shipTos.map((s) => [s.id, s.accountId, s.name, s.address, s.code]),
  );
  const productRows = products.map((p) => [
    p.sku,
    p.title,
    p.formCode,
    p.packageType,
    p.category,
    p.species,
    weightText(p.netWeightScaled),
    p.unitOfMeasure,
    p.perPalletCount,
    p.isPallet,
    p.isPalletAndNonPalletAllowed,
    p.minQuantity,
    p.increment,
    p.containerCode,
    p.markets,
    p.imagePath,
    p.description,
  ]);
  const firstPlantName = (market: keyof typeof markets): string =>
    markets[market].plants[0]?.name ?? market;

  // Favourites: a few products on the selected (or primary) account of every purchasing user.
  const favouriteRng = rngFor('favourites');
  const favouriteRows: unknown[][] = [];
  for (const spec of DEMO_USER_SPECS) {
    if (!canOrder(spec)) continue;
    const link = links.find((l) => l.userId === spec.id && (l.selected || l.isPrimary));
    const account = accounts.find((a) => a.id === link?.accountId);
    if (!link || !account) continue;
    const ofMarket = products.filter((p) => p.markets.includes(account.region));
    for (const product of favouriteRng.sample(ofMarket, 6)) {
      favouriteRows.push([spec.id, account.id, product.sku]);
    }
  }

  // Open carts: a few lines on the selected account of purchasing users whose market shows the
  // cart (ordering.md §6), so the header badge has something to count from the first sign-in.
  const cartRng = rngFor('carts');
  const cartRows: unknown[][] = [];
  const cartItemRows: unknown[][] = [];
  for (const spec of DEMO_USER_SPECS) {
    if (!canOrder(spec)) continue;
    if (spec.country === 'kr' || spec.country === 'br' || spec.businessUnit === 'pork') continue;
    const link = links.find((l) => l.userId === spec.id && l.selected);
    const account = accounts.find((a) => a.id === link?.accountId);
    if (!link || !account) continue;
    const cartId = `cart-${spec.id}-${account.id}`;
    cartRows.push([cartId, spec.id, account.id]);
    const ofMarket = products.filter((p) => p.markets.includes(account.region));
    for (const product of cartRng.sample(ofMarket, cartRng.int(2, 5))) {
      const quantity = Math.max(product.minQuantity, product.increment * cartRng.int(1, 6));
      cartItemRows.push([cartId, product.sku, quantity]);
    }
  }

  return [
    ...plants.tables,
    { name: 'accounts', columns: ACCOUNT_COLUMNS, rows: accountRows },
    {
      name: 'ship_tos',
      columns: ['id', 'account_id', 'name', 'address', 'code'],
      rows: shipToRows,
    },
    usersTable(backend, markets, today),
    {
      name: 'user_accounts',
      columns: ['user_id', 'account_id', 'is_primary', 'selected'],
      rows: links.map((l) => [l.userId, l.accountId, l.isPrimary, l.selected]),
    },
    { name: 'products', columns: PRODUCT_COLUMNS, rows: productRows },
    { name: 'favourites', columns: ['user_id', 'account_id', 'sku'], rows: favouriteRows },
    { name: 'carts', columns: ['id', 'user_id', 'account_id'], rows: cartRows },
    { name: 'cart_items', columns: ['cart_id', 'sku', 'quantity'], rows: cartItemRows },
    ...orderTables(orders, memos, markets),
    notificationsTable(today, firstPlantName),
    caseCategoriesTable(markets),
    featureTogglesTable(),
    bannerTable(today),
    marketConfigTable(markets),
  ];
}
