import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import type { TSchema } from 'typebox';
import { testServer } from '../../test/test-server';
import { insertRows, type Db } from '../db/database';
import type { Api } from '../server';
import { listPriceCents } from '../products/catalogue';
import {
  Cart as CartSchema,
  CartRefusal as CartRefusalSchema,
  CartSimulation as CartSimulationSchema,
  OrderPlaced as OrderPlacedSchema,
  ReplicatedCart as ReplicatedCartSchema,
  type Cart,
  type CartRefusal,
  type CartSimulation,
  type EmailOutbox,
  type OrderPlaced,
  type ReplicatedCart,
} from '@anp/contract';

let app: Api;
let db: Db;
let tokenA: string;
let tokenB: string;

beforeAll(async () => {
  const server = await testServer();
  ({ app, db } = server);
  tokenA = await server.tokenFor({ id: 'u-a' });
  tokenB = await server.tokenFor({ id: 'u-b' });
  // A cart from before the ordering fields existed (as the seed makes them).
  await insertRows(
    db,
    'carts',
    ['id', 'user_id', 'account_id'],
    [['cart-a-0', 'u-a', 'acc-u-a-0']],
  );
  await insertRows(
    db,
    'cart_items',
    ['cart_id', 'sku', 'quantity'],
    [
      ['cart-a-0', '100001', 5],
      ['cart-a-0', '100002', 10],
    ],
  );
});
afterAll(async () => {
  await app.close();
});

const headers = (token: string, account?: string) => ({
  authorization: `Bearer ${token}`,
  ...(account ? { 'x-account-id': account } : {}),
});
const get = (token: string, url: string, account?: string) =>
  app.inject({ method: 'GET', url, headers: headers(token, account) });
const post = (
  token: string,
  url: string,
  payload?: unknown,
  account?: string,
  extra: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...headers(token, account), ...extra },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

function shaped<T extends TSchema>(schema: T, body: unknown): unknown {
  const check = Compile(schema);
  expect([...check.Errors(body)].map((e) => `${e.instancePath} ${e.message}`)).toEqual([]);
  return body;
}

const cartOf = async (account: string, token = tokenA) =>
  shaped(CartSchema, (await get(token, '/api/cart/fetch', account)).json()) as Cart;
const lines = (cart: Cart) => cart.cartItems.map((i) => [i.sku, i.itemCount.value]);
const simulate = async (account: string, token = tokenA) => {
  const res = await post(token, '/api/cart/simulate', undefined, account);
  expect(res.statusCode).toBe(200);
  return shaped(CartSimulationSchema, res.json()) as CartSimulation;
};
const codes = (sim: CartSimulation) => sim.errors.map((e) => e.code);

/** The list price of a fixture product, by the seed's own price rule. */
const priceOf = (sku: string, market: 'us' | 'mx') => {
  const rows: Record<string, [string, string, number, 'lb' | 'kg', string | null]> = {
    '100001': ['Complete Feed', 'bag', 50, 'lb', null],
    '100005': ['Mineral', 'tub', 125, 'lb', null],
    '200001': ['Complete Feed', 'bag', 40, 'kg', null],
    '200002': ['Treats', 'box', 1, 'kg', '12'],
  };
  const [category, packageType, net, unitOfMeasure, containerCode] = rows[sku] ?? [];
  return listPriceCents(
    {
      sku,
      category: category as 'Complete Feed',
      packageType: packageType as 'bag',
      netWeightScaled: (net ?? 0) * 10_000,
      unitOfMeasure: unitOfMeasure ?? 'lb',
      containerCode: containerCode ?? null,
    },
    market,
  );
};

