import { registerTranslations } from '@anp/core';

/** Namespace of the account selector's strings. */
export const NS = 'accountSelector';

export const en = {
  account: 'Account',
  selectAccount: 'Select an account',
  dialog: 'Choose an account',
  accounts: 'Accounts',
  noAccounts: 'No accounts are linked to your user yet.',
  search: 'Search accounts',
  searchHint: 'Name, sold-to code or contact',
  showing: 'Showing {{shown}} of {{total}} accounts',
  noMatch: 'No accounts match “{{term}}”.',
  loading: 'Loading accounts…',
  loadMore: 'Load more accounts',
  listFailed: 'The accounts could not be loaded. {{reason}}',
  retry: 'Retry',
  contextFailed: 'Your accounts are not available right now.',
  region: 'Region',
  regionValue: 'Region: {{region}}',
  chooseRegion: 'Choose a region',
  regions: 'Regions',
  currentMark: '(selected)',
  tagNew: 'New',
  tagCurrent: 'Current',
  switching: 'Switching to {{account}}…',
  switchFailed: 'Your account was not changed. {{reason}}',
};

registerTranslations(NS, {
  en,
  es: () => import('./locales/es.lazy').then((m) => m.es),
  pt: () => import('./locales/pt.lazy').then((m) => m.pt),
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
