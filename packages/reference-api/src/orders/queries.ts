/**
 * Orders and their lines, read through the caller's account links: another tenant's order reads
 * exactly like a missing one.
 */
import type { OrderDetail } from '@anp/contract';
import type { Db } from '../db/database';

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

const ORDER_SELECT = `SELECT o.order_number, o.type, o.source, o.status, o.invoiced_no,
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

/** The numbers of an order's memos, oldest first. */
export async function memoNumbersOf(db: Q, orderNumber: string): Promise<string[]> {
  const rows = await db.query<{ memo_number: string }>(
    'SELECT memo_number FROM memos WHERE order_number = $1 ORDER BY memo_date, memo_number',
    [orderNumber],
  );
  return rows.map((m) => m.memo_number);
}

/** Whether the order is one of the account's. */
export async function isAccountOrder(
  db: Q,
  orderNumber: string,
  accountId: string,
): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM orders WHERE order_number = $1 AND account_id = $2', [
    orderNumber,
    accountId,
  ]);
  return rows.length > 0;
}
