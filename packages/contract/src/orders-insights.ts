/**
 * The dashboard's insights (issue 17, GET orders/insights): tons ordered this month against the
 * same days of that month last year, the open orders by status, and the next deliveries, computed
 * from the account's orders in one call.
 */
import { Type, type Static } from 'typebox';
import { OrderStatus } from './orders';

const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const IsoMonth = Type.String({ pattern: '^\\d{4}-\\d{2}$' });

/** No parameters: the account comes from X-Account-Id (or the session's selected one). */
export const OrderInsightsQuery = Type.Object({}, { additionalProperties: false });
export type OrderInsightsQuery = Static<typeof OrderInsightsQuery>;

/** Open statuses: placed and not yet invoiced nor cancelled. */
export const OpenOrderStatus = Type.Union([
  Type.Literal('Placed'),
  Type.Literal('Scheduled'),
  Type.Literal('Shipped'),
]);
export type OpenOrderStatus = Static<typeof OpenOrderStatus>;

/** An order date range, inclusive (what the orders list's `from` and `to` filter). */
const DateRange = Type.Object({ from: IsoDate, to: IsoDate }, { additionalProperties: false });

export const TonsInsight = Type.Object(
  {
    /** This month (YYYY-MM) in the market's time zone. */
    month: IsoMonth,
    /** The 1st of the month to today: the orders this month (not cancelled, not credits). */
    thisMonth: DateRange,
    tons: Type.Number(),
    /** The same days of the same month last year (29 February is read as the 28th). */
    lastYear: DateRange,
    lastYearTons: Type.Number(),
    /** The whole of that month last year. */
    lastYearMonthTons: Type.Number(),
    /** Change against `lastYearTons` in percent, one decimal; null when last year had none. */
    changePercent: Type.Union([Type.Number(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type TonsInsight = Static<typeof TonsInsight>;

export const OpenOrdersInsight = Type.Object(
  {
    total: Type.Integer({ minimum: 0 }),
    /** Always the three open statuses, in their order (Placed, Scheduled, Shipped). */
    byStatus: Type.Array(
      Type.Object(
        { status: OpenOrderStatus, orders: Type.Integer({ minimum: 0 }) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type OpenOrdersInsight = Static<typeof OpenOrdersInsight>;

export const DeliveryInsight = Type.Object(
  {
    orderNumber: Type.String(),
    status: OrderStatus,
    /** The requested delivery (or pickup) date. */
    date: IsoDate,
    shipMethod: Type.Union([Type.String(), Type.Null()]),
    po: Type.Union([Type.String(), Type.Null()]),
    /** The order's weight in the insight's `weightUnit`, two decimals. */
    tons: Type.Number(),
  },
  { additionalProperties: false },
);
export type DeliveryInsight = Static<typeof DeliveryInsight>;

export const OrderInsights = Type.Object(
  {
    accountId: Type.String(),
    /** Today in the market's time zone (YYYY-MM-DD): what "this month" and "next" are read in. */
    asOf: IsoDate,
    timeZone: Type.String(),
    /** Short tons in the US, metric tons elsewhere (the reports' unit). */
    weightUnit: Type.Union([Type.Literal('shortTon'), Type.Literal('metricTon')]),
    tons: TonsInsight,
    openOrders: OpenOrdersInsight,
    /** Open orders with a requested date from today on, soonest first, at most five. */
    nextDeliveries: Type.Array(DeliveryInsight, { maxItems: 5 }),
  },
  { additionalProperties: false },
);
export type OrderInsights = Static<typeof OrderInsights>;
