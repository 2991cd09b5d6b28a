import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Portuguese strings, loaded only on Portuguese pages. */
export const pt: Translation<typeof en> = {
  heading: 'Relatórios',
  picker: 'Escolha um relatório',
  loading: 'Carregando seus relatórios…',
  loadingReport: 'Carregando o relatório…',
  failed: 'Não foi possível carregar seus relatórios. {{reason}}',
  reportFailed: 'Não foi possível carregar este relatório. {{reason}}',
  retry: 'Tentar novamente',
  empty: 'Ainda não há relatórios para esta conta.',
  noAccount: 'Nenhuma conta selecionada. Escolha uma no seletor de contas.',
  asOf: 'Valores em {{date}}.',
  external: 'Relatório externo',
  frameTitle: '{{title}} (relatório externo)',
  renewFailed:
    'Não foi possível renovar o relatório externo e ele pode parar de se atualizar. {{reason}}',
  unit: {
    shortTon: 'ton. curtas',
    metricTon: 't',
  },
};
