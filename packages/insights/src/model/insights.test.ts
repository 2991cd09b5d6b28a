import { describe, expect, it } from 'vitest';
import {
  deliveriesListQuery,
  isEmptyTile,
  openOrdersListQuery,
  tilesOf,
  tonsListQuery,
  tonsTrend,
} from './insights';
import { INSIGHTS } from '../fixtures';

describe('given a tile attribute', () => {
  it.each([
    [undefined, ['tons', 'open-orders', 'deliveries']],
    ['', ['tons', 'open-orders', 'deliveries']],
    ['tons', ['tons']],
    [' Deliveries ', ['deliveries']],
    ['deliveries, tons', ['tons', 'deliveries']],
    ['open-orders deliveries', ['open-orders', 'deliveries']],
    ['charts', ['tons', 'open-orders', 'deliveries']],
  ])('reads %j as %j', (attribute, tiles) => {
    expect(tilesOf(attribute)).toEqual(tiles);
  });
});

describe('given this month against last year', () => {
  it.each([
    [12, 10, 20, 'up'],
    [8, 10, -20, 'down'],
    [10.02, 10, 0.2, 'same'],
    // No orders in that month last year.
    [6.38, 0, null, 'new'],
    [0, 0, null, 'none'],
    [0, 4, -100, 'down'],
  ] as const)('%s t against %s t (%s %) is %s', (tons, lastYearTons, changePercent, trend) => {
    expect(tonsTrend({ tons, lastYearTons, changePercent })).toBe(trend);
  });
});

describe('given the links to the orders list', () => {
  it('writes the queries the orders list reads from its URL', () => {
    expect(decodeURIComponent(tonsListQuery(INSIGHTS.tons))).toBe(
      'status=Placed,Scheduled,Shipped,Invoiced&from=2026-11-01&to=2026-11-20',
    );
    expect(decodeURIComponent(openOrdersListQuery())).toBe('status=Placed,Scheduled,Shipped');
    expect(openOrdersListQuery('Scheduled')).toBe('status=Scheduled');
    expect(decodeURIComponent(deliveriesListQuery())).toBe(
      'status=Placed,Scheduled,Shipped&sort=requestedDate&direction=asc',
    );
  });

  it('knows when a tile has nothing to show', () => {
    expect(isEmptyTile('tons', INSIGHTS)).toBe(false);
    const none = {
      ...INSIGHTS,
      tons: { ...INSIGHTS.tons, tons: 0, lastYearTons: 0 },
      openOrders: {
        total: 0,
        byStatus: INSIGHTS.openOrders.byStatus.map((s) => ({ ...s, orders: 0 })),
      },
      nextDeliveries: [],
    };
    expect(isEmptyTile('tons', none)).toBe(true);
    expect(isEmptyTile('open-orders', none)).toBe(true);
    expect(isEmptyTile('deliveries', none)).toBe(true);
  });
});
