import { createElement } from 'react';
import { defineWidget } from '@anp/core';

/** The element's props: the attributes (as r2wc passes them). */
export interface ReportsElementProps {
  heading?: string;
  headingLevel?: number;
  /** The report to show first (its id, e.g. `tonsPerMonth`); the first of the list without one. */
  report?: string;
}

/** `<anp-reports>`: the account's reports as a custom element. */
export const reportsElement = defineWidget<ReportsElementProps>({
  tag: 'anp-reports',
  // The widget's code loads once the element is on the page; the charts (d3) load with the first
  // kit-native report.
  load: () =>
    import('./reports').then(
      ({ Reports }) =>
        ({ report, heading, headingLevel }: ReportsElementProps) =>
          createElement(Reports, { initial: report, heading, headingLevel }),
    ),
  headingLevel: {
    default: 2,
    min: 1,
    max: 5,
    description: "Level of the reports' heading (1 to 5); each report's title is one below.",
  },
  summary:
    "Reports: the account's report list and the chosen report, kit-native (a chart with keyboard-readable values, a table view and CSV export) or an external report in a frame whose token is renewed before it expires.",
  props: {
    heading: {
      type: 'string',
      description: 'The heading (default: "Reports" in the page language).',
    },
    report: {
      type: 'string',
      description:
        'The report to show first: tonsPerMonth, spendByCategory, openOrdersByStatus, onTimeDelivery, accountAgeing or an external one by its id.',
    },
  },
  parts: [
    {
      name: 'button',
      description: 'The report picker, table view, CSV and Try again buttons.',
    },
    { name: 'primary', description: 'With `button`: the chosen report in the picker.' },
    { name: 'secondary', description: 'With `button`: the other buttons.' },
    { name: 'chart-panel', description: "A kit-native report's panel." },
    { name: 'chart', description: 'The drawing of a kit-native report.' },
  ],
  cssProperties: [
    { name: '--anp-color-chart-1', description: 'First series of a chart (…-2 to -6 the next).' },
    { name: '--anp-color-surface', description: 'Background of the report panels.' },
    { name: '--anp-color-border', description: 'Border of the report panels and the frame.' },
    { name: '--anp-font-family', description: 'Font family of the kit.' },
  ],
});

reportsElement.register();
