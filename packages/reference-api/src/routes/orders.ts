import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '../db/database';
import { errorResponses } from '../schemas/common';
import { OrderDetail, OrderNumberQuery } from '../schemas/orders';
import { HttpError } from '../server';

interface OrderRow {
  order_number: string;
  type: string;
  source: string;
  status: OrderDetail['status'];
  invoiced_no: string | null;
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
  account_id: string;
  fullname: string;
  sold_to_code: string;
  address: string;
  region: string;
  plant_name: string;
  plant_code: string;
  ship_to_name: string | null;
  ship_to_address: string | null;
}

/**
 * One order of an account the user is linked to, or null: another tenant's order reads exactly
 * like a missing one.
 */
export async function orderDetail(
  db: Pick<Db, 'query'>,
  userId: string,
  orderNumber: string,
): Promise<OrderDetail | null> {
  const [o] = await db.query<OrderRow>(
    `SELECT o.order_number, o.type, o.source, o.status, o.invoiced_no,
            o.order_date::text AS order_date, o.requested_date::text AS requested_date,
            o.requested_time, o.ship_method, o.po, o.mode, o.note, o.payment_terms, o.truck_size,
            o.currency, o.net_amount::float8 AS net_amount, o.vat::float8 AS vat,
            o.gross_amount::float8 AS gross_amount, o.total_weight::float8 AS total_weight,
            o.weight_unit, o.modifiable_until, a.id AS account_id, a.fullname, a.sold_to_code,
            a.address, a.region, pl.name AS plant_name, pl.code AS plant_code,
            s.name AS ship_to_name, s.address AS ship_to_address
       FROM orders o
       JOIN user_accounts ua ON ua.account_id = o.account_id AND ua.user_id = $1
       JOIN accounts a ON a.id = o.account_id
       JOIN plants pl ON pl.id = o.plant_id
       LEFT JOIN ship_tos s ON s.id = o.ship_to_id
      WHERE o.order_number = $2`,
    [userId, orderNumber],
  );
  if (!o) return null;
  const lines = await db.query<{
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
  }>(
    `SELECT l.line_no, l.sku, p.title, p.form_code, p.package_type, l.quantity::float8 AS quantity,
            l.pallets, l.unit_price::float8 AS unit_price, l.net_weight::float8 AS net_weight,
            l.lot_number
       FROM order_lines l JOIN products p ON p.sku = l.sku
      WHERE l.order_number = $1 ORDER BY l.line_no`,
    [o.order_number],
  );
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
    modifiableUntil:
      o.modifiable_until === null ? null : new Date(o.modifiable_until).toISOString(),
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
    // Issue 6 refines these (the Mexican and internal-user invoice rules, memos, invoice date).
    documents: {
      invoice: o.status === 'Invoiced' || (o.status === 'Cancelled' && o.invoiced_no !== null),
      packlist: o.status === 'Shipped' || o.status === 'Invoiced',
      coa: o.status === 'Shipped' || o.status === 'Invoiced',
    },
    modifiable:
      o.status === 'Placed' &&
      o.modifiable_until !== null &&
      new Date(o.modifiable_until).getTime() > Date.now(),
    cancelledInvoice: o.status === 'Cancelled' && o.invoiced_no !== null,
    invoiceDate: null,
    memoNumbers: [],
  };
}

/** The order service (ordering.md §7); issue 6 adds the list, documents and modification. */
export const orderRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/orders/orderNumber',
    {
      schema: {
        tags: ['orders'],
        summary: "One order of the user's accounts, with its products and shipping details",
        querystring: OrderNumberQuery,
        response: { 200: OrderDetail, ...errorResponses },
      },
    },
    async (request) => {
      const order = await orderDetail(db, request.user.id, request.query.orderNumber);
      if (!order)
        throw new HttpError(404, 'NOT_FOUND', 'No such order for this user', 'query.orderNumber');
      return order;
    },
  );
};
