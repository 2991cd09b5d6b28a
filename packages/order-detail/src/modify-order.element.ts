import { Suspense, createElement, lazy } from 'react';
import { defineWidget } from '@anp/core';
import { CSS_PROPERTIES, Loading, NAVIGATE_EVENT, levelOf } from './element-parts';

// The modify page (the draft, the quantity rules, the plant's calendar) loads on demand.
const ModifyOrder = lazy(() => import('./modify-order').then((m) => ({ default: m.ModifyOrder })));

interface ModifyOrderElementProps {
  orderNumber?: string;
  headingLevel?: number;
  onNavigate?: () => void;
}

function ModifyOrderElementRoot({ orderNumber, headingLevel }: ModifyOrderElementProps) {
  return createElement(
    Suspense,
    { fallback: createElement(Loading) },
    createElement(ModifyOrder, {
      key: orderNumber ?? '',
      orderNumber: orderNumber ?? '',
      headingLevel: levelOf<1 | 2 | 3>(headingLevel, 1, 3, 1),
    }),
  );
}

/** `<anp-modify-order>`: the modify page of an order, for market sites with their own pages. */
export const modifyOrderElement = defineWidget<ModifyOrderElementProps>({
  tag: 'anp-modify-order',
  component: ModifyOrderElementRoot,
  summary:
    "Modify an order before its cut-off: the user's modified-order draft (quantities by the product rules, 0 removes a line, the requested date on the plant's calendar, PO and delivery instructions), Save draft, Discard draft and Submit changes; after the cut-off the draft stays visible with the reason.",
  props: {
    orderNumber: { type: 'string', description: 'The order number (required).' },
    headingLevel: {
      type: 'number',
      description: "Level of the page's heading (1 to 3).",
      default: '1',
    },
  },
  events: {
    onNavigate: {
      ...NAVIGATE_EVENT,
      description:
        'Back to the order, or to it after Submit changes or Discard draft; detail { path }. Cancel it to route yourself, else the browser navigates.',
    },
  },
  cssProperties: [...CSS_PROPERTIES],
});

modifyOrderElement.register();
