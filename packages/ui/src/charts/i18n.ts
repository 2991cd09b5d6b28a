import { registerTranslations } from '@anp/core';

/** Namespace of the charts' strings. */
export const NS = 'charts';

/** English strings. */
export const en = {
  kindBar: 'Bar chart',
  kindLine: 'Line chart',
  kindDonut: 'Donut chart',
  summaryExtent_one: '{{kind}} with {{count}} value, {{first}}.',
  summaryExtent_other: '{{kind}} with {{count}} values, from {{first}} to {{last}}.',
  summaryHighest: 'Highest: {{label}}, {{value}}.',
  summaryLowest: 'Lowest: {{label}}, {{value}}.',
  summaryTotal: 'Total: {{value}}.',
  keyboardHint: 'Use the arrow keys to move between values.',
  pointLabel: '{{category}}, {{series}}: {{value}}',
  pointShare: '{{category}}: {{value}} ({{share}})',
  legend: 'Legend',
  showTable: 'Table view',
  showChart: 'Chart view',
  downloadCsv: 'Download CSV',
  total: 'Total',
  share: 'Share',
  empty: 'No data to show for this chart.',
};

registerTranslations(NS, {
  en,
  es: () => import('./locales/es.lazy').then((m) => m.es),
  pt: () => import('./locales/pt.lazy').then((m) => m.pt),
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
