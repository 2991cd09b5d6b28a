import { registerTranslations } from '@anp/core';

/** Namespace of the quick order strings. */
export const QUICK_ORDER_NS = 'quickOrder';

/**
 * The words of quick order (issue 17). `{{quantity}}` and `{{min}}`-like values are numbers
 * already in the market's format, `{{label}}` the unit of the count ("bags") from the server.
 */
export const en = {
  heading: 'Quick order',
  intro: 'Paste lines or upload a file: a SKU or your material number, then a quantity.',
  loading: 'Loading quick order…',
  failed: 'Quick order could not be loaded. {{reason}}',
  retry: 'Try again',
  noAccount: 'No account is selected. Choose one in the account selector.',
  noRights: 'Your user may not order for this account.',
  pasteLabel: 'Lines to order',
  pasteHint:
    'One line each: SKU or material number, then the quantity, separated by a tab, comma, semicolon or space. Write quantities like {{example}}.',
  check: 'Check lines',
  checking: 'Checking {{count}} lines…',
  clear: 'Start again',
  fileLabel: 'Upload a CSV or XLSX file',
  fileHint: 'First column: SKU or material number; second column: quantity.',
  reading: 'Reading {{name}}…',
  template: 'Download the template (CSV)',
  templateFile: 'quick-order-template.csv',
  templateHeadings: {
    reference: 'SKU or material number',
    quantity: 'Quantity',
  },
  empty: 'There are no lines to check. Paste lines or choose a file.',
  tooMany: 'At most {{max}} lines can be checked at once; this input has {{count}}.',
  fileFailed: 'The file could not be read: {{reason}}',
  fileType: 'Choose a .csv or .xlsx file.',
  checkFailed: 'The lines could not be checked. {{reason}}',
  tableCaption: 'Checked lines',
  columns: {
    row: 'Line',
    reference: 'SKU or material number',
    product: 'Product',
    quantity: 'Quantity',
    weight: 'Weight',
    status: 'Status',
    actions: 'Actions',
  },
  referenceOf: 'SKU or material number, line {{row}}',
  quantityOf: 'Quantity, line {{row}}',
  material: 'Your material number {{number}}',
  status: {
    ok: 'Ready',
    checking: 'Checking…',
    unchecked: 'Changed: check it again',
    unknown: 'Unknown SKU or material number',
    notOrderable: {
      discontinued: 'Not orderable: no longer sold',
      notSoldInMarket: 'Not orderable for this account',
    },
    quantity: {
      MISSING: 'Enter a quantity',
      MIN_ERROR: 'The minimum is {{min}} {{label}}',
      PALLET_ERROR: 'Sold in whole pallets of {{pallet}} {{label}}',
      INCREMENT_ERROR: 'Sold in steps of {{step}} {{label}}',
    },
    unreadable: {
      noReference: 'Enter a SKU or material number',
      noQuantity: 'Enter a quantity',
      badQuantity: 'Not a quantity: write it like {{example}}',
    },
  },
  useSuggestion: 'Use {{quantity}}',
  useSuggestionLabel: 'Use {{quantity}} {{label}} on line {{row}}',
  recheck: 'Check',
  recheckLabel: 'Check line {{row}} again',
  remove: 'Remove',
  removeLabel: 'Remove line {{row}}',
  summary: '{{ready}} ready, {{attention}} need attention',
  total: 'Weight of the ready lines: {{weight}}',
  add_one: 'Add {{count}} line to the cart',
  add_other: 'Add {{count}} lines to the cart',
  adding: 'Adding to the cart…',
  added_one: '{{count}} line added to the cart. The lines that need attention stay here.',
  added_other: '{{count}} lines added to the cart. The lines that need attention stay here.',
  addedAll_one: '{{count}} line added to the cart.',
  addedAll_other: '{{count}} lines added to the cart.',
  addFailed: 'The lines could not be added to the cart. {{reason}}',
  lineRemoved: 'Line {{row}} removed.',
};

registerTranslations(QUICK_ORDER_NS, {
  en,
  es: () => import('./locales/es.lazy').then((m) => m.es),
  pt: () => import('./locales/pt.lazy').then((m) => m.pt),
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
