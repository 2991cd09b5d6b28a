import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import type { TSchema } from 'typebox';
import { testServer } from '../../test/test-server';
import type { Api } from '../server';
import { FinanceFilter, MemoList, MemoDetail } from '@anp/contract';
import { creditLimitOf, dueDate } from './rules';
import { memoInvoiceNumber } from './views';

let app: Api;
let tokenA: string;
let tokenB: string;

beforeAll(async () => {
  const server = await testServer();
  app = server.app;
  tokenA = await server.tokenFor({ id: 'u-a' });
  tokenB = await server.tokenFor({ id: 'u-b' });
});
afterAll(async () => {
  await app.close();
});

const get = (token: string, url: string, headers: Record<string, string> = {}, server = app) =>
  server.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...headers } });

function shaped<T extends TSchema>(schema: T, body: unknown): unknown {
  const check = Compile(schema);
  expect([...check.Errors(body)].map((e) => `${e.instancePath} ${e.message}`)).toEqual([]);
  return body;
}

const A = { 'x-account-id': 'acc-u-a-9' };

describe('given a memo of the user (finance/details)', () => {
  it('answers every field of the memo tile, new flow for an S4 account', async () => {
    const res = await get(tokenB, '/api/finance/details?memoNumber=8100000061');
    expect(res.statusCode).toBe(200);
    expect(shaped(MemoDetail, res.json())).toEqual({
      memoNumber: '8100000061',
      invoicedNo: 'NC-8100000061',
      memoType: 'credit',
      status: 'Invoiced',
      country: 'mx',
      newFlow: true,
      currencyUsed: 'MXN',
      soldTo: '2000000006',
      soldToName: 'Forrajera u-b 6',
      shipTo: null,
      shipToName: null,
      shipFrom: 'Planta MX',
      originalInvoice: '9100000061',
      originalInvoiceNumber: '9100000061',
      originalInvoiceDate: '2026-10-24',
      orderType: 'sales order',
      orderNumber: '4000000061',
      orderStatus: 'Invoiced',
      orderDate: '2026-10-20',
      orderValue: 6264,
      orderMemoValue: -626.4,
      memoDate: '2026-11-02',
      invoiceDate: '2026-11-02',
      netAmount: 540,
      vat: 86.4,
      grossAmount: 626.4,
      customerPO: 'OC-6101',
    } satisfies MemoDetail);
  });

  it('shows an open debit memo of the default layout without a document number yet', async () => {
    const memo = (await get(tokenA, '/api/finance/details?memoNumber=8200000001')).json();
    expect(memo).toMatchObject({
      memoType: 'debit',
      status: 'Open',
      invoicedNo: null,
      invoiceDate: null,
      newFlow: false,
      country: 'us',
      orderMemoValue: 52,
    });
  });

  it("answers another user's memo exactly like a missing one", async () => {
    const foreign = await get(tokenA, '/api/finance/details?memoNumber=8100000061');
    const missing = await get(tokenA, '/api/finance/details?memoNumber=8999999999');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
  });
});

describe("given the account's memos (finance/memos and finance/filter)", () => {
  const list = async (query: string) => {
    const res = await get(tokenA, `/api/finance/memos${query}`, A);
    expect(res.statusCode).toBe(200);
    const body = shaped(MemoList, res.json()) as MemoList;
    return { numbers: body.memos.map((m) => m.memoNumber), total: body.totalCount };
  };

  it.each([
    ['', ['8200000001', '8100000001', '8100000002'], 3],
    ['?memoType=credit', ['8100000001', '8100000002'], 2],
    ['?status=Open', ['8200000001'], 1],
    ['?from=2026-09-01', ['8200000001', '8100000001'], 2],
    ['?from=2026-07-01&to=2026-09-20', ['8100000001', '8100000002'], 2],
    ['?limit=1&offset=1', ['8100000001'], 3],
    ['?offset=10', [], 3],
  ])('lists %s newest first', async (query, numbers, total) => {
    expect(await list(query)).toEqual({ numbers, total });
  });

  it.each([
    ['?status=open', 'querystring.status'],
    ['?memoType=refund', 'querystring.memoType'],
    ['?from=2026-13-01', 'query.from'],
    ['?from=2026-10-01&to=2026-09-01', 'query.from'],
  ])('refuses %s with 400 on %s', async (query, field) => {
    const res = await get(tokenA, `/api/finance/memos${query}`, A);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
  });

  it('offers the memo types, statuses and years the account has', async () => {
    const res = await get(tokenA, '/api/finance/filter', A);
    expect(shaped(FinanceFilter, res.json())).toMatchObject({
      memoTypes: ['credit', 'debit'],
      statuses: ['Open', 'Invoiced', 'Cancelled'],
      years: [2026],
    });
    const b = await get(tokenB, '/api/finance/filter', { 'x-account-id': 'acc-u-b-6' });
    expect(b.json()).toMatchObject({
      memoTypes: ['credit'],
      statuses: ['Invoiced'],
      years: [2026],
    });
  });

  it("answers another user's account like a missing one", async () => {
    for (const url of ['/api/finance/memos', '/api/finance/filter', '/api/financeData']) {
      const foreign = await get(tokenA, url, { 'x-account-id': 'acc-u-b-6' });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toMatch(/8100000061|Forrajera/);
    }
  });
});

describe('given the receivables rules', () => {
  it.each([
    ['2026-09-05', 'Credit', '2026-10-05'],
    ['2026-09-05', 'Cash', '2026-09-05'],
    ['2026-12-15', 'Credit', '2027-01-14'],
  ])('a document issued %s on %s terms is due %s', (issued, terms, due) => {
    expect(dueDate(issued, terms)).toBe(due);
  });

  it.each([
    ['acc-1', 'us', 'Cash', 0],
    ['acc-u-a-9', 'us', 'Credit', 50_000],
    ['acc-u-b-6', 'mx', 'Credit', 930_000],
  ] as const)('gives %s (%s, %s) a credit limit of %d', (id, market, terms, limit) => {
    expect(creditLimitOf(id, market, terms)).toBe(limit);
  });

  it.each([
    ['8100000001', 'Invoiced', 'NC-8100000001'],
    ['8200000001', 'Cancelled', 'ND-8200000001'],
    ['8100000001', 'Open', null],
  ])('numbers memo %s (%s) as %s', (memo, status, number) => {
    expect(memoInvoiceNumber(memo, status)).toBe(number);
  });
});
