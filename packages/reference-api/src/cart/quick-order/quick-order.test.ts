import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import {
  QuickOrderCheckResult as ResultSchema,
  type Cart,
  type QuickOrderCheckResult,
} from '@anp/contract';
import { testServer } from '../../../test/test-server';
import { insertRows, type Db } from '../../db/database';
import type { Api } from '../../server';

// cart/quickorder/check (issue 17): each line's outcome, the account's customer material
// numbers and their isolation, the cap, unknown properties, the hidden cart; and cart/addItems
// taking the 500 lines a check allows in one request.

let app: Api;
let db: Db;
let tokenA: string;
let tokenB: string;

beforeAll(async () => {
  const server = await testServer();
  ({ app, db } = server);
  tokenA = await server.tokenFor({ id: 'u-a' });
  tokenB = await server.tokenFor({ id: 'u-b' });
  await insertRows(
    db,
    'customer_materials',
    ['account_id', 'material_number', 'sku'],
    [
      ['acc-u-a-0', 'RT-1001', '100001'],
      ['acc-u-a-0', 'RT-1004', '100004'],
    ],
  );
});
afterAll(async () => {
  await app.close();
});

const check = (token: string, payload: unknown, account?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/cart/quickorder/check',
    headers: {
      authorization: `Bearer ${token}`,
      ...(account ? { 'x-account-id': account } : {}),
    },
    payload: payload as Record<string, unknown>,
  });

const shaped = Compile(ResultSchema);

async function judged(
  lines: { reference: string; quantity: number | null }[],
  token = tokenA,
  account = 'acc-u-a-0',
) {
  const res = await check(token, { lines }, account);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<QuickOrderCheckResult>();
  expect([...shaped.Errors(body)]).toEqual([]);
  return body;
}

