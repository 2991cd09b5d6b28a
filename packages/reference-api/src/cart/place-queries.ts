/**
 * The SQL of placing an order exactly once: the order an Idempotency-Key placed, the orders
 * table's lock, the next order number, and the order with its lines.
 */
import type { OrderPlaced } from '@anp/contract';
import type { Db } from '../db/database';

type Q = Pick<Db, 'query'>;

/** The order a user's key placed and what the submit answered, or null (keys are per user). */
export async function orderOfKey(
  db: Q,
  userId: string,
  key: string,
): Promise<{ submit_response: OrderPlaced | null } | null> {
  const [row] = await db.query<{ submit_response: OrderPlaced | null }>(
    'SELECT submit_response FROM orders WHERE user_id = $1 AND idempotency_key = $2',
    [userId, key],
  );
  return row ?? null;
}

/**
 * One order at a time: the order number is the next after the highest, and a second call with
 * the same key waits here, then finds the first one's order.
 */
export async function lockOrders(db: Q): Promise<void> {
  await db.query('LOCK TABLE orders IN EXCLUSIVE MODE');
}

/** The next order number after the highest numeric one. */
export async function nextOrderNumber(db: Q): Promise<string> {
  const [last] = await db.query<{ n: string | null }>(
    "SELECT max(order_number::bigint)::text AS n FROM orders WHERE order_number ~ '^[0-9]{1,18}$'",
  );
  return String(BigInt(last?.n ?? '4000000000') + 1n);
}

/** A new portal sales order, Placed. */
export interface NewOrder {
  orderNumber: string;
  accountId: string;
  userId: string;
  orderDate: string;
  requestedDate: string;
  requestedTime: string | null;
  shipMethod: 'delivery' | 'pickup';
  po: string | null;
  mode: string;
  note: string | null;
  paymentTerms: string;
  truckSize: string | null;
  plantId: string;
  currency: string;
  netAmount: string;
  vat: string;
  grossAmount: string;
  totalWeight: string;
  weightUnit: string;
  modifiableUntil: string;
  idempotencyKey: string;
  createdAt: string;
  email: string;
  submitResponse: OrderPlaced;
}

export async function insertOrder(db: Q, o: NewOrder): Promise<void> {
  await db.query(
    `INSERT INTO orders (order_number, account_id, ship_to_id, user_id, type, source, status,
            order_date, requested_date, requested_time, ship_method, po, mode, note,
            payment_terms, truck_size, plant_id, currency, net_amount, vat, gross_amount,
            total_weight, weight_unit, modifiable_until, idempotency_key, created_at, email,
            submit_response)
     VALUES ($1, $2, NULL, $3, 'sales order', 'portal', 'Placed', $4, $5, $6, $7, $8, $9, $10,
             $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24)`,
    [
      o.orderNumber,
      o.accountId,
      o.userId,
      o.orderDate,
      o.requestedDate,
      o.requestedTime,
      o.shipMethod,
      o.po,
      o.mode,
      o.note,
      o.paymentTerms,
      o.truckSize,
      o.plantId,
      o.currency,
      o.netAmount,
      o.vat,
      o.grossAmount,
      o.totalWeight,
      o.weightUnit,
      o.modifiableUntil,
      o.idempotencyKey,
      o.createdAt,
      o.email,
      JSON.stringify(o.submitResponse),
    ],
  );
}

export async function insertOrderLine(
  db: Q,
  line: {
    orderNumber: string;
    lineNo: number;
    sku: string;
    quantity: number;
    pallets: number;
    unitPrice: string;
    netWeight: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO order_lines (order_number, line_no, sku, quantity, pallets, unit_price,
            net_weight, lot_number)
     VALUES ($1, $2, $3, $4, $5, $6, $7, NULL)`,
    [
      line.orderNumber,
      line.lineNo,
      line.sku,
      line.quantity,
      line.pallets,
      line.unitPrice,
      line.netWeight,
    ],
  );
}
