import { registerTranslations } from '@anp/core';

/** Namespace of the form fields' strings. */
export const NS = 'ui-fields';

/**
 * English strings. Counts are passed twice: `count` picks the plural form, `shown` is the number
 * written in the market's format ("1,000" in the US, "1.000" in Brazil).
 */
export const en = {
  required: '(required)',
  clearSearch: 'Clear search',
  results_one: '{{shown}} result',
  results_other: '{{shown}} results',
  noResults: 'No results',
  characterCount: '{{shown}} of {{max}} characters',
  charactersLeft_one: '{{shown}} character left',
  charactersLeft_other: '{{shown}} characters left',
  charactersOver_one: '{{shown}} character too many',
  charactersOver_other: '{{shown}} characters too many',
};

registerTranslations(NS, {
  en,
  es: () => import('./locales/es.lazy').then((m) => m.es),
  pt: () => import('./locales/pt.lazy').then((m) => m.pt),
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
