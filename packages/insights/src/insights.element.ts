import { defineWidget } from '@anp/core';
import type { InsightsProps } from './insights';

/** `<anp-insights>`: the dashboard's order insights as a custom element. */
export const insightsElement = defineWidget<InsightsProps>({
  tag: 'anp-insights',
  // The tiles' code loads once the element is on the page, and the charts with the first figures.
  load: () => import('./insights').then((m) => m.Insights),
  headingLevel: {
    default: 2,
    min: 2,
    max: 6,
    description: "Level of the tiles' headings (2 to 6), to fit the page's outline.",
  },
  summary:
    'Order insights of the selected account: tons ordered this month against the same days last year, open orders by status and the next deliveries, each linking to the orders list filtered alike. Hidden where the market hides the cart.',
  props: {
    tile: {
      type: 'string',
      description:
        'The tiles shown: tons, open-orders, deliveries, several separated by commas or spaces; all three without it.',
    },
  },
  parts: [
    { name: 'tile', description: 'A tile.' },
    { name: 'link', description: "A tile's link to the orders list or an order." },
    { name: 'chart', description: "A tile's bar chart." },
    { name: 'button', description: 'The Try again button.' },
    { name: 'secondary', description: 'With `button`: its weight.' },
  ],
  cssProperties: [
    { name: '--anp-color-surface', description: 'Background of the tiles.' },
    { name: '--anp-color-border', description: 'Border of the tiles.' },
    { name: '--anp-color-primary', description: 'The links.' },
    { name: '--anp-font-family', description: 'Font family of the kit.' },
  ],
});

insightsElement.register();
