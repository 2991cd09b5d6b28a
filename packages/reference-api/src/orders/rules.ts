/**
 * The rules of an order a user sees: which of its documents they may download (ordering.md §2
 * screen 6, §4), the one rule behind `documents` in the orders list, the order detail and the
 * downloads; and whether it can still be modified (§4).
 */
import type { OrderDocumentType, OrderDocuments, OrderStatus } from '@anp/contract';
import { GROUPS, INTERNAL_GROUP } from '../users/groups';

export interface DocumentRuleInput {
  status: OrderStatus;
  invoicedNo: string | null;
  /** The market of the order's account. */
  market: string;
  /** The caller is internal staff (see {@link isInternalUser}). */
  internal: boolean;
}

/**
 * ordering.md §4: "hidden for some internal users when the order is not invoiced". Decision: the
 * internal group, except user-management admins (they support customers and see what customers
 * see). Group names compare trimmed and case-insensitively, as the kit's permission rules do.
 */
export function isInternalUser(groups: readonly string[]): boolean {
  const held = new Set(groups.map((g) => g.trim().toLowerCase()));
  return held.has(INTERNAL_GROUP.toLowerCase()) && !held.has(GROUPS.userManagement.toLowerCase());
}

/** An invoice was issued: Invoiced, or Cancelled after invoicing (a cancelled invoice). */
export const isInvoiced = (input: Pick<DocumentRuleInput, 'status' | 'invoicedNo'>): boolean =>
  input.status === 'Invoiced' || (input.status === 'Cancelled' && input.invoicedNo !== null);

/**
 * The documents of an order:
 * - packing list and certificate of analysis once the goods left the plant (Shipped, Invoiced);
 * - the invoice once invoiced, a cancelled invoice included (marked CANCELLED);
 * - before invoicing, a pro-forma invoice for customers outside Mexico (ordering.md §1 "Mexico:
 *   invoice download is offered only once an order is invoiced"; §4 internal users), and never
 *   for a cancelled order.
 */
export function orderDocuments(input: DocumentRuleInput): Required<OrderDocuments> {
  const shipped = input.status === 'Shipped' || input.status === 'Invoiced';
  const invoiced = isInvoiced(input);
  const proForma =
    !invoiced && input.status !== 'Cancelled' && input.market !== 'mx' && !input.internal;
  return {
    invoice: invoiced || proForma,
    packlist: shipped,
    coa: shipped,
    invoiceProForma: proForma,
  };
}

/** Why a document is not available (the 401 body's message), or null when it is. */
export function documentRefusal(
  type: Exclude<OrderDocumentType, 'memo'>,
  input: DocumentRuleInput,
): string | null {
  const documents = orderDocuments(input);
  if (documents[type]) return null;
  if (type !== 'invoice') {
    return type === 'packlist'
      ? 'The packing list is available once the order has shipped'
      : 'The certificate of analysis is available once the order has shipped';
  }
  if (input.status === 'Cancelled') return 'This order was cancelled before it was invoiced';
  return 'The invoice of this order is available once it is invoiced';
}

/** Still Placed and before its cut-off (ordering.md §4 order modification). */
export function isModifiable(
  order: { status: OrderStatus; modifiable_until: Date | string | null },
  now: Date,
): boolean {
  return (
    order.status === 'Placed' &&
    order.modifiable_until !== null &&
    new Date(order.modifiable_until).getTime() > now.getTime()
  );
}
