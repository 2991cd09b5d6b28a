/**
 * The orders list (ordering.md §2 screen 5, §7 orders/ordersandmemos and orders): an account's
 * orders and memos together, filtered, sorted and paged in one SQL statement over the account's
 * indexes, so the employee's biggest accounts page as fast as a small one.
 */
import type { Db } from '../db/database';
import { isIsoDate } from '@anp/rules/calendar';
import {
  OrderStatus,
  OrderType,
  type OrderList,
  type OrderListRow,
  type OrdersQuery,
  type OrderSortField,
} from '@anp/contract';
import { HttpError } from '../http-error';
import { memoInvoiceNumber } from './memo-data';
import { isInternalUser, isModifiable, orderDocuments } from './order-rules';
import { orderingAccount, type OrderingAccount } from './ordering-data';

type Q = Pick<Db, 'query'>;

export const ORDER_STATUS_VALUES: readonly OrderStatus[] = OrderStatus.anyOf.map(
  (literal) => literal.const,
);
export const ORDER_TYPE_VALUES: readonly OrderType[] = OrderType.anyOf.map(
  (literal) => literal.const,
);
export const MEMO_STATUS_VALUES = ['Open', 'Cancelled', 'Invoiced'] as const;
export const MEMO_TYPE_VALUES = ['credit memo', 'debit memo'] as const;

/**
 * A comma-separated filter as canonical values; any case and spaces around values are accepted.
 * An unknown value is a 400 on its field, so a typo never silently shows everything.
 */
export function parseList(
  raw: string | undefined,
  allowed: readonly string[],
  field: string,
): string[] | null {
  if (raw === undefined) return null;
  const values = raw
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (values.length === 0) return null;
  return [
    ...new Set(
      values.map((value) => {
        const canonical = allowed.find((a) => a.toLowerCase() === value.toLowerCase());
        if (!canonical)
          throw new HttpError(
            400,
            'VALIDATION',
            `${field} has an unknown value "${value}"; allowed: ${allowed.join(', ')}`,
            field,
          );
        return canonical;
      }),
    ),
  ];
}

/** A YYYY-MM-DD that is a real calendar date, else a 400 on its field. */
export function calendarDate(value: string | undefined, field: string): string | null {
  if (value === undefined) return null;
  if (!isIsoDate(value) || value < '1900-01-01' || value > '2999-12-31')
    throw new HttpError(400, 'VALIDATION', `${value} is not a calendar date`, field);
  return value;
}

