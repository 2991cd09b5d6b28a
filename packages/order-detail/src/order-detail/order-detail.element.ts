import { createElement } from 'react';
import { defineWidget } from '@anp/core';
import type { DetailHeadingLevel } from './order-detail';
import { CSS_PROPERTIES, NAVIGATE_EVENT } from '../element-manifest';

interface OrderDetailElementProps {
  orderNumber?: string;
  headingLevel?: number;
  // Documented for the manifest; the detail dispatches it itself.
  onNavigate?: () => void;
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
    'Order detail: header and status, the products ordered with totals, shipping details, the invoice, packing list and certificate of analysis as downloads (with the Mexico and internal-user rules), the Modify order entry before the cut-off, and the memos raised against the order.',
  // The `part` names of its shadow DOM, for `::part()` styles (docs/decisions.md, issue 13).
  parts: [
    { name: 'back-link', description: 'The link back to the previous page.' },
    { name: 'heading', description: "The order's title." },
    { name: 'badge', description: "The order's status." },
    { name: 'panel', description: 'A boxed section (documents, shipping, products, memos).' },
    { name: 'section-heading', description: "A section's heading." },
    { name: 'table', description: "The order's products." },
    { name: 'table-head', description: "The table's header row." },
    { name: 'row', description: 'A table row.' },
    {
      name: 'notice',
      description: 'A message box; with its tone `info`, `success`, `warning` or `danger`.',
    },
    { name: 'button', description: 'A button, or a link drawn as one.' },
    { name: 'link', description: 'A text link.' },
    { name: 'tile', description: 'A memo tile.' },
  ],
  props: {
    orderNumber: {
      type: 'string',
      description: 'The order number (required).',
    },
  },
  events: { onNavigate: NAVIGATE_EVENT },
  cssProperties: [...CSS_PROPERTIES],
});

orderDetailElement.register();
