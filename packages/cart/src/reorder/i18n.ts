import { registerTranslations } from '@anp/core';

/** Namespace of "Order again" (issue 17), shared by the order detail and the orders list. */
export const REORDER_NS = 'cartReorder';

/**
 * The words of Order again. `{{quantity}}` and `{{ordered}}` are numbers already in the market's
 * format, `{{label}}` the unit of the count ("bags") from the server, `{{before}}` and
 * `{{after}}` an amount or a weight already formatted.
 */
export const en = {
  button: 'Order again',
  busy: 'Adding order {{number}} to the cart…',
  failed: 'Order {{number}} could not be added to the cart: {{reason}}',
  title: 'Order {{number}} ordered again',
  added_one: '{{count}} line added to the cart',
  added_other: '{{count}} lines added to the cart',
  addedNone: 'No line of this order could be added to the cart',
  addedHeading: 'Added',
  quantity: '{{quantity}} {{label}}',
  correctedHeading: 'Added with a corrected quantity',
  corrected: '{{ordered}} {{label}} ordered; {{quantity}} {{label}} added: {{rule}}',
  rule: {
    MIN_ERROR: 'the minimum quantity is higher now',
    PALLET_ERROR: 'it is sold in whole pallets only',
    INCREMENT_ERROR: 'it is sold in other steps now',
  },
  changedHeading: 'Changed since the order',
  price: 'Unit price: {{before}} on the order, {{after}} now',
  pack: 'Pack: {{before}} a unit on the order, {{after}} now',
  packNow: 'Pack changed: {{after}} a unit now',
  notAddedHeading: 'Not added',
  notAdded: '{{quantity}} {{label}}: {{reason}}',
  reason: {
    discontinued: 'discontinued',
    notSoldInMarket: 'no longer sold in your market',
    notOrderable: 'not orderable for this account',
  },
  goToCart: 'Go to cart',
  close: 'Close',
};

registerTranslations(REORDER_NS, {
  en,
  es: () => import('./locales/es.lazy').then((m) => m.es),
  pt: () => import('./locales/pt.lazy').then((m) => m.pt),
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
