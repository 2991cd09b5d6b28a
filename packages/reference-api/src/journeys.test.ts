import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstSelectableDate, ruleFor } from '@anp/cart/model';
import { migrate, openDatabase, type Db } from './db/database';
import { buildServer, type Api } from './server';
import { seedCore } from './seed/core';
import { testAuth } from './test-support';
import type {
  Cart,
  CartSimulation,
  EmailOutbox,
  EnableAddToCart,
  LeadTimes,
  OrderDetail,
  OrderPlaced,
  Product,
  ProductPage,
} from './schemas';

/**
 * The demo users' ordering journeys on the full demo data: the customers and the employee who
 * may order find their products, favourites and recent orders, and place a real order; those
 * who may not are told why.
 */
const TODAY = new Date('2026-11-16T00:00:00Z'); // a Monday
// 09:00 in Chicago, Mexico City, Guatemala and Winnipeg: before every plant's 14:00 cut-off.
const NOW = new Date('2026-11-16T15:00:00Z');

let db: Db;
let app: Api;
let tokenFor: Awaited<ReturnType<typeof testAuth>>['tokenFor'];

beforeAll(async () => {
  db = await openDatabase();
  await migrate(db);
  await seedCore(db, { today: TODAY });
  const auth = await testAuth();
  tokenFor = auth.tokenFor;
  app = await buildServer({
    db,
    authenticate: auth.authenticate,
    rateLimitPerMinute: 0,
    now: () => NOW,
  });
  await app.ready();
}, 180_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
});

