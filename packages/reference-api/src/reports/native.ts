/**
 * The kit-native reports (issue 16), computed from the account's real demo orders and its open
 * items: tons ordered per month (two years), spend by product category (twelve months), open
 * orders by status, on-time delivery (twelve months) and the account's ageing (@anp/rules/finance
 * through the AR book of ../finance/ar).
 */
import type { NativeReport, NativeReportId } from '@anp/contract';
import { currencyDigits, toTons, type WeightUnit } from '@anp/rules';
import { AGEING_BUCKETS } from '@anp/rules/finance';
import type { Lang, OrderingAccount } from '../accounts/caller';
import type { Db } from '../db/database';
import { arBook, arSummary } from '../finance/ar';
import { MARKETS } from '../markets';
import { localClock } from '../plants/lead-times';
import { categoryName } from '../products/catalogue';
import { reportTexts, type ReportTexts } from './texts';

type Q = Pick<Db, 'query'>;

export const NATIVE_REPORTS: readonly NativeReportId[] = [
  'tonsPerMonth',
  'spendByCategory',
  'openOrdersByStatus',
  'onTimeDelivery',
  'accountAgeing',
];

/** Order types whose weight and value are returns or credits, not purchases. */
const CREDIT_ORDER_TYPES = [
  'consignment return order',
  'domestic return order',
  'credit memo request',
];

/** The statuses of an order not yet invoiced (and not cancelled). */
export const OPEN_STATUSES = ['Placed', 'Scheduled', 'Shipped'] as const;

