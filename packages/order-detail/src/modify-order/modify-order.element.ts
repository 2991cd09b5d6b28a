import { createElement } from 'react';
import { defineWidget } from '@anp/core';
import { CSS_PROPERTIES, NAVIGATE_EVENT } from '../element-manifest';

interface ModifyOrderElementProps {
  orderNumber?: string;
  headingLevel?: number;
  onNavigate?: () => void;
}

/** `<anp-modify-order>`: the modify page of an order, for market sites with their own pages. */
export const modifyOrderElement = defineWidget<ModifyOrderElementProps>({
  tag: 'anp-modify-order',
  // The modify page (the draft, the quantity rules, the plant's calendar) loads on demand.
  load: () =>
    import('./modify-order').then(
      ({ ModifyOrder }) =>
        ({ orderNumber, headingLevel }: ModifyOrderElementProps) =>
          createElement(ModifyOrder, {
            key: orderNumber ?? '',
            orderNumber: orderNumber ?? '',
            headingLevel: headingLevel as 1 | 2 | 3,
          }),
    ),
  headingLevel: {
    default: 1,
    min: 1,
    max: 3,
    description: "Level of the page's heading (1 to 3).",
  },
  summary:
    "Modify an order before its cut-off: the user's modified-order draft (quantities by the product rules, 0 removes a line, the requested date on the plant's calendar, PO and delivery instructions), Save draft, Discard draft and Submit changes; after the cut-off the draft stays visible with the reason.",
  props: {
    orderNumber: { type: 'string', description: 'The order number (required).' },
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
