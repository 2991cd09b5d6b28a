import { registerTranslations } from '@anp/core';

/** Namespace of the reports strings. */
export const REPORTS_NS = 'reports';

export const en = {
  heading: 'Reports',
  picker: 'Choose a report',
  loading: 'Loading your reports…',
  loadingReport: 'Loading the report…',
  failed: 'Your reports could not be loaded. {{reason}}',
  reportFailed: 'This report could not be loaded. {{reason}}',
  retry: 'Try again',
  empty: 'There are no reports for this account yet.',
  noAccount: 'No account is selected. Choose one in the account selector.',
  asOf: 'Figures as of {{date}}.',
  external: 'External report',
  frameTitle: '{{title}} (external report)',
  renewFailed: 'The external report could not be renewed and may stop updating. {{reason}}',
  unit: {
    shortTon: 'tons',
    metricTon: 't',
  },
};

registerTranslations(REPORTS_NS, {
  en,
  es: () => import('./locales/es.lazy').then((m) => m.es),
  pt: () => import('./locales/pt.lazy').then((m) => m.pt),
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
