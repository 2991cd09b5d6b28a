import { registerTranslations } from '@anp/core';

/** Namespace of the orders list's strings. */
export const NS = 'orders';

export const en = {
  title: 'Orders',
  tableLabel: 'Orders and memos',
  filters: {
    label: 'Filter the orders',
    search: 'Search',
    searchHint: 'Order number or PO',
    clearSearch: 'Clear search',
    status: 'Status',
    type: 'Order type',
    chosen: '{{label}}: {{count}} chosen',
    any: 'Any',
    dates: 'Order date',
    datesHint: 'Any date',
    datesOpening: 'Opening the calendar…',
    clearAll: 'Clear all filters',
    presets: {
      last30: 'Last 30 days',
      last90: 'Last 90 days',
      thisYear: 'This year',
      lastYear: 'Last year',
    },
  },
  status: {
    placed: 'Placed',
    scheduled: 'Scheduled',
    shipped: 'Shipped',
    invoiced: 'Invoiced',
    cancelled: 'Cancelled',
    open: 'Open',
  },
  /** A memo's status (a credit or debit note: feminine in es and pt, as on the memo tile). */
  memoStatus: {
    open: 'Open',
    invoiced: 'Invoiced',
    cancelled: 'Cancelled',
  },
  type: {
    salesOrder: 'Sales order',
    consignmentOrder: 'Consignment order',
    consignmentReturnOrder: 'Consignment return',
    domesticReturnOrder: 'Domestic return',
    debitMemoRequest: 'Debit memo request',
    creditMemoRequest: 'Credit memo request',
    invoice: 'Invoice',
    memo: 'Memo',
    creditMemo: 'Credit memo',
    debitMemo: 'Debit memo',
  },
  shipMethod: {
    delivery: 'Delivery',
    pickup: 'Pickup',
  },
  invoiceCancelled: 'Invoice cancelled',
  columns: {
    orderNumber: 'Order number',
    type: 'Type',
    status: 'Status',
    orderDate: 'Order date',
    requestedDate: 'Requested date',
    po: 'PO',
    shipMethod: 'Ship method',
    amount: 'Amount',
    currency: 'Currency',
    weight: 'Weight',
    weightUnit: 'Unit',
  },
  showing: 'Showing {{shown}} of {{total}}',
  loading: 'Loading orders…',
  noOrders: 'No orders yet',
  noOrdersHint:
    'Orders placed for this account, with their invoices and its credit and debit memos, will be listed here.',
  noMatch: 'No orders match these filters',
  noMatchHint: 'Try a wider date range, other statuses, or part of the order number.',
  clearFilters: 'Clear filters',
  failed: 'The orders could not be loaded. {{reason}}',
  retry: 'Retry',
  noAccount: 'Choose an account',
  noAccountHint:
    'Pick an account in the account selector at the top of the page to see its orders.',
  selection: {
    capped:
      'At most {{cap}} orders can be selected at once; {{count}} more were not selected. Narrow the filters to take the rest.',
  },
  export: {
    label: 'Export the list',
    pdf: 'Export PDF',
    xlsx: 'Export XLSX',
  },
  zip: {
    button: 'Download documents ({{count}})',
  },
  cancel: 'Cancel',
  dismiss: 'Dismiss',
};

registerTranslations(NS, {
  en,
  es: () => import('./locales/es.lazy').then((m) => m.es),
  pt: () => import('./locales/pt.lazy').then((m) => m.pt),
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
