import { defineWidget, kitEvent } from '@anp/core';
import type { QuickOrderProps } from './quick-order';

/** The element's props: the attributes, and the event the widget dispatches itself. */
export interface QuickOrderElementProps extends QuickOrderProps {
  onCartChange?: (detail: { count?: number; encCartId?: string; source?: string }) => void;
}

/** `<anp-quick-order>`: quick order as a custom element. */
export const quickOrderElement = defineWidget<QuickOrderElementProps>({
  tag: 'anp-quick-order',
  // The widget's code loads once the element is on the page: the element itself weighs almost
  // nothing until it is used.
  load: () => import('./quick-order').then((m) => m.QuickOrder),
  headingLevel: {
    default: 2,
    min: 1,
    max: 6,
    description: "Level of the card's heading (1 to 6).",
  },
  summary:
    "Quick order: paste lines or upload a CSV or XLSX file of SKU or customer material number and quantity, check them all at once, fix lines in place and add the ready ones to the selected account's cart. Shows nothing where the cart is hidden.",
  props: {
    heading: {
      type: 'string',
      description: 'The card\'s heading (default: "Quick order", in the page language).',
    },
  },
  events: {
    onCartChange: kitEvent(
      'anp-cart-changed',
      'Lines were added to the cart; detail { count (lines in the cart), encCartId, source: "quick-order" }. The header badge and <anp-cart> follow it.',
    ),
  },
  parts: [
    { name: 'card', description: 'The quick order card.' },
    { name: 'button', description: 'Every button (Check lines, Use, Remove, Add to the cart).' },
    { name: 'primary', description: 'With `button`: Check lines and Add to the cart.' },
    { name: 'secondary', description: 'With `button`: Use, Check and Try again.' },
    { name: 'ghost', description: 'With `button`: Download the template and Remove.' },
  ],
  cssProperties: [
    { name: '--anp-color-surface', description: 'Background of the card.' },
    { name: '--anp-color-border', description: 'Border of the card.' },
    { name: '--anp-font-family', description: 'Font family of the kit.' },
  ],
});

quickOrderElement.register();
