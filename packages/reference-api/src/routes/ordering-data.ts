/**
 * What the ordering routes share: who calls for which account, the product rows of the
 * catalogue and how they read in the contract (prices, weights, labels).
 */
import type { Db } from '../db/database';
import { MARKETS, type MarketCode } from '../markets';
import { WEIGHT_SCALE } from '@anp/rules';
import type { PackageType, Product } from '@anp/contract';
import { INNER_UNITS, categoryName, listPriceCents } from '../products/catalogue';
import { HttpError } from '../http-error';

export type Lang = 'en' | 'es' | 'pt';

export interface OrderingUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  locale: string;
  language: Lang;
  groups: string[];
  businessUnit: string | null;
}

export interface OrderingAccount {
  id: string;
  fullname: string;
  soldToCode: string;
  address: string;
  region: MarketCode;
  businessUnit: string;
  sourceSystem: string;
  plantId: string;
  paymentTerms: 'Cash' | 'Credit';
}

/** The account header every cart call may carry (ordering.md §7). */
export const ACCOUNT_HEADER = {
  'x-account-id': { type: 'string', minLength: 1, maxLength: 64 },
} as const;

const asLang = (value: string | undefined | null): Lang | null =>
  value === 'en' || value === 'es' || value === 'pt' ? value : null;

/** The language of server-made labels: the X-Language header, else the user's preference. */
export function labelLanguage(user: OrderingUser, header: unknown): Lang {
  return (
    asLang(typeof header === 'string' ? header.slice(0, 2).toLowerCase() : null) ?? user.language
  );
}

export async function orderingUser(db: Pick<Db, 'query'>, userId: string): Promise<OrderingUser> {
  const [row] = await db.query<{
    id: string;
    email: string;
    first_name: string;
    last_name: string;
    locale: string;
    language: string;
    groups: string[];
    business_unit: string | null;
  }>(
    'SELECT id, email, first_name, last_name, locale, language, groups, business_unit FROM users WHERE id = $1',
    [userId],
  );
  // A valid token for a user the database no longer has: the session is over.
  if (!row) throw new HttpError(401, 'UNAUTHORIZED', 'Unauthorized');
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    locale: row.locale,
    language: asLang(row.language) ?? 'en',
    groups: row.groups,
    businessUnit: row.business_unit,
  };
}

/**
 * The account a cart call is for: the X-Account-Id header (ARCHITECTURE §5: cart calls carry it),
 * else the user's selected account, else null. An account the user is not linked to answers like
 * a missing one, so ids of other tenants cannot be probed.
 */
export async function cartAccountId(
  db: Pick<Db, 'query'>,
  userId: string,
  header: string | undefined,
): Promise<string | null> {
  if (header) {
    const rows = await db.query<{ account_id: string }>(
      'SELECT account_id FROM user_accounts WHERE user_id = $1 AND account_id = $2',
      [userId, header],
    );
    if (!rows[0])
      throw new HttpError(
        404,
        'NOT_FOUND',
        'No such account for this user',
        'headers.x-account-id',
      );
    return header;
  }
  const rows = await db.query<{ account_id: string }>(
    'SELECT account_id FROM user_accounts WHERE user_id = $1 AND selected',
    [userId],
  );
  return rows[0]?.account_id ?? null;
}