describe('given the header badge asks for the cart count (cart/fetch?itemCount=true)', () => {
  const count = (token: string, accountId?: string, query = '?itemCount=true') =>
    get(token, `/api/cart/fetch${query}`, accountId);

  it('counts the lines of the open cart of the selected account', async () => {
    const res = await count(tokenA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ encCartid: 'cart-a-0', cartCount: 2 });
  });

  it('uses the account of the X-Account-Id header', async () => {
    expect((await count(tokenA, 'acc-u-a-0')).json()).toEqual({
      encCartid: 'cart-a-0',
      cartCount: 2,
    });
    expect((await count(tokenA, 'acc-u-a-11')).json()).toEqual({ encCartid: null, cartCount: 0 });
  });

  it("answers another user's account exactly like a missing one", async () => {
    const foreign = await count(tokenB, 'acc-u-a-0');
    const missing = await count(tokenB, 'acc-nobody');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
  });

  it('refuses a bad itemCount with a 400 that names the field', async () => {
    const res = await count(tokenA, undefined, '?itemCount=maybe');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it('needs a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/cart/fetch?itemCount=true' });
    expect(res.statusCode).toBe(401);
  });
});

describe('given the whole cart is fetched (cart/fetch)', () => {
  it('answers an account without a cart with no id, no lines and the defaults', async () => {
    const cart = await cartOf('acc-u-a-11');
    expect(cart).toMatchObject({
      encCartid: null,
      cartItems: [],
      country: 'us',
      shipMethod: 'delivery',
      mode: 'truck',
      paymentTerms: 'Credit',
      truckSize: '6.00',
      email: 'a@test',
      unitOfMeasure: 'lb',
      feeLimit: { quantity: 2, unit: 'Tons' },
      totals: { netWeight: 0, tons: 0, tonUnit: 'Tons' },
    });
    expect(cart.truckSizes.map((t) => t.label)).toEqual([
      '6.00 Tons',
      '12.00 Tons',
      '18.00 Tons',
      '24.00 Tons',
    ]);
  });

  it('gives an older cart its defaults, its lines in the order they were added, and totals', async () => {
    const cart = await cartOf('acc-u-a-0');
    expect(cart).toMatchObject({
      encCartid: 'cart-a-0',
      shipMethod: 'delivery',
      paymentTerms: 'Credit',
      truckSize: '6.00',
      pickUpFrom: 'p-us',
      leadTime: 2,
      totals: { netWeight: 750, pounds: 750, tons: 0.38, tonUnit: 'Tons' },
    });
    expect(lines(cart)).toEqual([
      ['100001', 5],
      ['100002', 10],
    ]);
    expect(cart.cartItems[0]).toMatchObject({
      netWeight: 250,
      unitPrice: priceOf('100001', 'us') / 100,
      itemCount: { value: 5, label: 'bags' },
      rowDisable: false,
    });
  });
});

