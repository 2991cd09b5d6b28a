/**
 * Deterministic demo data for the reference API (ARCHITECTURE.md §6): plants, accounts, users,
 * products, two years of orders, memos, notifications and reference tables. The same `today`
 * gives byte-identical rows on every machine: every random choice comes from the seeded streams
 * of rng.ts, every date is computed from `today`, and nothing is formatted with the locale.
 */
import { insertRows, type Db } from '../db/database';
import { generateAccounts } from './accounts';
import { dayOf, isoDate } from './calendar';
import { MARKETS } from './markets';
import {
  LINE_COLUMNS,
  MEMO_COLUMNS,
  ORDER_COLUMNS,
  generateOrders,
  lineRows,
  memoRow,
  orderRow,
  weightText,
} from './orders';
import { generateProducts } from './products';
import {
  BANNER_COLUMNS,
  FEATURE_TOGGLES,
  PLANT_COLUMNS,
  bannerRows,
  caseCategoryRows,
  generatePlants,
  marketConfigRows,
} from './reference';
import { rngFor } from './rng';
import {
  DEMO_USER_SPECS,
  GROUP_PURCHASE,
  NOTIFICATION_COLUMNS,
  USER_COLUMNS,
  notificationRows,
  userRows,
} from './users';

export { DEMO_PASSWORD, DEMO_USERS, INTERNAL_GROUP, PRICE_LIST_TITLES } from './users';
export type { DemoUser } from './users';

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

/** Bumped whenever the generated data changes shape. */
export const SEED_VERSION = '3';

export interface SeedOptions {
  /** Date-only anchor (its UTC date is used); default: the current UTC date. */
  today?: Date;
}

export interface SeedSummary {
  users: number;
  accounts: number;
  products: number;
  orders: number;
  orderLines: number;
  memos: number;
  notifications: number;
  plants: number;
}

/** Whether the database already holds the core demo data. */
export async function isSeeded(db: Pick<Db, 'query'>): Promise<boolean> {
  const rows = await db.query<{ value: string }>(
    "SELECT value FROM meta WHERE key = 'seed_version'",
  );
  return rows.length > 0;
}

/**
 * Fills an empty, migrated database with the demo data in one transaction.
 * @throws when the database was seeded before (see {@link isSeeded}).
 */
export async function seedCore(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const today = dayOf(options.today ?? new Date());

  const plants = generatePlants(today);
  const { accounts, links } = generateAccounts();
  const products = generateProducts();
  const { orders, memos } = generateOrders({
    today,
    accounts,
    products,
    plants: plants.map((p) => p.calendar),
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
  const orderRows = orders.map(orderRow);
  const orderLineRows = orders.flatMap(lineRows);
  const memoRows = memos.map(memoRow);
  const firstPlantName = (market: keyof typeof MARKETS): string =>
    MARKETS[market].plants[0]?.name ?? market;
  const notifications = notificationRows(today, firstPlantName);

  // Favourites: a few products on the selected (or primary) account of every purchasing user.
  const favouriteRng = rngFor('favourites');
  const favouriteRows: unknown[][] = [];
  for (const spec of DEMO_USER_SPECS) {
    if (!spec.groups.includes(GROUP_PURCHASE)) continue;
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
    if (!spec.groups.includes(GROUP_PURCHASE)) continue;
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

  await db.transaction(async (tx) => {
    if (await isSeeded(tx))
      throw new Error('The database already holds demo data (meta.seed_version is set)');
    await insertRows(
      tx,
      'plants',
      PLANT_COLUMNS,
      plants.map((p) => p.row),
    );
    await insertRows(
      tx,
      'plant_holidays',
      ['plant_id', 'holiday_date', 'name'],
      plants.flatMap((p) => p.holidays.map((h) => [p.calendar.id, isoDate(h.day), h.name])),
    );
    await insertRows(tx, 'accounts', ACCOUNT_COLUMNS, accountRows);
    await insertRows(tx, 'ship_tos', ['id', 'account_id', 'name', 'address', 'code'], shipToRows);
    await insertRows(tx, 'users', USER_COLUMNS, userRows(today));
    await insertRows(
      tx,
      'user_accounts',
      ['user_id', 'account_id', 'is_primary', 'selected'],
      links.map((l) => [l.userId, l.accountId, l.isPrimary, l.selected]),
    );
    await insertRows(tx, 'products', PRODUCT_COLUMNS, productRows);
    await insertRows(tx, 'favourites', ['user_id', 'account_id', 'sku'], favouriteRows);
    await insertRows(tx, 'carts', ['id', 'user_id', 'account_id'], cartRows);
    await insertRows(tx, 'cart_items', ['cart_id', 'sku', 'quantity'], cartItemRows);
    await insertRows(tx, 'orders', ORDER_COLUMNS, orderRows);
    await insertRows(tx, 'order_lines', LINE_COLUMNS, orderLineRows);
    await insertRows(tx, 'memos', MEMO_COLUMNS, memoRows);
    await insertRows(tx, 'notifications', NOTIFICATION_COLUMNS, notifications);
    await insertRows(
      tx,
      'case_categories',
      ['id', 'market', 'name', 'sub_categories'],
      caseCategoryRows(),
    );
    await insertRows(
      tx,
      'feature_toggles',
      ['name', 'enabled', 'description'],
      FEATURE_TOGGLES.map((toggle) => [...toggle]),
    );
    await insertRows(tx, 'banner_notifications', BANNER_COLUMNS, bannerRows(today));
    await insertRows(tx, 'market_config', ['country', 'lang', 'config'], marketConfigRows());
    await insertRows(
      tx,
      'meta',
      ['key', 'value'],
      [
        ['seed_version', SEED_VERSION],
        ['seed_today', isoDate(today)],
      ],
    );
  });

  return {
    users: DEMO_USER_SPECS.length,
    accounts: accountRows.length,
    products: productRows.length,
    orders: orderRows.length,
    orderLines: orderLineRows.length,
    memos: memoRows.length,
    notifications: notifications.length,
    plants: plants.length,
  };
}
