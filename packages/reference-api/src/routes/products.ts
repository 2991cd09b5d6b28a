import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { canPurchase, isCartVisible } from '@anp/rules';
import type { Db } from '../db/database';
import { errorResponses } from '@anp/contract';
import {
  CategoryList,
  EnableAddToCart,
  FavouriteProducts,
  FavouriteResult,
  FavouriteUpdate,
  ProductPage,
  ProductQuery,
  RecentProducts,
} from '@anp/contract';
import { HttpError } from '../http-error';
import {
  PRODUCT_COLUMNS,
  categoryName,
  favouriteSkus,
  findOrderingAccount,
  labelLanguage,
  orderingAccount,
  orderingUser,
  toProduct,
  type ProductRow,
} from './ordering-data';

const contextHeaders = Type.Object({
  'x-account-id': Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  'x-language': Type.Optional(Type.String({ maxLength: 35 })),
});

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

/**
 * The products the order builder lists (search, categories, recent orders, favourites) and
 * whether the user may add to the cart at all.
 */
export const productRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/cart/enableAddToCart',
    {
      schema: {
        tags: ['products'],
        summary:
          'Whether the user may add to the cart of the account (purchase group, cart rules of the market), and why not',
        headers: contextHeaders,
        response: { 200: EnableAddToCart, ...errorResponses },
      },
    },
    async (request) => {
      const user = await orderingUser(db, request.user.id);
      const account = await findOrderingAccount(db, user.id, request.headers['x-account-id']);
      if (!account) return { enabled: false, reason: 'NO_ACCOUNT' as const };
      // ordering.md §6: the purchase group may see and fetch the cart.
      if (!canPurchase(user.groups))
        return { enabled: false, reason: 'NO_PURCHASE_RIGHTS' as const };
      const [toggle] = await db.query<{ enabled: boolean }>(
        "SELECT enabled FROM feature_toggles WHERE name = 'cartEnabled'",
      );
      const visible = isCartVisible({
        country: account.region,
        lang: labelLanguage(user, request.headers['x-language']),
        // The shell's rule: the selected account's unit first, then the user's.
        businessUnit: account.businessUnit || user.businessUnit,
        cartEnabled: toggle?.enabled ?? true,
      });
      return visible
        ? { enabled: true, reason: null }
        : { enabled: false, reason: 'CART_HIDDEN' as const };
    },
  );

  app.get(
    '/cart/availableProducts',
    {
      schema: {
        tags: ['products'],
        summary:
          "The account's market's products: searched over title, SKU and form code (every word), filtered by category, paged, by title",
        headers: contextHeaders,
        querystring: ProductQuery,
        response: { 200: ProductPage, ...errorResponses },
      },
    },
    async (request) => {
      const user = await orderingUser(db, request.user.id);
      const account = await orderingAccount(db, user.id, request.headers['x-account-id']);
      const lang = labelLanguage(user, request.headers['x-language']);
      const { offset, limit, category } = request.query;
      const params: unknown[] = [account.region];
      const where = ['$1 = ANY(p.markets)'];
      if (category) {
        params.push(category);
        where.push(`p.category = $${params.length}`);
      }
      for (const word of searchWords(request.query.searchTerm)) {
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
          ORDER BY p.title, p.sku LIMIT ${limit} OFFSET ${offset}`,
        params,
      );
      const favourites = await favouriteSkus(db, user.id, account.id);
      return {
        products: rows.map((r) => toProduct(r, account.region, lang, favourites.has(r.sku))),
        totalCount: count?.n ?? 0,
        offset,
        limit,
      };
    },
  );

  app.get(
    '/categories',
    {
      schema: {
        tags: ['products'],
        summary: "The product categories of the account's market, with product counts",
        headers: contextHeaders,
        response: { 200: CategoryList, ...errorResponses },
      },
    },
    async (request) => {
      const user = await orderingUser(db, request.user.id);
      const account = await orderingAccount(db, user.id, request.headers['x-account-id']);
      const lang = labelLanguage(user, request.headers['x-language']);
      const rows = await db.query<{ category: string; n: number }>(
        `SELECT category, count(*)::int AS n FROM products WHERE $1 = ANY(markets)
          GROUP BY category`,
        [account.region],
      );
      return {
        categories: rows
          .map((r) => ({ id: r.category, name: categoryName(r.category, lang), count: r.n }))
          .sort((a, b) => a.name.localeCompare(b.name, lang)),
      };
    },
  );

  app.get(
    '/cart/recentorderedproducts',
    {
      schema: {
        tags: ['products'],
        summary:
          "Products of the account's recent orders still sold in its market, newest first (at most 30)",
        headers: contextHeaders,
        response: { 200: RecentProducts, ...errorResponses },
      },
    },
    async (request) => {
      const user = await orderingUser(db, request.user.id);
      const account = await orderingAccount(db, user.id, request.headers['x-account-id']);
      const lang = labelLanguage(user, request.headers['x-language']);
      // Decision: what the account bought, so sales and consignment orders only (returns and
      // memo requests are not purchases); cancelled orders still show what they wanted.
      const rows = await db.query<
        ProductRow & { last_date: string; last_quantity: number; last_order: string }
      >(
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
        [account.id, account.region],
      );
      const favourites = await favouriteSkus(db, user.id, account.id);
      return {
        products: rows.map((r) => ({
          ...toProduct(r, account.region, lang, favourites.has(r.sku)),
          lastOrderedDate: r.last_date,
          lastQuantity: r.last_quantity,
          lastOrderNumber: r.last_order,
        })),
      };
    },
  );

  app.get(
    '/cart/products/favourite',
    {
      schema: {
        tags: ['products'],
        summary: "The user's favourite products on the account (still sold in its market)",
        headers: contextHeaders,
        response: { 200: FavouriteProducts, ...errorResponses },
      },
    },
    async (request) => {
      const user = await orderingUser(db, request.user.id);
      const account = await orderingAccount(db, user.id, request.headers['x-account-id']);
      const lang = labelLanguage(user, request.headers['x-language']);
      const rows = await db.query<ProductRow>(
        `SELECT ${PRODUCT_COLUMNS} FROM favourites f JOIN products p ON p.sku = f.sku
          WHERE f.user_id = $1 AND f.account_id = $2 AND $3 = ANY(p.markets)
          ORDER BY p.title, p.sku`,
        [user.id, account.id, account.region],
      );
      return { products: rows.map((r) => toProduct(r, account.region, lang, true)) };
    },
  );

  app.post(
    '/cart/products/favourite',
    {
      schema: {
        tags: ['products'],
        summary: 'Marks or unmarks a favourite product (idempotent)',
        headers: contextHeaders,
        body: FavouriteUpdate,
        response: { 200: FavouriteResult, ...errorResponses },
      },
    },
    async (request) => {
      const user = await orderingUser(db, request.user.id);
      const account = await orderingAccount(db, user.id, request.headers['x-account-id']);
      const { sku, favourite } = request.body;
      if (favourite) {
        const [product] = await db.query<{ sku: string }>(
          'SELECT sku FROM products WHERE sku = $1 AND $2 = ANY(markets)',
          [sku, account.region],
        );
        if (!product)
          throw new HttpError(
            400,
            'UNKNOWN_PRODUCT',
            `Product ${sku} is not sold to this account`,
            'body.sku',
          );
        await db.query(
          `INSERT INTO favourites (user_id, account_id, sku) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING`,
          [user.id, account.id, sku],
        );
      } else {
        await db.query(
          'DELETE FROM favourites WHERE user_id = $1 AND account_id = $2 AND sku = $3',
          [user.id, account.id, sku],
        );
      }
      return { sku, favourite };
    },
  );
};
