/**
 * Placing the order (ordering.md §7 cart/submit) exactly once: the Idempotency-Key makes retries
 * safe, the orders table's lock and the key's UNIQUE column make concurrent calls place one
 * order; the cart is judged with the kit's rules first.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { addDays, timestampAt } from '@anp/rules/calendar';
import { EMAIL_ADDRESS, orderedPallets } from '@anp/rules/cart';
import {
  CartRefusal,
  OrderPlaced,
  errorResponses,
  type CartIssue,
  type OrderPlaced as OrderPlacedType,
} from '@anp/contract';
import type { Db } from '../db/database';
import { centsText } from '../db/values';
import { confirmationMessage } from '../emails/views';
import { recordEmail } from '../emails/queries';
import { HttpError } from '../http-error';
import { MARKETS } from '../markets';
import { orderDetail } from '../orders/detail';
import { plantToday } from '../plants/lead-times';
import { plantRow } from '../plants/queries';
import {
  cartTotalsOf,
  cartUnitOf,
  lineWeightInCartUnit,
  orderableLines,
  priceCart,
  truckSizesFor,
} from './model';
import {
  insertOrder,
  insertOrderLine,
  lockOrders,
  nextOrderNumber,
  orderOfKey,
} from './place-queries';
import { deleteCart } from './queries';
import { callOf, cartState, type CallContext } from './state';
import { fieldError, judgeCart } from './validation';

type Q = Pick<Db, 'query'>;

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

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

export const cartSubmitRoutes: FastifyPluginAsync<{ db: Db; now: () => Date }> = async (
  fastify,
  { db, now },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

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

      /**
       * The order this user's key placed, answered again. Keys are the user's own: another
       * user's order under the same key is neither shown nor in the way.
       */
      const replay = async (q: Q): Promise<OrderPlacedType | null> => {
        const row = await orderOfKey(q, userId, key);
        if (!row) return null;
        if (!row.submit_response)
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
          await lockOrders(tx);
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
    if (!EMAIL_ADDRESS.test(email))
      throw new HttpError(400, 'VALIDATION', `${email} is not an e-mail address`, 'email');
    // The very rules a draft save applies (./validation.ts fieldError).
    const fieldRefusal = fieldError(state, ['email', 'truckSize', 'note', 'mode'], '');
    if (fieldRefusal) throw fieldRefusal;
    if (
      shipMethod === 'delivery' &&
      !truckSizesFor(account).some((t) => t.value === cart.truck_size)
    )
      throw new HttpError(400, 'VALIDATION', 'Choose one of the truck sizes offered', 'truckSize');
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
    const orderNumber = await nextOrderNumber(tx);
    // Decision: the order can be changed until 15:00 UTC on the day before the requested date.
    const modifiableUntil = timestampAt(addDays(cart.requested_date, -1), 15);
    // Decision (issue 14): an order's date is the plant's day, in the list, the detail and the
    // confirmation alike (it was 26-Nov on the confirmation, 25-Nov in the list).
    const orderDate = plant ? plantToday(plant, at) : at.toISOString().slice(0, 10);
    const response: OrderPlacedType = {
      orderNumber,
      orderId: orderNumber,
      status: 'Placed',
      createdAt: at.toISOString(),
      orderDate,
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
    await insertOrder(tx, {
      orderNumber,
      accountId: account.id,
      userId: user.id,
      orderDate,
      requestedDate: cart.requested_date,
      requestedTime: response.requestedTime,
      shipMethod,
      po: cart.po || null,
      mode: cart.mode,
      note: cart.note || null,
      paymentTerms: cart.payment_terms,
      truckSize: shipMethod === 'delivery' ? `${cart.truck_size} ${totals.tonUnit}` : null,
      plantId,
      currency: spec.currency,
      netAmount: centsText(priced.netCents),
      vat: centsText(priced.vatCents),
      grossAmount: centsText(priced.netCents + priced.vatCents),
      totalWeight: totals.netWeight.toFixed(4),
      weightUnit: unit,
      modifiableUntil,
      idempotencyKey: key,
      createdAt: at.toISOString(),
      email,
      submitResponse: response,
    });
    let lineNo = 0;
    for (const line of lines) {
      lineNo += 1;
      const price = priced.cents.find((c) => c.sku === line.sku);
      const quantity = line.quantity ?? 0;
      // The same count the cart and the review showed (QA, issue 14).
      const pallets = orderedPallets({
        quantity,
        perPalletCount: line.per_pallet_count,
        isPallet: line.is_pallet,
        isPalletAndNonPalletAllowed: line.is_pallet_and_non_pallet_allowed,
        fullPallet: line.full_pallet,
        pallets: line.pallets,
      });
      await insertOrderLine(tx, {
        orderNumber,
        lineNo,
        sku: line.sku,
        quantity,
        pallets,
        unitPrice: centsText(price?.unitPriceCents ?? 0),
        netWeight: lineWeightInCartUnit(line, account).toFixed(4),
      });
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
    await deleteCart(tx, cart.id);
    return response;
  }
};
