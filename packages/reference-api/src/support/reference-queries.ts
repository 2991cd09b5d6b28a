/** What the complaint form reads of an account's purchases, and the FAQs. */
import type { Texts } from './catalogue';
import type { Language as UiLang } from '@anp/rules';
import type { Db } from '../db/database';

type Q = Pick<Db, 'query'>;

/** Order types that are purchases (returns and memo requests are not). */
const PURCHASE_TYPES = ['sales order', 'consignment order'];

/**
 * The market's products and those the account bought since `since` (sales and consignment
 * orders not cancelled; from the plant when given) with the quantity bought.
 */
export function complaintProductOptions(
  q: Q,
  filter: { accountId: string; since: string; plantId: string | null; market: string },
): Promise<{ sku: string; title: string; package_type: string; total: number | null }[]> {
  return q.query<{ sku: string; title: string; package_type: string; total: number | null }>(
    `WITH bought AS (
       SELECT l.sku, sum(l.quantity)::float8 AS total
         FROM orders o JOIN order_lines l ON l.order_number = o.order_number
        WHERE o.account_id = $1 AND o.order_date >= $2::date AND o.status <> 'Cancelled'
          AND o.type = ANY($3::text[]) AND ($4::text IS NULL OR o.plant_id = $4)
        GROUP BY l.sku)
     SELECT p.sku, p.title, p.package_type, b.total
       FROM products p LEFT JOIN bought b ON b.sku = p.sku
      WHERE $5 = ANY(p.markets) OR b.sku IS NOT NULL`,
    [filter.accountId, filter.since, PURCHASE_TYPES, filter.plantId, filter.market],
  );
}

/**
 * The account's 20 newest purchases that are not cancelled, with their delivery date. Decision:
 * an order is delivered once Shipped or Invoiced, on its requested date (the demo data keeps no
 * separate delivery date); cancelled orders were never delivered and returns or memo requests are
 * no deliveries, so none of them is offered.
 */
export function recentDeliveries(
  q: Q,
  accountId: string,
): Promise<{ order_number: string; delivery_date: string | null }[]> {
  return q.query<{ order_number: string; delivery_date: string | null }>(
    `SELECT o.order_number,
            CASE WHEN o.status IN ('Shipped', 'Invoiced')
                 THEN to_char(o.requested_date, 'YYYY-MM-DD') END AS delivery_date
       FROM orders o
      WHERE o.account_id = $1 AND o.status <> 'Cancelled' AND o.type = ANY($2::text[])
      ORDER BY o.order_date DESC, o.order_number DESC
      LIMIT 20`,
    [accountId, PURCHASE_TYPES],
  );
}

/** A question as the database keeps it (the demo data wrote it). */
export interface FaqRow {
  id: string;
  // Rows written before Korean existed, or content not yet written in Korean, lack `ko`.
  topic_label: Partial<Texts> & Pick<Texts, 'en'>;
  updated_at: string;
  question: Partial<Texts> & Pick<Texts, 'en'>;
  answer: Partial<Readonly<Record<UiLang, readonly string[]>>> & { en: readonly string[] };
}

const FAQ_SELECT = `SELECT f.id, t.label AS topic_label, f.updated_at::text AS updated_at,
  f.question, f.answer FROM faqs f JOIN faq_topics t ON t.code = f.topic`;

/** Every question, in the order the support page lists them. */
export function faqRows(q: Q): Promise<FaqRow[]> {
  return q.query<FaqRow>(`${FAQ_SELECT} ORDER BY f.position`);
}

/** One question, or null. */
export async function faqRow(q: Q, id: string): Promise<FaqRow | null> {
  const [row] = await q.query<FaqRow>(`${FAQ_SELECT} WHERE f.id = $1`, [id]);
  return row ?? null;
}