describe('given products are added (cart/addItems)', () => {
  it('creates the cart when needed and adds to a line already there', async () => {
    const first = await post(
      tokenA,
      '/api/cart/addItems',
      { items: [{ sku: '100001', quantity: 4 }] },
      'acc-u-a-1',
    );
    expect(first.statusCode).toBe(200);
    const created = shaped(CartSchema, first.json()) as Cart;
    expect(created.encCartid).toMatch(/^cart-/);
    const res = await post(
      tokenA,
      '/api/cart/addItems',
      {
        items: [
          { sku: '100005', quantity: 2 },
          { sku: '100001', quantity: 6 },
          { sku: '100005', quantity: 1 },
        ],
      },
      'acc-u-a-1',
    );
    const cart = res.json() as Cart;
    expect(cart.encCartid).toBe(created.encCartid);
    expect(lines(cart)).toEqual([
      ['100001', 10],
      ['100005', 3],
    ]);
    expect((await get(tokenA, '/api/cart/fetch?itemCount=true', 'acc-u-a-1')).json()).toEqual({
      encCartid: created.encCartid,
      cartCount: 2,
    });
  });

  it.each([
    ['an unknown SKU', '999999'],
    ["another market's SKU", '200001'],
    ['a product no longer sold', '100006'],
  ])('refuses %s with 400 and the field, and adds nothing', async (_case, sku) => {
    const res = await post(
      tokenA,
      '/api/cart/addItems',
      {
        items: [
          { sku: '100002', quantity: 1 },
          { sku, quantity: 1 },
        ],
      },
      'acc-u-a-1',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UNKNOWN_PRODUCT', field: 'body.items.1.sku' });
    expect(lines(await cartOf('acc-u-a-1')).map(([s]) => s)).not.toContain('100002');
  });

  it('refuses malformed lines with a 400 VALIDATION', async () => {
    for (const items of [[], [{ sku: '100001', quantity: -1 }], [{ sku: '100001' }]]) {
      const res = await post(tokenA, '/api/cart/addItems', { items }, 'acc-u-a-1');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    }
  });
});

describe('given the cart draft is saved (cart/update)', () => {
  const account = 'acc-u-a-2';
  beforeAll(async () => {
    await post(
      tokenA,
      '/api/cart/addItems',
      {
        items: [
          { sku: '100001', quantity: 10 },
          { sku: '100002', quantity: 20 },
          { sku: '100004', quantity: 50 },
        ],
      },
      account,
    );
  });

  it('keeps the lines not named and keeps a line cleared to null or 0 as an empty entry', async () => {
    const res = await post(
      tokenA,
      '/api/cart/update',
      {
        items: [
          { sku: '100001', quantity: null },
          { sku: '100004', quantity: 0 },
        ],
      },
      account,
    );
    expect(res.statusCode).toBe(200);
    const cart = res.json() as Cart;
    expect(lines(cart)).toEqual([
      ['100001', null],
      ['100002', 20],
      ['100004', 0],
    ]);
    // Empty entries weigh nothing.
    expect(cart.totals.netWeight).toBe(1000);
  });

  it('saves the cart fields, and an invalid draft as it is', async () => {
    const update = {
      items: [{ sku: '100004', quantity: 7, fullPallet: true, pallets: 0.14 }],
      shipMethod: 'pickup',
      requestedDate: '2026-11-21',
      requestedTime: '09:00',
      pickUpFrom: 'p-us2',
      po: 'PO-778',
      note: 'Gate code 4411',
      paymentTerms: 'Cash',
      truckSize: '12.00',
      email: 'orders@farm.test',
      isBagFeeAcknowledged: true,
      isLocalFeeAcknowledge: true,
    };
    const cart = (await post(tokenA, '/api/cart/update', update, account)).json() as Cart;
    expect(cart).toMatchObject({
      shipMethod: 'pickup',
      requestedDate: '2026-11-21',
      requestedTime: '09:00',
      pickUpFrom: 'p-us2',
      po: 'PO-778',
      note: 'Gate code 4411',
      paymentTerms: 'Cash',
      truckSize: '12.00',
      email: 'orders@farm.test',
      isBagFeeAcknowledged: true,
      isLocalFeeAcknowledge: true,
      // The pickup plant's lead time.
      leadTime: 0,
    });
    expect(cart.cartItems.find((i) => i.sku === '100004')).toMatchObject({
      itemCount: { value: 7 },
      fullPallet: true,
      pallet: 0.14,
    });
    // Only what was sent changed.
    const again = (
      await post(tokenA, '/api/cart/update', { po: 'PO-779' }, account)
    ).json() as Cart;
    expect(again).toMatchObject({ po: 'PO-779', note: 'Gate code 4411', shipMethod: 'pickup' });
  });

  it.each([
    ['a SKU not in the cart', { items: [{ sku: '100005', quantity: 1 }] }, 'body.items.0.sku'],
    ['a date that does not exist', { requestedDate: '2026-02-30' }, 'body.requestedDate'],
    ['a pickup plant of another market', { pickUpFrom: 'p-mx' }, 'body.pickUpFrom'],
    ['a time that is not on the hour', { requestedTime: '09:30' }, 'body.requestedTime'],
    ['a purchase order over 35 characters', { po: 'x'.repeat(36) }, 'body.po'],
    ['an unknown field', { colour: 'red' }, 'body'],
  ])('refuses %s with 400 and the field', async (_case, body, field) => {
    const before = await cartOf(account);
    const res = await post(tokenA, '/api/cart/update', body, account);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field });
    expect(await cartOf(account)).toEqual(before);
  });
});