/** Like {@link cartAccountId}, with the account's ordering fields; null without an account. */
export async function findOrderingAccount(
  db: Pick<Db, 'query'>,
  userId: string,
  header: string | undefined,
): Promise<OrderingAccount | null> {
  const id = await cartAccountId(db, userId, header);
  if (!id) return null;
  const [row] = await db.query<{
    id: string;
    fullname: string;
    sold_to_code: string;
    address: string;
    region: string;
    business_unit: string;
    source_system: string;
    plant_id: string;
    payment_terms: string;
  }>(
    `SELECT id, fullname, sold_to_code, address, region, business_unit, source_system, plant_id,
            payment_terms FROM accounts WHERE id = $1`,
    [id],
  );
  if (!row || !Object.hasOwn(MARKETS, row.region))
    throw new HttpError(404, 'NOT_FOUND', 'No such account for this user', 'headers.x-account-id');
  return {
    id: row.id,
    fullname: row.fullname,
    soldToCode: row.sold_to_code,
    address: row.address,
    region: row.region as MarketCode,
    businessUnit: row.business_unit,
    sourceSystem: row.source_system,
    plantId: row.plant_id,
    paymentTerms: row.payment_terms === 'Cash' ? 'Cash' : 'Credit',
  };
}

/** The account of a call that cannot work without one (400 NO_ACCOUNT when none is selected). */
export async function orderingAccount(
  db: Pick<Db, 'query'>,
  userId: string,
  header: string | undefined,
): Promise<OrderingAccount> {
  const account = await findOrderingAccount(db, userId, header);
  if (!account)
    throw new HttpError(
      400,
      'NO_ACCOUNT',
      'Select an account first: this call works on the selected account or the one in X-Account-Id',
      'headers.x-account-id',
    );
  return account;
}

/** A catalogue row, numbers already numbers (numeric columns are cast in {@link PRODUCT_COLUMNS}). */
export interface ProductRow {
  sku: string;
  title: string;
  form_code: string;
  package_type: PackageType;
  category: string;
  species: string;
  net_weight_per_unit: number;
  unit_of_measure: 'lb' | 'kg';
  per_pallet_count: number;
  is_pallet: boolean;
  is_pallet_and_non_pallet_allowed: boolean;
  min_quantity: number;
  increment: number;
  container_code: string | null;
  markets: string[];
  image_path: string;
  description: string;
}

export const PRODUCT_COLUMNS = `p.sku, p.title, p.form_code, p.package_type, p.category, p.species,
  p.net_weight_per_unit::float8 AS net_weight_per_unit, p.unit_of_measure, p.per_pallet_count,
  p.is_pallet, p.is_pallet_and_non_pallet_allowed, p.min_quantity, p.increment, p.container_code,
  p.markets, p.image_path, p.description`;

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
  bag: { en: 'bags', es: 'bultos', pt: 'sacos' },
  bulk: { en: 'tons', es: 'toneladas', pt: 'toneladas' },
  tote: { en: 'totes', es: 'súper sacos', pt: 'big bags' },
  pallet: { en: 'pallets', es: 'tarimas', pt: 'paletes' },
  block: { en: 'blocks', es: 'bloques', pt: 'blocos' },
  tub: { en: 'tubs', es: 'tinas', pt: 'potes' },
  bucket: { en: 'buckets', es: 'cubetas', pt: 'baldes' },
  pail: { en: 'pails', es: 'botes', pt: 'galões' },
  barrel: { en: 'drums', es: 'tambores', pt: 'tambores' },
  box: { en: 'boxes', es: 'cajas', pt: 'caixas' },
  boxes: { en: 'bundles', es: 'paquetes de cajas', pt: 'fardos de caixas' },
  case: { en: 'cases', es: 'paquetes', pt: 'fardos' },
  each: { en: 'units', es: 'piezas', pt: 'unidades' },
  Pack: { en: 'packs', es: 'packs', pt: 'packs' },
};

export function countLabel(type: PackageType, lang: Lang): string {
  return COUNT_LABELS[type]?.[lang] ?? COUNT_LABELS.each[lang];
}

export { categoryName };

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

/** The user's favourite SKUs on the account. */
export async function favouriteSkus(
  db: Pick<Db, 'query'>,
  userId: string,
  accountId: string,
): Promise<Set<string>> {
  const rows = await db.query<{ sku: string }>(
    'SELECT sku FROM favourites WHERE user_id = $1 AND account_id = $2',
    [userId, accountId],
  );
  return new Set(rows.map((r) => r.sku));
}
