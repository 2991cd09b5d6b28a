/** The catalogue (products), favourites and what an account bought, read for the order builder. */
import type { PackageType } from '@anp/contract';
import type { Db } from '../db/database';
import type { MarketCode } from '../markets';

type Q = Pick<Db, 'query'>;

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

/** Lower-case words of a search; every one must match (title, SKU or form code). */
function searchWords(term: string | undefined): string[] {
  return (term ?? '')
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.trim())
    .filter(Boolean)
    .slice(0, 10);
}

/** LIKE pattern of a word, with the pattern characters taken literally. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of a market's products by title: every word of the search, within a category. */
export async function productPage(
  db: Q,
  query: {
    market: MarketCode;
    category?: string | undefined;
    searchTerm?: string | undefined;
    offset: number;
    limit: number;
  },
): Promise<{ rows: ProductRow[]; totalCount: number }> {
  const params: unknown[] = [query.market];
  const where = ['$1 = ANY(p.markets)'];
  if (query.category) {
    params.push(query.category);
    where.push(`p.category = $${params.length}`);
  }
  for (const word of searchWords(query.searchTerm)) {
    params.push(likePattern(word));
    const n = params.length;
    where.push(
      `(lower(p.title) LIKE $${n} OR lower(p.sku) LIKE $${n} OR lower(p.form_code) LIKE $${n})`,
    );
  }
  const filter = where.join(' AND ');
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM products p WHERE ${filter}`,
    params,
  );
  const rows = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM products p WHERE ${filter}
      ORDER BY p.title, p.sku LIMIT ${query.limit} OFFSET ${query.offset}`,
    params,
  );
  return { rows, totalCount: count?.n ?? 0 };
}

/** The market's product categories with their product counts. */
export function marketCategories(
  db: Q,
  market: MarketCode,
): Promise<{ category: string; n: number }[]> {
  return db.query<{ category: string; n: number }>(
    `SELECT category, count(*)::int AS n FROM products WHERE $1 = ANY(markets)
      GROUP BY category`,
    [market],
  );
}

export type RecentProductRow = ProductRow & {
  last_date: string;
  last_quantity: number;
  last_order: string;
};

/**
 * The products of the account's recent orders still sold in its market, newest first (at most
 * 30). Decision: what the account bought, so sales and consignment orders only (returns and memo
 * requests are not purchases); cancelled orders still show what they wanted.
 */
export function recentProducts(
  db: Q,
  accountId: string,
  market: MarketCode,
): Promise<RecentProductRow[]> {
  return db.query<RecentProductRow>(
    `SELECT ${PRODUCT_COLUMNS}, r.last_date, r.last_quantity, r.last_order FROM (
       SELECT DISTINCT ON (l.sku) l.sku, o.order_date::text AS last_date,
              l.quantity::float8 AS last_quantity, o.order_number AS last_order
         FROM orders o JOIN order_lines l ON l.order_number = o.order_number
        WHERE o.account_id = $1 AND o.type IN ('sales order', 'consignment order')
        ORDER BY l.sku, o.order_date DESC, o.order_number DESC
     ) r JOIN products p ON p.sku = r.sku
     WHERE $2 = ANY(p.markets)
     ORDER BY r.last_date DESC, r.last_order DESC, p.sku
     LIMIT 30`,
    [accountId, market],
  );
}

/** The user's favourite products on the account, still sold in its market, by title. */
export function favouriteProducts(
  db: Q,
  userId: string,
  accountId: string,
  market: MarketCode,
): Promise<ProductRow[]> {
  return db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM favourites f JOIN products p ON p.sku = f.sku
      WHERE f.user_id = $1 AND f.account_id = $2 AND $3 = ANY(p.markets)
      ORDER BY p.title, p.sku`,
    [userId, accountId, market],
  );
}

/** The user's favourite SKUs on the account. */
export async function favouriteSkus(
  db: Q,
  userId: string,
  accountId: string,
): Promise<Set<string>> {
  const rows = await db.query<{ sku: string }>(
    'SELECT sku FROM favourites WHERE user_id = $1 AND account_id = $2',
    [userId, accountId],
  );
  return new Set(rows.map((r) => r.sku));
}

/** Whether the product exists and is sold in the market. */
export async function isSoldInMarket(db: Q, sku: string, market: MarketCode): Promise<boolean> {
  const rows = await db.query<{ sku: string }>(
    'SELECT sku FROM products WHERE sku = $1 AND $2 = ANY(markets)',
    [sku, market],
  );
  return rows.length > 0;
}

export async function addFavourite(
  db: Q,
  userId: string,
  accountId: string,
  sku: string,
): Promise<void> {
  await db.query(
    `INSERT INTO favourites (user_id, account_id, sku) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
    [userId, accountId, sku],
  );
}

export async function removeFavourite(
  db: Q,
  userId: string,
  accountId: string,
  sku: string,
): Promise<void> {
  await db.query('DELETE FROM favourites WHERE user_id = $1 AND account_id = $2 AND sku = $3', [
    userId,
    accountId,
    sku,
  ]);
}

/** Catalogue rows of the given SKUs. */
export async function productsBySku(
  db: Q,
  skus: readonly string[],
): Promise<Map<string, ProductRow>> {
  if (skus.length === 0) return new Map();
  const rows = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.sku = ANY($1::text[])`,
    [[...new Set(skus)]],
  );
  return new Map(rows.map((r) => [r.sku, r]));
}

/** The product categories sold in a market. */
export async function categoriesOfMarket(db: Q, market: MarketCode): Promise<string[]> {
  const rows = await db.query<{ category: string }>(
    'SELECT DISTINCT category FROM products WHERE $1 = ANY(markets)',
    [market],
  );
  return rows.map((r) => r.category);
}
