import { Suspense, createElement, lazy } from 'react';
import { defineWidget } from '@anp/core';
import type { DetailHeadingLevel } from './order-detail';
import { CSS_PROPERTIES, Loading, NAVIGATE_EVENT, levelOf } from './element-parts';

// The detail (its sections, the document rules, the memo tiles and the strings) loads once the
// element is on the page: the element itself costs a page almost nothing.
const OrderDetail = lazy(() => import('./order-detail').then((m) => ({ default: m.OrderDetail })));

interface OrderDetailElementProps {
  orderNumber?: string;
  headingLevel?: number;
  // Documented for the manifest; the detail dispatches it itself.
  onNavigate?: () => void;
}

function OrderDetailElementRoot({ orderNumber, headingLevel }: OrderDetailElementProps) {
  return createElement(
    Suspense,
    { fallback: createElement(Loading) },
    createElement(OrderDetail, {
      key: orderNumber ?? '',
      orderNumber: orderNumber ?? '',
      headingLevel: levelOf<DetailHeadingLevel>(headingLevel, 1, 3, 1),
    }),
  );
}

/** `<anp-order-detail>`: one order with its products, shipping, documents and memos. */
export const orderDetailElement = defineWidget<OrderDetailElementProps>({
  tag: 'anp-order-detail',
  component: OrderDetailElementRoot,
  summary:
    'Order detail: header and status, the products ordered with totals, shipping details, the invoice, packing list and certificate of analysis as downloads (with the Mexico and internal-user rules), the Modify order entry before the cut-off, and the memos raised against the order.',
  props: {
    orderNumber: {
      type: 'string',
      description: 'The order number (required).',
    },
    headingLevel: {
      type: 'number',
      description: "Level of the order's heading (1 to 3); the sections use the next level.",
      default: '1',
    },
  },
  events: { onNavigate: NAVIGATE_EVENT },
  cssProperties: [...CSS_PROPERTIES],
});

orderDetailElement.register();
