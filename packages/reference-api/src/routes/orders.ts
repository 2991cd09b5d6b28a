import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../db/database';
import { errorResponses } from '@anp/contract';
import { OrderDetail, OrderList, OrderNumberQuery, OrdersQuery } from '@anp/contract';
import { HttpError } from '../http-error';
import { isInternalUser, isModifiable, orderDocuments } from './order-rules';
import { listOrders } from './order-list';

type Q = Pick<Db, 'query'>;

/** An order row with its account, plant, ship-to and the caller's groups. */
export interface OrderRow {
  order_number: string;
  type: string;
  source: string;
  status: OrderDetail['status'];
  invoiced_no: string | null;
  invoice_date: string | null;
  order_date: string;
  requested_date: string;
  requested_time: string | null;
  ship_method: string;
  po: string | null;
  mode: string;
  note: string | null;
  payment_terms: string;
  truck_size: string | null;
  currency: string;
  net_amount: number;
  vat: number;
  gross_amount: number;
  total_weight: number;
  weight_unit: string;
  modifiable_until: Date | string | null;
  plant_id: string;
  account_id: string;
  fullname: string;
  sold_to_code: string;
  address: string;
  region: string;
  source_system: string;
  plant_name: string;
  plant_code: string;
  ship_to_name: string | null;
  ship_to_address: string | null;
  ship_to_code: string | null;
  user_groups: string[];
}

/** One line of an order with its product's rules. */
export interface OrderLineRow {
  line_no: number;
  sku: string;
  title: string;
  form_code: string;
  package_type: OrderDetail['productOrders'][number]['packageType'];
  quantity: number;
  pallets: number;
  unit_price: number;
  net_weight: number;
  lot_number: string | null;
  net_weight_per_unit: number;
  unit_of_measure: 'lb' | 'kg';
  per_pallet_count: number;
  is_pallet: boolean;
  is_pallet_and_non_pallet_allowed: boolean;
  min_quantity: number;
  increment: number;
  container_code: string | null;
}

export const ORDER_SELECT = `SELECT o.order_number, o.type, o.source, o.status, o.invoiced_no,
            o.invoice_date::text AS invoice_date,
            o.order_date::text AS order_date, o.requested_date::text AS requested_date,
            o.requested_time, o.ship_method, o.po, o.mode, o.note, o.payment_terms, o.truck_size,
            o.currency, o.net_amount::float8 AS net_amount, o.vat::float8 AS vat,
            o.gross_amount::float8 AS gross_amount, o.total_weight::float8 AS total_weight,
            o.weight_unit, o.modifiable_until, o.plant_id, a.id AS account_id, a.fullname,
            a.sold_to_code, a.address, a.region, a.source_system, pl.name AS plant_name,
            pl.code AS plant_code, s.name AS ship_to_name, s.address AS ship_to_address,
            s.code AS ship_to_code, u.groups AS user_groups
       FROM orders o
       JOIN user_accounts ua ON ua.account_id = o.account_id AND ua.user_id = $1
       JOIN users u ON u.id = ua.user_id
       JOIN accounts a ON a.id = o.account_id
       JOIN plants pl ON pl.id = o.plant_id
       LEFT JOIN ship_tos s ON s.id = o.ship_to_id`;

/**
 * An order of an account the user is linked to, or null: another tenant's order reads exactly
 * like a missing one. `lock` takes the order's row lock (inside a transaction).
 */
export async function orderRow(
  db: Q,
  userId: string,
  orderNumber: string,
  options: { lock?: boolean } = {},
): Promise<OrderRow | null> {
  const [row] = await db.query<OrderRow>(
    `${ORDER_SELECT} WHERE o.order_number = $2${options.lock ? ' FOR UPDATE OF o' : ''}`,
    [userId, orderNumber],
  );
  return row ?? null;
}

