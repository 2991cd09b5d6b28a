import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Spanish strings, loaded only on Spanish pages. */
export const es: Translation<typeof en> = {
  selectAll: 'Seleccionar todas las filas',
  selectRow: 'Seleccionar',
  selectionColumn: 'Selección',
  details: 'Detalles de',
  detailsColumn: 'Detalles',
  moreActions: 'Más acciones de',
  actionsFor: 'Acciones de',
  actionsColumn: 'Acciones',
  loading: 'Cargando…',
  loadingMore: 'Cargando más filas…',
  sortedAscending: 'Ordenado por {{column}}, de forma ascendente',
  sortedDescending: 'Ordenado por {{column}}, de forma descendente',
};
