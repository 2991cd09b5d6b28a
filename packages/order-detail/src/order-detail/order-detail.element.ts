import { createElement } from 'react';
import { defineWidget, kitEvent } from '@anp/core';
import type { DetailHeadingLevel } from './order-detail';
import { CSS_PROPERTIES, NAVIGATE_EVENT } from '../element-manifest';

interface OrderDetailElementProps {
  orderNumber?: string;
  headingLevel?: number;
  // Documented for the manifest; the detail dispatches it itself.
  onNavigate?: () => void;
  // Documented for the manifest; Order again dispatches it itself.
  onCartChanged?: () => void;
}

/** `<anp-order-detail>`: one order with its products, shipping, documents and memos. */
export const orderDetailElement = defineWidget<OrderDetailElementProps>({
  tag: 'anp-order-detail',
  // The detail (its sections, the document rules, the memo tiles and the strings) loads once the
  // element is on the page: the element itself costs a page almost nothing.
  load: () =>
    import('./order-detail').then(
      ({ OrderDetail }) =>
        ({ orderNumber, headingLevel }: OrderDetailElementProps) =>
          createElement(OrderDetail, {
            key: orderNumber ?? '',
            orderNumber: orderNumber ?? '',
            headingLevel: headingLevel as DetailHeadingLevel,
          }),
    ),
  headingLevel: {
    default: 1,
    min: 1,
    max: 3,
    description: "Level of the order's heading (1 to 3); the sections use the next level.",
  },
  summary:
    'Order detail: header and status, the products ordered with totals, shipping details, the invoice, packing list and certificate of analysis as downloads (with the Mexico and internal-user rules), the Modify order entry before the cut-off, the memos raised against the order, Set a reminder (once, days before the requested date, or every N days), and Order again with a summary of what went into the cart.',
  // The `part` names of its shadow DOM, for `::part()` styles (docs/decisions.md, issue 13).
  parts: [
    { name: 'back-link', description: 'The link back to the previous page.' },
    { name: 'heading', description: "The order's title." },
    { name: 'badge', description: "The order's status." },
    {
      name: 'panel',
      description: 'A boxed section (timeline, documents, shipping, products, memos).',
    },
    {
      name: 'timeline',
      description:
        "The delivery timeline's list of steps (each step `data-state` done, current or upcoming).",
    },
    {
      name: 'reminder',
      description: 'The Set a reminder button and the message saying when the reminder comes.',
    },
    {
      name: 'order-again',
      description: 'The Order again button and why an order could not be ordered again.',
    },
    {
      name: 'reorder-summary',
      description:
        'What Order again did: the lines added, corrected, changed since the order and not added.',
    },
    { name: 'reorder-cart-link', description: "The link to the cart in Order again's summary." },
    { name: 'dialog', description: 'The surface of a dialog.' },
    { name: 'dialog-title', description: "A dialog's title." },
    { name: 'dialog-body', description: "A dialog's content." },
    { name: 'dialog-footer', description: "A dialog's action bar." },
    { name: 'dialog-close', description: "A dialog's close button." },
    { name: 'section-heading', description: "A section's heading." },
    { name: 'field', description: 'The sort field of the products.' },
    { name: 'field-label', description: "The field's label." },
    { name: 'input', description: "The field's control box." },
    { name: 'table', description: "The order's products." },
    { name: 'table-head', description: "The table's header row." },
    { name: 'row', description: 'A table row.' },
    {
      name: 'notice',
      description:
        'A message box (what the modify page did, a failure); with its tone `info`, `success` or `danger`.',
    },
    { name: 'button', description: 'A button, or a link drawn as one.' },
    { name: 'primary', description: 'With `button` or `badge`: its weight or tone.' },
    { name: 'secondary', description: 'With `button`: its weight.' },
    { name: 'ghost', description: 'With `button`: its weight.' },
    { name: 'info', description: 'With `badge` or `notice`: its tone.' },
    { name: 'success', description: 'With `badge` or `notice`: its tone.' },
    { name: 'empty-state', description: 'The message for an order it cannot find.' },
    { name: 'tile', description: 'A memo tile.' },
    { name: 'tile-heading', description: "A memo tile's title." },
    { name: 'amount', description: "A memo tile's amount." },
  ],
  props: {
    orderNumber: {
      type: 'string',
      description: 'The order number (required).',
    },
  },
  events: {
    onNavigate: NAVIGATE_EVENT,
    onCartChanged: kitEvent(
      'anp-cart-changed',
      'Order again put the order\'s products in the cart; detail { count, encCartId, source: "order-detail" }.',
    ),
  },
  cssProperties: [...CSS_PROPERTIES],
});

orderDetailElement.register();