describe('given the cart is simulated (cart/simulate)', () => {
  /** A fresh cart on one of user A's accounts with the given lines and fields. */
  async function cartWith(
    account: string,
    items: { sku: string; quantity: number | null }[],
    fields: Record<string, unknown> = {},
    token = tokenA,
  ) {
    await db.query(
      'DELETE FROM carts WHERE account_id = $1 AND user_id = (SELECT id FROM users WHERE email = $2)',
      [account, token === tokenA ? 'a@test' : 'b@test'],
    );
    const sellable = items.filter((i) => i.sku !== '100006');
    await post(
      token,
      '/api/cart/addItems',
      {
        items: sellable.length
          ? sellable
          : [{ sku: token === tokenA ? '100002' : '200001', quantity: 1 }],
      },
      account,
    );
    if (!sellable.length)
      await post(
        token,
        '/api/cart/remove',
        { sku: token === tokenA ? '100002' : '200001' },
        account,
      );
    const [cart] = await db.query<{ id: string }>('SELECT id FROM carts WHERE account_id = $1', [
      account,
    ]);
    for (const item of items.filter((i) => i.sku === '100006'))
      await insertRows(
        db,
        'cart_items',
        ['cart_id', 'sku', 'quantity'],
        [[cart?.id, item.sku, item.quantity]],
      );
    await post(token, '/api/cart/update', { requestedDate: '2026-11-24', ...fields }, account);
  }

  it('prices every counted line at its list price, and a valid cart has no errors', async () => {
    await cartWith('acc-u-a-3', [
      { sku: '100001', quantity: 100 },
      { sku: '100005', quantity: 4 },
      { sku: '100002', quantity: null },
    ]);
    const sim = await simulate('acc-u-a-3');
    const p1 = priceOf('100001', 'us');
    const p5 = priceOf('100005', 'us');
    expect(sim.pricing).toEqual({
      currency: 'USD',
      lines: [
        { sku: '100001', quantity: 100, unitPrice: p1 / 100, amount: (100 * p1) / 100 },
        { sku: '100005', quantity: 4, unitPrice: p5 / 100, amount: (4 * p5) / 100 },
      ],
      netAmount: (100 * p1 + 4 * p5) / 100,
      vat: 0,
      grossAmount: (100 * p1 + 4 * p5) / 100,
    });
    expect(sim.errors).toEqual([]);
    expect(sim.valid).toBe(true);
    expect(sim.cart.totals).toMatchObject({ netWeight: 5500, tons: 2.75 });
  });

  it.each([
    [
      'CART001: bulk delivery under the bulk minimum',
      [{ sku: '100003', quantity: 2 }],
      {},
      'CART001',
    ],
    ['CART002: heavier than the truck', [{ sku: '100001', quantity: 300 }], {}, 'CART002'],
    [
      'CART003: a holiday',
      [{ sku: '100001', quantity: 100 }],
      { requestedDate: '2026-11-26' },
      'CART003',
    ],
    [
      'CART003: before the lead time',
      [{ sku: '100001', quantity: 100 }],
      { requestedDate: '2026-11-21' },
      'CART003',
    ],
    ['CART003: no date', [{ sku: '100001', quantity: 100 }], { requestedDate: null }, 'CART003'],
    [
      'CART004: a product no longer sold',
      [
        { sku: '100001', quantity: 100 },
        { sku: '100006', quantity: 2 },
      ],
      {},
      'CART004',
    ],
    [
      'CART005: under the pallet minimum',
      [
        { sku: '100001', quantity: 100 },
        { sku: '100004', quantity: 7 },
      ],
      {},
      'CART005',
    ],
    [
      'CART006: small bag order without the fee acknowledged',
      [{ sku: '100001', quantity: 10 }],
      {},
      'CART006',
    ],
  ])('reports %s', async (_case, items, fields, code) => {
    await cartWith('acc-u-a-4', items, fields);
    const sim = await simulate('acc-u-a-4');
    expect(codes(sim)).toEqual([code]);
    expect(sim.valid).toBe(false);
    expect(sim.errors[0]).toMatchObject({ code, message: expect.any(String) });
  });

  it('accepts a small bag order once the fee is acknowledged', async () => {
    await cartWith('acc-u-a-4', [{ sku: '100001', quantity: 10 }], {
      isBagFeeAcknowledged: true,
      isLocalFeeAcknowledge: true,
    });
    const sim = await simulate('acc-u-a-4');
    expect(sim.errors).toEqual([]);
    expect(sim.cart.isBagMOQMet).toBe(false);
  });

  it('reports MXCART001 for Mexican boxed and bulk products on one order, priced with VAT', async () => {
    await cartWith(
      'acc-u-b-1',
      [
        { sku: '200002', quantity: 10 },
        { sku: '200003', quantity: 5 },
      ],
      { requestedDate: '2026-11-25' },
      tokenB,
    );
    const sim = await simulate('acc-u-b-1', tokenB);
    expect(codes(sim)).toEqual(['MXCART001']);
    // 10 boxes of 12 x 1 kg and 5 tons of bulk, in kg.
    expect(sim.cart.totals).toMatchObject({ netWeight: 5120, tonUnit: 'MT' });
    expect(sim.pricing.currency).toBe('MXN');
    expect(sim.pricing.vat).toBeCloseTo(sim.pricing.netAmount * 0.16, 2);
  });

  it('lists every issue of a cart with several problems, in code order', async () => {
    await cartWith(
      'acc-u-a-4',
      [
        { sku: '100001', quantity: 300 },
        { sku: '100004', quantity: 7 },
        { sku: '100006', quantity: 1 },
      ],
      { requestedDate: '2026-11-22' },
    );
    expect(codes(await simulate('acc-u-a-4'))).toEqual([
      'CART002',
      'CART003',
      'CART004',
      'CART005',
    ]);
  });
});