async function as(userId: string) {
  const token = await tokenFor({ id: userId });
  const call = async <T>(method: 'GET' | 'POST', url: string, payload?: unknown, headers = {}) => {
    const res = await app.inject({
      method,
      url: `/api/${url}`,
      headers: { authorization: `Bearer ${token}`, ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return { status: res.statusCode, body: res.json<T>() };
  };
  return {
    get: <T>(url: string) => call<T>('GET', url),
    post: <T>(url: string, payload?: unknown, headers = {}) =>
      call<T>('POST', url, payload, headers),
  };
}

/** A bagged product sold by the unit with no minimum: the simplest line to order. */
const simpleBag = (p: Product) =>
  p.packageType === 'bag' && !p.isPallet && p.minQuantity <= 1 && p.increment === 1;

describe('given the demo users who may order', () => {
  it.each([
    ['u-retailer-us', 'us', 'delivery', 'lb'],
    ['u-customer-ca', 'canada', 'delivery', 'lb'],
    ['u-customer-mx', 'mx', 'delivery', 'kg'],
    ['u-customer-gt', 'gt', 'pickup', 'quintal'],
    ['u-employee', 'us', 'delivery', 'lb'],
  ])(
    '%s (%s) finds products, favourites and recent orders and places an order (%s, %s)',
    async (userId, market, shipMethod, unit) => {
      const user = await as(userId);
      expect((await user.get<EnableAddToCart>('cart/enableAddToCart')).body).toEqual({
        enabled: true,
        reason: null,
      });

      // The cart the seed left: its defaults come from the user's locale and the account.
      const start = (await user.get<Cart>('cart/fetch')).body;
      expect(start).toMatchObject({
        country: market,
        shipMethod,
        mode: 'truck',
        truckSize: '6.00',
      });
      expect(start.unitOfMeasure).toBe(unit);
      if (start.encCartid) {
        expect(start.cartItems.length).toBeGreaterThanOrEqual(2);
        expect((await user.post('cart/delete', { encCartid: start.encCartid })).status).toBe(200);
      }

      const favourites = (await user.get<{ products: Product[] }>('cart/products/favourite')).body;
      expect(favourites.products.length).toBeGreaterThan(0);
      if (userId !== 'u-employee') {
        const recent = (await user.get<{ products: Product[] }>('cart/recentorderedproducts')).body;
        expect(recent.products.length).toBeGreaterThan(0);
      }

      const catalogue = (await user.get<ProductPage>('cart/availableProducts?limit=100')).body;
      expect(catalogue.totalCount).toBeGreaterThan(20);
      const kinds = new Set<string>();
      for (let offset = 0; offset < catalogue.totalCount; offset += 100) {
        const page = (
          await user.get<ProductPage>(`cart/availableProducts?limit=100&offset=${offset}`)
        ).body;
        for (const p of page.products) kinds.add(p.packageType);
        if (market === 'mx' && page.products.some((p) => p.containerCode)) kinds.add('mx-boxed');
      }
      // Every package type of ordering.md §3 can be ordered in the market.
      expect(kinds.size).toBeGreaterThanOrEqual(14);
      if (market === 'mx') expect(kinds.has('mx-boxed')).toBe(true);

      // About 2.5 tons of one bagged product: over the small-order fee limit, under the truck.
      const bag = catalogue.products.find(simpleBag);
      if (!bag) throw new Error(`no simple bag product in ${market}`);
      const kg = bag.unitOfMeasure === 'kg' ? bag.netWeightPerUnit : bag.netWeightPerUnit * 0.4536;
      const quantity = Math.ceil(2300 / kg);
      const added = await user.post<Cart>('cart/addItems', { items: [{ sku: bag.sku, quantity }] });
      expect(added.status).toBe(200);

      const cart = added.body;
      const rules =
        shipMethod === 'pickup'
          ? (await user.get<LeadTimes>(`cart/plantLeadtime?plantId=${cart.pickUpFrom ?? ''}`)).body
          : (await user.get<LeadTimes>(`cart/leadtime?encCartid=${cart.encCartid ?? ''}`)).body;
      const date = firstSelectableDate(
        ruleFor(shipMethod as 'delivery' | 'pickup', rules),
        rules.today,
        rules.daySpan,
      );
      expect(rules.today).toBe('2026-11-16');
      expect(date).not.toBeNull();
      await user.post('cart/update', {
        requestedDate: date,
        ...(shipMethod === 'pickup' ? { requestedTime: '09:00' } : {}),
        po: `PO-${market.toUpperCase()}-1`,
      });

      const simulation = (await user.post<CartSimulation>('cart/simulate')).body;
      expect(simulation.errors).toEqual([]);
      expect(simulation.valid).toBe(true);
      expect(simulation.pricing.netAmount).toBeGreaterThan(0);

      const placed = await user.post<OrderPlaced>('cart/submit', undefined, {
        'idempotency-key': `journey-${userId}`,
      });
      expect(placed.status).toBe(200);
      expect(placed.body).toMatchObject({ status: 'Placed', shipMethod, lineCount: 1 });
      const detail = (
        await user.get<OrderDetail>(`orders/orderNumber?orderNumber=${placed.body.orderNumber}`)
      ).body;
      expect(detail).toMatchObject({ status: 'Placed', source: 'portal', weightUnit: unit });
      expect(detail.productOrders).toHaveLength(1);
      expect((await user.get<Cart>('cart/fetch')).body.cartItems).toEqual([]);
      const mails = (await user.get<EmailOutbox>('utility/emails')).body.emails;
      expect(mails[0]).toMatchObject({
        kind: 'confirmation',
        orderNumber: placed.body.orderNumber,
      });
    },
    60_000,
  );
});

describe('given the demo users who may not order', () => {
  it.each([
    ['u-customer-br', 'NO_PURCHASE_RIGHTS'],
    ['u-customer-kr', 'NO_PURCHASE_RIGHTS'],
    ['u-pork-us', 'CART_HIDDEN'],
    ['u-marketing', 'NO_PURCHASE_RIGHTS'],
    ['u-admin', 'NO_ACCOUNT'],
  ])('%s is told why add-to-cart is off (%s)', async (userId, reason) => {
    const user = await as(userId);
    expect((await user.get<EnableAddToCart>('cart/enableAddToCart')).body).toEqual({
      enabled: false,
      reason,
    });
  });
});
