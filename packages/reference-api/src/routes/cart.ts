import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { defaultShipMethod } from '@anp/rules';
import type { Db } from '../db/database';
import { addDays, isIsoDate, timestampAt } from '@anp/rules/calendar';
import { centsText } from '../db/values';
import { MARKETS } from '../markets';
import { errorResponses } from '@anp/contract';
import {
  AddItems,
  Cart,
  CartCount,
  CartFetchQuery,
  CartRefusal,
  CartSimulation,
  CartUpdate,
  DeleteCart,
  DeleteResult,
  LeadTimeQuery,
  LeadTimes,
  OrderOptions,
  OrderPlaced,
  PlantLeadTimeQuery,
  RemoveItem,
  ReplicateOrder,
  TruckSizes,
  type CartIssue,
  type CartLineInput,
  type OrderPlaced as OrderPlacedType,
} from '@anp/contract';
import { HttpError } from '../http-error';
import {
  addLines,
  cartLines,
  ensureCart,
  findCart,
  productsBySku,
  touchCart,
  updateLines,
  DEFAULT_TRUCK_SIZE,
} from './cart-store';
import {
  NOTE_MAX_LENGTH,
  PO_MAX_LENGTH,
  cartUnitOf,
  feeLimitFor,
  judgeCart,
  lineWeightInCartUnit,
  orderableLines,
  priceCart,
  shipPlantId,
  toCart,
  truckSizesFor,
  cartTotalsOf,
  type CartState,
} from './cart-view';
import { loadLeadTimes, plantRow, plantToday, PLANT_COLUMNS, type PlantRow } from './lead-times';
import {
  cartAccountId,
  categoryName,
  labelLanguage,
  orderingAccount,
  orderingUser,
  soldIn,
} from './ordering-data';
import { confirmationMessage, recordEmail } from './emails';
import { orderDetail } from './orders';

type Q = Pick<Db, 'query'>;

const contextHeaders = Type.Object({
  'x-account-id': Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  'x-language': Type.Optional(Type.String({ maxLength: 35 })),
});

/** The request fields every cart state is built from. */
interface CallContext {
  userId: string;
  accountHeader: string | undefined;
  languageHeader: unknown;
}

const callOf = (request: FastifyRequest): CallContext => ({
  userId: request.user.id,
  accountHeader: request.headers['x-account-id'] as string | undefined,
  languageHeader: request.headers['x-language'],
});

/** Everything the contract's Cart is made of, read in one go. */
async function cartState(
  q: Q,
  call: CallContext,
  now: Date,
  options: { create?: boolean } = {},
): Promise<CartState> {
  const user = await orderingUser(q, call.userId);
  const account = await orderingAccount(q, user.id, call.accountHeader);
  const cart = options.create
    ? await ensureCart(q, user, account, now)
    : await findCart(q, user, account);
  const lines = cart ? await cartLines(q, cart.id) : [];
  const plant = await plantRow(q, shipPlantId({ cart, account }));
  return {
    user,
    account,
    lang: labelLanguage(user, call.languageHeader),
    cart,
    lines,
    leadTimes: plant ? await loadLeadTimes(q, plant, now) : null,
  };
}

/** The cart read again after a write. */
async function reread(q: Q, state: CartState, now: Date): Promise<CartState> {
  const cart = await findCart(q, state.user, state.account);
  const lines = cart ? await cartLines(q, cart.id) : [];
  const plant = await plantRow(q, shipPlantId({ cart, account: state.account }));
  return { ...state, cart, lines, leadTimes: plant ? await loadLeadTimes(q, plant, now) : null };
}

/** Products of addItems: each must exist and be sold in the account's market. */
async function checkProducts(q: Q, state: CartState, items: readonly CartLineInput[]) {
  const products = await productsBySku(
    q,
    items.map((i) => i.sku),
  );
  items.forEach((item, index) => {
    const product = products.get(item.sku);
    if (!product || !soldIn(product, state.account.region))
      throw new HttpError(
        400,
        'UNKNOWN_PRODUCT',
        `Product ${item.sku} is not sold to this account`,
        `body.items.${index}.sku`,
      );
  });
  return products;
}

