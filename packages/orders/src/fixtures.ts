/**
 * Deterministic demo data for the orders list's stories and tests, shaped like the reference
 * API's orders list (packages/reference-api/src/orders/list.ts): a US farm store with
 * thousands of orders and its memos, a Mexican customer in Spanish with cancelled invoices, and an
 * account without orders; an in-memory orders service that filters, sorts and pages them, answers
 * an order's lines, its documents (real PDFs, or the blob errors of ordering.md §8) and Order
 * again. Not part of the element bundle: only stories and tests import it.
 */
import { createPdf as createPdfWith, dataUrlBytes, type PdfSpec } from '@anp/pdf';
import notoSansBold from '@anp/pdf/fonts/NotoSans-Bold.ttf?inline';
import notoSans from '@anp/pdf/fonts/NotoSans-Regular.ttf?inline';
import {
  createApiClient,
  createTokenAuth,
  createToggleClient,
  readSession,
  type KitServices,
  type PortalConfig,
} from '@anp/core';
import type { FakeCall } from '@anp/core/testing';
import { US as PRODUCTS, cartItemOf, makeCart } from '@anp/order-builder/fixtures';
import { makeMemo } from '@anp/memo-tile/fixtures';
import { reorderSummaryFixture } from '@anp/cart/fixtures';
import type {
  MemoDetail,
  OrderDetail,
  OrderDocumentType,
  OrderList,
  OrderListRow,
} from '@anp/core/services/orders';

/** The kit's PDF writer with its Latin fonts (the fixtures' text is Latin). */
const createPdf = (spec: PdfSpec) =>
  createPdfWith(spec, { regular: dataUrlBytes(notoSans), bold: dataUrlBytes(notoSansBold) });

// ---------------------------------------------------------------------------------------------
// Rows

/** A small linear congruential generator: the same rows on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const pick = <T>(next: () => number, items: readonly T[]): T =>
  items[Math.floor(next() * items.length)] as T;

const addDays = (iso: string, days: number) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

interface Market {
  country: string;
  currency: string;
  weightUnit: string;
  accountId: string;
  accountName: string;
  soldToCode: string;
}

const US_MARKET: Market = {
  country: 'us',
  currency: 'USD',
  weightUnit: 'lb',
  accountId: '001Dm00001',
  accountName: 'Prairie Feed & Supply',
  soldToCode: '0010100012',
};

const MX_MARKET: Market = {
  country: 'mx',
  currency: 'MXN',
  weightUnit: 'kg',
  accountId: '001Dm00077',
  accountName: 'Forrajes del Bajío S.A. de C.V.',
  soldToCode: '0030200415',
};

/** Statuses by age: recent orders are still open, old ones invoiced. */
function statusOf(next: () => number, age: number): OrderListRow['status'] {
  if (age < 6) return pick(next, ['Placed', 'Placed', 'Scheduled']);
  if (age < 20) return pick(next, ['Scheduled', 'Shipped', 'Shipped', 'Invoiced']);
  return next() < 0.06 ? 'Cancelled' : 'Invoiced';
}

/**
 * `count` orders of a market, one or two a day back from `today`, newest first, with a memo
 * against every `memoEvery`-th invoiced order.
 */
