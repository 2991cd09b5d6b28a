import { defineWidget } from '@anp/core';
import type { AccountBalanceProps } from './account-balance';

/** `<anp-account-balance>`: account balance as a custom element. */
export const accountBalanceElement = defineWidget<AccountBalanceProps>({
  tag: 'anp-account-balance',
  // The widget's code loads once the element is on the page: the element itself weighs almost
  // nothing until it is used.
  load: () => import('./account-balance').then((m) => m.AccountBalance),
  headingLevel: {
    default: 2,
    min: 1,
    max: 6,
    description: "Level of the card's heading (1 to 6); its parts' headings are one level below.",
  },
  summary:
    "Account balance of the selected sold-to: credit limit, balance, available credit, current and past due, the ageing bar, the open items (filters, sort, paging, details), the statement as PDF or XLSX, and Brazil's boletos.",
  props: {
    heading: {
      type: 'string',
      description: "The card's heading (default: the strings' own, in the page language).",
    },
  },
  parts: [
    { name: 'card', description: 'The whole card.' },
    { name: 'ageing-bar', description: 'The stacked ageing bar.' },
    { name: 'field', description: 'A form field: its label, hint, control and error.' },
    { name: 'field-label', description: "A field's label." },
    { name: 'input', description: "A field's control box: search or select." },
    { name: 'option', description: 'A choice of a radio group (the statement format).' },
    { name: 'radio', description: 'A radio button.' },
    {
      name: 'button',
      description: 'A button (not the legend entries); with its weight `primary` or `secondary`.',
    },
    { name: 'primary', description: 'With `button`: its weight.' },
    { name: 'secondary', description: 'With `button`: its weight.' },
    { name: 'table', description: 'The open items table.' },
    { name: 'table-head', description: "The table's header row." },
    { name: 'header-cell', description: 'A column header.' },
    { name: 'row', description: 'An open item.' },
    { name: 'cell', description: 'A table cell.' },
    { name: 'dialog', description: "An open item's panel (a modal dialog)." },
    { name: 'dialog-title', description: "The panel's title." },
    { name: 'dialog-close', description: "The panel's close button." },
    { name: 'dialog-body', description: "The panel's content." },
    { name: 'badge', description: "A boleto's status." },
    { name: 'info', description: 'With `badge`: open.' },
    { name: 'success', description: 'With `badge`: paid.' },
    { name: 'danger', description: 'With `badge`: overdue.' },
    { name: 'neutral', description: 'With `badge`: cancelled.' },
  ],
  cssProperties: [
    { name: '--anp-color-surface', description: 'Background of the card.' },
    { name: '--anp-color-border', description: 'Border of the card.' },
    { name: '--anp-font-family', description: 'Font family of the kit.' },
    { name: '--anp-color-success', description: 'The ageing bar: current (not yet due).' },
    { name: '--anp-color-info', description: 'The ageing bar: 1-30 days.' },
    { name: '--anp-color-warning', description: 'The ageing bar: 31-60 days.' },
    { name: '--anp-color-danger', description: 'The ageing bar: 61-90 days.' },
    { name: '--anp-color-danger-hover', description: 'The ageing bar: over 90 days.' },
  ],
});

accountBalanceElement.register();
