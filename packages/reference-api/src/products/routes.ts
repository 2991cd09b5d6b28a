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
import {
  findOrderingAccount,
  labelLanguage,
  orderingAccount,
  orderingUser,
} from '../accounts/caller';
import { HttpError } from '../http-error';
import { toggleEnabled } from '../utility/queries';
import { categoryName } from './catalogue';
import {
  addFavourite,
  favouriteProducts,
  favouriteSkus,
  isSoldInMarket,
  marketCategories,
  productPage,
  recentProducts,
  removeFavourite,
} from './queries';
import { toProduct } from './views';

const contextHeaders = Type.Object({
  'x-account-id': Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  'x-language': Type.Optional(Type.String({ maxLength: 35 })),
});

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
      const cartEnabled = await toggleEnabled(db, 'cartEnabled');
      const visible = isCartVisible({
        country: account.region,
        lang: labelLanguage(user, request.headers['x-language']),
        // The shell's rule: the selected account's unit first, then the user's.
        businessUnit: account.businessUnit || user.businessUnit,
        cartEnabled: cartEnabled ?? true,
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
      const { rows, totalCount } = await productPage(db, {
        market: account.region,
        category,
        searchTerm: request.query.searchTerm,
        offset,
        limit,
      });
      const favourites = await favouriteSkus(db, user.id, account.id);
      return {
        products: rows.map((r) => toProduct(r, account.region, lang, favourites.has(r.sku))),
        totalCount,
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
      const rows = await marketCategories(db, account.region);
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
      const rows = await recentProducts(db, account.id, account.region);
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
      const rows = await favouriteProducts(db, user.id, account.id, account.region);
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
        if (!(await isSoldInMarket(db, sku, account.region)))
          throw new HttpError(
            400,
            'UNKNOWN_PRODUCT',
            `Product ${sku} is not sold to this account`,
            'body.sku',
          );
        await addFavourite(db, user.id, account.id, sku);
      } else {
        await removeFavourite(db, user.id, account.id, sku);
      }
      return { sku, favourite };
    },
  );
};
