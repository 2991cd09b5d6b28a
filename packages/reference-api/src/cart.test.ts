import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer } from './test-support';
import { insertRows } from './db/database';
import type { Api } from './server';

let app: Api;
let tokenA: string;
let tokenB: string;

beforeAll(async () => {
  const server = await testServer();
  app = server.app;
  tokenA = await server.tokenFor({ id: 'u-a' });
  tokenB = await server.tokenFor({ id: 'u-b' });
  const product = (sku: string) => [
    sku,
    `Feed ${sku}`,
    'MASH',
    'bag',
    'feed',
    'pork',
    50,
    'lb',
    40,
    false,
    true,
    1,
    1,
    null,
    ['us'],
    `/api/assets/products/${sku}.svg`,
    'A feed.',
  ];
  await insertRows(
    server.db,
    'products',
    [
      'sku',
      'title',
      'form_code',
      'package_type',
      'category',
      'species',
      'net_weight_per_unit',
      'unit_of_measure',
      'per_pallet_count',
      'is_pallet',
      'is_pallet_and_non_pallet_allowed',
      'min_quantity',
      'increment',
      'container_code',
      'markets',
      'image_path',
      'description',
    ],
    [product('100001'), product('100002'), product('100003')],
  );
  await insertRows(
    server.db,
    'carts',
    ['id', 'user_id', 'account_id'],
    [['cart-a-0', 'u-a', 'acc-u-a-0']],
  );
  await insertRows(
    server.db,
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

const count = (token: string, accountId?: string, query = '?itemCount=true') =>
  app.inject({
    method: 'GET',
    url: `/api/cart/fetch${query}`,
    headers: {
      authorization: `Bearer ${token}`,
      ...(accountId ? { 'x-account-id': accountId } : {}),
    },
  });

describe('given the header badge asks for the cart count (cart/fetch?itemCount=true)', () => {
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
    // Another of the user's accounts, without a cart yet.
    expect((await count(tokenA, 'acc-u-a-3')).json()).toEqual({ encCartid: null, cartCount: 0 });
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
