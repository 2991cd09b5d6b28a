/** The modification drafts of orders (one per order and user) and the writes of a change. */
import type { Db } from '../../db/database';

type Q = Pick<Db, 'query'>;

export interface DraftRow {
  order_number: string;
  lines: { sku: string; quantity: number }[];
  requested_date: string | null;
  po: string | null;
  note: string | null;
  updated_at: Date | string;
}

export async function draftRow(
  q: Q,
  orderNumber: string,
  userId: string,
): Promise<DraftRow | null> {
  const [row] = await q.query<DraftRow>(
    `SELECT order_number, lines, requested_date::text AS requested_date, po, note, updated_at
       FROM modified_order_drafts WHERE order_number = $1 AND user_id = $2`,
    [orderNumber, userId],
  );
  return row ?? null;
}

/** Saves the user's draft of an order (what changed only). */
export async function saveDraft(
  q: Q,
  draft: {
    orderNumber: string;
    userId: string;
    lines: { sku: string; quantity: number }[];
    requestedDate: string | null;
    po: string | null;
    note: string | null;
    updatedAt: string;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO modified_order_drafts (order_number, user_id, lines, requested_date, po,
            note, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (order_number, user_id) DO UPDATE SET lines = EXCLUDED.lines,
       requested_date = EXCLUDED.requested_date, po = EXCLUDED.po, note = EXCLUDED.note,
       updated_at = EXCLUDED.updated_at`,
    [
      draft.orderNumber,
      draft.userId,
      JSON.stringify(draft.lines),
      draft.requestedDate,
      draft.po,
      draft.note,
      draft.updatedAt,
    ],
  );
}

/** Deletes the user's draft of an order; false when there was none. */
export async function deleteDraft(q: Q, orderNumber: string, userId: string): Promise<boolean> {
  const deleted = await q.query(
    'DELETE FROM modified_order_drafts WHERE order_number = $1 AND user_id = $2 RETURNING order_number',
    [orderNumber, userId],
  );
  return deleted.length > 0;
}

/** The user's drafts of orders of their accounts, newest first (at most 200). */
export function userDrafts(q: Q, userId: string): Promise<DraftRow[]> {
  return q.query<DraftRow>(
    `SELECT d.order_number, d.lines, d.requested_date::text AS requested_date, d.po, d.note,
            d.updated_at
       FROM modified_order_drafts d
       JOIN orders o ON o.order_number = d.order_number
       JOIN user_accounts ua ON ua.account_id = o.account_id AND ua.user_id = d.user_id
      WHERE d.user_id = $1 ORDER BY d.updated_at DESC, d.order_number DESC LIMIT 200`,
    [userId],
  );
}

export async function deleteOrderLine(q: Q, orderNumber: string, sku: string): Promise<void> {
  await q.query('DELETE FROM order_lines WHERE order_number = $1 AND sku = $2', [orderNumber, sku]);
}

export async function updateOrderLine(
  q: Q,
  orderNumber: string,
  sku: string,
  line: { quantity: number; pallets: number; netWeight: string },
): Promise<void> {
  await q.query(
    `UPDATE order_lines SET quantity = $3, pallets = $4, net_weight = $5
      WHERE order_number = $1 AND sku = $2`,
    [orderNumber, sku, line.quantity, line.pallets, line.netWeight],
  );
}

/** The order's changed fields and its amounts and weight recomputed. */
export async function updateOrder(
  q: Q,
  orderNumber: string,
  o: {
    requestedDate: string;
    po: string | null;
    note: string | null;
    netAmount: string;
    vat: string;
    grossAmount: string;
    totalWeight: string;
    modifiableUntil: string | null;
  },
): Promise<void> {
  await q.query(
    `UPDATE orders SET requested_date = $2, po = $3, note = $4, net_amount = $5, vat = $6,
            gross_amount = $7, total_weight = $8, modifiable_until = $9
      WHERE order_number = $1`,
    [
      orderNumber,
      o.requestedDate,
      o.po,
      o.note,
      o.netAmount,
      o.vat,
      o.grossAmount,
      o.totalWeight,
      o.modifiableUntil,
    ],
  );
}
