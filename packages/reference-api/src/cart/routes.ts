/**
 * The cart's calls (ordering.md §7): read it, add, update, remove, delete, replicate an order,
 * and simulate it (prices and every cart issue). Placing the order (./submit.ts) and the cart's
 * options (./options.ts) are registered with them.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isIsoDate } from '@anp/rules/calendar';
import {
  AddItems,
  Cart,
  CartCount,
  CartFetchQuery,
  CartSimulation,
  CartUpdate,
  DeleteCart,
  DeleteResult,
  RemoveItem,
  ReplicateOrder,
  ReplicatedCart,
  errorResponses,
} from '@anp/contract';
import { cartAccountId } from '../accounts/caller';
import type { Db } from '../db/database';
import { HttpError } from '../http-error';
import { isAccountOrder } from '../orders/queries';
import { marketPlant } from '../plants/queries';
import { productsBySku } from '../products/queries';
import { priceCart } from './model';
import { cartOptionRoutes } from './options';
import {
  addLines,
  cartCount,
  deleteUserCart,
  ensureCart,
  removeLine,
  touchCart,
  updateCart,
  updateLines,
} from './queries';
import { orderLinesOf, reorderPlan } from './replicate';
import { callOf, cartState, checkProducts, contextHeaders, reread } from './state';
import { quickOrderRoutes } from './quick-order/routes';
import { cartSubmitRoutes } from './submit';
import { fieldError, judgeCart } from './validation';
import { toCart } from './views';

/** The fields of cart/update that the cart's field rules judge when they are sent. */
const FIELDS_OF_UPDATE = ['email', 'truckSize', 'note', 'mode', 'requestedDate'] as const;

/** A real calendar date (the schema only checks the shape YYYY-MM-DD). */
function isCalendarDate(value: string): boolean {
  const year = Number(value.slice(0, 4));
  if (year < 1901 || year > 2999) return false;
  return isIsoDate(value);
}