export function makeRows(
  market: Market,
  count: number,
  options: { today: string; seed: number; memoEvery?: number; cancelledInvoices?: boolean },
): OrderListRow[] {
  const next = random(options.seed);
  const rows: OrderListRow[] = [];
  for (let i = 0; i < count; i += 1) {
    const age = Math.floor(i * 0.6);
    const orderDate = addDays(options.today, -age);
    const status = statusOf(next, age);
    const type =
      next() < 0.9 ? 'sales order' : pick(next, ['consignment order', 'domestic return order']);
    const invoiced =
      status === 'Invoiced' ||
      (status === 'Cancelled' && options.cancelledInvoices === true && next() < 0.7);
    const net = Math.round((800 + next() * 14_000) * 100) / 100;
    const vat = market.country === 'mx' ? Math.round(net * 0.16 * 100) / 100 : 0;
    const orderNumber = String(4_000_100_000 + count * 3 - i * 3);
    const shipped = status === 'Shipped' || invoiced;
    rows.push({
      kind: 'order',
      orderNumber,
      type,
      status,
      orderDate,
      requestedDate: addDays(orderDate, 3 + Math.floor(next() * 6)),
      po: next() < 0.8 ? `PO-${String(10_000 + Math.floor(next() * 89_999))}` : null,
      shipMethod: next() < 0.75 ? 'delivery' : 'pickup',
      invoicedNo: invoiced ? String(9_100_000_000 + count - i) : null,
      currency: market.currency,
      netAmount: net,
      vat,
      grossAmount: Math.round((net + vat) * 100) / 100,
      totalWeight: Math.round(1000 + next() * 44_000),
      weightUnit: market.weightUnit,
      lineCount: 1 + Math.floor(next() * 5),
      accountId: market.accountId,
      soldToCode: market.soldToCode,
      accountName: market.accountName,
      modifiable: status === 'Placed' && age < 2,
      modifiableUntil:
        status === 'Placed' && age < 2 ? `${addDays(options.today, 1)}T20:00:00.000Z` : null,
      cancelledInvoice: status === 'Cancelled' && invoiced,
      originalOrderNumber: null,
      documents: { invoice: invoiced, packlist: shipped, coa: shipped },
    });
    if (options.memoEvery && invoiced && i % options.memoEvery === 0) {
      const credit = next() < 0.75;
      const amount = Math.round((40 + next() * 900) * 100) / 100;
      rows.push({
        ...rows[rows.length - 1]!,
        kind: 'memo',
        orderNumber: String(7_100_000_000 + count - i),
        type: credit ? 'credit memo' : 'debit memo',
        status: pick(next, ['Open', 'Invoiced', 'Invoiced', 'Cancelled']),
        orderDate: addDays(orderDate, 12),
        requestedDate: null,
        shipMethod: null,
        netAmount: credit ? -amount : amount,
        vat: 0,
        grossAmount: credit ? -amount : amount,
        totalWeight: null,
        weightUnit: null,
        lineCount: 0,
        modifiable: false,
        modifiableUntil: null,
        cancelledInvoice: false,
        originalOrderNumber: orderNumber,
        documents: { invoice: false, packlist: false, coa: false },
      });
    }
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Scenes

export interface OrdersScene {
  country: string;
  lang?: 'en' | 'es' | 'pt';
  rows: readonly OrderListRow[];
  /** Documents that fail, keyed `{orderNumber}:{type}`, with the status and body they answer. */
  failingDocuments?: Readonly<Record<string, { status: number; body: unknown }>>;
}

export const TODAY = '2026-05-14';

export const US_ROWS = makeRows(US_MARKET, 3350, { today: TODAY, seed: 7, memoEvery: 53 });
export const US_SCENE: OrdersScene = { country: 'us', rows: US_ROWS };

export const MX_ROWS = makeRows(MX_MARKET, 180, {
  today: TODAY,
  seed: 11,
  memoEvery: 9,
  cancelledInvoices: true,
});
export const MX_SCENE: OrdersScene = { country: 'mx', lang: 'es', rows: MX_ROWS };

export const EMPTY_SCENE: OrdersScene = { country: 'us', rows: [] };

/** A shipped order of the US list with all three documents, for the documents tests. */
export const US_INVOICED = US_ROWS.filter((r) => r.kind === 'order' && r.documents.invoice);

// ---------------------------------------------------------------------------------------------
// The in-memory orders service

const SORT_VALUE: Record<string, (row: OrderListRow) => string | number | null> = {
  orderDate: (r) => r.orderDate,
  orderNumber: (r) => r.orderNumber,
  status: (r) => r.status,
  type: (r) => r.type,
  po: (r) => r.po?.toLowerCase() ?? null,
  requestedDate: (r) => r.requestedDate,
  amount: (r) => r.grossAmount,
};

const listOf = (raw: string | null) =>
  raw
    ? new Set(
        raw
          .split(',')
          .map((v) => v.trim().toLowerCase())
          .filter(Boolean),
      )
    : null;

/** GET orders/ordersandmemos over `rows`: the API's filters, sort and paging. */
export function listPage(rows: readonly OrderListRow[], query: URLSearchParams): OrderList {
  const statuses = listOf(query.get('status'));
  const types = listOf(query.get('type'));
  const from = query.get('from');
  const to = query.get('to');
  const search = query.get('search')?.trim().toLowerCase() ?? '';
  const matching = rows.filter(
    (r) =>
      (!statuses || statuses.has(r.status.toLowerCase())) &&
      (!types || types.has(r.type.toLowerCase())) &&
      (!from || r.orderDate >= from) &&
      (!to || r.orderDate <= to) &&
      (!search ||
        r.orderNumber.toLowerCase().startsWith(search) ||
        (r.po ?? '').toLowerCase().startsWith(search)),
  );
  const field = query.get('sort') ?? 'orderDate';
  const value = SORT_VALUE[field] ?? SORT_VALUE.orderDate!;
  const sign = query.get('direction') === 'asc' ? 1 : -1;
  const compare = (a: string | number | null, b: string | number | null) =>
    a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -sign : sign;
  const sorted = [...matching].sort(
    (a, b) => compare(value(a), value(b)) || compare(a.orderNumber, b.orderNumber),
  );
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? 100);
  return { rows: sorted.slice(offset, offset + limit), totalCount: matching.length, offset, limit };
}

/** GET orders/orderNumber: an order of the list with a few product lines. */
export function orderDetailOf(row: OrderListRow): OrderDetail {
  const products = Object.values(PRODUCTS);
  const lines = Array.from({ length: Math.max(1, row.lineCount) }, (_, i) => {
    const product = products[(Number(row.orderNumber.slice(-3)) + i) % products.length]!;
    const quantity = 10 * (i + 2);
    return {
      lineNo: (i + 1) * 10,
      sku: product.sku,
      title: product.title,
      formCode: product.formCode,
      packageType: product.packageType,
      quantity,
      pallets: 0,
      unitPrice: product.listPrice,
      amount: Math.round(quantity * product.listPrice * 100) / 100,
      netWeight: quantity * product.netWeightPerUnit,
      unitOfMeasure: row.weightUnit ?? 'lb',
      lotNumber: row.status === 'Invoiced' ? `L${row.orderNumber.slice(-5)}${i}` : null,
    };
  });
  return {
    orderNumber: row.orderNumber,
    type: row.type,
    source: 'portal',
    status: row.status as OrderDetail['status'],
    invoicedNo: row.invoicedNo,
    orderDate: row.orderDate,
    requestedDate: row.requestedDate ?? row.orderDate,
    requestedTime: null,
    shipMethod: row.shipMethod ?? 'delivery',
    po: row.po,
    mode: 'truck',
    note: null,
    paymentTerms: 'Credit',
    truckSize: '12.00',
    currency: row.currency,
    netAmount: row.netAmount,
    vat: row.vat,
    grossAmount: row.grossAmount,
    totalWeight: row.totalWeight ?? 0,
    weightUnit: row.weightUnit ?? 'lb',
    modifiableUntil: row.modifiableUntil,
    milestones: {
      placed: row.orderDate,
      scheduled: null,
      shipped: null,
      invoiced: null,
      cancelled: null,
      plannedShipDate: null,
    },
    account: {
      id: row.accountId,
      name: row.accountName,
      soldToCode: row.soldToCode,
      address: '',
      country: 'us',
    },
    productOrders: lines,
    shippingDetails: {
      shipFromName: 'Ames Feed Mill',
      shipFromCode: 'US01',
      shipToName: null,
      shipToAddress: null,
    },
    documents: row.documents,
    modifiable: row.modifiable,
    cancelledInvoice: row.cancelledInvoice,
    invoiceDate: null,
    memoNumbers: [],
  };
}

/** finance/details of a memo row, for its memo tile. */
export function memoDetailOf(row: OrderListRow, country: string): MemoDetail {
  const credit = row.type === 'credit memo';
  return makeMemo({
    memoNumber: row.orderNumber,
    memoType: credit ? 'credit' : 'debit',
    status: row.status as MemoDetail['status'],
    country,
    currencyUsed: row.currency,
    soldTo: row.soldToCode,
    soldToName: row.accountName,
    orderNumber: row.originalOrderNumber,
    memoDate: row.orderDate,
    orderMemoValue: row.grossAmount,
    netAmount: row.netAmount,
    vat: row.vat,
    grossAmount: row.grossAmount,
    customerPO: row.po,
  });
}

const DOCUMENT_TITLES: Record<OrderDocumentType, string> = {
  invoice: 'Invoice',
  packlist: 'Packing list',
  coa: 'Certificate of analysis',
  memo: 'Memo',
};

/** The PDF an order document download answers, and its server file name. */
export function documentOf(orderNumber: string, type: OrderDocumentType) {
  const title = DOCUMENT_TITLES[type];
  return {
    name: `${title.replace(/ /g, '_')}_${orderNumber}.pdf`,
    bytes: createPdf({ title: `${title} ${orderNumber}`, lines: [`Order ${orderNumber}`] }),
  };
}

export type OrdersAnswer = unknown | { status: number; body?: unknown } | Response;
export type OrdersRoutes = Record<string, (call: FakeCall) => OrdersAnswer | Promise<OrdersAnswer>>;

/** The orders service of a scene (and Order again of the cart service, and memo details). */
export function ordersRoutes(scene: OrdersScene, overrides: OrdersRoutes = {}): OrdersRoutes {
  const find = (number: string | null) => scene.rows.find((r) => r.orderNumber === number);
  return {
    'GET orders/ordersandmemos': (call) => listPage(scene.rows, call.query),
    'GET orders': (call) =>
      listPage(
        scene.rows.filter((r) => r.kind === 'order'),
        call.query,
      ),
    'GET orders/orderNumber': (call) => {
      const row = find(call.query.get('orderNumber'));
      return row && row.kind === 'order'
        ? orderDetailOf(row)
        : { status: 404, body: { code: 'NOT_FOUND', message: 'No such order' } };
    },
    'GET finance/details': (call) => {
      const row = find(call.query.get('memoNumber'));
      return row && row.kind === 'memo'
        ? memoDetailOf(row, scene.country)
        : { status: 404, body: { code: 'NOT_FOUND', message: 'No such memo' } };
    },
    'GET */download': (call) => {
      const number = call.path.split('/')[0] ?? '';
      const type = (call.query.get('type') ?? 'invoice') as OrderDocumentType;
      const failure = scene.failingDocuments?.[`${number}:${type}`];
      if (failure) return failure;
      if (!find(number))
        return { status: 404, body: { code: 'NOT_FOUND', message: 'No such order' } };
      const document = documentOf(number, type);
      return new Response(new Uint8Array(document.bytes), {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${document.name}"`,
        },
      });
    },
    'POST cart/replicate': (call) => ({
      ...makeCart(scene.country, [
        cartItemOf(PRODUCTS.layer, 20),
        cartItemOf(PRODUCTS.calfStarter, 15),
      ]),
      invalidSkus: ['10000990'],
      summary: reorderSummaryFixture('mixed', (call.body as { orderNumber: string }).orderNumber),
    }),
    ...overrides,
  };
}

