/**
 * Orders, drafts and a small in-memory order service for the order detail's stories and tests,
 * shaped like the reference API's order routes (@anp/contract, orders.ts).
 * Not part of any element bundle: only stories and tests import it.
 */
import type { FakeRoutes } from '@anp/core/testing';
import type { OrderListRow } from '@anp/contract';
import {
  cartFixture,
  leadTimesFixture,
  orderOptionsFixture,
  reorderSummaryFixture,
} from '@anp/cart/fixtures';
import type {
  ModifiedOrderDraft,
  OrderDetail,
  UpdateModifiedOrder,
} from '@anp/core/services/orders';
import {
  MX_CANCELLED as MX_CANCELLED_MEMO,
  PDF_TEXT,
  US_CREDIT,
  US_DEBIT,
  memoRoutes,
} from '@anp/memo-tile/fixtures';

/** The tests' "now": Monday 23 November 2026, 15:00 UTC (the cart fixtures' plant today). */
export const NOW = Date.parse('2026-11-23T15:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (time: number) => new Date(time).toISOString();

/** The quantity rules the modify page needs, per SKU (as the catalogue has them). */
export const PRODUCT_RULES: Record<
  string,
  { minQuantity: number; increment: number; perPalletCount: number; isPallet: boolean }
> = {
  '10004512': { minQuantity: 1, increment: 1, perPalletCount: 50, isPallet: false },
  '10007730': { minQuantity: 40, increment: 40, perPalletCount: 40, isPallet: true },
  '10002210': { minQuantity: 10, increment: 5, perPalletCount: 50, isPallet: false },
  '20001105': { minQuantity: 1, increment: 1, perPalletCount: 40, isPallet: false },
  '20003340': { minQuantity: 2, increment: 2, perPalletCount: 60, isPallet: false },
};

type Line = OrderDetail['productOrders'][number];

function line(
  lineNo: number,
  sku: string,
  title: string,
  quantity: number,
  unitPrice: number,
  more: Partial<Line> = {},
): Line {
  const perPallet = PRODUCT_RULES[sku]?.perPalletCount ?? 50;
  return {
    lineNo,
    sku,
    title,
    formCode: `FC-${sku.slice(-4)}`,
    packageType: 'bag',
    quantity,
    pallets: Math.ceil(quantity / perPallet),
    unitPrice,
    amount: Math.round(quantity * unitPrice * 100) / 100,
    netWeight: quantity * 50,
    unitOfMeasure: 'lb',
    lotNumber: null,
    ...more,
  };
}

const US_LINES: Line[] = [
  line(10, '10004512', 'Layer 16% Crumble 50 lb', 40, 18.4),
  line(20, '10007730', 'Hog Finisher 16% Pellet 50 lb', 80, 16.9),
  line(30, '10002210', 'Calf Starter 18% 50 lb', 20, 24.75),
];

const MX_LINES: Line[] = [
  line(10, '20001105', 'Alimento Ponedora 17% 40 kg', 120, 512.5, {
    netWeight: 4800,
    unitOfMeasure: 'kg',
  }),
  line(20, '20003340', 'Becerro Iniciador 20% 25 kg', 40, 468, {
    netWeight: 1000,
    unitOfMeasure: 'kg',
  }),
];

function totalsOf(lines: readonly Line[], taxRate: number) {
  const net = Math.round(lines.reduce((sum, l) => sum + l.amount, 0) * 100) / 100;
  const vat = Math.round(net * taxRate * 100) / 100;
  return {
    netAmount: net,
    vat,
    grossAmount: Math.round((net + vat) * 100) / 100,
    totalWeight: lines.reduce((sum, l) => sum + l.netWeight, 0),
  };
}

/** An order with every field; `overrides` win. Amounts follow the lines unless given. */
export function makeOrder(
  overrides: Partial<OrderDetail> & Pick<OrderDetail, 'orderNumber'>,
): OrderDetail {
  const lines = overrides.productOrders ?? US_LINES;
  const country = overrides.account?.country ?? 'us';
  return {
    type: 'sales order',
    source: 'portal',
    status: 'Placed',
    invoicedNo: null,
    orderDate: '2026-11-20',
    requestedDate: '2026-11-30',
    requestedTime: null,
    shipMethod: 'delivery',
    po: 'PO-1183',
    mode: 'truck',
    note: null,
    paymentTerms: 'Credit',
    truckSize: '12.00',
    currency: country === 'mx' ? 'MXN' : 'USD',
    ...totalsOf(lines, country === 'mx' ? 0.16 : 0),
    weightUnit: country === 'mx' ? 'kg' : 'lb',
    modifiableUntil: null,
    account: {
      id: 'acc-us',
      name: 'Prairie Feed & Supply',
      soldToCode: '0010100012',
      address: '410 Depot St, Ames, IA 50010',
      country: 'us',
    },
    productOrders: lines,
    shippingDetails: {
      shipFromName: 'Ames Feed Mill',
      shipFromCode: 'P001',
      shipToName: 'Prairie Feed & Supply – Yard 2',
      shipToAddress: '1650 S Duff Ave, Ames, IA 50010',
    },
    documents: { invoice: true, packlist: false, coa: false },
    modifiable: false,
    cancelledInvoice: false,
    invoiceDate: null,
    memoNumbers: [],
    // Only placed, unless the order says more (each demo order below gives its own days).
    milestones: {
      placed: overrides.orderDate ?? '2026-11-20',
      scheduled: null,
      shipped: null,
      invoiced: null,
      cancelled: null,
      plannedShipDate: null,
    },
    ...overrides,
  };
}

/** Milestones of a demo order, from the day it was placed. */
function reached(
  placed: string,
  days: Partial<OrderDetail['milestones']>,
): OrderDetail['milestones'] {
  return {
    placed,
    scheduled: null,
    shipped: null,
    invoiced: null,
    cancelled: null,
    plannedShipDate: null,
    ...days,
  };
}

const MX_ACCOUNT: OrderDetail['account'] = {
  id: 'acc-mx',
  name: 'Forrajes del Bajío S.A. de C.V.',
  soldToCode: '0030200019',
  address: 'Carretera Celaya–Salamanca km 4, Celaya, Gto.',
  country: 'mx',
};

const MX_SHIPPING: OrderDetail['shippingDetails'] = {
  shipFromName: 'Planta Querétaro',
  shipFromCode: 'MX01',
  shipToName: 'Forrajes del Bajío – Celaya',
  shipToAddress: 'Carretera Celaya–Salamanca km 4, Celaya, Gto.',
};

/** The demo's orders at `now`: cut-offs are relative to it, so stories stay alive. */
export function demoOrders(now: number = NOW) {
  return {
    /** Placed, still before its cut-off (two days ahead). */
    usOpen: makeOrder({
      orderNumber: '4000161424',
      modifiable: true,
      modifiableUntil: iso(now + 2 * DAY + 3 * HOUR),
      note: 'Call the yard 30 minutes ahead.',
    }),
    /** Placed, cut-off in ninety minutes. */
    usUrgent: makeOrder({
      orderNumber: '4000161431',
      orderDate: '2026-11-22',
      modifiable: true,
      modifiableUntil: iso(now + 90 * 60_000),
      po: null,
    }),
    /** Placed, its cut-off passed yesterday. */
    usClosed: makeOrder({
      orderNumber: '4000161390',
      orderDate: '2026-11-17',
      requestedDate: '2026-11-25',
      modifiable: false,
      modifiableUntil: iso(now - DAY),
    }),
    usShipped: makeOrder({
      orderNumber: '4000158802',
      status: 'Shipped',
      orderDate: '2026-11-09',
      requestedDate: '2026-11-16',
      milestones: reached('2026-11-09', {
        scheduled: '2026-11-10',
        shipped: '2026-11-16',
        plannedShipDate: '2026-11-16',
      }),
      documents: { invoice: true, packlist: true, coa: true },
      productOrders: US_LINES.map((l, i) => ({ ...l, lotNumber: `L26-3${i}1${i}` })),
    }),
    usInvoiced: makeOrder({
      orderNumber: '4000152277',
      status: 'Invoiced',
      invoicedNo: '9100450321',
      invoiceDate: '2026-10-02',
      orderDate: '2026-09-28',
      requestedDate: '2026-10-01',
      shipMethod: 'pickup',
      requestedTime: '10:00',
      milestones: reached('2026-09-28', {
        scheduled: '2026-09-29',
        shipped: '2026-10-01',
        invoiced: '2026-10-02',
        plannedShipDate: '2026-10-01',
      }),
      documents: { invoice: true, packlist: true, coa: true },
      memoNumbers: [US_CREDIT.memoNumber, US_DEBIT.memoNumber],
      productOrders: US_LINES.map((l, i) => ({ ...l, lotNumber: `L26-27${i}4` })),
    }),
    mxPlaced: makeOrder({
      orderNumber: '4000160011',
      account: MX_ACCOUNT,
      shippingDetails: MX_SHIPPING,
      productOrders: MX_LINES,
      po: 'OC-5570',
      modifiable: true,
      modifiableUntil: iso(now + DAY),
      documents: { invoice: false, packlist: false, coa: false },
    }),
    mxInvoiced: makeOrder({
      orderNumber: '4000150318',
      account: MX_ACCOUNT,
      shippingDetails: MX_SHIPPING,
      productOrders: MX_LINES,
      status: 'Invoiced',
      invoicedNo: '9100452210',
      invoiceDate: '2026-09-14',
      orderDate: '2026-09-08',
      requestedDate: '2026-09-12',
      milestones: reached('2026-09-08', {
        scheduled: '2026-09-09',
        shipped: '2026-09-12',
        invoiced: '2026-09-14',
        plannedShipDate: '2026-09-12',
      }),
      po: 'OC-5521',
      documents: { invoice: true, packlist: true, coa: true },
    }),
    mxCancelledInvoice: makeOrder({
      orderNumber: '4000149902',
      account: MX_ACCOUNT,
      shippingDetails: MX_SHIPPING,
      productOrders: MX_LINES,
      status: 'Cancelled',
      invoicedNo: '9100451877',
      invoiceDate: '2026-09-01',
      orderDate: '2026-08-27',
      requestedDate: '2026-08-31',
      milestones: reached('2026-08-27', {
        scheduled: '2026-08-28',
        shipped: '2026-08-31',
        invoiced: '2026-09-01',
        cancelled: '2026-09-03',
        plannedShipDate: '2026-08-31',
      }),
      cancelledInvoice: true,
      documents: { invoice: true, packlist: false, coa: false },
      memoNumbers: [MX_CANCELLED_MEMO.memoNumber],
    }),
  } satisfies Record<string, OrderDetail>;
}

export type DemoOrders = ReturnType<typeof demoOrders>;

/** The draft the server starts from an order (the product rules of its lines included). */
export function draftOf(order: OrderDetail, updatedAt: string): ModifiedOrderDraft {
  return {
    orderNumber: order.orderNumber,
    lines: order.productOrders.map((l) => ({
      sku: l.sku,
      title: l.title,
      quantity: l.quantity,
      originalQuantity: l.quantity,
      ...(PRODUCT_RULES[l.sku] ?? {
        minQuantity: 1,
        increment: 1,
        perPalletCount: 50,
        isPallet: false,
      }),
      unitOfMeasure: l.unitOfMeasure,
    })),
    requestedDate: order.requestedDate,
    po: order.po ?? '',
    note: order.note ?? '',
    modifiableUntil: order.modifiableUntil,
    updatedAt,
  };
}

function rowOf(order: OrderDetail): OrderListRow {
  return {
    kind: 'order',
    orderNumber: order.orderNumber,
    type: order.type,
    status: order.status,
    orderDate: order.orderDate,
    requestedDate: order.requestedDate,
    po: order.po,
    shipMethod: order.shipMethod,
    invoicedNo: order.invoicedNo,
    currency: order.currency,
    netAmount: order.netAmount,
    vat: order.vat,
    grossAmount: order.grossAmount,
    totalWeight: order.totalWeight,
    weightUnit: order.weightUnit,
    lineCount: order.productOrders.length,
    accountId: order.account.id,
    soldToCode: order.account.soldToCode,
    accountName: order.account.name,
    modifiable: order.modifiable,
    modifiableUntil: order.modifiableUntil,
    cancelledInvoice: order.cancelledInvoice,
    originalOrderNumber: null,
    documents: order.documents,
  };
}

export const GROUPS = {
  customer: ['DXP_CAN_AccGrp_Purchase_Products'],
  internal: ['DXP_Internal_Users', 'DXP_CAN_AccGrp_Purchase_Products'],
  admin: ['DXP_Internal_Users', 'DXP_CAN_AccGrp_User_Management'],
} as const;

export interface FakeOrderServer {
  routes: FakeRoutes;
  order(orderNumber: string): OrderDetail | undefined;
  drafts(): ModifiedOrderDraft[];
  /** Moves the server's clock (the cut-off check). */
  setNow(now: number): void;
}

/**
 * The order service over in-memory orders: the detail, the Placed list, documents as PDF text,
 * modification drafts with the cut-off check (409 CUTOFF_PASSED, 409 NOT_MODIFIABLE), the plant's
 * calendar and the memos. `groups` are the user's (customer, internal, admin).
 */
export function fakeOrderServer(
  options: {
    now?: number;
    orders?: readonly OrderDetail[];
    drafts?: readonly ModifiedOrderDraft[];
    groups?: readonly string[];
  } = {},
): FakeOrderServer {
  let now = options.now ?? NOW;
  const orders = new Map(
    (options.orders ?? Object.values(demoOrders(now))).map((o) => [
      o.orderNumber,
      structuredClone(o),
    ]),
  );
  const drafts = new Map((options.drafts ?? []).map((d) => [d.orderNumber, structuredClone(d)]));
  const notFound = {
    status: 404,
    body: { code: 'NOT_FOUND', message: 'No such order for this user' },
  };

  const routes: FakeRoutes = {
    'GET users/context': () => ({
      userType: 'External',
      locale: 'en_US',
      user: { id: 'u-1', groups: [...(options.groups ?? GROUPS.customer)] },
      selectedAccount: null,
      regions: [],
      accountCount: 1,
    }),
    'GET orders/orderNumber': (call) => orders.get(call.query.get('orderNumber') ?? '') ?? notFound,
    'GET orders': (call) => {
      const statuses = (call.query.get('status') ?? '').split(',').filter(Boolean);
      const rows = [...orders.values()]
        .filter((o) => statuses.length === 0 || statuses.includes(o.status))
        .map(rowOf);
      return {
        rows,
        totalCount: rows.length,
        offset: 0,
        limit: Number(call.query.get('limit') ?? 100),
      };
    },
    'GET modifiedOrderList': () => ({ drafts: [...drafts.values()] }),
    'POST updateModifiedOrder': (call) => {
      const body = call.body as UpdateModifiedOrder;
      const order = orders.get(body.orderNumber);
      if (!order) return notFound;
      if (order.status !== 'Placed')
        return {
          status: 409,
          body: { code: 'NOT_MODIFIABLE', message: 'The order is no longer Placed' },
        };
      if (!order.modifiableUntil || Date.parse(order.modifiableUntil) <= now)
        return { status: 409, body: { code: 'CUTOFF_PASSED', message: 'The cut-off has passed' } };
      const saved = drafts.get(order.orderNumber);
      const draft = saved ?? draftOf(order, iso(now));
      const namesChange =
        body.lines !== undefined ||
        body.requestedDate !== undefined ||
        body.po !== undefined ||
        body.note !== undefined;
      // As the reference API: a call naming no change (the page opening) saves no draft.
      if (!body.apply && !saved && !namesChange) return { applied: false, draft };
      for (const change of body.lines ?? []) {
        const target = draft.lines.find((l) => l.sku === change.sku);
        if (target) target.quantity = change.quantity;
      }
      if (body.requestedDate !== undefined) draft.requestedDate = body.requestedDate;
      if (body.po !== undefined) draft.po = body.po;
      if (body.note !== undefined) draft.note = body.note;
      draft.updatedAt = iso(now);
      if (!body.apply) {
        drafts.set(order.orderNumber, draft);
        return { applied: false, draft };
      }
      order.productOrders = order.productOrders
        .map((l) => {
          const quantity = draft.lines.find((d) => d.sku === l.sku)?.quantity ?? l.quantity;
          return { ...l, quantity, amount: Math.round(quantity * l.unitPrice * 100) / 100 };
        })
        .filter((l) => l.quantity > 0);
      Object.assign(
        order,
        totalsOf(order.productOrders, order.account.country === 'mx' ? 0.16 : 0),
      );
      order.requestedDate = draft.requestedDate;
      order.po = draft.po || null;
      order.note = draft.note || null;
      drafts.delete(order.orderNumber);
      return { applied: true, draft: null };
    },
    'POST deleteModifiedOrderDraft': (call) => {
      const { orderNumber } = call.body as { orderNumber: string };
      return { deleted: drafts.delete(orderNumber) };
    },
    'GET cart/orderoptions': () => ({
      ...orderOptionsFixture('us'),
      pickupLocations: [
        ...orderOptionsFixture('us').pickupLocations,
        { id: 'plant-mx-1', code: 'MX01', name: 'Planta Querétaro', address: 'Querétaro, México' },
      ],
    }),
    'GET cart/plantLeadtime': () => leadTimesFixture(),
    // Order again (issue 17): the cart with the summary of the US retailer's mixed order.
    'POST cart/replicate': (call) => {
      const number = (call.body as { orderNumber: string }).orderNumber;
      if (!orders.has(number)) return notFound;
      return {
        ...cartFixture('us', [20, 100]),
        invalidSkus: ['10000990'],
        summary: reorderSummaryFixture('mixed', number),
      };
    },
    ...memoRoutes(),
    ...Object.fromEntries([...orders.keys()].map((n) => [`GET ${n}/download`, () => PDF_TEXT])),
  };

  return {
    routes,
    order: (n) => orders.get(n),
    drafts: () => [...drafts.values()],
    setNow: (value) => {
      now = value;
    },
  };
}
