import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import type { TSchema } from 'typebox';
import { testServer } from '../../test/test-server';
import type { Api } from '../server';
import type { Db } from '../db/database';
import { OrderDetail, OrderList, type OrderListRow } from '@anp/contract';

let app: Api;
let db: Db;
let tokenA: string;
let tokenB: string;
let tokenEmployee: string;
let tokenAdmin: string;

/** User A's orders account (us) and user B's (mx). */
const A = { 'x-account-id': 'acc-u-a-9' };
const B = { 'x-account-id': 'acc-u-b-7' };

beforeAll(async () => {
  const server = await testServer();
  ({ app, db } = server);
  tokenA = await server.tokenFor({ id: 'u-a' });
  tokenB = await server.tokenFor({ id: 'u-b' });
  // Internal staff linked to A's and B's order accounts: an employee and a user-management admin.
  await db.query(
    `INSERT INTO users (id, email, first_name, last_name, locale, language, country, user_type,
            customer_type, business_unit, groups, password_hash)
     VALUES ('u-emp', 'emp@test', 'Erin', 'Employee', 'en_US', 'en', 'us', 'Internal', 'Employee',
             'feed', ARRAY['DXP_Internal_Users', 'DXP_CAN_AccGrp_Purchase_Products'], 'x'),
            ('u-adm', 'adm@test', 'Ada', 'Admin', 'en_US', 'en', 'us', 'Internal', 'Employee',
             'feed', ARRAY['DXP_Internal_Users', 'DXP_CAN_AccGrp_User_Management'], 'x')`,
  );
  await db.query(
    `INSERT INTO user_accounts (user_id, account_id, is_primary, selected) VALUES
       ('u-emp', 'acc-u-a-9', true, true), ('u-emp', 'acc-u-b-7', false, false),
       ('u-adm', 'acc-u-a-9', true, true), ('u-adm', 'acc-u-b-7', false, false)`,
  );
  tokenEmployee = await server.tokenFor({ id: 'u-emp' });
  tokenAdmin = await server.tokenFor({ id: 'u-adm' });
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

function shaped<T extends TSchema>(schema: T, body: unknown): unknown {
  const check = Compile(schema);
  expect([...check.Errors(body)].map((e) => `${e.instancePath} ${e.message}`)).toEqual([]);
  return body;
}

async function list(query: string, headers = A, token = tokenA): Promise<OrderList> {
  const res = await get(token, `/api/orders/ordersandmemos${query.replace(/ /g, '%20')}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return shaped(OrderList, res.json()) as OrderList;
}

const numbers = (page: OrderList) => page.rows.map((r) => r.orderNumber);

describe('given the orders list of an account (orders/ordersandmemos)', () => {
  it('lists orders and memos together, newest first, ties by number, with the total', async () => {
    const page = await list('');
    expect(page.totalCount).toBe(10);
    expect(page.rows.map((r) => [r.orderDate, r.orderNumber, r.kind])).toEqual([
      ['2026-11-18', '4000000003', 'order'],
      ['2026-11-16', '4000000005', 'order'],
      ['2026-11-15', '8200000001', 'memo'],
      ['2026-11-12', '4000000004', 'order'],
      ['2026-11-10', '4000000002', 'order'],
      ['2026-10-02', '4000000006', 'order'],
      ['2026-09-20', '8100000001', 'memo'],
      ['2026-09-01', '4000000001', 'order'],
      ['2026-07-01', '8100000002', 'memo'],
      ['2026-06-01', '4000000007', 'order'],
    ]);
  });

  it('describes an order row and a memo row', async () => {
    const page = await list('');
    expect(page.rows.find((r) => r.orderNumber === '4000000003')).toMatchObject({
      kind: 'order',
      type: 'sales order',
      status: 'Placed',
      requestedDate: '2026-11-27',
      po: 'PO-ABC-1',
      currency: 'USD',
      netAmount: 2320,
      lineCount: 3,
      accountId: 'acc-u-a-9',
      modifiable: true,
      modifiableUntil: '2026-11-24T21:00:00.000Z',
      cancelledInvoice: false,
      originalOrderNumber: null,
    } satisfies Partial<OrderListRow>);
    expect(page.rows.find((r) => r.orderNumber === '8100000001')).toMatchObject({
      kind: 'memo',
      type: 'credit memo',
      status: 'Invoiced',
      invoicedNo: 'NC-8100000001',
      po: 'PO-7001',
      requestedDate: null,
      lineCount: 0,
      totalWeight: null,
      grossAmount: 104,
      modifiable: false,
      originalOrderNumber: '4000000001',
    });
  });

  it.each([
    ['status=Placed', ['4000000003', '4000000004']],
    ['status=placed, scheduled', ['4000000003', '4000000005', '4000000004']],
    ['status=Cancelled', ['4000000006', '8100000002']],
    ['status=Open', ['8200000001']],
    ['type=credit memo', ['8100000001', '8100000002']],
    ['type=credit memo request', ['4000000007']],
    ['type=sales order&status=Invoiced', ['4000000001']],
    ['kind=memo', ['8200000001', '8100000001', '8100000002']],
    ['kind=order&from=2026-11-12&to=2026-11-16', ['4000000005', '4000000004']],
    ['from=2026-11-15&to=2026-11-15', ['8200000001']],
    [
      'search=40000000',
      [
        '4000000003',
        '4000000005',
        '4000000004',
        '4000000002',
        '4000000006',
        '4000000001',
        '4000000007',
      ],
    ],
    ['search=810', ['8100000001', '8100000002']],
    ['search=po-7', ['8200000001', '4000000002', '8100000001', '4000000001']],
    ['search=PO-abc', ['4000000003']],
    ['search=%25', []],
    ['search=000000003', []],
  ])('filters with %s', async (query, expected) => {
    expect(numbers(await list(`?${query}`))).toEqual(expected);
  });

  it.each([
    ['sort=orderNumber&direction=asc', ['4000000001', '4000000002', '4000000003']],
    ['sort=amount', ['4000000003', '4000000002', '4000000001']],
    ['sort=requestedDate&kind=order', ['4000000003', '4000000005', '4000000004']],
    ['sort=po&direction=asc&kind=order', ['4000000001', '4000000002', '4000000003']],
    ['sort=status&kind=memo', ['8100000002', '8100000001', '8200000001']],
  ])('sorts with %s', async (query, first) => {
    expect(numbers(await list(`?${query}`)).slice(0, 3)).toEqual(first);
  });

  it('pages with offset and limit, the total staying the same', async () => {
    const all = numbers(await list(''));
    const first = await list('?limit=4');
    const second = await list('?limit=4&offset=4');
    const past = await list('?limit=4&offset=40');
    expect([...numbers(first), ...numbers(second)]).toEqual(all.slice(0, 8));
    expect([first.totalCount, second.totalCount, past.totalCount]).toEqual([10, 10, 10]);
    expect(past.rows).toEqual([]);
    expect(second).toMatchObject({ offset: 4, limit: 4 });
  });

  it('lists only orders through GET orders', async () => {
    const res = await get(tokenA, '/api/orders?limit=100', A);
    const page = shaped(OrderList, res.json()) as OrderList;
    expect(page.totalCount).toBe(7);
    expect(page.rows.every((r) => r.kind === 'order')).toBe(true);
    expect(
      numbers(
        shaped(OrderList, (await get(tokenA, '/api/orders?kind=memo', A)).json()) as OrderList,
      ),
    ).toEqual([]);
  });

  it("uses the user's selected account without X-Account-Id", async () => {
    const page = await list('', {} as typeof A);
    expect(page.rows.every((r) => r.accountId === 'acc-u-a-0')).toBe(true);
    expect(numbers(page)).toEqual(['4000000102', '4000000101']);
  });

  it.each([
    ['?status=Shipping', 'query.status'],
    ['?type=sales', 'query.type'],
    ['?from=2026-02-30', 'query.from'],
    ['?from=2026-11-20&to=2026-11-01', 'query.from'],
    ['?sort=price', 'querystring.sort'],
    ['?limit=0', 'querystring.limit'],
    ['?kind=all', 'querystring.kind'],
  ])('refuses %s with 400 on %s', async (query, field) => {
    const res = await get(tokenA, `/api/orders/ordersandmemos${query}`, A);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field });
  });

  it("answers another user's account like a missing one", async () => {
    const foreign = await get(tokenA, '/api/orders/ordersandmemos', B);
    const missing = await get(tokenA, '/api/orders/ordersandmemos', { 'x-account-id': 'nope' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
  });
});

describe('given the documents an order offers (documents in the list and the detail)', () => {
  const docs = async (token: string, headers: typeof A) =>
    Object.fromEntries(
      (await list('?kind=order', headers, token)).rows.map((r) => [r.orderNumber, r.documents]),
    );

  it('offers a customer outside Mexico a pro-forma invoice before invoicing', async () => {
    const us = await docs(tokenA, A);
    expect(us['4000000001']).toEqual({
      invoice: true,
      packlist: true,
      coa: true,
      invoiceProForma: false,
    });
    expect(us['4000000002']).toEqual({
      invoice: true,
      packlist: true,
      coa: true,
      invoiceProForma: true,
    });
    expect(us['4000000003']).toEqual({
      invoice: true,
      packlist: false,
      coa: false,
      invoiceProForma: true,
    });
    expect(us['4000000006']).toEqual({
      invoice: false,
      packlist: false,
      coa: false,
      invoiceProForma: false,
    });
  });

  it('offers the invoice in Mexico only once invoiced, a cancelled invoice included', async () => {
    const mx = await docs(tokenB, B);
    expect(mx['4000000051']).toEqual({
      invoice: true,
      packlist: true,
      coa: true,
      invoiceProForma: false,
    });
    expect(mx['4000000052']).toEqual({
      invoice: true,
      packlist: false,
      coa: false,
      invoiceProForma: false,
    });
    expect(mx['4000000053']).toEqual({
      invoice: false,
      packlist: true,
      coa: true,
      invoiceProForma: false,
    });
    expect(mx['4000000054']).toEqual({
      invoice: false,
      packlist: false,
      coa: false,
      invoiceProForma: false,
    });
    const row = (await list('?search=4000000052', B, tokenB)).rows[0];
    expect(row).toMatchObject({
      status: 'Cancelled',
      cancelledInvoice: true,
      invoicedNo: '9100000052',
    });
  });

  it('hides the not-yet-invoiced invoice from internal users, not from user-management admins', async () => {
    expect((await docs(tokenEmployee, A))['4000000002']).toMatchObject({
      invoice: false,
      packlist: true,
    });
    expect((await docs(tokenEmployee, A))['4000000001']).toMatchObject({ invoice: true });
    expect((await docs(tokenAdmin, A))['4000000002']).toMatchObject({
      invoice: true,
      invoiceProForma: true,
    });
  });
});

describe('given an order detail of issue 6 (orders/orderNumber)', () => {
  const detail = async (number: string, token = tokenA) => {
    const res = await get(token, `/api/orders/orderNumber?orderNumber=${number}`);
    expect(res.statusCode).toBe(200);
    return shaped(OrderDetail, res.json()) as OrderDetail;
  };

  it('names its memos, its invoice date and its documents', async () => {
    expect(await detail('4000000001')).toMatchObject({
      invoicedNo: '9100000001',
      invoiceDate: '2026-09-05',
      memoNumbers: ['8100000001', '8200000001'],
      documents: { invoice: true, packlist: true, coa: true },
      modifiable: false,
      cancelledInvoice: false,
    });
  });

  it('is modifiable while Placed and before its cut-off, by the server clock', async () => {
    expect((await detail('4000000003')).modifiable).toBe(true);
    expect((await detail('4000000004')).modifiable).toBe(false);
    expect((await detail('4000000005')).modifiable).toBe(false);
  });

  it('marks a Mexican cancelled invoice', async () => {
    expect(await detail('4000000052', tokenB)).toMatchObject({
      status: 'Cancelled',
      cancelledInvoice: true,
      invoiceDate: '2026-08-07',
      documents: { invoice: true, packlist: false, coa: false },
    });
  });
});
