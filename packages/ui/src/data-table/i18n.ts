import { registerTranslations } from '@anp/core';

/** Namespace of the data table's strings. */
export const NS = 'dataTable';

/**
 * English strings. `selectRow`, `details`, `moreActions` and `actionsFor` are followed by the
 * row's name (its first column) in the accessible name of a control, e.g. "More actions for
 * 100234": they end where the row's name begins.
 */
export const en = {
  selectAll: 'Select all rows',
  selectRow: 'Select',
  selectionColumn: 'Selection',
  details: 'Details for',
  detailsColumn: 'Details',
  moreActions: 'More actions for',
  actionsFor: 'Actions for',
  actionsColumn: 'Actions',
  loading: 'Loading…',
  loadingMore: 'Loading more rows…',
  sortedAscending: 'Sorted by {{column}}, ascending',
  sortedDescending: 'Sorted by {{column}}, descending',
};

registerTranslations(NS, {
  en,
  es: () => import('./locales/es.lazy').then((m) => m.es),
  pt: () => import('./locales/pt.lazy').then((m) => m.pt),
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
