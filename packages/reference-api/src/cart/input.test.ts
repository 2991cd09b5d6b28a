/**
 * The cart's input (issue 12): a draft save refuses what submit would refuse later, and an
 * Idempotency-Key belongs to the user who sent it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, OrderPlaced } from '@anp/contract';
import { testServer } from '../../test/test-server';
import type { Db } from '../db/database';
import type { Api } from '../server';

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

const call = (
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

describe('given a cart draft saved with values submit refuses (cart/update)', () => {
  const account = { 'x-account-id': 'acc-u-a-3' };
  const save = (body: Record<string, unknown>) =>
    call(tokenA, 'POST', '/api/cart/update', body, account);

  beforeAll(async () => {
    await call(
      tokenA,
      'POST',
      '/api/cart/addItems',
      { items: [{ sku: '100001', quantity: 100 }] },
      account,
    );
    const ok = await save({ requestedDate: '2026-11-24', po: 'PO-1', note: 'Gate 2' });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  // The fixture's clock: Friday 2026-11-20 in Chicago; the US plant delivers after 2 days.
  it.each<[string, Record<string, unknown>, string, RegExp]>([
    [
      'an e-mail that is not one address',
      { email: 'buyer@x.test; boss@y.test' },
      'body.email',
      /not an e-mail address/,
    ],
    ['a truck size not offered', { truckSize: '7.77' }, 'body.truckSize', /truck sizes offered/],
    [
      'delivery instructions over 120 characters',
      { note: 'n'.repeat(121) },
      'body.note',
      /at most 120/,
    ],
    [
      'delivery instructions with markup',
      { note: '<script>x</script>' },
      'body.note',
      /plain text/,
    ],
    ['a transport mode other than truck', { mode: 'rail' }, 'body.mode', /only transport mode/],
    [
      'a requested date before the lead time',
      { requestedDate: '2026-11-20' },
      'body.requestedDate',
      /too early/,
    ],
    [
      'a requested date past the window',
      { requestedDate: '2027-06-01' },
      'body.requestedDate',
      /too late/,
    ],
    [
      'a requested date the plant does not work',
      { requestedDate: '2026-11-28' },
      'body.requestedDate',
      /does not work/,
    ],
  ])(
    'refuses %s with 400 naming the field, and keeps nothing of the save',
    async (_, body, field, message) => {
      const res = await save({ po: 'PO-CHANGED', ...body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', field });
      expect(res.json<{ message: string }>().message).toMatch(message);
      const cart = (await call(tokenA, 'GET', '/api/cart/fetch', undefined, account)).json<Cart>();
      expect(cart).toMatchObject({ po: 'PO-1', note: 'Gate 2', requestedDate: '2026-11-24' });
    },
  );

  it('saves what submit accepts', async () => {
    const res = await save({
      email: ' buyer@farm.test ',
      truckSize: '12.00',
      note: 'Call before arrival',
      mode: 'truck',
      requestedDate: '2026-11-25',
      po: 'PO-2',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Cart>()).toMatchObject({
      email: 'buyer@farm.test',
      truckSize: '12.00',
      requestedDate: '2026-11-25',
    });
    // Clearing is always allowed.
    const cleared = await save({ email: '', truckSize: null, requestedDate: null, note: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
  });

  it('judges a date under the ship method saved with it', async () => {
    // Pickup has its own lead time; the date is judged against the new ship method's rule.
    const res = await save({ shipMethod: 'pickup', requestedDate: '2026-11-19' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ field: 'body.requestedDate' });
    const cart = (await call(tokenA, 'GET', '/api/cart/fetch', undefined, account)).json<Cart>();
    expect(cart.shipMethod).not.toBe('pickup');
  });
});

describe('given two users who send the same Idempotency-Key (cart/submit)', () => {
  const KEY = 'shared-key-0001';
  const submit = (token: string) =>
    call(tokenA === token ? tokenA : tokenB, 'POST', '/api/cart/submit', undefined, {
      'idempotency-key': KEY,
    });

  it('places an order for each, and each retry answers its own user’s order', async () => {
    await call(tokenA, 'POST', '/api/cart/addItems', { items: [{ sku: '100001', quantity: 100 }] });
    await call(tokenA, 'POST', '/api/cart/update', { requestedDate: '2026-11-24' });
    await call(tokenB, 'POST', '/api/cart/addItems', { items: [{ sku: '200001', quantity: 60 }] });
    await call(tokenB, 'POST', '/api/cart/update', { requestedDate: '2026-11-25' });

    const a = await submit(tokenA);
    expect(a.statusCode, a.body).toBe(200);
    const b = await submit(tokenB);
    expect(b.statusCode, b.body).toBe(200);
    const placedA = a.json<OrderPlaced>();
    const placedB = b.json<OrderPlaced>();
    // B is neither refused nor handed A's order.
    expect(placedB.replayed).toBe(false);
    expect(placedB.orderNumber).not.toBe(placedA.orderNumber);
    expect(placedB.accountId).toMatch(/^acc-u-b-/);

    const againA = (await submit(tokenA)).json<OrderPlaced>();
    const againB = (await submit(tokenB)).json<OrderPlaced>();
    expect(againA).toMatchObject({ orderNumber: placedA.orderNumber, replayed: true });
    expect(againB).toMatchObject({ orderNumber: placedB.orderNumber, replayed: true });
    const rows = await db.query<{ user_id: string }>(
      'SELECT user_id FROM orders WHERE idempotency_key = $1 ORDER BY user_id',
      [KEY],
    );
    expect(rows.map((r) => r.user_id)).toEqual(['u-a', 'u-b']);
  });
});
