import { registerTranslations } from '@anp/core';

/** Namespace of the digital pages' strings. */
export const DIGITAL_TOOLS_NS = 'digitalTools';

export const en = {
  loading: 'Loading the page…',
  failed: 'This page could not be loaded. {{reason}}',
  retry: 'Try again',
  noAccount: 'No account is selected. Choose one in the account selector.',
  refusedTitle: 'Not available for your account',
  home: 'Go to the dashboard',
  refused: {
    businessUnit:
      'This page is for pork business accounts. Choose a pork account in the account selector, or ask your sales representative.',
    role: 'Your user does not have the pork role this page needs. Ask your administrator to add it.',
    entitlement:
      'Your account is not entitled to this tool. Ask your sales representative to add it.',
  },
  launch: 'Open {{tool}}',
  newTab: '(opens in a new tab)',
  links: 'More in this area',
  documents: 'Documents',
  documentsLoading: 'Loading the documents…',
  documentsEmpty: 'No documents for this page yet.',
  documentsFailed: 'The documents could not be loaded. {{reason}}',
  download: 'Download {{title}}',
  downloadShort: 'Download',
  downloading: 'Downloading…',
  downloaded: '{{fileName}} was downloaded.',
  published: 'Published {{date}}',
  docType: {
    pricelist: 'Price list',
    brochure: 'Brochure',
    label: 'Label',
    certificate: 'Certificate',
    video: 'Video',
  },
  trials: 'Trial summaries',
  trialsEmpty: 'No trials are published for this stage yet.',
  trialsTable: 'Trials at a glance',
  trialFacts: '{{animals}} animals, ended {{year}}',
  treatment: 'Treatment',
  columns: {
    trial: 'Trial',
    stage: 'Stage',
    animals: 'Animals',
    year: 'Year',
    measure: 'Measured',
    highest: 'Highest result',
  },
  stage: {
    sows: 'Sows',
    nursery: 'Nursery',
    finishing: 'Finishing',
  },
};

registerTranslations(DIGITAL_TOOLS_NS, {
  en,
  es: () => import('./locales/es.lazy').then((m) => m.es),
  pt: () => import('./locales/pt.lazy').then((m) => m.pt),
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
