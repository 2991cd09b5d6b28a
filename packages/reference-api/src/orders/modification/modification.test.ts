import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import type { TSchema } from 'typebox';
import { testServer } from '../../../test/test-server';
import type { Api } from '../../server';
import type { Db } from '../../db/database';
import { ModifiedOrderList, ModifyResult, OrderDetail } from '@anp/contract';

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

const post = (token: string, url: string, payload: unknown, server = app) =>
  server.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    payload: payload as Record<string, unknown>,
  });
const get = (token: string, url: string) =>
  app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

function shaped<T extends TSchema>(schema: T, body: unknown): unknown {
  const check = Compile(schema);
  expect([...check.Errors(body)].map((e) => `${e.instancePath} ${e.message}`)).toEqual([]);
  return body;
}

const update = (payload: Record<string, unknown>, token = tokenA) =>
  post(token, '/api/updateModifiedOrder', payload);
const drafts = async (token = tokenA) =>
  (
    shaped(
      ModifiedOrderList,
      (await get(token, '/api/modifiedOrderList')).json(),
    ) as ModifiedOrderList
  ).drafts;
const detail = async (order: string, token = tokenA) =>
  shaped(
    OrderDetail,
    (await get(token, `/api/orders/orderNumber?orderNumber=${order}`)).json(),
  ) as OrderDetail;

describe('given a Placed order before its cut-off (4000000003, cut-off 24 Nov, 21:00 UTC)', () => {
  it('answers a call naming no change with the order as a draft, and saves nothing', async () => {
    // The modify page opens with this call: a look at the page must leave no draft behind.
    const res = await update({ orderNumber: '4000000003', apply: false });
    expect(res.statusCode).toBe(200);
    const result = shaped(ModifyResult, res.json()) as ModifyResult;
    expect(result.draft?.lines.map((l) => [l.sku, l.quantity, l.originalQuantity])).toEqual([
      ['100001', 20, 20],
      ['100004', 100, 100],
      ['100005', 2, 2],
    ]);
    expect(await drafts()).toEqual([]);
  });

  it('saves a draft of the changes without touching the order', async () => {
    const res = await update({
      orderNumber: '4000000003',
      lines: [{ sku: '100001', quantity: 30 }],
      apply: false,
    });
    expect(res.statusCode).toBe(200);
    const result = shaped(ModifyResult, res.json()) as ModifyResult;
    expect(result.applied).toBe(false);
    expect(result.draft).toMatchObject({
      orderNumber: '4000000003',
      requestedDate: '2026-11-27',
      po: 'PO-ABC-1',
      note: '',
      modifiableUntil: '2026-11-24T21:00:00.000Z',
      updatedAt: '2026-11-20T16:00:00.000Z',
    });
    expect(result.draft?.lines.map((l) => [l.sku, l.quantity, l.originalQuantity])).toEqual([
      ['100001', 30, 20],
      ['100004', 100, 100],
      ['100005', 2, 2],
    ]);
    expect(result.draft?.lines[1]).toMatchObject({
      isPallet: true,
      perPalletCount: 50,
      minQuantity: 50,
    });
    expect((await detail('4000000003')).productOrders[0]?.quantity).toBe(20);
  });

  it('keeps earlier changes when a later save names other fields, and lists the draft', async () => {
    await update({
      orderNumber: '4000000003',
      requestedDate: '2026-11-30',
      po: ' PO-NEW ',
      apply: false,
    });
    const [draft, ...rest] = await drafts();
    expect(rest).toEqual([]);
    expect(draft).toMatchObject({
      orderNumber: '4000000003',
      requestedDate: '2026-11-30',
      po: 'PO-NEW',
    });
    expect(draft?.lines[0]?.quantity).toBe(30);
    expect(await drafts(tokenB)).toEqual([]);
  });

  it('deletes the draft, then answers 404 for it', async () => {
    const res = await post(tokenA, '/api/deleteModifiedOrderDraft', { orderNumber: '4000000003' });
    expect(res.json()).toEqual({ deleted: true });
    expect(await drafts()).toEqual([]);
    const again = await post(tokenA, '/api/deleteModifiedOrderDraft', {
      orderNumber: '4000000003',
    });
    expect(again.statusCode).toBe(404);
  });

  it.each([
    [{ lines: [{ sku: '100004', quantity: 75 }] }, 400, 'QUANTITY_RULE', 'body.lines.0.quantity'],
    [{ lines: [{ sku: '100001', quantity: 2.5 }] }, 400, 'QUANTITY_RULE', 'body.lines.0.quantity'],
    [
      {
        lines: [
          { sku: '100001', quantity: 20 },
          { sku: '100004', quantity: 60 },
        ],
      },
      400,
      'QUANTITY_RULE',
      'body.lines.1.quantity',
    ],
    [{ lines: [{ sku: '100002', quantity: 5 }] }, 400, 'UNKNOWN_PRODUCT', 'body.lines.0.sku'],
    [{ lines: [{ sku: '200001', quantity: 5 }] }, 400, 'UNKNOWN_PRODUCT', 'body.lines.0.sku'],
    [
      {
        lines: [
          { sku: '100001', quantity: 5 },
          { sku: '100001', quantity: 6 },
        ],
      },
      400,
      'VALIDATION',
      'body.lines.1.sku',
    ],
    [
      {
        lines: [
          { sku: '100001', quantity: 0 },
          { sku: '100004', quantity: 0 },
          { sku: '100005', quantity: 0 },
        ],
      },
      400,
      'VALIDATION',
      'body.lines',
    ],
    [{ requestedDate: '2026-11-26' }, 400, 'DATE_PROBLEM', 'body.requestedDate'],
    [{ requestedDate: '2026-11-21' }, 400, 'DATE_PROBLEM', 'body.requestedDate'],
    [{ requestedDate: '2027-03-01' }, 400, 'DATE_PROBLEM', 'body.requestedDate'],
    [{ requestedDate: '2026-02-30' }, 400, 'VALIDATION', 'body.requestedDate'],
    [{ note: 'Gate <b>2</b>' }, 400, 'VALIDATION', 'body.note'],
  ])(
    'refuses to apply %j (%i %s on %s) and changes nothing',
    async (change, status, code, field) => {
      const before = await detail('4000000003');
      const res = await update({ orderNumber: '4000000003', ...change, apply: true });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ code, field });
      expect(await detail('4000000003')).toEqual(before);
    },
  );

  it('applies the saved draft: quantities, removed line, date, PO, note; totals recomputed; draft gone', async () => {
    await update({
      orderNumber: '4000000003',
      lines: [
        { sku: '100001', quantity: 30 },
        { sku: '100005', quantity: 0 },
      ],
      requestedDate: '2026-11-30',
      po: 'PO-NEW',
      note: 'Gate 2, call ahead',
      apply: false,
    });
    const res = await update({ orderNumber: '4000000003', apply: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ applied: true, draft: null });
    const order = await detail('4000000003');
    expect(order).toMatchObject({
      status: 'Placed',
      requestedDate: '2026-11-30',
      po: 'PO-NEW',
      note: 'Gate 2, call ahead',
      netAmount: 2400,
      vat: 0,
      grossAmount: 2400,
      totalWeight: 6500,
      modifiableUntil: '2026-11-29T15:00:00.000Z',
      modifiable: true,
    });
    expect(
      order.productOrders.map((l) => [l.sku, l.quantity, l.pallets, l.netWeight, l.amount]),
    ).toEqual([
      ['100001', 30, 0, 1500, 600],
      ['100004', 100, 2, 5000, 1800],
    ]);
    expect(await drafts()).toEqual([]);
  });

  it('applies changes sent with apply: true directly, with the market VAT (Mexico 16%)', async () => {
    const res = await update(
      { orderNumber: '4000000054', lines: [{ sku: '200001', quantity: 30 }], apply: true },
      tokenB,
    );
    expect(res.statusCode).toBe(200);
    expect(await detail('4000000054', tokenB)).toMatchObject({
      netAmount: 13500,
      vat: 2160,
      grossAmount: 15660,
      totalWeight: 1200,
      requestedDate: '2026-11-30',
    });
  });
});

