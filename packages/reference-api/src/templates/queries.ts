/**
 * The templates store (issue 17): every read is keyed on the account, so another account's
 * template is never found; whether the caller may see or change it is decided in ./access.ts.
 */
import type { Db } from '../db/database';

type Q = Pick<Db, 'query'>;

export interface TemplateRow {
  id: string;
  user_id: string;
  account_id: string;
  name: string;
  shared: boolean;
  owner_name: string;
  created_at: Date | string;
  updated_at: Date | string;
  reminder_id: string | null;
  every_days: number | null;
  next_due_at: Date | string | null;
}

export interface TemplateLineRow {
  template_id: string;
  sku: string;
  title: string;
  package_type: string;
  quantity: number;
  unit_price: number;
  net_weight: number;
  weight_unit: string;
}

/** The caller's own templates and the shared ones of the account, with the caller's reminder. */
const SELECT = `SELECT t.id, t.user_id, t.account_id, t.name, t.shared,
       u.first_name || ' ' || u.last_name AS owner_name, t.created_at, t.updated_at,
       r.id AS reminder_id, r.every_days, r.next_due_at
  FROM cart_templates t JOIN users u ON u.id = t.user_id
  LEFT JOIN LATERAL (SELECT id, every_days, next_due_at FROM reminders
                      WHERE template_id = t.id AND user_id = $2
                      ORDER BY created_at DESC LIMIT 1) r ON true`;

export function visibleTemplates(q: Q, accountId: string, userId: string) {
  return q.query<TemplateRow>(
    `${SELECT} WHERE t.account_id = $1 AND (t.user_id = $2 OR t.shared)
      ORDER BY t.user_id <> $2, lower(t.name), t.id`,
    [accountId, userId],
  );
}

/** One template of the account, whoever owns it (null: none of this account). */
export async function accountTemplate(q: Q, accountId: string, userId: string, id: string) {
  const [row] = await q.query<TemplateRow>(`${SELECT} WHERE t.account_id = $1 AND t.id = $3`, [
    accountId,
    userId,
    id,
  ]);
  return row ?? null;
}

export function templateLines(q: Q, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([] as TemplateLineRow[]);
  return q.query<TemplateLineRow>(
    `SELECT l.template_id, l.sku, p.title, p.package_type, l.quantity::float8 AS quantity,
            l.unit_price::float8 AS unit_price, l.net_weight::float8 AS net_weight, l.weight_unit
       FROM cart_template_lines l JOIN products p ON p.sku = l.sku
      WHERE l.template_id = ANY($1) ORDER BY l.template_id, l.line_no`,
    [ids],
  );
}

export async function templateCount(q: Q, accountId: string): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM cart_templates WHERE account_id = $1',
    [accountId],
  );
  return row?.n ?? 0;
}

export interface NewTemplateLine {
  sku: string;
  quantity: number;
  unitPrice: number;
  netWeight: number;
  weightUnit: string;
}

export async function insertTemplate(
  q: Q,
  t: { id: string; userId: string; accountId: string; name: string; shared: boolean; at: Date },
  lines: readonly NewTemplateLine[],
): Promise<void> {
  await q.query(
    `INSERT INTO cart_templates (id, user_id, account_id, name, shared, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6)`,
    [t.id, t.userId, t.accountId, t.name, t.shared, t.at.toISOString()],
  );
  let lineNo = 0;
  for (const l of lines) {
    lineNo += 1;
    await q.query(
      `INSERT INTO cart_template_lines (template_id, line_no, sku, quantity, unit_price,
         net_weight, weight_unit) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [t.id, lineNo, l.sku, l.quantity, l.unitPrice, l.netWeight, l.weightUnit],
    );
  }
}

export async function updateTemplate(
  q: Q,
  id: string,
  fields: { name?: string; shared?: boolean },
  at: Date,
): Promise<void> {
  await q.query(
    `UPDATE cart_templates SET name = coalesce($2, name), shared = coalesce($3, shared),
            updated_at = $4 WHERE id = $1`,
    [id, fields.name ?? null, fields.shared ?? null, at.toISOString()],
  );
}

export async function deleteTemplate(q: Q, id: string): Promise<void> {
  await q.query('DELETE FROM cart_templates WHERE id = $1', [id]);
}

/** Empties a cart (replace mode). */
export async function emptyCart(q: Q, cartId: string): Promise<void> {
  await q.query('DELETE FROM cart_items WHERE cart_id = $1', [cartId]);
}
