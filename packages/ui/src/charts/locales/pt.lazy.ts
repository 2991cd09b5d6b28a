import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Portuguese strings, loaded only on Portuguese pages. */
export const pt: Translation<typeof en> = {
  kindBar: 'Gráfico de barras',
  kindLine: 'Gráfico de linhas',
  kindDonut: 'Gráfico de rosca',
  summaryExtent_one: '{{kind}} com {{count}} valor, {{first}}.',
  summaryExtent_other: '{{kind}} com {{count}} valores, de {{first}} a {{last}}.',
  summaryHighest: 'Maior: {{label}}, {{value}}.',
  summaryLowest: 'Menor: {{label}}, {{value}}.',
  summaryTotal: 'Total: {{value}}.',
  keyboardHint: 'Use as setas do teclado para passar de um valor a outro.',
  pointLabel: '{{category}}, {{series}}: {{value}}',
  pointShare: '{{category}}: {{value}} ({{share}})',
  legend: 'Legenda',
  showTable: 'Ver tabela',
  showChart: 'Ver gráfico',
  downloadCsv: 'Baixar CSV',
  total: 'Total',
  share: 'Participação',
  empty: 'Não há dados para este gráfico.',
};
