import type { Account, OrderInsights, UserContext } from '@anp/contract';
import { fixtureAccount, fixtureContext, type FakeRoutes } from '@anp/core/testing';

/** Test and story data: a US feed retailer's account and context. */
export const ACCOUNT: Account = fixtureAccount();

export const contextWith = (account: Account | null): UserContext => fixtureContext(account);

/** The US retailer's insights on 20 November 2026 (the reference API's fixture day). */
export const INSIGHTS: OrderInsights = {
  accountId: ACCOUNT.id,
  asOf: '2026-11-20',
  timeZone: 'America/Chicago',
  weightUnit: 'shortTon',
  tons: {
    month: '2026-11',
    thisMonth: { from: '2026-11-01', to: '2026-11-20' },
    tons: 46.5,
    lastYear: { from: '2025-11-01', to: '2025-11-20' },
    lastYearTons: 38.25,
    lastYearMonthTons: 61,
    changePercent: 21.6,
  },
  openOrders: {
    total: 4,
    byStatus: [
      { status: 'Placed', orders: 2 },
      { status: 'Scheduled', orders: 1 },
      { status: 'Shipped', orders: 1 },
    ],
  },
  nextDeliveries: [
    {
      orderNumber: '4000000004',
      status: 'Placed',
      date: '2026-11-23',
      shipMethod: 'delivery',
      po: null,
      tons: 0.25,
    },
    {
      orderNumber: '4000000005',
      status: 'Scheduled',
      date: '2026-11-25',
      shipMethod: 'pickup',
      po: 'PO-7005',
      tons: 1,
    },
    {
      orderNumber: '4000000003',
      status: 'Placed',
      date: '2026-11-27',
      shipMethod: 'delivery',
      po: 'PO-ABC-1',
      tons: 3.13,
    },
  ],
};

/** An account with no orders at all. */
export const NO_INSIGHTS: OrderInsights = {
  ...INSIGHTS,
  tons: { ...INSIGHTS.tons, tons: 0, lastYearTons: 0, lastYearMonthTons: 0, changePercent: null },
  openOrders: {
    total: 0,
    byStatus: INSIGHTS.openOrders.byStatus.map((s) => ({ ...s, orders: 0 })),
  },
  nextDeliveries: [],
};

/** The market config of a page (GET config/{country}/{lang}), with its cart flag. */
export function marketRoute(country = 'us', lang = 'en', cartEnabled = true): FakeRoutes {
  return { [`GET config/${country}/${lang}`]: () => ({ country, lang, config: { cartEnabled } }) };
}

/** The reads of the widget over a fake backend (a US page in English by default). */
export function insightsRoutes(
  account: Account | null = ACCOUNT,
  insights: OrderInsights = INSIGHTS,
  market: FakeRoutes = marketRoute(),
): FakeRoutes {
  return {
    ...market,
    'GET users/context': () => contextWith(account),
    'GET orders/insights': () => insights,
  };
}
