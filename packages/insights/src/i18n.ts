import { registerTranslations } from '@anp/core';

/** Namespace of the insights strings. */
export const INSIGHTS_NS = 'insights';

export const en = {
  heading: 'Your account',
  loading: 'Loading your account…',
  failed: 'Your account could not be loaded. {{reason}}',
  retry: 'Try again',
  noAccount: 'No account is selected. Choose one in the account selector.',
  showDetails: 'Show details',
  hideDetails: 'Hide details',
  facts: {
    soldTo: 'Sold-to',
    region: 'Region',
    salesOrg: 'Sales organisation',
    businessUnit: 'Business unit',
  },
};

registerTranslations(INSIGHTS_NS, {
  en,
  es: () => import('./locales/es.lazy').then((m) => m.es),
  pt: () => import('./locales/pt.lazy').then((m) => m.pt),
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
