import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import type { TSchema } from 'typebox';
import { testServer } from '../test/test-server';
import type { Api } from './server';
import type { Db } from './db/database';
import {
  CategoryList,
  EmailOutbox,
  EmailSent,
  EnableAddToCart,
  FavouriteProducts,
  LeadTimes,
  OrderDetail,
  OrderOptions,
  ProductPage,
  RecentProducts,
  TruckSizes,
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
});
afterAll(async () => {
  await app.close();
});

function get(token: string, url: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
}
function post(token: string, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, ...headers },
    payload: payload as Record<string, unknown>,
  });
}

/** Asserts the body matches the contract's schema and returns it. */
function shaped<T extends TSchema>(schema: T, body: unknown): unknown {
  const check = Compile(schema);
  expect([...check.Errors(body)].map((e) => `${e.instancePath} ${e.message}`)).toEqual([]);
  return body;
}

describe('given the order builder lists products (cart/availableProducts)', () => {
  it("lists the account's market's products by title, priced in its currency", async () => {
    const res = await get(tokenA, '/api/cart/availableProducts');
    expect(res.statusCode).toBe(200);
    const page = shaped(ProductPage, res.json()) as ProductPage;
    expect(page.totalCount).toBe(5);
    expect(page.products.map((p) => p.sku)).toEqual([
      '100005',
      '100003',
      '100002',
      '100001',
      '100004',
    ]);
    expect(page.products.every((p) => p.currency === 'USD' && p.listPrice > 0)).toBe(true);
    expect(page.products.find((p) => p.sku === '100002')?.isFavourite).toBe(true);
    expect(page.products.find((p) => p.sku === '100001')).toMatchObject({
      countLabel: 'bags',
      productItemWeight: { itemMajorValue: 50, itemMinorValue: 50, itemDefaultValue: 50 },
    });
  });

  it.each([
    ['hog', ['100003', '100002']],
    ['HOG pellet', ['100002']],
    ['p1603', ['100003']],
    ['100005', ['100005']],
    ['hog tub', []],
    ['50%', []],
  ])('searching %j finds %j (every word, title, SKU or form code)', async (term, skus) => {
    const res = await get(
      tokenA,
      `/api/cart/availableProducts?searchTerm=${encodeURIComponent(term)}`,
    );
    expect((res.json() as ProductPage).products.map((p) => p.sku)).toEqual(skus);
  });

  it('filters by category and pages', async () => {
    const minerals = (await get(tokenA, '/api/cart/availableProducts?category=Mineral')).json();
    expect((minerals as ProductPage).products.map((p) => p.sku)).toEqual(['100005']);
    const page = (await get(tokenA, '/api/cart/availableProducts?limit=2&offset=2')).json();
    expect(page).toMatchObject({ totalCount: 5, offset: 2, limit: 2 });
    expect((page as ProductPage).products.map((p) => p.sku)).toEqual(['100002', '100001']);
  });

  it('shows Mexican boxed products with their container code as the weight multiplier', async () => {
    const res = await get(tokenB, '/api/cart/availableProducts?searchTerm=caja', {
      'x-language': 'es',
    });
    const [box] = (res.json() as ProductPage).products;
    expect(box).toMatchObject({
      sku: '200002',
      containerCode: '12',
      countLabel: 'cajas',
      currency: 'MXN',
      productItemWeight: { itemMinorValue: 1, itemMajorValue: 12, itemDefaultValue: 12 },
    });
  });

  it('answers 400 NO_ACCOUNT without a selected account', async () => {
    await db.query("UPDATE user_accounts SET selected = false WHERE user_id = 'u-b'");
    try {
      const res = await get(tokenB, '/api/cart/availableProducts');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'NO_ACCOUNT', field: 'headers.x-account-id' });
      const enable = await get(tokenB, '/api/cart/enableAddToCart');
      expect(enable.json()).toEqual({ enabled: false, reason: 'NO_ACCOUNT' });
    } finally {
      await db.query(
        "UPDATE user_accounts SET selected = (account_id = 'acc-u-b-0') WHERE user_id = 'u-b'",
      );
    }
  });
});

