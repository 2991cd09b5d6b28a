import { registerTranslations } from '@anp/core';

/** Namespace of the memo tile's strings. */
export const MEMO_TILE_NS = 'memoTile';

export const en = {
  type: {
    credit: 'Credit memo',
    debit: 'Debit memo',
  },
  typeInline: {
    credit: 'credit memo',
    debit: 'debit memo',
  },
  status: {
    Open: 'Open',
    Cancelled: 'Cancelled',
    Invoiced: 'Invoiced',
  },
  cancelled: 'Cancelled',
  memoDate: 'Date',
  statusLabel: 'Status',
  amount: 'Amount',
  download: 'Download',
  downloadLabel: 'Download {{type}} {{number}}',
  downloadFailed: 'The memo could not be downloaded. {{reason}}',
  details: 'Details',
  detailsLabel: 'Details of {{type}} {{number}}',
  facts: {
    invoiceNumber: 'Invoice number',
    originalInvoice: 'Original invoice',
    originalInvoiceDate: 'Original invoice date',
    orderNumber: 'Order number',
    customerPO: 'Customer PO',
    soldTo: 'Sold-to',
    orderValue: 'Order value',
    memoValue: 'Memo value',
    netAmount: 'Net amount',
    vat: 'VAT',
    grossAmount: 'Gross amount',
  },
  loading: 'Loading memo {{number}}…',
  notFound: 'Memo {{number}} was not found. It may belong to another account.',
  failed: 'Memo {{number}} could not be loaded. {{reason}}',
  retry: 'Try again',
  missingNumber: 'This memo tile needs a memo number (the memo-number attribute).',
};

registerTranslations(MEMO_TILE_NS, {
  en,
  es: () => import('./locales/es.lazy').then((m) => m.es),
  pt: () => import('./locales/pt.lazy').then((m) => m.pt),
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