/** A real calendar date (the schema only checks the shape YYYY-MM-DD). */
function isCalendarDate(value: string): boolean {
  const year = Number(value.slice(0, 4));
  if (year < 1901 || year > 2999) return false;
  return isIsoDate(value);
}

/** A plant of the account's market (pickup locations), or null. */
async function marketPlant(q: Q, plantId: string, market: string): Promise<PlantRow | null> {
  const [row] = await q.query<PlantRow>(
    `SELECT ${PLANT_COLUMNS} FROM plants WHERE id = $1 AND country = $2`,
    [plantId, market],
  );
  return row ?? null;
}

/** One address: something before and after a single @, no spaces or list separators. */
const EMAIL = /^[^\s@<>,;]+@[^\s@<>,;]+$/;

/** Refused by the cart rules: 422 with every issue (ordering.md §8 cart codes). */
class CartRefused extends Error {
  constructor(readonly issues: CartIssue[]) {
    super(issues[0]?.message ?? 'The cart cannot be ordered');
  }
}

const MISSING_MESSAGES: Readonly<Record<string, string>> = {
  items: 'The cart has nothing to order: add a product with a quantity',
  shipMethod: 'Choose delivery or pickup',
  requestedDate: 'Choose a requested date',
  requestedTime: 'Choose a pickup time',
  pickUpFrom: 'Choose a pickup location',
  paymentTerms: 'Choose the payment terms',
};

