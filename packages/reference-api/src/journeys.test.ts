import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstSelectableDate, ruleFor } from '@anp/rules/cart';
import { migrate, openDatabase, type Db } from './db/database';
import { buildServer, type Api } from './server';
import { seedCore } from './db/seed';
import { testAuth } from '../test/auth';
import { checkPdf } from '@anp/demo-data/inspect';
import { pdfTexts } from '../test/pdf-text';
import type {
  FinanceData,
  MemoList,
  OrderList,
  Cart,
  CartSimulation,
  EmailOutbox,
  EnableAddToCart,
  LeadTimes,
  OrderDetail,
  OrderPlaced,
  Product,
  ProductPage,
} from '@anp/contract';

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
    get: <T>(url: string, headers: Record<string, string> = {}) =>
      call<T>('GET', url, undefined, headers),
    /** A file download: status, headers and bytes. */
    file: async (url: string, headers: Record<string, string> = {}) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/${url}`,
        headers: { authorization: `Bearer ${token}`, ...headers },
      });
      return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
    },
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

/** The accounts of a demo user in generation order (the first is the primary). */
async function accountsOf(userId: string): Promise<{ id: string; source_system: string }[]> {
  return db.query(
    `SELECT a.id, a.source_system FROM user_accounts ua JOIN accounts a ON a.id = ua.account_id
      WHERE ua.user_id = $1 ORDER BY a.id`,
    [userId],
  );
}

/** Every row of an account's orders and memos list, page by page. */
async function allRows(user: Awaited<ReturnType<typeof as>>, account: string, query = '') {
  const rows: OrderList['rows'] = [];
  for (let offset = 0; ; offset += 500) {
    const page = (
      await user.get<OrderList>(`orders/ordersandmemos?limit=500&offset=${offset}${query}`, {
        'x-account-id': account,
      })
    ).body;
    rows.push(...page.rows);
    if (rows.length >= page.totalCount || page.rows.length === 0) return rows;
  }
}

describe('given the demo personas on the orders pages', () => {
  it('gives the US retailer orders in every status, Placed before and after the cut-off, lots on shipped lines', async () => {
    const user = await as('u-retailer-us');
    const rows = (
      await Promise.all((await accountsOf('u-retailer-us')).map((a) => allRows(user, a.id)))
    ).flat();
    const orders = rows.filter((r) => r.kind === 'order');
    expect(new Set(orders.map((r) => r.status))).toEqual(
      new Set(['Placed', 'Scheduled', 'Shipped', 'Invoiced', 'Cancelled']),
    );
    const placed = orders.filter((r) => r.status === 'Placed' && r.modifiableUntil);
    expect(placed.filter((r) => r.modifiable).length).toBeGreaterThanOrEqual(3);
    expect(placed.filter((r) => !r.modifiable).length).toBeGreaterThanOrEqual(3);
    expect(rows.some((r) => r.kind === 'memo')).toBe(true);
    for (const status of ['Shipped', 'Invoiced']) {
      const row = orders.find((r) => r.status === status && r.type === 'sales order');
      const detail = (
        await user.get<OrderDetail>(`orders/orderNumber?orderNumber=${row?.orderNumber}`)
      ).body;
      expect(
        detail.productOrders.every((l) => l.lotNumber),
        status,
      ).toBe(true);
      expect(detail.documents).toMatchObject({ packlist: true, coa: true, invoice: true });
      const coa = await user.file(`${detail.orderNumber}/download?type=coa`);
      expect(coa.status).toBe(200);
      checkPdf(coa.bytes);
      const texts = await pdfTexts(coa.bytes);
      for (const line of detail.productOrders) {
        expect(texts.some((t) => t.includes(line.lotNumber ?? '?'))).toBe(true);
      }
    }
    const invoiced = orders.find((r) => r.status === 'Invoiced');
    const invoice = await user.file(`${invoiced?.orderNumber}/download?type=invoice`);
    expect(invoice.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${invoiced?.orderNumber}.pdf"`,
    );
    expect(await pdfTexts(invoice.bytes)).toContain(`Invoice ${invoiced?.invoicedNo}`);
  }, 60_000);

  it('gives the Mexican customer invoiced and not yet invoiced orders, cancelled invoices and memos', async () => {
    const user = await as('u-customer-mx');
    const rows = (
      await Promise.all((await accountsOf('u-customer-mx')).map((a) => allRows(user, a.id)))
    ).flat();
    const orders = rows.filter((r) => r.kind === 'order');
    expect(
      orders.filter((r) => r.status === 'Invoiced' && r.documents.invoice).length,
    ).toBeGreaterThan(20);
    const notInvoiced = orders.filter((r) => ['Placed', 'Scheduled', 'Shipped'].includes(r.status));
    expect(notInvoiced.length).toBeGreaterThan(0);
    expect(notInvoiced.every((r) => !r.documents.invoice)).toBe(true);
    const cancelled = orders.filter((r) => r.cancelledInvoice);
    expect(cancelled.length).toBeGreaterThanOrEqual(2);
    expect(cancelled.every((r) => r.documents.invoice && r.invoicedNo)).toBe(true);
    expect(
      rows.filter((r) => r.kind === 'memo' && r.status === 'Cancelled').length,
    ).toBeGreaterThanOrEqual(3);
    const refused = await user.file(`${notInvoiced[0]?.orderNumber}/download?type=invoice`);
    expect(refused.status).toBe(401);
  }, 60_000);

  it('gives the Korean customer memos, and the Canadian customer new-flow memos on two S4 accounts', async () => {
    const kr = await as('u-customer-kr');
    const krAccounts = await accountsOf('u-customer-kr');
    const krMemos = (
      await Promise.all(krAccounts.map((a) => allRows(kr, a.id, '&kind=memo')))
    ).flat();
    expect(krMemos.length).toBeGreaterThanOrEqual(5);

    const ca = await as('u-customer-ca');
    const s4 = (await accountsOf('u-customer-ca')).filter((a) => a.source_system === 'S4');
    expect(s4).toHaveLength(2);
    for (const account of s4) {
      const memos = (
        await ca.get<MemoList>('finance/memos?limit=200', { 'x-account-id': account.id })
      ).body.memos;
      expect(memos.length).toBeGreaterThanOrEqual(3);
      expect(memos.every((m) => m.newFlow && m.country === 'canada')).toBe(true);
      expect(new Set(memos.map((m) => m.status))).toEqual(
        new Set(['Open', 'Invoiced', 'Cancelled']),
      );
    }
  }, 60_000);

  it("answers the retailer's receivables", async () => {
    const user = await as('u-retailer-us');
    const [primary] = await accountsOf('u-retailer-us');
    const data = (await user.get<FinanceData>('financeData', { 'x-account-id': primary?.id ?? '' }))
      .body;
    expect(data.openBalance).toBeGreaterThan(0);
    expect(data.openInvoices).toBeGreaterThan(0);
    // Every ageing bucket has items on the demo data, whatever the date (issue 16).
    for (const amount of Object.values(data.buckets)) expect(amount).not.toBe(0);
    expect(Math.round((data.openBalance - data.current) * 100)).toBe(
      Math.round(data.overdue * 100),
    );
    expect(data.lastInvoiceDate).not.toBeNull();
  });
});