describe('POST cart/quickorder/check', () => {
  it('answers every line, in the order sent, with its outcome and a suggested correction', async () => {
    const body = await judged([
      { reference: '100001', quantity: 40 },
      { reference: 'rt-1004', quantity: 100 },
      { reference: '999999', quantity: 5 },
      { reference: '100006', quantity: 5 },
      { reference: '200001', quantity: 5 },
      { reference: '100003', quantity: 1 },
      { reference: 'RT-1004', quantity: 70 },
      { reference: '100001', quantity: 1.5 },
      { reference: '100002', quantity: null },
      { reference: '100005', quantity: 0 },
    ]);
    expect(body.weightUnit).toBe('lb');
    expect(
      body.lines.map((l) => [l.reference, l.status, l.sku, l.rule, l.suggestion, l.reason]),
    ).toEqual([
      ['100001', 'ok', '100001', null, null, null],
      ['rt-1004', 'ok', '100004', null, null, null],
      ['999999', 'unknown', null, null, null, null],
      ['100006', 'notOrderable', '100006', null, null, 'discontinued'],
      ['200001', 'notOrderable', '200001', null, null, 'notSoldInMarket'],
      ['100003', 'quantityInvalid', '100003', 'MIN_ERROR', 2, null],
      ['RT-1004', 'quantityInvalid', '100004', 'PALLET_ERROR', 100, null],
      ['100001', 'quantityInvalid', '100001', 'INCREMENT_ERROR', 2, null],
      ['100002', 'quantityInvalid', '100002', 'MISSING', 1, null],
      ['100005', 'quantityInvalid', '100005', 'MISSING', 1, null],
    ]);
    const [bySku, byMaterial] = body.lines;
    expect(bySku).toMatchObject({
      matchedBy: 'sku',
      customerMaterialNumber: 'RT-1001',
      title: 'Layer 16% Crumble 50 lb',
      countLabel: 'bags',
      unitWeight: 50,
      quantity: 40,
    });
    expect(byMaterial).toMatchObject({
      matchedBy: 'customerMaterial',
      customerMaterialNumber: 'RT-1004',
      rules: { minQuantity: 50, increment: 50, perPalletCount: 50, isPallet: true },
    });
  });

  it('writes nothing to the cart', async () => {
    const before = await app.inject({
      method: 'GET',
      url: '/api/cart/fetch',
      headers: { authorization: `Bearer ${tokenA}`, 'x-account-id': 'acc-u-a-0' },
    });
    await judged([{ reference: '100001', quantity: 40 }]);
    const after = await app.inject({
      method: 'GET',
      url: '/api/cart/fetch',
      headers: { authorization: `Bearer ${tokenA}`, 'x-account-id': 'acc-u-a-0' },
    });
    expect(after.json<Cart>().cartItems).toEqual(before.json<Cart>().cartItems);
  });

  it("keeps an account's customer material numbers to that account", async () => {
    // Another account of the same user has none; another user's account is not theirs.
    const other = await judged([{ reference: 'RT-1001', quantity: 40 }], tokenA, 'acc-u-a-1');
    expect(other.lines[0]!.status).toBe('unknown');
    const mx = await judged([{ reference: 'RT-1001', quantity: 40 }], tokenB, 'acc-u-b-0');
    expect(mx.lines[0]!.status).toBe('unknown');
    const foreign = await check(
      tokenB,
      { lines: [{ reference: 'RT-1001', quantity: 1 }] },
      'acc-u-a-0',
    );
    expect(foreign.statusCode).toBeGreaterThanOrEqual(400);
    expect(foreign.body).not.toContain('100001');
  });

  it('answers in kg for a kg market, with the label language of the user', async () => {
    const body = await judged([{ reference: '200002', quantity: 60 }], tokenB, 'acc-u-b-0');
    expect(body.weightUnit).toBe('kg');
    // Mexico's boxes weigh their container code times the unit (12 × 1 kg).
    expect(body.lines[0]).toMatchObject({ status: 'ok', unitWeight: 12 });
  });

  it('takes 500 lines and refuses 501 with a clear error', async () => {
    const line = { reference: '100001', quantity: 1 };
    const ok = await judged(Array.from({ length: 500 }, () => line));
    expect(ok.lines).toHaveLength(500);
    const over = await check(
      tokenA,
      { lines: Array.from({ length: 501 }, () => line) },
      'acc-u-a-0',
    );
    expect(over.statusCode).toBe(400);
    expect(over.json<{ code: string; message: string }>().message).toMatch(/500/);
    const none = await check(tokenA, { lines: [] }, 'acc-u-a-0');
    expect(none.statusCode).toBe(400);
  });

  it('refuses unknown properties in the body and in a line (400)', async () => {
    const extraBody = await check(
      tokenA,
      { lines: [{ reference: '100001', quantity: 1 }], mode: 'x' },
      'acc-u-a-0',
    );
    expect(extraBody.statusCode).toBe(400);
    const extraLine = await check(
      tokenA,
      { lines: [{ reference: '100001', quantity: 1, unit: 'qq' }] },
      'acc-u-a-0',
    );
    expect(extraLine.statusCode).toBe(400);
    const blank = await check(tokenA, { lines: [{ reference: '', quantity: 1 }] }, 'acc-u-a-0');
    expect(blank.statusCode).toBe(400);
  });

  it('is refused where the cart is hidden (the configuration flag off)', async () => {
    await db.query(
      `INSERT INTO feature_toggles (name, enabled, description) VALUES ('cartEnabled', false, 'cart')
       ON CONFLICT (name) DO UPDATE SET enabled = false`,
    );
    try {
      const res = await check(
        tokenA,
        { lines: [{ reference: '100001', quantity: 1 }] },
        'acc-u-a-0',
      );
      expect(res.statusCode).toBe(403);
      expect(res.json<{ code: string }>().code).toBe('CART_HIDDEN');
    } finally {
      await db.query("UPDATE feature_toggles SET enabled = true WHERE name = 'cartEnabled'");
    }
  });
});

describe('POST cart/addItems takes the 500 lines a check allows', () => {
  it('adds 500 lines in one request (the same product summed)', async () => {
    const headers = { authorization: `Bearer ${tokenA}`, 'x-account-id': 'acc-u-a-2' };
    const res = await app.inject({
      method: 'POST',
      url: '/api/cart/addItems',
      headers,
      payload: { items: Array.from({ length: 500 }, () => ({ sku: '100002', quantity: 1 })) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Cart>().cartItems.find((i) => i.sku === '100002')?.itemCount.value).toBe(500);
    const over = await app.inject({
      method: 'POST',
      url: '/api/cart/addItems',
      headers,
      payload: { items: Array.from({ length: 501 }, () => ({ sku: '100002', quantity: 1 })) },
    });
    expect(over.statusCode).toBe(400);
  });
});