describe('given an order is placed (cart/submit)', () => {
  const account = 'acc-u-a-5';
  const submit = (key: string | undefined, token = tokenA, acc = account) =>
    post(
      token,
      '/api/cart/submit',
      undefined,
      acc,
      key === undefined ? {} : { 'idempotency-key': key },
    );

  async function fillCart(acc = account) {
    await post(
      tokenA,
      '/api/cart/addItems',
      {
        items: [
          { sku: '100001', quantity: 100 },
          { sku: '100005', quantity: 4 },
          { sku: '100002', quantity: null },
        ],
      },
      acc,
    );
    await post(
      tokenA,
      '/api/cart/update',
      {
        requestedDate: '2026-11-24',
        po: 'PO-9001',
        note: 'Call before arrival',
      },
      acc,
    );
  }

  it('needs an Idempotency-Key of 8 to 128 letters, digits, - or _', async () => {
    for (const key of [undefined, 'short', 'has spaces in it', 'x'.repeat(129), 'ünïcødé-key']) {
      const res = await submit(key);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        field: expect.stringContaining('idempotency-key'),
      });
    }
  });

  it('answers 400 with the field for what is missing, and places nothing', async () => {
    const empty = await submit('empty-cart-key-1');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION', field: 'items' });
    await fillCart();
    await post(
      tokenA,
      '/api/cart/update',
      { shipMethod: 'pickup', pickUpFrom: null, requestedTime: null },
      account,
    );
    const pickup = await submit('missing-pickup-1');
    expect(pickup.statusCode).toBe(400);
    expect(['requestedTime', 'pickUpFrom']).toContain(pickup.json().field);
    await post(tokenA, '/api/cart/update', { shipMethod: 'delivery', paymentTerms: '' }, account);
    expect((await submit('missing-terms-1')).json()).toMatchObject({ field: 'paymentTerms' });
    await post(tokenA, '/api/cart/update', { paymentTerms: 'Credit' }, account);
    const [n] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE account_id = $1',
      [account],
    );
    expect(n?.n).toBe(0);
  });

  it('refuses an invalid cart with 422, the first code and its params, and every issue', async () => {
    await post(tokenA, '/api/cart/addItems', { items: [{ sku: '100004', quantity: 7 }] }, account);
    // A save refuses a plant holiday (issue 12); a date saved before the plant closed that day
    // is still in the cart, and submit refuses it.
    await db.query(
      "UPDATE carts SET requested_date = '2026-11-26' WHERE user_id = 'u-a' AND account_id = $1",
      [account],
    );
    const res = await submit('invalid-cart-key-1');
    expect(res.statusCode).toBe(422);
    const body = shaped(CartRefusalSchema, res.json()) as CartRefusal;
    expect(body.code).toBe('CART003');
    expect(body.params).toMatchObject({ problem: 'BLOCKED' });
    expect(body.errors.map((e) => e.code)).toEqual(['CART003', 'CART005']);
    await post(tokenA, '/api/cart/remove', { sku: '100004' }, account);
    await post(tokenA, '/api/cart/update', { requestedDate: '2026-11-24' }, account);
  });

  it('places exactly one order for five concurrent calls with one key', async () => {
    const [highest] = await db.query<{ n: string }>('SELECT max(order_number) AS n FROM orders');
    const results = await Promise.all(Array.from({ length: 5 }, () => submit('place-once-0001')));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const bodies = results.map((r) => shaped(OrderPlacedSchema, r.json()) as OrderPlaced);
    expect(new Set(bodies.map((b) => b.orderNumber)).size).toBe(1);
    expect(bodies.filter((b) => !b.replayed)).toHaveLength(1);
    const placed = bodies[0] as OrderPlaced;
    expect(placed.orderNumber).toBe(String(Number(highest?.n) + 1));
    const p1 = priceOf('100001', 'us');
    const p5 = priceOf('100005', 'us');
    expect(placed).toMatchObject({
      status: 'Placed',
      // The plant's day, as the orders list and detail show it (issue 14).
      orderDate: '2026-11-20',
      accountId: account,
      shipMethod: 'delivery',
      requestedDate: '2026-11-24',
      requestedTime: null,
      po: 'PO-9001',
      email: 'a@test',
      lineCount: 2,
      totals: { netWeight: 5500, tons: 2.75, tonUnit: 'Tons' },
      unitOfMeasure: 'lb',
      pricing: { currency: 'USD', netAmount: (100 * p1 + 4 * p5) / 100 },
    });
    const orders = await db.query<Record<string, unknown>>(
      `SELECT order_number, status, type, source, user_id, requested_date::text AS requested_date,
              ship_method, po, note, payment_terms, truck_size, plant_id, currency,
              net_amount::float8 AS net, total_weight::float8 AS weight, weight_unit,
              modifiable_until, idempotency_key, order_date::text AS order_date
         FROM orders WHERE account_id = $1`,
      [account],
    );
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      order_number: placed.orderNumber,
      status: 'Placed',
      type: 'sales order',
      source: 'portal',
      user_id: 'u-a',
      requested_date: '2026-11-24',
      ship_method: 'delivery',
      po: 'PO-9001',
      note: 'Call before arrival',
      payment_terms: 'Credit',
      truck_size: '6.00 Tons',
      plant_id: 'p-us',
      currency: 'USD',
      net: (100 * p1 + 4 * p5) / 100,
      weight: 5500,
      weight_unit: 'lb',
      idempotency_key: 'place-once-0001',
      order_date: '2026-11-20',
    });
    expect(new Date(orders[0]?.modifiable_until as string).toISOString()).toBe(
      '2026-11-23T15:00:00.000Z',
    );
    expect(
      await db.query(
        'SELECT line_no, sku, quantity::float8 AS q, net_weight::float8 AS w FROM order_lines WHERE order_number = $1 ORDER BY line_no',
        [placed.orderNumber],
      ),
    ).toEqual([
      { line_no: 1, sku: '100001', q: 100, w: 5000 },
      { line_no: 2, sku: '100005', q: 4, w: 500 },
    ]);
  });

  it('leaves the cart empty and the confirmation in the outbox', async () => {
    expect((await get(tokenA, '/api/cart/fetch?itemCount=true', account)).json()).toEqual({
      encCartid: null,
      cartCount: 0,
    });
    const { emails } = (await get(tokenA, '/api/utility/emails')).json() as EmailOutbox;
    const [placed] = await db.query<{ order_number: string }>(
      'SELECT order_number FROM orders WHERE account_id = $1',
      [account],
    );
    const mail = emails.find((e) => e.orderNumber === placed?.order_number);
    expect(mail).toMatchObject({ kind: 'confirmation', to: 'a@test' });
    expect(mail?.body).toContain('Purchase order: PO-9001');
    expect(mail?.body).toContain('Delivery instructions: Call before arrival');
  });

  it('answers a retry with the same key with the same order, after the cart is gone', async () => {
    const retry = await submit('place-once-0001');
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ replayed: true, lineCount: 2 });
    const [n] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE account_id = $1',
      [account],
    );
    expect(n?.n).toBe(1);
  });

  it('never reveals an order to another user who sends its key: the key is theirs', async () => {
    // B's own (empty) cart is judged under B's own use of the key.
    const res = await submit('place-once-0001', tokenB, 'acc-u-b-0');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'items' });
    expect(JSON.stringify(res.json())).not.toMatch(/400000|acc-u-a/);
  });

  it('places a pickup order from the chosen plant', async () => {
    await fillCart('acc-u-a-6');
    await post(
      tokenA,
      '/api/cart/update',
      {
        shipMethod: 'pickup',
        pickUpFrom: 'p-us2',
        requestedDate: '2026-11-21',
        requestedTime: '10:00',
      },
      'acc-u-a-6',
    );
    const res = await submit('pickup-order-0001', tokenA, 'acc-u-a-6');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ shipMethod: 'pickup', requestedTime: '10:00' });
    const [order] = await db.query<{ plant_id: string; truck_size: string | null }>(
      'SELECT plant_id, truck_size FROM orders WHERE idempotency_key = $1',
      ['pickup-order-0001'],
    );
    expect(order).toEqual({ plant_id: 'p-us2', truck_size: null });
  });
});