/** A failing answer of the API (500 by default). */
export const failure = (status = 500, code = 'SERVER_ERROR') => ({
  status,
  body: { code, message: 'Something failed on the server' },
});
export const failing = () => failure(500);
export const never = () => new Promise<never>(() => {});

/** The blob errors of ordering.md §8 as the order service answers them. */
export const TOO_BIG = { status: 400, body: { code: 'ERRDD001', message: 'File too big' } };
export const NOT_ALLOWED = {
  status: 401,
  body: { code: 'DOCUMENT_FORBIDDEN', message: 'No access to this document' },
};

export interface OrdersBackend {
  services: KitServices;
  calls: FakeCall[];
  /** Calls of one `METHOD path` (every download is `GET {n}/download`, counted as one route). */
  callsTo(route: string): FakeCall[];
}

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** A promise that rejects as fetch does when the request is aborted first. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const routeOf = (method: string, path: string) =>
  /^[^/]+\/download$/.test(path) ? `${method} */download` : `${method} ${path}`;

/**
 * Page services over the scene's routes: the real API client (headers, timeouts, the error
 * catalogue, blob downloads) with `fetch` answered in memory. Like `fakeBackend` of
 * `@anp/core/testing`, but an answer may be a whole `Response` (a PDF with its file name).
 */
