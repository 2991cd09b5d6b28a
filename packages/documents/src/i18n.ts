import { registerTranslations } from '@anp/core';

/** Namespace of the documents list's strings. */
export const DOCUMENTS_NS = 'documents';

export const en = {
  search: 'Search documents',
  searchHint: 'Title or file name',
  clearSearch: 'Clear search',
  type: 'Type',
  allTypes: 'All types',
  kind: {
    pricelist: 'Price list',
    brochure: 'Brochure',
    label: 'Label',
    certificate: 'Certificate',
    video: 'Video',
  },
  kinds: {
    pricelist: 'price lists',
    brochure: 'brochures',
    label: 'labels',
    certificate: 'certificates',
    video: 'videos',
  },
  sort: 'Sort by',
  sortBy: {
    newest: 'Newest first',
    title: 'Title (A to Z)',
    relevance: 'Best match',
  },
  sortWhileSearching: 'Search results are listed by best match.',
  showing: 'Showing {{shown}} of {{total}} documents',
  showingMatches: 'Showing {{shown}} of {{total}} documents matching “{{term}}”',
  loading: 'Loading documents…',
  loadMore: 'Load more documents',
  retry: 'Try again',
  failed: 'The documents could not be loaded. {{reason}}',
  empty: {
    none: 'No documents yet',
    noneHint:
      'Price lists, brochures, labels, certificates and videos for your account appear here.',
    noMatch: 'No documents match “{{term}}”',
    noMatchHint: 'Check the spelling, or search for a product name or a month.',
    noneOfType: 'No {{kinds}} at the moment',
    showAllTypes: 'Show all types',
  },
  published: 'Published {{date}}',
  accountBadge: 'Your account',
  preview: 'Preview',
  previewTitle: 'Document preview',
  download: 'Download',
  downloaded: '{{name}} was downloaded.',
  close: 'Close',
};

registerTranslations(DOCUMENTS_NS, {
  en,
  es: () => import('./locales/es.lazy').then((m) => m.es),
  pt: () => import('./locales/pt.lazy').then((m) => m.pt),
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
