/**
 * The documents of an order a user is offered (ordering.md §1 Mexico row, §2 screen 6, §4 "Invoice
 * download is offered only after invoicing in Mexico, and is hidden for some internal users when
 * the order is not invoiced"). Pure: the API's `documents` say what exists on the server, these
 * rules say what the page offers, so a server that offers more than the rules allow is not
 * followed.
 */
import type { OrderDetail, OrderStatus } from '@anp/contract';

export type DocumentKind = 'invoice' | 'packlist' | 'coa';

/** The order the documents belong to, and what the server says exists. */
export type DocumentOrder = Pick<OrderDetail, 'status' | 'invoicedNo' | 'documents'>;

/** Who is asking: internal staff (the internal group) and user-management admins among them. */
export interface DocumentViewer {
  /** The market of the order's account (`mx` has its own invoice rule). */
  country: string;
  /** Member of the internal-user group of the configuration. */
  internal: boolean;
  /** Member of the user-management (admin) group. */
  admin: boolean;
}

/** Why a document is not offered now. */
export type DocumentUnavailable =
  /** No invoice yet (Mexico; internal staff; or the server has none). */
  | 'NOT_INVOICED'
  /** Packing list and certificate of analysis exist once the goods left the plant. */
  | 'NOT_SHIPPED'
  /** Cancelled before it shipped or was invoiced: the document will never exist. */
  | 'CANCELLED'
  /** The rules allow it but the server has none for this order. */
  | 'UNAVAILABLE';

/** Which invoice an offered invoice is. */
export type InvoiceVariant = 'invoice' | 'cancelledInvoice' | 'proForma';

export type DocumentOffer =
  | { kind: DocumentKind; offered: true; variant: InvoiceVariant | null }
  | { kind: DocumentKind; offered: false; reason: DocumentUnavailable };

/** The order of the documents on the page. */
export const DOCUMENT_KINDS: readonly DocumentKind[] = ['invoice', 'packlist', 'coa'];

/** An invoice was issued: Invoiced, or Cancelled after invoicing (a cancelled invoice). */
export function isInvoiced(order: Pick<DocumentOrder, 'status' | 'invoicedNo'>): boolean {
  return order.status === 'Invoiced' || (order.status === 'Cancelled' && order.invoicedNo !== null);
}

/** The goods left the plant (ordering.md §4 statuses: Shipped, then Invoiced). */
export function hasShipped(status: OrderStatus): boolean {
  return status === 'Shipped' || status === 'Invoiced';
}

/**
 * ordering.md §4: the invoice is "hidden for some internal users when the order is not invoiced".
 * Decision (as the reference API): the internal group, except user-management admins, who support
 * customers and see what customers see.
 */
export function isInternalOnly(viewer: Pick<DocumentViewer, 'internal' | 'admin'>): boolean {
  return viewer.internal && !viewer.admin;
}

function invoiceOffer(order: DocumentOrder, viewer: DocumentViewer): DocumentOffer {
  const kind = 'invoice';
  if (isInvoiced(order)) {
    if (!order.documents.invoice) return { kind, offered: false, reason: 'UNAVAILABLE' };
    return {
      kind,
      offered: true,
      variant: order.status === 'Cancelled' ? 'cancelledInvoice' : 'invoice',
    };
  }
  if (order.status === 'Cancelled') return { kind, offered: false, reason: 'CANCELLED' };
  // ordering.md §1: Mexico offers the invoice only once invoiced; §4: hidden for internal users.
  const mexico = viewer.country.trim().toLowerCase() === 'mx';
  if (mexico || isInternalOnly(viewer) || !order.documents.invoice)
    return { kind, offered: false, reason: 'NOT_INVOICED' };
  // Before invoicing, what a customer elsewhere may download is a pro-forma invoice.
  return { kind, offered: true, variant: 'proForma' };
}

function shippingOffer(kind: 'packlist' | 'coa', order: DocumentOrder): DocumentOffer {
  if (!hasShipped(order.status))
    return {
      kind,
      offered: false,
      reason: order.status === 'Cancelled' ? 'CANCELLED' : 'NOT_SHIPPED',
    };
  if (!order.documents[kind]) return { kind, offered: false, reason: 'UNAVAILABLE' };
  return { kind, offered: true, variant: null };
}

/** The invoice, packing list and certificate of analysis of an order, offered or not and why. */
export function documentOffers(order: DocumentOrder, viewer: DocumentViewer): DocumentOffer[] {
  return [
    invoiceOffer(order, viewer),
    shippingOffer('packlist', order),
    shippingOffer('coa', order),
  ];
}

/** ordering.md §1: Mexico shows a Cancelled badge on a cancelled invoice. */
export function showsCancelledInvoiceBadge(
  order: Pick<OrderDetail, 'cancelledInvoice'>,
  country: string,
): boolean {
  return order.cancelledInvoice && country.trim().toLowerCase() === 'mx';
}

export type StatusTone = 'info' | 'primary' | 'success' | 'danger' | 'neutral';

/** The badge tone of an order status; the text carries the meaning, the tone only helps. */
export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'Placed':
      return 'info';
    case 'Scheduled':
      return 'neutral';
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