/** The `count` months ending with the month of `asOf` (YYYY-MM-DD), oldest first, as YYYY-MM. */
export function monthsEnding(asOf: string, count: number): string[] {
  const year = Number(asOf.slice(0, 4));
  const month = Number(asOf.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_v, i) => {
    const d = new Date(Date.UTC(year, month - (count - 1 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** A small stable hash of a text (FNV-1a, 32 bits). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * Days between the requested and the delivered date of a shipped or invoiced order (negative:
 * early). Decision (issue 16): the demo data has no proof of delivery, so the reference API
 * derives it from the order number, the same on every call: 7 in 10 orders arrive on the day or a
 * day early, the others 1 to 3 days late.
 */
export function deliveryDelayDays(orderNumber: string): number {
  const roll = hash(orderNumber) % 10;
  if (roll < 2) return -1;
  if (roll < 7) return 0;
  return roll - 6;
}

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

const isWeightUnit = (unit: string): unit is WeightUnit =>
  unit === 'lb' || unit === 'kg' || unit === 'quintal';

export interface ReportContext {
  db: Q;
  account: OrderingAccount;
  lang: Lang;
  now: Date;
}

function base(id: NativeReportId, texts: ReportTexts, asOf: string) {
  return {
    kind: 'native' as const,
    id,
    title: texts.title[id],
    description: texts.description[id],
    asOf,
  };
}

/** One native report of the account, in the caller's language. */
export async function nativeReport(id: NativeReportId, ctx: ReportContext): Promise<NativeReport> {
  const { db, account, lang, now } = ctx;
  const market = MARKETS[account.region];
  const asOf = localClock(now, market.timeZone).date;
  const texts = reportTexts(lang);
  const head = base(id, texts, asOf);
  const weightUnit = market.tonUnit === 'Tons' ? ('shortTon' as const) : ('metricTon' as const);

  if (id === 'tonsPerMonth') {
    const months = monthsEnding(asOf, 24);
    const rows = await db.query<{ month: string; weight_unit: string; weight: number }>(
      `SELECT to_char(order_date, 'YYYY-MM') AS month, weight_unit,
              sum(total_weight)::float8 AS weight
         FROM orders
        WHERE account_id = $1 AND order_date >= $2::date AND order_date <= $3::date
          AND status <> 'Cancelled' AND NOT (type = ANY($4::text[]))
        GROUP BY 1, 2`,
      [account.id, `${months[0]}-01`, asOf, CREDIT_ORDER_TYPES],
    );
    const tons = new Map<string, number>();
    for (const row of rows) {
      if (!isWeightUnit(row.weight_unit)) continue;
      tons.set(row.month, (tons.get(row.month) ?? 0) + toTons(row.weight, row.weight_unit));
    }
    return {
      ...head,
      chart: 'bar',
      stacked: false,
      measure: 'weight',
      weightUnit,
      categoryType: 'month',
      categoryLabel: texts.month,
      categories: months.map((m) => ({ key: m, label: m })),
      series: [
        { key: 'tons', label: texts.tons, values: months.map((m) => round(tons.get(m) ?? 0, 2)) },
      ],
    };
  }

  if (id === 'spendByCategory') {
    const from = `${monthsEnding(asOf, 12)[0]}-01`;
    const rows = await db.query<{ category: string; spend: number }>(
      `SELECT p.category, sum(l.quantity * l.unit_price)::float8 AS spend
         FROM orders o
         JOIN order_lines l ON l.order_number = o.order_number
         JOIN products p ON p.sku = l.sku
        WHERE o.account_id = $1 AND o.order_date >= $2::date AND o.order_date <= $3::date
          AND o.status <> 'Cancelled' AND NOT (o.type = ANY($4::text[]))
        GROUP BY p.category
        ORDER BY spend DESC, p.category`,
      [account.id, from, asOf, CREDIT_ORDER_TYPES],
    );
    const digits = currencyDigits(account.region);
    return {
      ...head,
      chart: 'bar-horizontal',
      stacked: false,
      measure: 'money',
      currency: market.currency,
      categoryType: 'text',
      categoryLabel: texts.category,
      categories: rows.map((r) => ({ key: r.category, label: categoryName(r.category, lang) })),
      series: [
        { key: 'spend', label: texts.spend, values: rows.map((r) => round(r.spend, digits)) },
      ],
    };
  }

  if (id === 'openOrdersByStatus') {
    const rows = await db.query<{ status: string; orders: number }>(
      `SELECT status, count(*)::int AS orders
         FROM orders
        WHERE account_id = $1 AND status = ANY($2::text[]) AND NOT (type = ANY($3::text[]))
        GROUP BY status`,
      [account.id, OPEN_STATUSES, CREDIT_ORDER_TYPES],
    );
    const counts = new Map(rows.map((r) => [r.status, r.orders]));
    return {
      ...head,
      chart: 'bar',
      stacked: false,
      measure: 'count',
      categoryType: 'text',
      categoryLabel: texts.status,
      categories: OPEN_STATUSES.map((s) => ({ key: s, label: texts.statuses[s] })),
      series: [
        {
          key: 'orders',
          label: texts.orders,
          values: OPEN_STATUSES.map((s) => counts.get(s) ?? 0),
        },
      ],
    };
  }

  if (id === 'onTimeDelivery') {
    const months = monthsEnding(asOf, 12);
    const rows = await db.query<{ order_number: string; requested_date: string }>(
      `SELECT order_number, to_char(requested_date, 'YYYY-MM-DD') AS requested_date
         FROM orders
        WHERE account_id = $1 AND status IN ('Shipped', 'Invoiced')
          AND requested_date >= $2::date AND requested_date <= $3::date
          AND NOT (type = ANY($4::text[]))`,
      [account.id, `${months[0]}-01`, asOf, CREDIT_ORDER_TYPES],
    );
    const onTime = new Map<string, number>();
    const late = new Map<string, number>();
    for (const row of rows) {
      const month = row.requested_date.slice(0, 7);
      const target = deliveryDelayDays(row.order_number) <= 0 ? onTime : late;
      target.set(month, (target.get(month) ?? 0) + 1);
    }
    return {
      ...head,
      chart: 'bar',
      stacked: true,
      measure: 'count',
      categoryType: 'month',
      categoryLabel: texts.month,
      categories: months.map((m) => ({ key: m, label: m })),
      series: [
        { key: 'onTime', label: texts.onTime, values: months.map((m) => onTime.get(m) ?? 0) },
        { key: 'late', label: texts.late, values: months.map((m) => late.get(m) ?? 0) },
      ],
    };
  }

  // accountAgeing
  const summary = arSummary(await arBook(db, account, now));
  return {
    ...head,
    asOf: summary.asOf,
    chart: 'bar',
    stacked: false,
    measure: 'money',
    currency: summary.currency,
    categoryType: 'text',
    categoryLabel: texts.bucket,
    categories: AGEING_BUCKETS.map((b) => ({ key: b, label: texts.buckets[b] })),
    series: [
      {
        key: 'openAmount',
        label: texts.openAmount,
        values: AGEING_BUCKETS.map((b) => summary.buckets[b]),
      },
    ],
  };
}
