import { registerTranslations } from '@anp/core';

/**
 * Namespace of the results' strings (the rows, their actions, the export and documents.zip). The
 * results load on demand (results.lazy.tsx), and their strings with them, so the element's first
 * chunk carries only the filters' words.
 */
export const TABLE_NS = 'ordersTable';

export const en = {
  actions: {
    view: 'View details',
    viewOriginal: 'View order {{number}}',
    download: {
      invoice: 'Download invoice',
      packlist: 'Download packing list',
      coa: 'Download certificate of analysis',
      memo: 'Download memo',
    },
    modify: 'Modify order',
    orderAgain: 'Order again',
  },
  documents: {
    invoice: 'Invoice',
    packlist: 'Packing list',
    coa: 'Certificate of analysis',
    memo: 'Memo',
  },
  lines: {
    label: 'Products of order {{number}}',
    loading: 'Loading the products of order {{number}}…',
    failed: 'The products of this order could not be loaded. {{reason}}',
    none: 'This order has no product lines.',
    product: 'Product',
    sku: 'SKU',
    quantity: 'Quantity',
    weight: 'Net weight',
    amount: 'Amount',
    lot: 'Lot {{lot}}',
  },
  notice: {
    downloading: 'Downloading the {{document}} of {{number}}…',
    downloaded: '{{file}} downloaded.',
    downloadFailed: 'The {{document}} of {{number}} could not be downloaded. {{reason}}',
    reordering: 'Adding the products of order {{number}} to your cart…',
    reordered: 'The products of order {{number}} are in your cart.',
    reorderFailed: 'Order {{number}} could not be added to your cart. {{reason}}',
    goToCart: 'Go to cart',
  },
  failedMore: 'More orders could not be loaded. {{reason}}',
  export: {
    fetching: 'Preparing the export: {{done}} of {{total}} orders',
    building: 'Writing {{file}}…',
    saved: '{{file}} saved: {{count}} orders.',
    leftOut:
      'Only the first {{cap}} of {{total}} orders can be exported at once; {{count}} were left out. Narrow the filters to export the rest.',
    failed: 'The export could not be made. {{reason}}',
    cancelled: 'The export was cancelled.',
    nothing: 'There are no orders to export with these filters.',
    exported: 'Exported {{date}} at {{time}}',
    account: '{{name}} · sold-to {{code}}',
    noFilters: 'Filters: none, all orders and memos',
    status: 'Status: {{list}}',
    type: 'Order type: {{list}}',
    dates: 'Order date: {{from}} to {{to}}',
    search: 'Order number or PO starting with: {{term}}',
    sort: 'Sorted by {{column}}, {{direction}}',
    ascending: 'ascending',
    descending: 'descending',
    footer: '{{count}} orders and memos',
  },
  zip: {
    fetching: 'Downloading documents: {{done}} of {{total}}',
    building: 'Writing documents.zip…',
    saved: 'documents.zip saved: {{count}} documents.',
    partial:
      'documents.zip saved with {{count}} documents. These could not be downloaded (listed in errors.txt inside the zip):',
    allFailed: 'No document could be downloaded, so no zip was saved:',
    none: 'The selected orders have no documents to download yet.',
    cancelled: 'The download of documents was cancelled.',
    errorsHeading: 'These documents could not be downloaded:',
    failure: '{{number}}, {{document}}: {{reason}}',
  },
};

registerTranslations(TABLE_NS, {
  en,
  es: () => import('./locales/es.lazy').then((m) => m.es),
  pt: () => import('./locales/pt.lazy').then((m) => m.pt),
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
