/**
 * The insights' rules, pure: no React, no fetch, no DOM. Which tiles an element shows, how this
 * month compares with last year, and the orders list's query each tile links to (the list reads
 * `status`, `from`, `to`, `sort` and `direction` from its URL: @anp/orders' URL_PARAMS).
 */
import type { OpenOrderStatus, OrderInsights, TonsInsight } from '@anp/contract';

export const TILES = ['tons', 'open-orders', 'deliveries'] as const;
export type InsightTile = (typeof TILES)[number];

/**
 * The tiles of a `tile` attribute: one tile name, several separated by commas or spaces, or
 * nothing (all three). Unknown names are left out; none known left: all three.
 */
export function tilesOf(attribute: string | null | undefined): InsightTile[] {
  const wanted = new Set(
    (attribute ?? '')
      .toLowerCase()
      .split(/[\s,]+/)
      .filter(Boolean),
  );
  const tiles = TILES.filter((tile) => wanted.has(tile));
  return tiles.length > 0 ? tiles : [...TILES];
}

export type TonsTrend = 'up' | 'down' | 'same' | 'new' | 'none';

/**
 * How this month reads against the same days last year: up, down or the same (within 0.5 %),
 * `new` when last year had no orders and this month has, `none` when neither has.
 */
export function tonsTrend(
  tons: Pick<TonsInsight, 'tons' | 'lastYearTons' | 'changePercent'>,
): TonsTrend {
  if (tons.changePercent === null) return tons.tons > 0 ? 'new' : 'none';
  if (Math.abs(tons.changePercent) < 0.5) return 'same';
  return tons.changePercent > 0 ? 'up' : 'down';
}

/** The statuses of an order placed and not yet invoiced nor cancelled. */
export const OPEN_STATUSES: readonly OpenOrderStatus[] = ['Placed', 'Scheduled', 'Shipped'];
const ORDERED_STATUSES = ['Placed', 'Scheduled', 'Shipped', 'Invoiced'];

/** The orders list's query of this month's orders (not cancelled), as the tile counts them. */
export function tonsListQuery(tons: Pick<TonsInsight, 'thisMonth'>): string {
  return new URLSearchParams({
    status: ORDERED_STATUSES.join(','),
    from: tons.thisMonth.from,
    to: tons.thisMonth.to,
  }).toString();
}

/** The orders list's query of the open orders, or of one open status. */
export function openOrdersListQuery(status?: OpenOrderStatus): string {
  return new URLSearchParams({ status: status ?? OPEN_STATUSES.join(',') }).toString();
}

/** The orders list's query of the open orders, soonest requested date first. */
export function deliveriesListQuery(): string {
  return new URLSearchParams({
    status: OPEN_STATUSES.join(','),
    sort: 'requestedDate',
    direction: 'asc',
  }).toString();
}

/** Whether the answer has nothing at all to show in a tile. */
export function isEmptyTile(tile: InsightTile, insights: OrderInsights): boolean {
  if (tile === 'tons') return insights.tons.tons === 0 && insights.tons.lastYearTons === 0;
  if (tile === 'open-orders') return insights.openOrders.total === 0;
  return insights.nextDeliveries.length === 0;
}
