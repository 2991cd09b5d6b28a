import { defineWidget } from '@anp/core';
import type { InsightsProps } from './insights';

/** `<anp-insights>`: insights as a custom element. */
export const insightsElement = defineWidget<InsightsProps>({
  tag: 'anp-insights',
  // The widget's code loads once the element is on the page: the element itself weighs almost
  // nothing until it is used.
  load: () => import('./insights').then((m) => m.Insights),
  headingLevel: {
    default: 2,
    min: 1,
    max: 6,
    description: "Level of the card's heading (1 to 6).",
  },
  summary:
    "Insights: the selected account's name and, on demand, its sold-to, region, sales organisation and business unit.",
  props: {
    heading: {
      type: 'string',
      description: "The card's heading (default: the strings' own, in the page language).",
    },
  },
  parts: [
    { name: 'button', description: 'The Show details and Try again buttons.' },
    { name: 'secondary', description: 'With `button`: its weight.' },
  ],
  cssProperties: [
    { name: '--anp-color-surface', description: 'Background of the card.' },
    { name: '--anp-color-border', description: 'Border of the card.' },
    { name: '--anp-font-family', description: 'Font family of the kit.' },
  ],
});

insightsElement.register();