describe('given orders that can no longer be modified', () => {
  it.each([
    ['4000000004', 'CUTOFF_PASSED'],
    ['4000000005', 'NOT_MODIFIABLE'],
    ['4000000001', 'NOT_MODIFIABLE'],
    ['4000000006', 'NOT_MODIFIABLE'],
  ])('refuses to save or apply changes to %s with 409 %s', async (order, code) => {
    for (const apply of [false, true]) {
      const res = await update({
        orderNumber: order,
        lines: [{ sku: '100001', quantity: 10 }],
        apply,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code });
    }
  });

  it('refuses after the cut-off by the server clock (injected)', async () => {
    const late = await testServer({ now: () => new Date('2026-11-24T21:00:00Z') });
    try {
      const token = await late.tokenFor({ id: 'u-a' });
      const res = await post(
        token,
        '/api/updateModifiedOrder',
        { orderNumber: '4000000003', po: 'late', apply: false },
        late.app,
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CUTOFF_PASSED' });
      const early = await post(
        token,
        '/api/updateModifiedOrder',
        { orderNumber: '4000000004', po: 'late', apply: false },
        late.app,
      );
      expect(early.json()).toMatchObject({ code: 'CUTOFF_PASSED' });
    } finally {
      await late.app.close();
    }
  });

  it("answers another user's order like a missing one, and never lists their drafts", async () => {
    await update({ orderNumber: '4000000054', po: 'B-DRAFT', apply: false }, tokenB);
    const foreign = await update({ orderNumber: '4000000054', po: 'mine', apply: false });
    const missing = await update({ orderNumber: '4999999999', po: 'mine', apply: false });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(
      (await post(tokenA, '/api/deleteModifiedOrderDraft', { orderNumber: '4000000054' }))
        .statusCode,
    ).toBe(404);
    expect(await drafts()).toEqual([]);
    expect((await drafts(tokenB)).map((d) => d.po)).toEqual(['B-DRAFT']);
    const [row] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM modified_order_drafts WHERE order_number = '4000000054'",
    );
    expect(row?.n).toBe(1);
  });
});
