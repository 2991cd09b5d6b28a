import { defineWidget } from '@anp/core';
import type { OrderTemplatesProps } from './order-templates';

/** `<anp-order-templates>`: order templates as a custom element. */
export const orderTemplatesElement = defineWidget<OrderTemplatesProps>({
  tag: 'anp-order-templates',
  // The widget's code loads once the element is on the page: the element itself weighs almost
  // nothing until it is used.
  load: () => import('./order-templates').then((m) => m.OrderTemplates),
  headingLevel: {
    default: 2,
    min: 1,
    max: 6,
    description: "Level of the card's heading (1 to 6).",
  },
  summary:
    "Order templates (saved carts) of the selected account: the user's own and the ones other users of the account shared; use one (merge or replace the cart), rename, share, delete, remind me every N days. Shows nothing where the cart is hidden.",
  props: {
    heading: {
      type: 'string',
      description: "The card's heading (default: the strings' own, in the page language).",
    },
    templateId: {
      type: 'string',
      description:
        'A template to bring into view and focus (the one a reminder notification is about).',
    },
  },
  parts: [
    { name: 'button', description: 'Every button of the list and its dialogs.' },
    { name: 'primary', description: 'With `button`: "Use template" and the confirm of a dialog.' },
    { name: 'secondary', description: 'With `button`: "Save the cart as a template", Cancel.' },
    { name: 'ghost', description: 'With `button`: the other actions of a template.' },
    { name: 'save-template', description: 'With `button`: "Save the cart as a template".' },
    { name: 'order-template', description: 'Each template of the list.' },
  ],
  cssProperties: [
    { name: '--anp-color-surface', description: 'Background of the card.' },
    { name: '--anp-color-border', description: 'Border of the card.' },
    { name: '--anp-font-family', description: 'Font family of the kit.' },
  ],
});

orderTemplatesElement.register();
