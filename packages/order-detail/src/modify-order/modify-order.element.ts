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
  // The `part` names of its shadow DOM, for `::part()` styles (docs/decisions.md, issue 13).
  parts: [
    { name: 'back-link', description: 'The link back to the previous page.' },
    { name: 'heading', description: 'The title of the form.' },
    { name: 'bar', description: 'The bar telling until when the order may change.' },
    { name: 'panel', description: 'A boxed section (products, details, summary).' },
    { name: 'section-heading', description: "A section's heading." },
    { name: 'line', description: 'A product line.' },
    { name: 'field', description: 'A form field: its label, hint, control and error.' },
    { name: 'field-label', description: "A field's label." },
    { name: 'field-hint', description: "A field's hint under its label." },
    { name: 'field-error', description: "A field's error message." },
    { name: 'input', description: "A field's control box: text, number, search, select or date." },
    {
      name: 'notice',
      description: 'A message box; with its tone `info`, `success`, `warning` or `danger`.',
    },
    { name: 'button', description: 'A button, or a link drawn as one.' },
    { name: 'primary', description: 'With `button`: its weight.' },
    { name: 'secondary', description: 'With `button`: its weight.' },
    { name: 'ghost', description: 'With `button`: its weight.' },
    { name: 'danger', description: 'With `button` or `notice`: its weight or tone.' },
    { name: 'warning', description: 'With `notice`: its tone.' },
    { name: 'dialog', description: 'The surface of a dialog.' },
    { name: 'dialog-title', description: "A dialog's title." },
    { name: 'dialog-footer', description: "A dialog's action bar." },
    { name: 'dialog-close', description: "A dialog's close button." },
  ],
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