describe("given the employee's biggest account on the whole demo data", () => {
  // How fast it pages is a figure of `npm run bench` (scripts/bench-api.ts), not a test.
  it('pages, sorts, filters and searches its orders and memos', async () => {
    const [biggest] = await db.query<{ account_id: string; n: number }>(
      `SELECT account_id, count(*)::int AS n FROM (
         SELECT account_id FROM orders UNION ALL SELECT account_id FROM memos) x
        WHERE account_id IN (SELECT account_id FROM user_accounts WHERE user_id = 'u-employee')
        GROUP BY account_id ORDER BY n DESC LIMIT 1`,
    );
    expect(biggest?.n).toBeGreaterThan(250);
    const user = await as('u-employee');
    const headers = { 'x-account-id': biggest?.account_id ?? '' };
    const sortedBy = (values: (number | string)[]) =>
      values.every((v, i) => i === 0 || (values[i - 1] ?? v) <= v) ||
      values.every((v, i) => i === 0 || (values[i - 1] ?? v) >= v);
    const checks: Record<string, (list: OrderList) => void> = {
      'limit=50': (list) => {
        expect(list.rows).toHaveLength(50);
        expect(list.totalCount).toBe(biggest?.n);
      },
      'limit=50&offset=200': (list) => {
        expect(list.offset).toBe(200);
        expect(list.rows.length).toBe(Math.min(50, (biggest?.n ?? 0) - 200));
      },
      'limit=100&sort=amount': (list) => {
        expect(list.rows).toHaveLength(100);
        expect(sortedBy(list.rows.map((r) => r.grossAmount))).toBe(true);
      },
      'limit=50&status=Invoiced,Open&from=2025-01-01&to=2026-06-30': (list) => {
        expect(list.rows.length).toBeGreaterThan(0);
        for (const row of list.rows) {
          expect(['Invoiced', 'Open']).toContain(row.status);
          expect(row.orderDate >= '2025-01-01' && row.orderDate <= '2026-06-30').toBe(true);
        }
      },
      'limit=50&search=4000': (list) => {
        for (const row of list.rows)
          expect(
            row.orderNumber.startsWith('4000') || (row.po ?? '').toLowerCase().startsWith('4000'),
          ).toBe(true);
      },
      'limit=50&kind=memo&sort=orderNumber&direction=asc': (list) => {
        expect(list.rows.length).toBeGreaterThan(0);
        expect(list.rows.every((r) => r.kind === 'memo')).toBe(true);
        expect(sortedBy(list.rows.map((r) => r.orderNumber))).toBe(true);
      },
    };
    for (const [query, check] of Object.entries(checks)) {
      const res = await user.get<OrderList>(`orders/ordersandmemos?${query}`, headers);
      expect(res.status, query).toBe(200);
      expect(res.body.rows.every((r) => r.accountId === biggest?.account_id)).toBe(true);
      check(res.body);
    }
  }, 60_000);
});
