// Dashboard insights (issue 17, GET orders/insights): the pure rules (the month comparison, leap
// days, the status grouping, the next deliveries' order) and the route over the fixture's orders
// (figures, the market's unit and clock, isolation, rights, unknown input).
import { OrderInsights } from '@anp/contract';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer } from '../../test/test-server';
import type { Api } from '../server';
import { changePercent, groupOpenOrders, monthComparison, nextDeliveries } from './insights';

describe('given the month comparison', () => {
  it.each([
    // today, this month, the same days last year, last year's whole month
    ['2026-11-20', '2026-11-01/2026-11-20', '2025-11-01/2025-11-20', '2025-11-01/2025-11-30'],
    ['2026-01-01', '2026-01-01/2026-01-01', '2025-01-01/2025-01-01', '2025-01-01/2025-01-31'],
    ['2026-12-31', '2026-12-01/2026-12-31', '2025-12-01/2025-12-31', '2025-12-01/2025-12-31'],
    // A leap day is compared with the 28th: last year's February has no 29th.
    ['2028-02-29', '2028-02-01/2028-02-29', '2027-02-01/2027-02-28', '2027-02-01/2027-02-28'],
    // The year after a leap year: the 28th against the 28th, last year's month had 29 days.
    ['2029-02-28', '2029-02-01/2029-02-28', '2028-02-01/2028-02-28', '2028-02-01/2028-02-29'],
  ])('on %s compares %s with %s (whole month %s)', (asOf, now, last, whole) => {
    const r = monthComparison(asOf);
    expect(`${r.thisMonth.from}/${r.thisMonth.to}`).toBe(now);
    expect(`${r.lastYear.from}/${r.lastYear.to}`).toBe(last);
    expect(`${r.lastYearMonth.from}/${r.lastYearMonth.to}`).toBe(whole);
    expect(r.month).toBe(asOf.slice(0, 7));
  });

  it.each([
    [12, 10, 20],
    [5, 10, -50],
    [10, 10, 0],
    [1, 3, -66.7],
    // No orders in that month last year: no percentage, not +Infinity nor +100%.
    [6.38, 0, null],
    [0, 0, null],
  ])('writes %s against %s as %s %', (now, before, expected) => {
    expect(changePercent(now, before)).toBe(expected);
  });
});

describe('given the open orders', () => {
  it('counts each open status in its order, zero included, and leaves the others out', () => {
    expect(
      groupOpenOrders(['Shipped', 'Invoiced', 'Placed', 'Cancelled', 'Placed', 'Shipped']),
    ).toEqual({
      total: 4,
      byStatus: [
        { status: 'Placed', orders: 2 },
        { status: 'Scheduled', orders: 0 },
        { status: 'Shipped', orders: 2 },
      ],
    });
    expect(groupOpenOrders([]).total).toBe(0);
  });

  it('lists the next deliveries from today, soonest first, ties by number, at most five', () => {
    const o = (orderNumber: string, date: string, status = 'Placed') => ({
      orderNumber,
      date,
      status,
    });
    const orders = [
      o('7', '2026-11-30'),
      o('1', '2026-11-19'), // yesterday
      o('2', '2026-11-20'), // today
      o('9', '2026-11-21', 'Invoiced'),
      o('3', '2026-11-22', 'Cancelled'),
      o('5', '2026-11-25', 'Shipped'),
      o('4', '2026-11-25', 'Scheduled'),
      o('6', '2026-12-01'),
      o('8', '2027-01-04'),
    ];
    expect(nextDeliveries(orders, '2026-11-20').map((d) => d.orderNumber)).toEqual([
      '2',
      '4',
      '5',
      '7',
      '6',
    ]);
    expect(nextDeliveries(orders, '2026-11-20', 2)).toHaveLength(2);
  });
});

describe('given GET orders/insights', () => {
  let app: Api;
  let tokenA: string;
  let tokenB: string;
  const check = Compile(OrderInsights);
  beforeAll(async () => {
    const server = await testServer();
    app = server.app;
    tokenA = await server.tokenFor({ id: 'u-a' });
    tokenB = await server.tokenFor({ id: 'u-b' });
  });
  afterAll(async () => {
    await app.close();
  });
  const get = (token: string, url: string, account?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: {
        authorization: `Bearer ${token}`,
        ...(account ? { 'x-account-id': account } : {}),
      },
    });

  it('gives the US retailer its month in short tons, its open orders and next deliveries', async () => {
    const res = await get(tokenA, '/api/orders/insights', 'acc-u-a-9');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as OrderInsights;
    expect([...check.Errors(body)]).toEqual([]);
    expect(body).toMatchObject({
      accountId: 'acc-u-a-9',
      asOf: '2026-11-20',
      timeZone: 'America/Chicago',
      weightUnit: 'shortTon',
    });
    // 4000, 6250, 500 and 2000 lb ordered from 1 to 20 November; none in November 2025.
    expect(body.tons).toEqual({
      month: '2026-11',
      thisMonth: { from: '2026-11-01', to: '2026-11-20' },
      tons: 6.38,
      lastYear: { from: '2025-11-01', to: '2025-11-20' },
      lastYearTons: 0,
      lastYearMonthTons: 0,
      changePercent: null,
    });
    // The same figure as the tons-per-month report's November.
    expect(body.openOrders.byStatus.map((s) => s.orders)).toEqual([2, 1, 1]);
    expect(body.openOrders.total).toBe(4);
    // 4000000002 was to arrive on the 13th: past, not next.
    expect(body.nextDeliveries.map((d) => [d.orderNumber, d.date, d.status])).toEqual([
      ['4000000004', '2026-11-23', 'Placed'],
      ['4000000005', '2026-11-25', 'Scheduled'],
      ['4000000003', '2026-11-27', 'Placed'],
    ]);
    expect(body.nextDeliveries[2]).toMatchObject({ po: 'PO-ABC-1', tons: 3.13 });
  });

  it('gives the Mexican customer metric tons in Mexico City’s month', async () => {
    const body = (await get(tokenB, '/api/orders/insights', 'acc-u-b-7')).json() as OrderInsights;
    expect(body).toMatchObject({ weightUnit: 'metricTon', timeZone: 'America/Mexico_City' });
    // 30 × 40 kg shipped and 25 × 40 kg placed in November.
    expect(body.tons.tons).toBe(2.2);
    expect(body.nextDeliveries.map((d) => d.orderNumber)).toEqual(['4000000054']);
  });

  it('turns the month at midnight in the market’s zone, not in UTC', async () => {
    const server = await testServer({ now: () => new Date('2026-12-01T03:00:00Z') });
    try {
      const token = await server.tokenFor({ id: 'u-a' });
      const res = await server.app.inject({
        method: 'GET',
        url: '/api/orders/insights',
        headers: { authorization: `Bearer ${token}`, 'x-account-id': 'acc-u-a-9' },
      });
      // 21:00 on 30 November in Chicago: still November there.
      expect((res.json() as OrderInsights).tons.month).toBe('2026-11');
    } finally {
      await server.app.close();
    }
  });

  it('isolates accounts (404), needs a session (401) and refuses unknown input (400)', async () => {
    expect((await get(tokenB, '/api/orders/insights', 'acc-u-a-9')).statusCode).toBe(404);
    expect((await get(tokenA, '/api/orders/insights', 'acc-u-b-7')).statusCode).toBe(404);
    expect((await get(tokenA, '/api/orders/insights?status=Placed', 'acc-u-a-9')).statusCode).toBe(
      400,
    );
    expect((await app.inject({ method: 'GET', url: '/api/orders/insights' })).statusCode).toBe(401);
  });
});