/** LIKE pattern matching the start of a value, any case; % _ and \ match themselves. */
export const prefixPattern = (text: string): string =>
  `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SORT_COLUMNS: Readonly<Record<OrderSortField, string>> = {
  orderDate: 'date',
  orderNumber: 'number',
  status: 'status',
  type: 'type',
  po: 'lower(po)',
  requestedDate: 'requested_date',
  amount: 'gross_amount',
};

/** Decision: dates and amounts list the latest or largest first, text A to Z. */
const DEFAULT_DIRECTION: Readonly<Record<OrderSortField, 'asc' | 'desc'>> = {
  orderDate: 'desc',
  orderNumber: 'desc',
  status: 'asc',
  type: 'asc',
  po: 'asc',
  requestedDate: 'desc',
  amount: 'desc',
};

interface ListRow {
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

export interface ListOptions {
  userId: string;
  accountHeader: string | undefined;
  query: OrdersQuery;
  /** ordersandmemos (true) or orders (false). */
  withMemos: boolean;
  now: Date;
}

/** Builds `$n` placeholders while collecting their values. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export async function listOrders(db: Q, options: ListOptions): Promise<OrderList> {
  const { query } = options;
  const account = await orderingAccount(db, options.userId, options.accountHeader);
  const statuses = parseList(
    query.status,
    [...new Set<string>([...ORDER_STATUS_VALUES, ...MEMO_STATUS_VALUES])],
    'query.status',
  );
  const types = parseList(query.type, [...ORDER_TYPE_VALUES, ...MEMO_TYPE_VALUES], 'query.type');
  const from = calendarDate(query.from, 'query.from');
  const to = calendarDate(query.to, 'query.to');
  if (from && to && from > to)
    throw new HttpError(400, 'VALIDATION', 'query.from must not be after query.to', 'query.from');
  const search = query.search?.trim() ?? '';

  const p = new Params();
  const accountParam = p.add(account.id);
  const fromParam = from ? p.add(from) : null;
  const toParam = to ? p.add(to) : null;
  const searchParam = search ? p.add(prefixPattern(search)) : null;

  const wantOrders = query.kind !== 'memo';
  const wantMemos = options.withMemos && query.kind !== 'order';
  const parts: string[] = [];

  const orderStatuses = statuses?.filter((s) => (ORDER_STATUS_VALUES as string[]).includes(s));
  const orderTypes = types?.filter((t) => (ORDER_TYPE_VALUES as readonly string[]).includes(t));
  if (wantOrders && orderStatuses?.length !== 0 && orderTypes?.length !== 0) {
    const where = [`o.account_id = ${accountParam}`];
    if (orderStatuses) where.push(`o.status = ANY(${p.add(orderStatuses)}::text[])`);
    if (orderTypes) where.push(`o.type = ANY(${p.add(orderTypes)}::text[])`);
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

  const memoStatuses = statuses?.filter((s) =>
    (MEMO_STATUS_VALUES as readonly string[]).includes(s),
  );
  const memoTypes = types
    ?.filter((t) => (MEMO_TYPE_VALUES as readonly string[]).includes(t))
    .map((t) => t.replace(' memo', ''));
  if (wantMemos && memoStatuses?.length !== 0 && memoTypes?.length !== 0) {
    const where = [`m.account_id = ${accountParam}`];
    if (memoStatuses) where.push(`m.status = ANY(${p.add(memoStatuses)}::text[])`);
    if (memoTypes) where.push(`m.memo_type = ANY(${p.add(memoTypes)}::text[])`);
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

  const offset = query.offset ?? 0;
  const limit = query.limit ?? 100;
  if (parts.length === 0) return { rows: [], totalCount: 0, offset, limit };

  const sort = query.sort ?? 'orderDate';
  const direction = query.direction ?? DEFAULT_DIRECTION[sort];
  const dir = direction === 'asc' ? 'ASC' : 'DESC';
  // Ties by number in the same direction, then orders before memos: a stable page order.
  const orderBy = `${SORT_COLUMNS[sort]} ${dir} NULLS LAST, number ${dir}, kind DESC`;
  const rows = await db.query<ListRow>(
    `WITH listed AS (${parts.join('\nUNION ALL\n')}),
     page AS (
       SELECT listed.*, count(*) OVER () AS total FROM listed
        ORDER BY ${orderBy} LIMIT ${p.add(limit)} OFFSET ${p.add(offset)}
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
  if (rows.length === 0 && offset > 0) {
    // Past the last page the window has no row to carry the count.
    const [counted] = await db.query<{ n: number }>(
      `WITH listed AS (${parts.join('\nUNION ALL\n')}) SELECT count(*)::int AS n FROM listed`,
      p.values.slice(0, -2),
    );
    totalCount = counted?.n ?? 0;
  }
  const [user] = await db.query<{ groups: string[] }>('SELECT groups FROM users WHERE id = $1', [
    options.userId,
  ]);
  const internal = isInternalUser(user?.groups ?? []);
  return {
    rows: rows.map((row) => toListRow(row, account, internal, options.now)),
    totalCount,
    offset,
    limit,
  };
}

function toListRow(
  row: ListRow,
  account: OrderingAccount,
  internal: boolean,
  now: Date,
): OrderListRow {
  const common = {
    kind: row.kind,
    orderNumber: row.number,
    type: row.type,
    status: row.status,
    orderDate: row.date,
    requestedDate: row.requested_date,
    po: row.po,
    shipMethod: row.ship_method,
    currency: row.currency,
    netAmount: row.net_amount,
    vat: row.vat,
    grossAmount: row.gross_amount,
    totalWeight: row.total_weight,
    weightUnit: row.weight_unit,
    lineCount: row.line_count,
    accountId: account.id,
    soldToCode: account.soldToCode,
    accountName: account.fullname,
  };
  if (row.kind === 'memo') {
    return {
      ...common,
      invoicedNo: memoInvoiceNumber(row.number, row.status),
      modifiable: false,
      modifiableUntil: null,
      cancelledInvoice: row.status === 'Cancelled',
      originalOrderNumber: row.original_order,
      documents: { invoice: false, packlist: false, coa: false, invoiceProForma: false },
    };
  }
  const status = row.status as OrderStatus;
  return {
    ...common,
    invoicedNo: row.invoiced_no,
    modifiable: isModifiable({ status, modifiable_until: row.modifiable_until }, now),
    modifiableUntil:
      row.modifiable_until === null ? null : new Date(row.modifiable_until).toISOString(),
    cancelledInvoice: status === 'Cancelled' && row.invoiced_no !== null,
    originalOrderNumber: null,
    documents: orderDocuments({
      status,
      invoicedNo: row.invoiced_no,
      market: account.region,
      internal,
    }),
  };
}
