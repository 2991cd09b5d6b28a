import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import type { TSchema } from 'typebox';
import { testServer } from '../../test/test-server';
import type { Api } from '../server';
import { FinanceData, FinanceFilter, MemoList, MemoDetail } from '@anp/contract';
import { creditLimitOf, dueDate, paidOn, receivableState } from './rules';
import { memoInvoiceNumber } from './views';

let app: Api;
let tokenA: string;
let tokenB: string;
let movableToken: string;
/** A second server whose clock the receivables tests move. */
let movable: Api;
let clock = new Date('2026-11-20T16:00:00Z');

beforeAll(async () => {
  const server = await testServer();
  app = server.app;
  tokenA = await server.tokenFor({ id: 'u-a' });
  tokenB = await server.tokenFor({ id: 'u-b' });
  const second = await testServer({ now: () => clock });
  movable = second.app;
  movableToken = await second.tokenFor({ id: 'u-a' });
});
afterAll(async () => {
  await app.close();
  await movable.close();
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
    expect(shaped(FinanceFilter, res.json())).toEqual({
      memoTypes: ['credit', 'debit'],
      statuses: ['Open', 'Invoiced', 'Cancelled'],
      years: [2026],
    });
    const b = await get(tokenB, '/api/finance/filter', { 'x-account-id': 'acc-u-b-6' });
    expect(b.json()).toEqual({ memoTypes: ['credit'], statuses: ['Invoiced'], years: [2026] });
  });

  it("answers another user's account like a missing one", async () => {
    for (const url of ['/api/finance/memos', '/api/finance/filter', '/api/financeData']) {
      const foreign = await get(tokenA, url, { 'x-account-id': 'acc-u-b-6' });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toMatch(/8100000061|Forrajera/);
    }
  });
});

describe("given the account's receivables (financeData)", () => {
  it('sums unpaid invoices and issued memos, the overdue part and the credit left', async () => {
    const res = await get(tokenB, '/api/financeData', { 'x-account-id': 'acc-u-b-6' });
    expect(shaped(FinanceData, res.json())).toEqual({
      accountId: 'acc-u-b-6',
      currency: 'MXN',
      // 6,264.00 (9100000061, due 23 Nov) + 5,220.00 (9100000068, due 8 Nov) - 626.40 (credit)
      openBalance: 10857.6,
      overdue: 5220,
      creditLimit: 930000,
      availableCredit: 919142.4,
      openInvoices: 2,
      openCredits: 1,
      lastInvoiceDate: '2026-10-24',
    } satisfies FinanceData);
  });

  it.each([
    // 9100000001 (1,040.00, issued 5 Sep, paid 25 Sep) and the credit memo NC-8100000001
    // (104.00, issued 20 Sep, paid 13 Oct) are open on 21 Sep.
    ['2026-09-21T17:00:00Z', 936, 1, 1, '2026-09-05'],
    // The credit memo request 4000000007 (60.00, issued 4 Jun, paid 30 Jun) is a credit.
    ['2026-06-10T17:00:00Z', -60, 0, 1, '2026-06-04'],
    ['2026-12-31T17:00:00Z', 0, 0, 0, '2026-09-05'],
  ])('on %s the balance is %d', async (at, balance, invoices, credits, last) => {
    clock = new Date(at);
    const data = (await get(movableToken, '/api/financeData', A, movable)).json() as FinanceData;
    const limit = creditLimitOf('acc-u-a-9', 'us', 'Credit');
    expect(data).toEqual({
      accountId: 'acc-u-a-9',
      currency: 'USD',
      openBalance: balance,
      overdue: 0,
      creditLimit: limit,
      availableCredit: limit - balance,
      openInvoices: invoices,
      openCredits: credits,
      lastInvoiceDate: last,
    });
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

  it('pays Cash documents within 5 days and Credit ones 10 days early to 15 days late', () => {
    for (let i = 0; i < 500; i += 1) {
      const cash = paidOn(`C${i}`, '2026-03-01', 'Cash');
      expect(cash >= '2026-03-01' && cash <= '2026-03-06').toBe(true);
      const credit = paidOn(`R${i}`, '2026-03-01', 'Credit');
      expect(credit >= '2026-03-21' && credit <= '2026-04-15').toBe(true);
    }
  });

  it.each([
    ['2026-10-08', { open: true, overdue: false }],
    ['2026-11-08', { open: true, overdue: false }],
    ['2026-11-09', { open: true, overdue: true }],
    ['2026-11-20', { open: true, overdue: true }],
    ['2026-11-21', { open: false, overdue: false }],
  ])('an invoice paid late is, on %s, %j', (today, state) => {
    expect(receivableState('9100000068', '2026-10-09', 'Credit', today)).toEqual(state);
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
