import { defineWidget } from '@anp/core';
import type { DigitalToolsProps } from './digital-tools';

/** `<anp-digital-tools>`: a digital page (nutrition cloud, research, pork documents). */
export const digitalToolsElement = defineWidget<DigitalToolsProps>({
  tag: 'anp-digital-tools',
  // The page's code loads once the element is on the page; the charts load with the first trial.
  load: () => import('./digital-tools').then((m) => m.DigitalTools),
  headingLevel: {
    default: 1,
    min: 1,
    max: 4,
    description: "Level of the page's title (1 to 4); its sections are one level below.",
  },
  summary:
    "A digital page from the server's configuration for the selected account: the nutrition cloud and its tools, the research trials with charts and tables, or the pork documents; 'not available for your account' when the account's entitlements, business unit or the user's roles do not allow it.",
  props: {
    page: {
      type: 'string',
      description:
        'The page: nutritioncloud, nutritioncloud/<tool>, research, research/<all|sows|nursery|finishing> or porkdocuments.',
    },
  },
  parts: [
    { name: 'button', description: 'The Download and Try again buttons.' },
    { name: 'secondary', description: 'With `button`: its weight.' },
  ],
  cssProperties: [
    { name: '--anp-color-surface', description: 'Background of the documents and trials.' },
    { name: '--anp-color-border', description: 'Borders of the documents, trials and links.' },
    { name: '--anp-color-primary', description: 'The launch button and links.' },
    { name: '--anp-color-chart-1', description: "The trials' bars." },
    { name: '--anp-font-family', description: 'Font family of the kit.' },
  ],
});

digitalToolsElement.register();