export async function orderLines(db: Q, orderNumber: string): Promise<OrderLineRow[]> {
  return db.query<OrderLineRow>(
    `SELECT l.line_no, l.sku, p.title, p.form_code, p.package_type,
            l.quantity::float8 AS quantity, l.pallets, l.unit_price::float8 AS unit_price,
            l.net_weight::float8 AS net_weight, l.lot_number,
            p.net_weight_per_unit::float8 AS net_weight_per_unit, p.unit_of_measure,
            p.per_pallet_count, p.is_pallet, p.is_pallet_and_non_pallet_allowed, p.min_quantity,
            p.increment, p.container_code
       FROM order_lines l JOIN products p ON p.sku = l.sku
      WHERE l.order_number = $1 ORDER BY l.line_no`,
    [orderNumber],
  );
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** The contract's OrderDetail of a row and its lines. */
export function toOrderDetail(
  o: OrderRow,
  lines: readonly OrderLineRow[],
  memoNumbers: string[],
  now: Date,
): OrderDetail {
  return {
    orderNumber: o.order_number,
    type: o.type,
    source: o.source,
    status: o.status,
    invoicedNo: o.invoiced_no,
    orderDate: o.order_date,
    requestedDate: o.requested_date,
    requestedTime: o.requested_time,
    shipMethod: o.ship_method,
    po: o.po,
    mode: o.mode,
    note: o.note,
    paymentTerms: o.payment_terms,
    truckSize: o.truck_size,
    currency: o.currency,
    netAmount: o.net_amount,
    vat: o.vat,
    grossAmount: o.gross_amount,
    totalWeight: o.total_weight,
    weightUnit: o.weight_unit,
    modifiableUntil: iso(o.modifiable_until),
    account: {
      id: o.account_id,
      name: o.fullname,
      soldToCode: o.sold_to_code,
      address: o.address,
      country: o.region,
    },
    productOrders: lines.map((l) => ({
      lineNo: l.line_no,
      sku: l.sku,
      title: l.title,
      formCode: l.form_code,
      packageType: l.package_type,
      quantity: l.quantity,
      pallets: l.pallets,
      unitPrice: l.unit_price,
      amount: Math.round(l.quantity * l.unit_price * 100) / 100,
      netWeight: l.net_weight,
      unitOfMeasure: o.weight_unit,
      lotNumber: l.lot_number,
    })),
    shippingDetails: {
      shipFromName: o.plant_name,
      shipFromCode: o.plant_code,
      shipToName: o.ship_to_name,
      shipToAddress: o.ship_to_address,
    },
    documents: orderDocuments({
      status: o.status,
      invoicedNo: o.invoiced_no,
      market: o.region,
      internal: isInternalUser(o.user_groups),
    }),
    modifiable: isModifiable(o, now),
    cancelledInvoice: o.status === 'Cancelled' && o.invoiced_no !== null,
    invoiceDate: o.invoice_date,
    memoNumbers,
  };
}

/**
 * One order of an account the user is linked to, or null: another tenant's order reads exactly
 * like a missing one. `now` decides whether it can still be modified.
 */
export async function orderDetail(
  db: Q,
  userId: string,
  orderNumber: string,
  now: Date = new Date(),
): Promise<OrderDetail | null> {
  const o = await orderRow(db, userId, orderNumber);
  if (!o) return null;
  const lines = await orderLines(db, o.order_number);
  const memos = await db.query<{ memo_number: string }>(
    'SELECT memo_number FROM memos WHERE order_number = $1 ORDER BY memo_date, memo_number',
    [o.order_number],
  );
  return toOrderDetail(
    o,
    lines,
    memos.map((m) => m.memo_number),
    now,
  );
}

const accountHeaders = Type.Object({
  'x-account-id': Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  'x-language': Type.Optional(Type.String({ maxLength: 35 })),
});

/** The order service (ordering.md §7): the orders and memos list and an order's detail. */
export const orderRoutes: FastifyPluginAsync<{ db: Db; now: () => Date }> = async (
  fastify,
  { db, now },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/orders/orderNumber',
    {
      schema: {
        tags: ['orders'],
        summary:
          "One order of the user's accounts: products, shipping, the documents the user may download, whether it can still be modified, its memos",
        querystring: OrderNumberQuery,
        response: { 200: OrderDetail, ...errorResponses },
      },
    },
    async (request) => {
      const order = await orderDetail(db, request.user.id, request.query.orderNumber, now());
      if (!order)
        throw new HttpError(404, 'NOT_FOUND', 'No such order for this user', 'query.orderNumber');
      return order;
    },
  );

  app.get(
    '/orders/ordersandmemos',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Orders and credit/debit memos of the account, filtered (status, type, kind, date range, number or PO prefix), sorted and paged',
        querystring: OrdersQuery,
        headers: accountHeaders,
        response: { 200: OrderList, ...errorResponses },
      },
    },
    async (request) =>
      listOrders(db, {
        userId: request.user.id,
        accountHeader: request.headers['x-account-id'],
        query: request.query,
        withMemos: true,
        now: now(),
      }),
  );

  app.get(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'Orders of the account (no memos), filtered, sorted and paged like ordersandmemos',
        querystring: OrdersQuery,
        headers: accountHeaders,
        response: { 200: OrderList, ...errorResponses },
      },
    },
    async (request) =>
      listOrders(db, {
        userId: request.user.id,
        accountHeader: request.headers['x-account-id'],
        query: request.query,
        withMemos: false,
        now: now(),
      }),
  );
};
