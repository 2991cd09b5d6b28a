import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Portuguese strings, loaded only on Portuguese pages. */
export const pt: Translation<typeof en> = {
  selectAll: 'Selecionar todas as linhas',
  selectRow: 'Selecionar',
  selectionColumn: 'Seleção',
  details: 'Detalhes de',
  detailsColumn: 'Detalhes',
  moreActions: 'Mais ações de',
  actionsFor: 'Ações de',
  actionsColumn: 'Ações',
  loading: 'Carregando…',
  loadingMore: 'Carregando mais linhas…',
  sortedAscending: 'Ordenado por {{column}}, em ordem crescente',
  sortedDescending: 'Ordenado por {{column}}, em ordem decrescente',
};
