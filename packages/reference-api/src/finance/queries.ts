/**
 * Credit and debit memos of the user's accounts, read with their account, original order,
 * ship-to and plant (ordering.md §3 "Memo or credit tile data").
 */
import type { MemoStatus } from '@anp/contract';
import type { Db } from '../db/database';

type Q = Pick<Db, 'query'>;

export interface MemoRow {
  memo_number: string;
  memo_type: 'credit' | 'debit';
  status: MemoStatus;
  original_invoice_number: string | null;
  original_invoice_date: string | null;
  memo_date: string;
  currency: string;
  net_amount: number;
  vat: number;
  gross_amount: number;
  customer_po: string | null;
  order_number: string | null;
  account_id: string;
  region: string;
  source_system: string;
  sold_to_code: string;
  fullname: string;
  address: string;
  order_type: string | null;
  order_status: string | null;
  order_date: string | null;
  order_value: number | null;
  ship_to_code: string | null;
  ship_to_name: string | null;
  ship_to_address: string | null;
  plant_name: string | null;
  plant_code: string | null;
}

/** Memos of the accounts linked to user `$1`; the caller adds its WHERE conditions. */
const MEMO_SELECT = `SELECT m.memo_number, m.memo_type, m.status, m.original_invoice_number,
            m.original_invoice_date::text AS original_invoice_date, m.memo_date::text AS memo_date,
            m.currency, m.net_amount::float8 AS net_amount, m.vat::float8 AS vat,
            m.gross_amount::float8 AS gross_amount, m.customer_po, m.order_number, a.id AS account_id,
            a.region, a.source_system, a.sold_to_code, a.fullname, a.address,
            o.type AS order_type, o.status AS order_status, o.order_date::text AS order_date,
            o.gross_amount::float8 AS order_value, s.code AS ship_to_code, s.name AS ship_to_name,
            s.address AS ship_to_address, pl.name AS plant_name, pl.code AS plant_code
       FROM memos m
       JOIN user_accounts ua ON ua.account_id = m.account_id AND ua.user_id = $1
       JOIN accounts a ON a.id = m.account_id
       LEFT JOIN orders o ON o.order_number = m.order_number
       LEFT JOIN ship_tos s ON s.id = o.ship_to_id
       LEFT JOIN plants pl ON pl.id = o.plant_id`;

/** One memo of the user's accounts, or null (another tenant's memo reads like a missing one). */
export async function memoRow(db: Q, userId: string, memoNumber: string): Promise<MemoRow | null> {
  const [row] = await db.query<MemoRow>(`${MEMO_SELECT} WHERE m.memo_number = $2`, [
    userId,
    memoNumber,
  ]);
  return row ?? null;
}

/** A page of the account's memos, newest first, with the count of every memo the filter keeps. */
export async function memoPage(
  db: Q,
  userId: string,
  accountId: string,
  filter: {
    memoType?: string | undefined;
    status?: string | undefined;
    from: string | null;
    to: string | null;
    offset: number;
    limit: number;
  },
): Promise<{ rows: MemoRow[]; totalCount: number }> {
  const params: unknown[] = [userId, accountId];
  const where = ['m.account_id = $2'];
  const add = (condition: string, value: unknown) => {
    params.push(value);
    where.push(condition.replace('?', `$${params.length}`));
  };
  if (filter.memoType) add('m.memo_type = ?', filter.memoType);
  if (filter.status) add('m.status = ?', filter.status);
  if (filter.from) add('m.memo_date >= ?::date', filter.from);
  if (filter.to) add('m.memo_date <= ?::date', filter.to);
  params.push(filter.limit, filter.offset);
  const rows = await db.query<MemoRow & { total: number }>(
    `${MEMO_SELECT.replace('SELECT ', 'SELECT count(*) OVER ()::int AS total, ')}
      WHERE ${where.join(' AND ')}
      ORDER BY m.memo_date DESC, m.memo_number DESC
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  let totalCount = rows[0]?.total ?? 0;
  if (rows.length === 0 && filter.offset > 0) {
    const [counted] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (${MEMO_SELECT} WHERE ${where.join(' AND ')}) listed`,
      params.slice(0, -2),
    );
    totalCount = counted?.n ?? 0;
  }
  return { rows, totalCount };
}

/** The memo types, statuses and years an account's memos have. */
export function memoFacets(
  db: Q,
  accountId: string,
): Promise<{ memo_type: string; status: string; year: number }[]> {
  return db.query<{ memo_type: string; status: string; year: number }>(
    `SELECT DISTINCT memo_type, status, extract(year FROM memo_date)::int AS year
       FROM memos WHERE account_id = $1`,
    [accountId],
  );
}
