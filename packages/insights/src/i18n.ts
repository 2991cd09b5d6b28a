import { registerTranslations } from '@anp/core';

/** Namespace of the insights strings. */
export const INSIGHTS_NS = 'insights';

export const en = {
  label: 'Order insights',
  loading: 'Loading your order insights…',
  failed: 'Your order insights could not be loaded. {{reason}}',
  retry: 'Try again',
  noAccount: 'No account is selected. Choose one in the account selector.',
  unit: { shortTon: 'tons', metricTon: 't' },
  tons: {
    heading: 'Tons this month',
    figure: '{{tons}} {{unit}}',
    period: '{{from}} to {{to}}',
    up: '▲ {{percent}} % more than the same days last year ({{tons}} {{unit}})',
    down: '▼ {{percent}} % less than the same days last year ({{tons}} {{unit}})',
    same: '■ The same as the same days last year ({{tons}} {{unit}})',
    new: 'No orders in the same days last year',
    none: 'No orders this month nor in the same days last year.',
    summary:
      '{{tons}} {{unit}} ordered from {{from}} to {{to}}, against {{lastYearTons}} {{unit}} in the same days of {{year}}; all of {{monthName}} {{year}}: {{lastYearMonthTons}} {{unit}}.',
    chart: 'Tons ordered, this month and the same days last year',
    link: "See this month's orders",
  },
  open: {
    heading: 'Open orders',
    figure_one: '{{count}} open order',
    figure_other: '{{count}} open orders',
    none: 'No open orders.',
    summary:
      '{{total}} open orders: {{placed}} placed, {{scheduled}} scheduled, {{shipped}} shipped.',
    chart: 'Open orders by status',
    series: 'Orders',
    statusCount: '{{status}}: {{count}}',
    link: 'See open orders',
  },
  deliveries: {
    heading: 'Next deliveries',
    none: 'No deliveries coming up.',
    summary_one: 'The next delivery: order {{orderNumber}} on {{date}}.',
    summary_other: 'The next {{count}} deliveries, the first: order {{orderNumber}} on {{date}}.',
    order: 'Order {{orderNumber}}',
    line: '{{status}} · {{method}} · {{tons}} {{unit}}',
    delivery: 'Delivery',
    pickup: 'Pickup',
    link: 'See open orders by delivery date',
  },
  status: {
    Placed: 'Placed',
    Scheduled: 'Scheduled',
    Shipped: 'Shipped',
    Invoiced: 'Invoiced',
    Cancelled: 'Cancelled',
  },
  month: {
    '01': 'January',
    '02': 'February',
    '03': 'March',
    '04': 'April',
    '05': 'May',
    '06': 'June',
    '07': 'July',
    '08': 'August',
    '09': 'September',
    '10': 'October',
    '11': 'November',
    '12': 'December',
  },
};

registerTranslations(INSIGHTS_NS, {
  en,
  es: () => import('./locales/es.lazy').then((m) => m.es),
  pt: () => import('./locales/pt.lazy').then((m) => m.pt),
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
