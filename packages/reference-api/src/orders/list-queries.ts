/**
 * The orders list in one SQL statement (ordering.md §7 orders/ordersandmemos): an account's
 * orders and memos together over its (account, date, number) indexes, filtered, sorted and
 * paged with the total count, so the employee's biggest accounts page as fast as a small one.
 */
import type { OrderSortField } from '@anp/contract';
import type { Db } from '../db/database';
import type { ListFilter } from './filters';

type Q = Pick<Db, 'query'>;

const SORT_COLUMNS: Readonly<Record<OrderSortField, string>> = {
  orderDate: 'date',
  orderNumber: 'number',
  status: 'status',
  type: 'type',
  po: 'lower(po)',
  requestedDate: 'requested_date',
  amount: 'gross_amount',
};

export interface ListRow {
  kind: 'order' | 'memo';
  number: string;
  type: string;
  status: string;
  date: string;
  requested_date: string | null;
  po: string | null;
  ship_method: string | null;
  invoiced_no: string | null;
  currency: string;
  net_amount: number;
  vat: number;
  gross_amount: number;
  total_weight: number | null;
  weight_unit: string | null;
  modifiable_until: Date | string | null;
  original_order: string | null;
  line_count: number;
  total: number;
}

/** Builds `$n` placeholders while collecting their values. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A page of the list and the count of every row it has. */
export async function listRows(
  db: Q,
  f: ListFilter,
): Promise<{ rows: ListRow[]; totalCount: number }> {
  const p = new Params();
  const accountParam = p.add(f.accountId);
  const fromParam = f.from ? p.add(f.from) : null;
  const toParam = f.to ? p.add(f.to) : null;
  const searchParam = f.search ? p.add(f.search) : null;
  const parts: string[] = [];

  if (f.wantOrders && f.orderStatuses?.length !== 0 && f.orderTypes?.length !== 0) {
    const where = [`o.account_id = ${accountParam}`];
    if (f.orderStatuses) where.push(`o.status = ANY(${p.add(f.orderStatuses)}::text[])`);
    if (f.orderTypes) where.push(`o.type = ANY(${p.add(f.orderTypes)}::text[])`);
    if (fromParam) where.push(`o.order_date >= ${fromParam}::date`);
    if (toParam) where.push(`o.order_date <= ${toParam}::date`);
    if (searchParam)
      where.push(
        `(o.order_number LIKE ${searchParam} ESCAPE '\\' OR lower(o.po) LIKE ${searchParam} ESCAPE '\\')`,
      );
    parts.push(`SELECT 'order'::text AS kind, o.order_number AS number, o.type, o.status,
        o.order_date AS date, o.requested_date, o.po, o.ship_method, o.invoiced_no, o.currency,
        o.net_amount, o.vat, o.gross_amount, o.total_weight, o.weight_unit, o.modifiable_until,
        NULL::text AS original_order
      FROM orders o WHERE ${where.join(' AND ')}`);
  }

  if (f.wantMemos && f.memoStatuses?.length !== 0 && f.memoTypes?.length !== 0) {
    const where = [`m.account_id = ${accountParam}`];
    if (f.memoStatuses) where.push(`m.status = ANY(${p.add(f.memoStatuses)}::text[])`);
    if (f.memoTypes) where.push(`m.memo_type = ANY(${p.add(f.memoTypes)}::text[])`);
    if (fromParam) where.push(`m.memo_date >= ${fromParam}::date`);
    if (toParam) where.push(`m.memo_date <= ${toParam}::date`);
    if (searchParam)
      where.push(
        `(m.memo_number LIKE ${searchParam} ESCAPE '\\' OR lower(m.customer_po) LIKE ${searchParam} ESCAPE '\\')`,
      );
    parts.push(`SELECT 'memo'::text AS kind, m.memo_number AS number,
        m.memo_type || ' memo' AS type, m.status, m.memo_date AS date, NULL::date AS requested_date,
        m.customer_po AS po, NULL::text AS ship_method, NULL::text AS invoiced_no, m.currency,
        m.net_amount, m.vat, m.gross_amount, NULL::numeric AS total_weight,
        NULL::text AS weight_unit, NULL::timestamptz AS modifiable_until,
        m.order_number AS original_order
      FROM memos m WHERE ${where.join(' AND ')}`);
  }

  if (parts.length === 0) return { rows: [], totalCount: 0 };

  const dir = f.direction === 'asc' ? 'ASC' : 'DESC';
  // Ties by number in the same direction, then orders before memos: a stable page order.
  const orderBy = `${SORT_COLUMNS[f.sort]} ${dir} NULLS LAST, number ${dir}, kind DESC`;
  const rows = await db.query<ListRow>(
    `WITH listed AS (${parts.join('\nUNION ALL\n')}),
     page AS (
       SELECT listed.*, count(*) OVER () AS total FROM listed
        ORDER BY ${orderBy} LIMIT ${p.add(f.limit)} OFFSET ${p.add(f.offset)}
     )
     SELECT page.kind, page.number, page.type, page.status, page.date::text AS date,
            page.requested_date::text AS requested_date, page.po, page.ship_method,
            page.invoiced_no, page.currency, page.net_amount::float8 AS net_amount,
            page.vat::float8 AS vat, page.gross_amount::float8 AS gross_amount,
            page.total_weight::float8 AS total_weight, page.weight_unit, page.modifiable_until,
            page.original_order, page.total::int AS total,
            CASE WHEN page.kind = 'order'
                 THEN (SELECT count(*) FROM order_lines l WHERE l.order_number = page.number)
                 ELSE 0 END::int AS line_count
       FROM page ORDER BY ${orderBy}`,
    p.values,
  );
  let totalCount = rows[0]?.total ?? 0;
  if (rows.length === 0 && f.offset > 0) {
    // Past the last page the window has no row to carry the count.
    const [counted] = await db.query<{ n: number }>(
      `WITH listed AS (${parts.join('\nUNION ALL\n')}) SELECT count(*)::int AS n FROM listed`,
      p.values.slice(0, -2),
    );
    totalCount = counted?.n ?? 0;
  }
  return { rows, totalCount };
}

/** The groups of a user (whether they are internal decides the documents). */
export async function userGroups(db: Q, userId: string): Promise<string[]> {
  const [user] = await db.query<{ groups: string[] }>('SELECT groups FROM users WHERE id = $1', [
    userId,
  ]);
  return user?.groups ?? [];
}
