import { createElement, useMemo } from 'react';
import { defineWidget, kitEvent } from '@anp/core';
import { SORT_FIELDS, dateRangeOf, normalizeSearch, parseListState, sortOf } from './model/filters';
import { Orders } from './orders';

/** The element's props: the attributes (as r2wc passes them). */
export interface OrdersElementProps {
  pageSize?: number;
  status?: string;
  orderType?: string;
  dateFrom?: string;
  dateTo?: string;
  search?: string;
  sort?: string;
  direction?: string;
  headingLevel?: number;
  // Documented for the manifest; the list dispatches these itself.
  onNavigate?: () => void;
  onCartChanged?: () => void;
}

/**
 * The element keeps its filters in its own state (a CMS page's URL is not the element's to
 * write): the attributes give the filters it starts with, and a changed attribute starts it
 * again with the new ones.
 */
function OrdersElementRoot(props: OrdersElementProps) {
  const { status, orderType, dateFrom, dateTo, search, sort, direction, pageSize, headingLevel } =
    props;
  const initialKey = [status, orderType, dateFrom, dateTo, search, sort, direction].join('\u0000');
  const initial = useMemo(() => {
    const params = new URLSearchParams();
    if (status) params.set('status', status);
    if (orderType) params.set('type', orderType);
    const state = parseListState(params);
    return {
      filters: {
        ...state.filters,
        dates: dateRangeOf(dateFrom, dateTo),
        search: normalizeSearch(search),
      },
      sort: sortOf(sort, direction),
    };
    // The key stands for the attributes it is made of.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialKey]);
  // The filters and the paging come with the element, so the first page is asked for at once;
  // the table, the export and documents.zip load on demand (orders.view.tsx).
  return createElement(Orders, { initial, pageSize, headingLevel });
}

/** `<anp-orders>`: the orders and memos list as a custom element. */
export const ordersElement = defineWidget<OrdersElementProps>({
  tag: 'anp-orders',
  component: OrdersElementRoot,
  headingLevel: {
    default: 2,
    min: 2,
    max: 6,
    description: "Heading level of the empty states (2 to 6), to fit the page's outline.",
  },
  summary:
    "Orders list: the account's orders and memos with filters (status, order type, dates, order number or PO), server-side sort, paging as the user scrolls, each order's lines or memo, row actions, export as PDF or XLSX, and documents.zip of the selected orders.",
  // The `part` names of its shadow DOM, for `::part()` styles (docs/decisions.md, issue 13).
  parts: [
    { name: 'bar', description: 'The filter bar.' },
    {
      name: 'reorder-summary',
      description:
        'What Order again did: the lines added, corrected, changed since the order and not added.',
    },
    { name: 'reorder-cart-link', description: "The link to the cart in Order again's summary." },
    { name: 'dialog', description: 'The surface of a dialog.' },
    { name: 'dialog-title', description: "A dialog's title." },
    { name: 'dialog-body', description: "A dialog's content." },
    { name: 'dialog-footer', description: "A dialog's action bar." },
    { name: 'dialog-close', description: "A dialog's close button." },
    { name: 'field', description: 'A form field: its label, hint, control and error.' },
    { name: 'field-label', description: "A field's label." },
    { name: 'input', description: "A field's control box: text, number, search, select or date." },
    { name: 'popover', description: "A filter's list of choices." },
    { name: 'checkbox', description: 'A check box.' },
    { name: 'toolbar', description: 'The bar above the table: count and export.' },
    {
      name: 'button',
      description:
        'A button; with its weight `primary`, `secondary`, `ghost` or `danger` (`::part(button primary)`).',
    },
    { name: 'table', description: 'The orders table.' },
    { name: 'table-head', description: "The table's header row." },
    { name: 'header-cell', description: 'A column header.' },
    { name: 'row', description: 'An order; `row selected` when it is selected.' },
    { name: 'selected', description: 'With `tab` or `row`: the selected one.' },
    { name: 'cell', description: 'A table cell.' },
    { name: 'row-detail', description: "An order's expanded detail." },
    { name: 'badge', description: "An order's status." },
    { name: 'primary', description: 'With `button` or `badge`: its weight or tone.' },
    { name: 'secondary', description: 'With `button`: its weight.' },
    { name: 'ghost', description: 'With `button`: its weight.' },
    { name: 'info', description: 'With `badge`: a status tone.' },
    { name: 'warning', description: 'With `badge`: a status tone.' },
    { name: 'success', description: 'With `badge`: a status tone.' },
    { name: 'danger', description: 'With `badge`: a status tone.' },
    { name: 'menu', description: "A row's action menu." },
    { name: 'menu-item', description: 'An entry of a menu.' },
    { name: 'tile', description: 'A memo tile in an expanded row.' },
    { name: 'tile-heading', description: "The memo tile's title." },
    { name: 'amount', description: "The memo tile's amount." },
    { name: 'empty-state', description: 'The message shown when there is nothing to list.' },
  ],
  props: {
    pageSize: {
      type: 'number',
      description: 'Rows per page loaded as the user scrolls, 20 to 500.',
      default: '100',
    },
    status: {
      type: 'string',
      description:
        'Statuses the list starts filtered by, comma-separated: Placed, Scheduled, Shipped, Invoiced, Cancelled, Open (memos).',
    },
    orderType: {
      type: 'string',
      description:
        'Order types the list starts filtered by, comma-separated (sales order, invoice, credit memo, debit memo, ...).',
    },
    dateFrom: {
      type: 'string',
      description: 'Start of the order date range the list starts with (YYYY-MM-DD, with date-to).',
    },
    dateTo: {
      type: 'string',
      description: 'End of the order date range the list starts with (YYYY-MM-DD, with date-from).',
    },
    search: {
      type: 'string',
      description: 'An order number or PO (its start) the list starts searching for.',
    },
    sort: {
      type: 'string',
      description:
        'The column sorted by at first: orderDate (default), orderNumber, status, type, po, requestedDate or amount.',
      default: 'orderDate',
      values: SORT_FIELDS,
    },
    direction: {
      type: 'string',
      description: 'Direction of that sort: desc (default) or asc.',
      default: 'desc',
      values: ['desc', 'asc'],
    },
  },
  events: {
    onNavigate: kitEvent(
      'anp-navigate',
      'A link to another portal page (an order, its modify page, the cart); detail { path }. Cancel it to route yourself, else the browser navigates.',
    ),
    onCartChanged: kitEvent(
      'anp-cart-changed',
      'Order again put an order\'s products in the cart; detail { count, encCartId, source: "orders" }.',
    ),
  },
  cssProperties: [
    { name: '--anp-color-primary', description: 'Buttons, links and the sorted column.' },
    { name: '--anp-color-surface', description: 'Background of the table.' },
    { name: '--anp-color-danger', description: 'Failures and cancelled badges.' },
    { name: '--anp-font-family', description: 'Font family of the kit.' },
  ],
});

ordersElement.register();
