/**
 * How a row of the orders list reads (ordering.md §3 Order, §4 statuses): the tone of its status
 * badge, the i18n key of its type and status, and what its context menu offers. Pure.
 */
import type { OrderListRow } from '@anp/core/services/orders';
import { documentsOf } from './documents';

export { wordKey } from './value-key';

export type StatusTone = 'neutral' | 'primary' | 'danger' | 'warning' | 'success' | 'info';

/**
 * The badge tone of a status. Open things are informational, things on their way primary,
 * finished ones success, cancelled ones danger; an unknown status stays neutral. The text of the
 * badge carries the meaning, the tone only helps the eye.
 */
export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'Placed':
      return 'info';
    case 'Open':
      return 'warning';
    case 'Scheduled':
    case 'Shipped':
      return 'primary';
    case 'Invoiced':
      return 'success';
    case 'Cancelled':
      return 'danger';
    default:
      return 'neutral';
  }
}

export type RowActionId =
  | 'view'
  | 'view-original'
  | 'download-invoice'
  | 'download-packlist'
  | 'download-coa'
  | 'download-memo'
  | 'modify'
  | 'order-again';

type ActionRow = Pick<
  OrderListRow,
  'kind' | 'orderNumber' | 'documents' | 'modifiable' | 'type' | 'originalOrderNumber'
>;

/** Order types that can be placed again as they were: goods the customer received. */
const REORDERABLE = new Set(['sales order', 'consignment order']);

/**
 * The context menu of a row: an order's View details, or a memo's original order; a download per
 * document it offers; Modify while the order accepts changes; Order again for orders of goods (a
 * return or a memo request cannot be "ordered again"). A memo has no page of its own: its row
 * expands to the memo tile.
 */
export function rowActionsOf(row: ActionRow): RowActionId[] {
  const actions: RowActionId[] = [];
  if (row.kind === 'order') actions.push('view');
  else if (row.originalOrderNumber) actions.push('view-original');
  for (const type of documentsOf(row)) actions.push(`download-${type}`);
  if (row.kind === 'order' && row.modifiable) actions.push('modify');
  if (row.kind === 'order' && REORDERABLE.has(row.type)) actions.push('order-again');
  return actions;
}

/** The path of a row's detail page under the portal's pages (ordering.md §2 routes). */
export function detailPage(orderNumber: string): string {
  return `orders/${encodeURIComponent(orderNumber)}`;
}

export function modifyPage(row: Pick<OrderListRow, 'orderNumber'>): string {
  return `orders/${encodeURIComponent(row.orderNumber)}/modify`;
}
