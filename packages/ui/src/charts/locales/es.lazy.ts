import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Spanish strings, loaded only on Spanish pages. */
export const es: Translation<typeof en> = {
  kindBar: 'Gráfico de barras',
  kindLine: 'Gráfico de líneas',
  kindDonut: 'Gráfico de anillo',
  summaryExtent_one: '{{kind}} con {{count}} valor, {{first}}.',
  summaryExtent_other: '{{kind}} con {{count}} valores, de {{first}} a {{last}}.',
  summaryHighest: 'Máximo: {{label}}, {{value}}.',
  summaryLowest: 'Mínimo: {{label}}, {{value}}.',
  summaryTotal: 'Total: {{value}}.',
  keyboardHint: 'Use las flechas del teclado para pasar de un valor a otro.',
  pointLabel: '{{category}}, {{series}}: {{value}}',
  pointShare: '{{category}}: {{value}} ({{share}})',
  legend: 'Leyenda',
  showTable: 'Ver tabla',
  showChart: 'Ver gráfico',
  downloadCsv: 'Descargar CSV',
  total: 'Total',
  share: 'Porcentaje',
  empty: 'No hay datos para este gráfico.',
};