export const cartRoutes: FastifyPluginAsync<{ db: Db; now: () => Date }> = async (
  fastify,
  { db, now },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/cart/fetch',
    {
      schema: {
        tags: ['cart'],
        summary:
          "The account's open cart; with itemCount=true only its id and line count (the header badge)",
        querystring: CartFetchQuery,
        headers: contextHeaders,
        response: { 200: Type.Union([CartCount, Cart]), ...errorResponses },
      },
    },
    async (request) => {
      if (request.query.itemCount) {
        const accountId = await cartAccountId(db, request.user.id, request.headers['x-account-id']);
        if (!accountId) return { encCartid: null, cartCount: 0 };
        const cart = await cartCount(db, request.user.id, accountId);
        return { encCartid: cart?.id ?? null, cartCount: cart?.lines ?? 0 };
      }
      return toCart(await cartState(db, callOf(request), now()));
    },
  );

  app.post(
    '/cart/addItems',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Adds products (a product already in the cart gets the quantity added); creates the cart when needed',
        headers: contextHeaders,
        body: AddItems,
        response: { 200: Cart, ...errorResponses },
      },
    },
    async (request) => {
      const at = now();
      return db.transaction(async (tx) => {
        const state = await cartState(tx, callOf(request), at);
        const products = await checkProducts(tx, state, request.body.items);
        const cart = await ensureCart(tx, state.user, state.account, at);
        await addLines(tx, cart.id, request.body.items, products, at);
        await touchCart(tx, cart.id, at);
        return toCart(await reread(tx, state, at));
      });
    },
  );

  app.post(
    '/cart/update',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Saves the cart draft: every field optional, lines not named keep theirs, a count of 0 or null keeps an empty entry',
        headers: contextHeaders,
        body: CartUpdate,
        response: { 200: Cart, ...errorResponses },
      },
    },
    async (request) => {
      const at = now();
      const body = request.body;
      if (body.requestedDate && !isCalendarDate(body.requestedDate))
        throw new HttpError(
          400,
          'VALIDATION',
          `${body.requestedDate} is not a calendar date`,
          'body.requestedDate',
        );
      return db.transaction(async (tx) => {
        const state = await cartState(tx, callOf(request), at, { create: true });
        const cart = state.cart;
        if (!cart) throw new Error('cart missing right after it was ensured');
        if (body.pickUpFrom && !(await marketPlant(tx, body.pickUpFrom, state.account.region)))
          throw new HttpError(
            400,
            'UNKNOWN_PLANT',
            `No pickup location ${body.pickUpFrom} in this market`,
            'body.pickUpFrom',
          );
        await updateLines(tx, cart.id, body.items ?? []);
        const columns: [string, unknown][] = [];
        const set = (column: string, value: unknown) => {
          if (value !== undefined) columns.push([column, value]);
        };
        set('ship_method', body.shipMethod);
        set('requested_date', body.requestedDate);
        set('requested_time', body.requestedTime);
        set('pickup_plant_id', body.pickUpFrom);
        set('po', body.po);
        set('mode', body.mode);
        set('note', body.note);
        set('payment_terms', body.paymentTerms);
        set('truck_size', body.truckSize);
        set('email', body.email?.trim());
        set('is_bag_fee_acknowledged', body.isBagFeeAcknowledged);
        set('is_local_fee_acknowledged', body.isLocalFeeAcknowledge);
        await updateCart(tx, cart.id, columns, at);
        const saved = await reread(tx, state, at);
        // The draft's fields obey the rules submit applies: the user learns now, not at submit
        // (the transaction then keeps nothing of this save).
        const sent = FIELDS_OF_UPDATE.filter((field) => body[field] !== undefined);
        const refused = fieldError(saved, sent, 'body.');
        if (refused) throw refused;
        return toCart(saved);
      });
    },
  );

  app.post(
    '/cart/simulate',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Prices the cart (list prices, the market VAT) and lists every cart issue (CART001-CART006, MXCART001)',
        headers: contextHeaders,
        response: { 200: CartSimulation, ...errorResponses },
      },
    },
    async (request) => {
      const state = await cartState(db, callOf(request), now());
      const { validation, issues } = judgeCart(state);
      return {
        cart: toCart(state),
        pricing: priceCart(state).pricing,
        errors: issues,
        // A delivery instruction the order systems cannot take has no cart code, but still
        // stands between the cart and an order.
        valid: issues.length === 0 && validation.missing.length === 0 && !validation.delInstrError,
      };
    },
  );

  app.post(
    '/cart/remove',
    {
      schema: {
        tags: ['cart'],
        summary: 'Removes a product from the cart',
        headers: contextHeaders,
        body: RemoveItem,
        response: { 200: Cart, ...errorResponses },
      },
    },
    async (request) => {
      const at = now();
      return db.transaction(async (tx) => {
        const state = await cartState(tx, callOf(request), at);
        const removed = state.cart ? await removeLine(tx, state.cart.id, request.body.sku) : false;
        if (!state.cart || !removed)
          throw new HttpError(
            404,
            'NOT_FOUND',
            `Product ${request.body.sku} is not in the cart`,
            'body.sku',
          );
        await touchCart(tx, state.cart.id, at);
        return toCart(await reread(tx, state, at));
      });
    },
  );

  app.post(
    '/cart/delete',
    {
      schema: {
        tags: ['cart'],
        summary: "Deletes one of the user's own carts with its lines",
        body: DeleteCart,
        response: { 200: DeleteResult, ...errorResponses },
      },
    },
    async (request) => {
      if (!(await deleteUserCart(db, request.body.encCartid, request.user.id)))
        throw new HttpError(404, 'NOT_FOUND', 'No such cart for this user', 'body.encCartid');
      return { deleted: true };
    },
  );

  app.post(
    '/cart/replicate',
    {
      schema: {
        tags: ['cart'],
        summary:
          "Adds the lines of one of the account's earlier orders to the cart (quantities corrected to the product's rules), with a summary: lines added, corrected, changed since the order (price, pack) and not added with why; the skipped SKUs are in invalidSkus too",
        headers: contextHeaders,
        body: ReplicateOrder,
        response: { 200: ReplicatedCart, ...errorResponses },
      },
    },
    async (request) => {
      const at = now();
      const number = request.body.orderNumber;
      // One transaction: the order, the products as they are now and the cart's write.
      return db.transaction(async (tx) => {
        const state = await cartState(tx, callOf(request), at);
        const lines = await orderLinesOf(tx, number, state.account.id);
        if (lines.length === 0 && !(await isAccountOrder(tx, number, state.account.id)))
          throw new HttpError(
            404,
            'NOT_FOUND',
            'No such order for this account',
            'body.orderNumber',
          );
        const products = await productsBySku(
          tx,
          lines.map((l) => l.sku),
        );
        const { items, summary } = reorderPlan(state, number, lines, products);
        if (items.length > 0) {
          const cart = await ensureCart(tx, state.user, state.account, at);
          await addLines(tx, cart.id, items, products, at);
          await touchCart(tx, cart.id, at);
        }
        const invalidSkus = summary.notAdded.map((l) => l.sku);
        return { ...toCart(await reread(tx, state, at), { invalidSkus }), summary };
      });
    },
  );

  await fastify.register(cartSubmitRoutes, { db, now });
  await fastify.register(cartOptionRoutes, { db, now });
  await fastify.register(quickOrderRoutes, { db });
};
