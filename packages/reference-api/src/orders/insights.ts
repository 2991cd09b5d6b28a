/**
 * The dashboard's insights (issue 17, GET orders/insights): one call for the three tiles, from the
 * account's real orders. "This month" and "today" are read in the market's time zone (the
 * reports' own `asOf`), so a Mexican customer's month turns at midnight in Mexico City whatever
 * the server's or the browser's clock says. Weights are in the reports' unit: short tons in the
 * US, metric tons elsewhere. The rules are pure functions below the query.
 */
import type {
  DeliveryInsight,
  OpenOrderStatus,
  OpenOrdersInsight,
  OrderInsights,
  TonsInsight,
} from '@anp/contract';
import { toTons, type WeightUnit } from '@anp/rules';
import type { OrderingAccount } from '../accounts/caller';
import type { Db } from '../db/database';
import { MARKETS } from '../markets';
import { localClock } from '../plants/lead-times';

type Q = Pick<Db, 'query'>;

/** The statuses of an order not yet invoiced (and not cancelled), in the tile's order. */
export const OPEN_ORDER_STATUSES: readonly OpenOrderStatus[] = ['Placed', 'Scheduled', 'Shipped'];

/** Order types whose weight is a return or a credit, not a purchase (as the reports). */
export const CREDIT_ORDER_TYPES = [
  'consignment return order',
  'domestic return order',
  'credit memo request',
];

/** The next deliveries the tile lists. */
export const NEXT_DELIVERIES = 5;

const pad = (n: number) => String(n).padStart(2, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The month of `asOf` (YYYY-MM-DD) from its 1st to that day, and the same days a year before:
 * the 29th of February of a leap year is compared up to the 28th, the last year's month has no
 * 29th. Also the whole of last year's month.
 */
export function monthComparison(asOf: string): {
  month: string;
  thisMonth: { from: string; to: string };
  lastYear: { from: string; to: string };
  lastYearMonth: { from: string; to: string };
} {
  const year = Number(asOf.slice(0, 4));
  const month = Number(asOf.slice(5, 7));
  const day = Number(asOf.slice(8, 10));
  const ym = `${year}-${pad(month)}`;
  const last = `${year - 1}-${pad(month)}`;
  const lastDays = daysIn(year - 1, month);
  return {
    month: ym,
    thisMonth: { from: `${ym}-01`, to: asOf },
    lastYear: { from: `${last}-01`, to: `${last}-${pad(Math.min(day, lastDays))}` },
    lastYearMonth: { from: `${last}-01`, to: `${last}-${pad(lastDays)}` },
  };
}

/** Change from `before` to `now` in percent, one decimal; null when there was nothing before. */
export function changePercent(now: number, before: number): number | null {
  if (before <= 0) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}

/** Counts per open status, every open status present (0 when none) and in its order. */
export function groupOpenOrders(statuses: readonly string[]): OpenOrdersInsight {
  const byStatus = OPEN_ORDER_STATUSES.map((status) => ({
    status,
    orders: statuses.filter((s) => s === status).length,
  }));
  return { total: byStatus.reduce((sum, s) => sum + s.orders, 0), byStatus };
}

/**
 * The next deliveries: open orders requested from `today` on, soonest first (then by order
 * number, so equal dates keep one order), at most `limit`.
 */
export function nextDeliveries<T extends { status: string; date: string; orderNumber: string }>(
  orders: readonly T[],
  today: string,
  limit = NEXT_DELIVERIES,
): T[] {
  return orders
    .filter((o) => (OPEN_ORDER_STATUSES as readonly string[]).includes(o.status))
    .filter((o) => o.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date) || a.orderNumber.localeCompare(b.orderNumber))
    .slice(0, limit);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

const isWeightUnit = (unit: string): unit is WeightUnit =>
  unit === 'lb' || unit === 'kg' || unit === 'quintal';

const tonsOf = (weight: number, unit: string) => (isWeightUnit(unit) ? toTons(weight, unit) : 0);

interface OrderRow {
  order_number: string;
  status: string;
  type: string;
  order_date: string;
  requested_date: string;
  ship_method: string | null;
  po: string | null;
  total_weight: number;
  weight_unit: string;
}

/** The account's insights at `now`. */
export async function orderInsights(
  db: Q,
  account: OrderingAccount,
  now: Date,
): Promise<OrderInsights> {
  const market = MARKETS[account.region];
  const asOf = localClock(now, market.timeZone).date;
  const range = monthComparison(asOf);
  // One read: last year's month, this month, and every open order (few per account).
  const rows = await db.query<OrderRow>(
    `SELECT order_number, status, type, to_char(order_date, 'YYYY-MM-DD') AS order_date,
            to_char(requested_date, 'YYYY-MM-DD') AS requested_date, ship_method, po,
            total_weight::float8 AS total_weight, weight_unit
       FROM orders
      WHERE account_id = $1 AND NOT (type = ANY($2::text[]))
        AND ((order_date BETWEEN $3::date AND $4::date)
          OR (order_date BETWEEN $5::date AND $6::date)
          OR status = ANY($7::text[]))`,
    [
      account.id,
      CREDIT_ORDER_TYPES,
      range.lastYearMonth.from,
      range.lastYearMonth.to,
      range.thisMonth.from,
      range.thisMonth.to,
      OPEN_ORDER_STATUSES,
    ],
  );
  const ordered = rows.filter((r) => r.status !== 'Cancelled');
  const sumTons = (from: string, to: string) =>
    round2(
      ordered
        .filter((r) => r.order_date >= from && r.order_date <= to)
        .reduce((sum, r) => sum + tonsOf(r.total_weight, r.weight_unit), 0),
    );
  const tons = sumTons(range.thisMonth.from, range.thisMonth.to);
  const lastYearTons = sumTons(range.lastYear.from, range.lastYear.to);
  const tonsInsight: TonsInsight = {
    month: range.month,
    thisMonth: range.thisMonth,
    tons,
    lastYear: range.lastYear,
    lastYearTons,
    lastYearMonthTons: sumTons(range.lastYearMonth.from, range.lastYearMonth.to),
    changePercent: changePercent(tons, lastYearTons),
  };
  const deliveries: DeliveryInsight[] = nextDeliveries(
    rows.map((r) => ({ ...r, orderNumber: r.order_number, date: r.requested_date })),
    asOf,
  ).map((r) => ({
    orderNumber: r.order_number,
    status: r.status as DeliveryInsight['status'],
    date: r.requested_date,
    shipMethod: r.ship_method,
    po: r.po,
    tons: round2(tonsOf(r.total_weight, r.weight_unit)),
  }));
  return {
    accountId: account.id,
    asOf,
    timeZone: market.timeZone,
    weightUnit: market.tonUnit === 'Tons' ? 'shortTon' : 'metricTon',
    tons: tonsInsight,
    openOrders: groupOpenOrders(rows.map((r) => r.status)),
    nextDeliveries: deliveries,
  };
}