describe('given lines are removed, carts deleted and orders replicated', () => {
  it('removes a line, and answers 404 for a product not in the cart', async () => {
    await post(
      tokenA,
      '/api/cart/addItems',
      {
        items: [
          { sku: '100001', quantity: 3 },
          { sku: '100002', quantity: 3 },
        ],
      },
      'acc-u-a-7',
    );
    const res = await post(tokenA, '/api/cart/remove', { sku: '100001' }, 'acc-u-a-7');
    expect(lines(res.json() as Cart)).toEqual([['100002', 3]]);
    const again = await post(tokenA, '/api/cart/remove', { sku: '100001' }, 'acc-u-a-7');
    expect(again.statusCode).toBe(404);
  });

  it("deletes the user's own cart only", async () => {
    const cart = await cartOf('acc-u-a-7');
    const foreign = await post(tokenB, '/api/cart/delete', { encCartid: cart.encCartid });
    expect(foreign.statusCode).toBe(404);
    const own = await post(tokenA, '/api/cart/delete', { encCartid: cart.encCartid });
    expect(own.json()).toEqual({ deleted: true });
    expect((await cartOf('acc-u-a-7')).encCartid).toBeNull();
  });

  it('adds the lines of an earlier order, skipping products no longer sold', async () => {
    const res = await post(
      tokenA,
      '/api/cart/replicate',
      { orderNumber: '4000000101' },
      'acc-u-a-0',
    );
    expect(res.statusCode).toBe(200);
    const cart = shaped(CartSchema, res.json()) as Cart;
    expect(cart.invalidSkus).toEqual(['100006']);
    expect(lines(cart)).toEqual([
      ['100001', 15],
      ['100002', 10],
    ]);
  });

  it('answers 404 for an order of another account or user', async () => {
    for (const [account, order] of [
      ['acc-u-a-1', '4000000101'],
      ['acc-u-a-0', '4000000201'],
    ]) {
      const res = await post(tokenA, '/api/cart/replicate', { orderNumber: order }, account);
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('given an order is ordered again with a summary of each line (issue 17)', () => {
  const replicate = async (orderNumber: string, account = 'acc-u-a-8', token = tokenA) =>
    post(token, '/api/cart/replicate', { orderNumber }, account);

  beforeAll(async () => {
    // An order of account acc-u-a-8 with one line of each outcome.
    await db.query(
      `INSERT INTO orders SELECT '4000000109', 'acc-u-a-8', ship_to_id, user_id, type, source,
         status, invoiced_no, order_date, requested_date, requested_time, ship_method, po, mode,
         note, payment_terms, truck_size, plant_id, currency, net_amount, vat, gross_amount,
         total_weight, weight_unit, modifiable_until, NULL, created_at
         FROM orders WHERE order_number = '4000000101'`,
    );
    const list = (priceOf('100001', 'us') / 100).toFixed(2);
    await insertRows(
      db,
      'order_lines',
      ['order_number', 'line_no', 'sku', 'quantity', 'pallets', 'unit_price', 'net_weight'],
      [
        ['4000000109', 1, '100001', 10, 0, list, '500.0000'], // as it was
        ['4000000109', 2, '100002', 5, 0, '30.00', '200.0000'], // dearer then, 40 lb bags then
        ['4000000109', 3, '100004', 70, 0, '18.00', '3500.0000'], // pallet-only, 50 a pallet now
        ['4000000109', 4, '100006', 4, 0, '21.00', '200.0000'], // sold nowhere now
        ['4000000109', 5, '200001', 2, 0, '20.00', '176.3698'], // sold in Mexico only
      ],
    );
  });

  it('adds, corrects and skips each line, and reports what changed', async () => {
    const res = await replicate('4000000109');
    expect(res.statusCode).toBe(200);
    const cart = shaped(ReplicatedCartSchema, res.json()) as ReplicatedCart;
    const { summary } = cart;
    expect(summary.orderNumber).toBe('4000000109');
    expect(summary.currency).toBe('USD');
    expect(summary.weightUnit).toBe('lb');
    expect(summary.added.map((l) => [l.sku, l.quantity, l.countLabel])).toEqual([
      ['100001', 10, 'bags'],
      ['100002', 5, 'bags'],
      ['100004', 100, 'bags'],
    ]);
    expect(summary.corrected).toEqual([
      {
        sku: '100004',
        title: 'Sow Lactation Pellet Pallet',
        ordered: 70,
        quantity: 100,
        countLabel: 'bags',
        rule: 'PALLET_ERROR',
      },
    ]);
    expect(summary.changed).toHaveLength(2);
    const [grower, sow] = summary.changed;
    expect(grower?.sku).toBe('100002');
    expect(grower?.price?.before).toBe(30);
    expect(grower?.price?.after).toBeLessThan(29.7);
    expect(grower?.pack).toEqual({
      before: { packageType: null, unitWeight: 40 },
      after: { packageType: 'bag', unitWeight: 50 },
    });
    expect(sow?.sku).toBe('100004');
    expect(sow?.pack).toBeNull();
    expect(summary.notAdded.map((l) => [l.sku, l.reason, l.quantity])).toEqual([
      ['100006', 'discontinued', 4],
      ['200001', 'notSoldInMarket', 2],
    ]);
    expect(cart.invalidSkus).toEqual(['100006', '200001']);
    expect(lines(cart)).toEqual([
      ['100001', 10],
      ['100002', 5],
      ['100004', 100],
    ]);
    // The cart holds them for the next read too.
    expect(lines(await cartOf('acc-u-a-8'))).toEqual(lines(cart));
  });

  it('adds the quantities again to a cart that already holds the products', async () => {
    const cart = (await replicate('4000000109')).json() as ReplicatedCart;
    expect(lines(cart)).toEqual([
      ['100001', 20],
      ['100002', 10],
      ['100004', 200],
    ]);
  });

  it('words the count labels in the label language', async () => {
    const res = await post(
      tokenA,
      '/api/cart/replicate',
      { orderNumber: '4000000109' },
      'acc-u-a-8',
      { 'x-language': 'es' },
    );
    const { summary } = res.json() as ReplicatedCart;
    expect(summary.added[0]?.countLabel).toBe('bultos');
  });

  it("answers 404 for another account's order and changes no cart", async () => {
    const before = lines(await cartOf('acc-u-a-8'));
    const foreign = await replicate('4000000201');
    expect(foreign.statusCode).toBe(404);
    const otherUser = await replicate('4000000109', 'acc-u-b-0', tokenB);
    expect(otherUser.statusCode).toBe(404);
    const missing = await replicate('4999999999');
    expect(missing.statusCode).toBe(404);
    expect(lines(await cartOf('acc-u-a-8'))).toEqual(before);
  });

  it('refuses unknown properties in the request', async () => {
    const res = await post(
      tokenA,
      '/api/cart/replicate',
      { orderNumber: '4000000109', merge: true },
      'acc-u-a-8',
    );
    expect(res.statusCode).toBe(400);
  });
});