const SHIP_METHODS: ('delivery' | 'pickup')[] = ['delivery', 'pickup'];
const PAYMENT_TERMS: ('Cash' | 'Credit')[] = ['Cash', 'Credit'];

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

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
        const rows = await db.query<{ id: string; lines: number }>(
          `SELECT c.id, count(i.sku)::int AS lines FROM carts c
             LEFT JOIN cart_items i ON i.cart_id = c.id
            WHERE c.user_id = $1 AND c.account_id = $2 GROUP BY c.id`,
          [request.user.id, accountId],
        );
        const cart = rows[0];
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
        columns.push(['updated_at', at.toISOString()]);
        await tx.query(
          `UPDATE carts SET ${columns.map(([c], i) => `${c} = $${i + 2}`).join(', ')} WHERE id = $1`,
          [cart.id, ...columns.map(([, v]) => v)],
        );
        return toCart(await reread(tx, state, at));
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
    '/cart/submit',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Places the order. The Idempotency-Key header makes retries safe: the same key answers the same order (replayed: true)',
        headers: Type.Object({
          'idempotency-key': Type.String({ pattern: '^[A-Za-z0-9_-]{8,128}$' }),
          'x-account-id': Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
          'x-language': Type.Optional(Type.String({ maxLength: 35 })),
        }),
        response: {
          200: OrderPlaced,
          409: errorResponses[404],
          422: CartRefusal,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const userId = request.user.id;
      const call = callOf(request);

      /** The order this key placed, answered again; another user's key is refused (never shown). */
      const replay = async (q: Q): Promise<OrderPlacedType | null> => {
        const [row] = await q.query<{ user_id: string | null; submit_response: OrderPlacedType }>(
          'SELECT user_id, submit_response FROM orders WHERE idempotency_key = $1',
          [key],
        );
        if (!row) return null;
        if (row.user_id !== userId || !row.submit_response)
          throw new HttpError(
            409,
            'IDEMPOTENCY_KEY_REUSED',
            'This Idempotency-Key was already used; send a new key for a new order',
            'headers.idempotency-key',
          );
        return { ...row.submit_response, replayed: true };
      };

      const earlier = await replay(db);
      if (earlier) return earlier;
      const at = now();
      try {
        return await db.transaction(async (tx) => {
          // One order at a time: the order number is the next after the highest, and a second
          // call with the same key waits here, then finds the first one's order below.
          await tx.query('LOCK TABLE orders IN EXCLUSIVE MODE');
          const again = await replay(tx);
          if (again) return again;
          return placeOrder(tx, call, key, at);
        });
      } catch (error) {
        if (error instanceof CartRefused) {
          const first = error.issues[0];
          return reply.status(422).send({
            code: first?.code ?? 'CART_INVALID',
            message: error.message,
            params: first?.params ?? {},
            errors: error.issues,
          });
        }
        // Two first calls with one key raced past the check: the UNIQUE key let only one in.
        if (isUniqueViolation(error)) {
          const winner = await replay(db);
          if (winner) return winner;
        }
        throw error;
      }
    },
  );

  /** Validates the cart and turns it into an order (inside the submit transaction). */
  async function placeOrder(
    tx: Q,
    call: CallContext,
    key: string,
    at: Date,
  ): Promise<OrderPlacedType> {
    const state = await cartState(tx, call, at);
    const { account, user } = state;
    const cart = state.cart;
    const { validation, issues } = judgeCart(state);
    const missing = validation.missing[0];
    if (!cart || missing)
      throw new HttpError(
        400,
        'VALIDATION',
        MISSING_MESSAGES[missing ?? 'items'] ?? 'The cart is incomplete',
        missing ?? 'items',
      );
    const shipMethod = cart.ship_method === 'pickup' ? 'pickup' : 'delivery';
    const email = cart.email || user.email;
    if (!EMAIL.test(email))
      throw new HttpError(400, 'VALIDATION', `${email} is not an e-mail address`, 'email');
    if (
      shipMethod === 'delivery' &&
      !truckSizesFor(account).some((t) => t.value === cart.truck_size)
    )
      throw new HttpError(400, 'VALIDATION', 'Choose one of the truck sizes offered', 'truckSize');
    if (validation.delInstrError)
      throw new HttpError(
        400,
        'VALIDATION',
        `Delivery instructions must be at most ${NOTE_MAX_LENGTH} characters of plain text`,
        'note',
      );
    if (cart.mode !== 'truck')
      throw new HttpError(400, 'VALIDATION', 'The only transport mode is truck', 'mode');
    if (issues.length > 0) throw new CartRefused(issues);
    if (!cart.requested_date)
      throw new HttpError(400, 'VALIDATION', 'Choose a requested date', 'requestedDate');

    const lines = orderableLines(state);
    const priced = priceCart(state);
    const totals = cartTotalsOf(state);
    const unit = cartUnitOf(account);
    const spec = MARKETS[account.region];
    const plantId =
      shipMethod === 'pickup' ? (cart.pickup_plant_id ?? account.plantId) : account.plantId;
    const plant = await plantRow(tx, plantId);
    const [last] = await tx.query<{ n: string | null }>(
      "SELECT max(order_number::bigint)::text AS n FROM orders WHERE order_number ~ '^[0-9]{1,18}$'",
    );
    const orderNumber = String(BigInt(last?.n ?? '4000000000') + 1n);
    // Decision: the order can be changed until 15:00 UTC on the day before the requested date.
    const modifiableUntil = timestampAt(addDays(cart.requested_date, -1), 15);
    const orderDate = plant ? plantToday(plant, at) : at.toISOString().slice(0, 10);
    const response: OrderPlacedType = {
      orderNumber,
      orderId: orderNumber,
      status: 'Placed',
      createdAt: at.toISOString(),
      accountId: account.id,
      soldToCode: account.soldToCode,
      accountName: account.fullname,
      shipMethod,
      requestedDate: cart.requested_date,
      requestedTime: shipMethod === 'pickup' ? cart.requested_time : null,
      po: cart.po,
      email,
      lineCount: lines.length,
      totals: {
        netWeight: totals.netWeight,
        grossWeight: totals.grossWeight,
        pounds: totals.pounds,
        tons: totals.tons,
        tonUnit: totals.tonUnit,
      },
      unitOfMeasure: totals.unitOfMeasure,
      pricing: priced.pricing,
      replayed: false,
    };
    await tx.query(
      `INSERT INTO orders (order_number, account_id, ship_to_id, user_id, type, source, status,
              order_date, requested_date, requested_time, ship_method, po, mode, note,
              payment_terms, truck_size, plant_id, currency, net_amount, vat, gross_amount,
              total_weight, weight_unit, modifiable_until, idempotency_key, created_at, email,
              submit_response)
       VALUES ($1, $2, NULL, $3, 'sales order', 'portal', 'Placed', $4, $5, $6, $7, $8, $9, $10,
               $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24)`,
      [
        orderNumber,
        account.id,
        user.id,
        orderDate,
        cart.requested_date,
        response.requestedTime,
        shipMethod,
        cart.po || null,
        cart.mode,
        cart.note || null,
        cart.payment_terms,
        shipMethod === 'delivery' ? `${cart.truck_size} ${totals.tonUnit}` : null,
        plantId,
        spec.currency,
        centsText(priced.netCents),
        centsText(priced.vatCents),
        centsText(priced.netCents + priced.vatCents),
        totals.netWeight.toFixed(4),
        unit,
        modifiableUntil,
        key,
        at.toISOString(),
        email,
        JSON.stringify(response),
      ],
    );
    let lineNo = 0;
    for (const line of lines) {
      lineNo += 1;
      const price = priced.cents.find((c) => c.sku === line.sku);
      const quantity = line.quantity ?? 0;
      const pallets = line.is_pallet
        ? quantity / line.per_pallet_count
        : line.full_pallet
          ? line.pallets
          : line.is_pallet_and_non_pallet_allowed
            ? quantity / line.per_pallet_count
            : 0;
      await tx.query(
        `INSERT INTO order_lines (order_number, line_no, sku, quantity, pallets, unit_price,
                net_weight, lot_number)
         VALUES ($1, $2, $3, $4, $5, $6, $7, NULL)`,
        [
          orderNumber,
          lineNo,
          line.sku,
          quantity,
          Math.floor(pallets),
          centsText(price?.unitPriceCents ?? 0),
          lineWeightInCartUnit(line, account).toFixed(4),
        ],
      );
    }
    const detail = await orderDetail(tx, user.id, orderNumber, at);
    if (detail) {
      await recordEmail(tx, {
        userId: user.id,
        kind: 'confirmation',
        to: email,
        ...confirmationMessage(detail, user, 'confirmation'),
        orderNumber,
        now: at,
      });
    }
    // The order holds the lines now; the next cart starts afresh with its defaults.
    await tx.query('DELETE FROM carts WHERE id = $1', [cart.id]);
    return response;
  }

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
        const removed = state.cart
          ? await tx.query('DELETE FROM cart_items WHERE cart_id = $1 AND sku = $2 RETURNING sku', [
              state.cart.id,
              request.body.sku,
            ])
          : [];
        if (!state.cart || removed.length === 0)
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
      const deleted = await db.query(
        'DELETE FROM carts WHERE id = $1 AND user_id = $2 RETURNING id',
        [request.body.encCartid, request.user.id],
      );
      if (deleted.length === 0)
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
          "Adds the lines of one of the account's earlier orders to the cart; products no longer sold are skipped and listed in invalidSkus",
        headers: contextHeaders,
        body: ReplicateOrder,
        response: { 200: Cart, ...errorResponses },
      },
    },
    async (request) => {
      const at = now();
      return db.transaction(async (tx) => {
        const state = await cartState(tx, callOf(request), at);
        const lines = await tx.query<{ sku: string; quantity: number; markets: string[] }>(
          `SELECT l.sku, l.quantity::float8 AS quantity, p.markets
             FROM orders o JOIN order_lines l ON l.order_number = o.order_number
             JOIN products p ON p.sku = l.sku
            WHERE o.order_number = $1 AND o.account_id = $2 ORDER BY l.line_no`,
          [request.body.orderNumber, state.account.id],
        );
        if (lines.length === 0) {
          const [order] = await tx.query(
            'SELECT 1 FROM orders WHERE order_number = $1 AND account_id = $2',
            [request.body.orderNumber, state.account.id],
          );
          if (!order)
            throw new HttpError(
              404,
              'NOT_FOUND',
              'No such order for this account',
              'body.orderNumber',
            );
        }
        const invalidSkus = lines
          .filter((l) => !l.markets.includes(state.account.region))
          .map((l) => l.sku);
        const items = lines
          .filter((l) => l.markets.includes(state.account.region) && l.quantity > 0)
          .map((l) => ({ sku: l.sku, quantity: l.quantity }));
        if (items.length > 0) {
          const products = await productsBySku(
            tx,
            items.map((i) => i.sku),
          );
          const cart = await ensureCart(tx, state.user, state.account, at);
          await addLines(tx, cart.id, items, products, at);
          await touchCart(tx, cart.id, at);
        }
        return toCart(await reread(tx, state, at), { invalidSkus });
      });
    },
  );

  app.get(
    '/cart/leadtime',
    {
      schema: {
        tags: ['cart'],
        summary:
          "Lead times, working days and holidays of the account's plant (of the cart's account with encCartid)",
        headers: contextHeaders,
        querystring: LeadTimeQuery,
        response: { 200: LeadTimes, ...errorResponses },
      },
    },
    async (request) => {
      let plantId: string;
      if (request.query.encCartid) {
        const [row] = await db.query<{ plant_id: string }>(
          `SELECT a.plant_id FROM carts c JOIN accounts a ON a.id = c.account_id
             JOIN user_accounts ua ON ua.account_id = c.account_id AND ua.user_id = c.user_id
            WHERE c.id = $1 AND c.user_id = $2`,
          [request.query.encCartid, request.user.id],
        );
        if (!row)
          throw new HttpError(404, 'NOT_FOUND', 'No such cart for this user', 'query.encCartid');
        plantId = row.plant_id;
      } else {
        plantId = (await orderingAccount(db, request.user.id, request.headers['x-account-id']))
          .plantId;
      }
      const plant = await plantRow(db, plantId);
      if (!plant)
        throw new HttpError(404, 'NOT_FOUND', 'The account has no plant', 'query.encCartid');
      return loadLeadTimes(db, plant, now());
    },
  );

  app.get(
    '/cart/plantLeadtime',
    {
      schema: {
        tags: ['cart'],
        summary: "Lead times, working days and holidays of a pickup plant of the account's market",
        headers: contextHeaders,
        querystring: PlantLeadTimeQuery,
        response: { 200: LeadTimes, ...errorResponses },
      },
    },
    async (request) => {
      const account = await orderingAccount(db, request.user.id, request.headers['x-account-id']);
      const plant = await marketPlant(db, request.query.plantId, account.region);
      if (!plant)
        throw new HttpError(404, 'NOT_FOUND', 'No such plant in this market', 'query.plantId');
      return loadLeadTimes(db, plant, now());
    },
  );

  app.get(
    '/cart/truckSizes',
    {
      schema: {
        tags: ['cart'],
        summary: "Truck sizes in the market's ton unit (ordering.md §9: default 6.00)",
        headers: contextHeaders,
        response: { 200: TruckSizes, ...errorResponses },
      },
    },
    async (request) => {
      const account = await orderingAccount(db, request.user.id, request.headers['x-account-id']);
      return { truckSizes: truckSizesFor(account), defaultValue: DEFAULT_TRUCK_SIZE };
    },
  );

  app.get(
    '/cart/orderoptions',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Ship methods, payment terms, modes, pickup locations, categories and limits of the cart (ordering.md §3 cart options)',
        headers: contextHeaders,
        response: { 200: OrderOptions, ...errorResponses },
      },
    },
    async (request) => {
      const user = await orderingUser(db, request.user.id);
      const account = await orderingAccount(db, user.id, request.headers['x-account-id']);
      const lang = labelLanguage(user, request.headers['x-language']);
      const plants = await db.query<{ id: string; code: string; name: string }>(
        'SELECT id, code, name FROM plants WHERE country = $1 ORDER BY code',
        [account.region],
      );
      const categories = await db.query<{ category: string }>(
        'SELECT DISTINCT category FROM products WHERE $1 = ANY(markets)',
        [account.region],
      );
      return {
        shipMethods: SHIP_METHODS,
        defaultShipMethod: defaultShipMethod(user.locale),
        paymentTerms: PAYMENT_TERMS,
        defaultPaymentTerms: account.paymentTerms,
        modes: ['truck'],
        // The markets module keeps a plant's town, not a street: the town and country are its address.
        pickupLocations: plants.map((p) => ({
          id: p.id,
          code: p.code,
          name: p.name,
          address: [
            MARKETS[account.region].plants.find((spec) => spec.name === p.name)?.city,
            MARKETS[account.region].name,
          ]
            .filter(Boolean)
            .join(', '),
        })),
        productCategories: categories
          .map((c) => c.category)
          .sort((a, b) => categoryName(a, lang).localeCompare(categoryName(b, lang), lang)),
        deliveryInstructionMaxLength: NOTE_MAX_LENGTH,
        poMaxLength: PO_MAX_LENGTH,
        feeLimit: feeLimitFor(account),
        newBusiness: false,
      };
    },
  );
};