describe('given categories, recent products and favourites', () => {
  it('counts the categories of the market, named in the interface language', async () => {
    const res = await get(tokenB, '/api/categories', { 'x-language': 'es' });
    expect(shaped(CategoryList, res.json())).toEqual({
      categories: [
        { id: 'Complete Feed', name: 'Alimento completo', count: 2 },
        { id: 'Treats', name: 'Premios', count: 1 },
      ],
    });
  });

  it('lists recently ordered products newest first, without those no longer sold', async () => {
    const res = await get(tokenA, '/api/cart/recentorderedproducts');
    const body = shaped(RecentProducts, res.json()) as RecentProducts;
    expect(
      body.products.map((p) => [p.sku, p.lastOrderedDate, p.lastQuantity, p.lastOrderNumber]),
    ).toEqual([
      ['100001', '2026-10-15', 12, '4000000102'],
      ['100005', '2026-10-15', 3, '4000000102'],
    ]);
  });

  it('marks and unmarks favourites idempotently', async () => {
    const mark = () =>
      post(tokenA, '/api/cart/products/favourite', { sku: '100003', favourite: true });
    expect((await mark()).json()).toEqual({ sku: '100003', favourite: true });
    expect((await mark()).statusCode).toBe(200);
    const list = shaped(
      FavouriteProducts,
      (await get(tokenA, '/api/cart/products/favourite')).json(),
    );
    // 100006 is a favourite no longer sold: not listed.
    expect((list as FavouriteProducts).products.map((p) => p.sku)).toEqual(['100003', '100002']);
    const unmark = () =>
      post(tokenA, '/api/cart/products/favourite', { sku: '100003', favourite: false });
    expect((await unmark()).statusCode).toBe(200);
    expect((await unmark()).json()).toEqual({ sku: '100003', favourite: false });
    const after = (await get(tokenA, '/api/cart/products/favourite')).json() as FavouriteProducts;
    expect(after.products.map((p) => p.sku)).toEqual(['100002']);
  });

  it('refuses to favourite a product of another market', async () => {
    const res = await post(tokenA, '/api/cart/products/favourite', {
      sku: '200001',
      favourite: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UNKNOWN_PRODUCT', field: 'body.sku' });
  });
});

describe('given the cart options of an account', () => {
  it('offers ship methods, payment terms, pickup plants, categories and limits', async () => {
    await db.query("UPDATE accounts SET payment_terms = 'Cash' WHERE id = 'acc-u-a-0'");
    const res = await get(tokenA, '/api/cart/orderoptions');
    expect(shaped(OrderOptions, res.json())).toEqual({
      shipMethods: ['delivery', 'pickup'],
      defaultShipMethod: 'delivery',
      paymentTerms: ['Cash', 'Credit'],
      defaultPaymentTerms: 'Cash',
      modes: ['truck'],
      pickupLocations: [
        { id: 'p-us', code: 'US01', name: 'Plant US', address: 'United States' },
        { id: 'p-us2', code: 'US02', name: 'Plant US Two', address: 'United States' },
      ],
      productCategories: ['Complete Feed', 'Mineral'],
      deliveryInstructionMaxLength: 120,
      poMaxLength: 35,
      feeLimit: { quantity: 2, unit: 'Tons' },
      newBusiness: false,
    });
    await db.query("UPDATE accounts SET payment_terms = 'Credit' WHERE id = 'acc-u-a-0'");
  });

  it.each([
    ['u-a', 'Tons', { quantity: 2, unit: 'Tons' }],
    ['u-b', 'MT', { quantity: 2, unit: 'MT' }],
  ])('gives %s truck sizes in %s and its fee limit', async (user, unit, feeLimit) => {
    const token = user === 'u-a' ? tokenA : tokenB;
    const sizes = shaped(TruckSizes, (await get(token, '/api/cart/truckSizes')).json());
    expect(sizes).toEqual({
      truckSizes: [6, 12, 18, 24].map((capacity) => ({
        value: `${capacity}.00`,
        label: `${capacity}.00 ${unit}`,
        capacity,
        unit,
      })),
      defaultValue: '6.00',
    });
    expect((await get(token, '/api/cart/orderoptions')).json()).toMatchObject({ feeLimit });
  });

  it('enables add-to-cart for a purchasing user of a market that shows the cart', async () => {
    const res = await get(tokenA, '/api/cart/enableAddToCart');
    expect(shaped(EnableAddToCart, res.json())).toEqual({ enabled: true, reason: null });
  });

  it('says why add-to-cart is off: no purchase group, or a market or unit that hides the cart', async () => {
    await db.query("UPDATE users SET groups = '{}' WHERE id = 'u-a'");
    expect((await get(tokenA, '/api/cart/enableAddToCart')).json()).toEqual({
      enabled: false,
      reason: 'NO_PURCHASE_RIGHTS',
    });
    await db.query(
      "UPDATE users SET groups = '{DXP_CAN_AccGrp_Purchase_Products}' WHERE id = 'u-a'",
    );
    await db.query("UPDATE accounts SET business_unit = 'pork' WHERE id = 'acc-u-a-0'");
    expect((await get(tokenA, '/api/cart/enableAddToCart')).json()).toEqual({
      enabled: false,
      reason: 'CART_HIDDEN',
    });
    await db.query("UPDATE accounts SET business_unit = 'feed' WHERE id = 'acc-u-a-0'");
    expect((await get(tokenA, '/api/cart/enableAddToCart')).json()).toMatchObject({
      enabled: true,
    });
  });
});

describe('given the date rules of plants (fixed clock: Friday 2026-11-20, 10:00 in Chicago)', () => {
  it("answers the account's plant with its holidays within the day span", async () => {
    const res = await get(tokenA, '/api/cart/leadtime');
    expect(shaped(LeadTimes, res.json())).toEqual({
      plantId: 'p-us',
      plantName: 'Plant US',
      today: '2026-11-20',
      daySpan: 45,
      delivery: {
        currentDateDisabled: false,
        leadTime: 2,
        workingDays: [1, 2, 3, 4, 5],
        plantHolidays: [
          { holidayDate: '2026-11-26', name: 'Thanksgiving Day', kind: 'holiday' },
          { holidayDate: '2026-12-25', name: 'Christmas Day', kind: 'holiday' },
          { holidayDate: '2026-12-30', name: 'Year-end inventory count', kind: 'closing' },
        ],
      },
      pickup: {
        currentDateDisabled: false,
        leadTime: 1,
        workingDays: [1, 2, 3, 4, 5],
        plantHolidays: [
          { holidayDate: '2026-11-26', name: 'Thanksgiving Day', kind: 'holiday' },
          { holidayDate: '2026-12-25', name: 'Christmas Day', kind: 'holiday' },
          { holidayDate: '2026-12-30', name: 'Year-end inventory count', kind: 'closing' },
        ],
      },
      pickupHours: { start: 8, end: 16 },
    });
  });

  it('names the closed days in the X-Language where known, else in the market language', async () => {
    const res = await get(tokenA, '/api/cart/plantLeadtime?plantId=p-us', { 'x-language': 'es' });
    const body = shaped(LeadTimes, res.json()) as { delivery: { plantHolidays: unknown[] } };
    expect(body.delivery.plantHolidays).toEqual([
      { holidayDate: '2026-11-26', name: 'Thanksgiving Day', kind: 'holiday' },
      { holidayDate: '2026-12-25', name: 'Navidad', kind: 'holiday' },
      { holidayDate: '2026-12-30', name: 'Inventario de fin de año', kind: 'closing' },
    ]);
  });

  it('answers a pickup plant of the market, and 404 for a plant of another market', async () => {
    const res = await get(tokenA, '/api/cart/plantLeadtime?plantId=p-us2');
    expect(res.json()).toMatchObject({ plantId: 'p-us2', daySpan: 30, pickup: { leadTime: 0 } });
    const foreign = await get(tokenA, '/api/cart/plantLeadtime?plantId=p-mx');
    const missing = await get(tokenA, '/api/cart/plantLeadtime?plantId=p-nowhere');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
  });

  it('disables today after the 14:00 cut-off of the plant', async () => {
    const late = await testServer({ now: () => new Date('2026-11-20T20:30:00Z') });
    try {
      const token = await late.tokenFor({ id: 'u-a' });
      const res = await late.app.inject({
        method: 'GET',
        url: '/api/cart/leadtime',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.json()).toMatchObject({
        today: '2026-11-20',
        delivery: { currentDateDisabled: true },
        pickup: { currentDateDisabled: true },
      });
    } finally {
      await late.app.close();
    }
  });
});

describe('given an order of the user (orders/orderNumber)', () => {
  it('answers its detail with products and shipping details', async () => {
    const res = await get(tokenA, '/api/orders/orderNumber?orderNumber=4000000102');
    expect(res.statusCode).toBe(200);
    const order = shaped(OrderDetail, res.json()) as OrderDetail;
    expect(order).toMatchObject({
      orderNumber: '4000000102',
      status: 'Invoiced',
      orderDate: '2026-10-15',
      account: { id: 'acc-u-a-0', country: 'us' },
      shippingDetails: { shipFromName: 'Plant US', shipFromCode: 'US01' },
    });
    expect(order.productOrders.map((l) => [l.sku, l.quantity, l.amount])).toEqual([
      ['100001', 12, 246],
      ['100005', 3, 180],
    ]);
  });

  it("answers another user's order exactly like a missing one", async () => {
    const foreign = await get(tokenA, '/api/orders/orderNumber?orderNumber=4000000201');
    const missing = await get(tokenA, '/api/orders/orderNumber?orderNumber=4999999999');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
  });
});

describe('given order confirmations by e-mail', () => {
  it('records the alternate e-mail in the outbox with the order listed as text', async () => {
    const res = await post(tokenA, '/api/utility/sendConfirmationAltEmail', {
      orderNumber: '4000000102',
      email: 'buyer@farm.test',
    });
    expect(res.statusCode).toBe(200);
    const sent = shaped(EmailSent, res.json()) as EmailSent;
    expect(sent).toMatchObject({ sent: true, to: 'buyer@farm.test' });
    const outbox = shaped(EmailOutbox, (await get(tokenA, '/api/utility/emails')).json());
    const [mail] = (outbox as EmailOutbox).emails;
    expect(mail).toMatchObject({
      id: sent.messageId,
      kind: 'alt-confirmation',
      to: 'buyer@farm.test',
      subject: 'Order confirmation 4000000102',
      orderNumber: '4000000102',
    });
    expect(mail?.body).toContain('Order number: 4000000102');
    expect(mail?.body).toContain('Order date: 15-Oct-2026');
    expect(mail?.body).toContain(
      '1. Layer 16% Crumble 50 lb (100001): 12 x 20.50 USD = 246.00 USD',
    );
    expect(mail?.body).toContain('Total: 100.00 USD');
  });

  it('sends again to the own address, newest first, in the user language', async () => {
    await db.query("UPDATE users SET language = 'es' WHERE id = 'u-b'");
    const res = await post(tokenB, '/api/utility/sendEmail', { orderNumber: '4000000201' });
    expect(res.json()).toMatchObject({ sent: true, to: 'b@test' });
    await post(tokenB, '/api/utility/sendConfirmationAltEmail', {
      orderNumber: '4000000201',
      email: 'compras@granja.test',
    });
    const { emails } = (await get(tokenB, '/api/utility/emails')).json() as EmailOutbox;
    expect(emails.map((e) => [e.kind, e.to])).toEqual([
      ['alt-confirmation', 'compras@granja.test'],
      ['confirmation', 'b@test'],
    ]);
    expect(emails[1]?.subject).toBe('Confirmación del pedido 4000000201');
    expect(emails[1]?.body).toContain('Fecha del pedido: 20-Oct-2026');
  });

  it.each([
    ['not an address', 'buyer-at-farm'],
    ['empty', ''],
    ['two addresses', 'a@x.test, b@x.test'],
  ])('refuses an alternate address that is %s', async (_case, email) => {
    const res = await post(tokenA, '/api/utility/sendConfirmationAltEmail', {
      orderNumber: '4000000102',
      email,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it("never sends another user's order, and never shows another user's outbox", async () => {
    const res = await post(tokenA, '/api/utility/sendEmail', { orderNumber: '4000000201' });
    expect(res.statusCode).toBe(404);
    const { emails } = (await get(tokenA, '/api/utility/emails')).json() as EmailOutbox;
    expect(emails.every((e) => e.orderNumber !== '4000000201')).toBe(true);
  });
});