export function ordersBackend(
  config: PortalConfig,
  routes: OrdersRoutes,
  options: { delayMs?: number } = {},
): OrdersBackend {
  const calls: FakeCall[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://kit.test',
    );
    const path = url.pathname.replace(/^\/api\//, '').replace(/^\//, '');
    const method = (init?.method ?? 'GET').toUpperCase();
    const raw = init?.body;
    const call: FakeCall = {
      method,
      path,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: typeof raw === 'string' && raw !== '' ? (JSON.parse(raw) as unknown) : undefined,
    };
    calls.push(call);
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
    init?.signal?.throwIfAborted();
    const handler = routes[routeOf(method, path)];
    if (!handler) return json(404, { code: 'NOT_FOUND', message: `No route ${path}` });
    const answer = await abortable(Promise.resolve(handler(call)), init?.signal);
    if (answer instanceof Response) return answer;
    if (
      answer &&
      typeof answer === 'object' &&
      'status' in answer &&
      typeof answer.status === 'number'
    ) {
      return json(answer.status, (answer as { body?: unknown }).body);
    }
    return json(200, answer);
  };
  const api = createApiClient({
    config,
    getAccessToken: async () => 'test-token',
    fetch: fetchImpl,
    getContext: () => ({
      lang: config.lang,
      region: readSession('selectedAccountRegion'),
      accountId: readSession('soldToId'),
    }),
  });
  return {
    services: {
      api,
      auth: createTokenAuth(async () => 'test-token'),
      toggles: createToggleClient(api, { defaults: { cartEnabled: config.features.cartEnabled } }),
    },
    calls,
    callsTo: (route) => calls.filter((c) => routeOf(c.method, c.path) === route),
  };
}
