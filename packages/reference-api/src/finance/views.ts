/** Memos as the memo tile shows them (ordering.md §2 screen 7, §3). */
import type { MemoDetail } from '@anp/contract';
import type { MemoRow } from './queries';

/**
 * Decision: a memo's own fiscal document number once it is issued (Invoiced, or Cancelled
 * after issue): NC- (nota de crédito) or ND- (nota de débito) and the memo number, unique and
 * readable in every market. An Open memo request has none yet.
 */
export function memoInvoiceNumber(memoNumber: string, status: string): string | null {
  if (status !== 'Invoiced' && status !== 'Cancelled') return null;
  return `${memoNumber.startsWith('82') ? 'ND' : 'NC'}-${memoNumber}`;
}

/** The source system of accounts billed by the new billing system ("new flow"). */
export const NEW_FLOW_SOURCE_SYSTEM = 'S4';

/** New billing flow: accounts billed by the S4 billing system. */
export const isNewFlow = (sourceSystem: string): boolean =>
  sourceSystem.trim().toUpperCase() === NEW_FLOW_SOURCE_SYSTEM;

const cents = (value: number) => Math.round(value * 100) / 100;

export function toMemoDetail(m: MemoRow): MemoDetail {
  const invoicedNo = memoInvoiceNumber(m.memo_number, m.status);
  return {
    memoNumber: m.memo_number,
    invoicedNo,
    memoType: m.memo_type,
    status: m.status,
    country: m.region,
    newFlow: isNewFlow(m.source_system),
    currencyUsed: m.currency,
    soldTo: m.sold_to_code,
    soldToName: m.fullname,
    shipTo: m.ship_to_code,
    shipToName: m.ship_to_name,
    shipFrom: m.plant_name,
    originalInvoice: m.original_invoice_number,
    originalInvoiceNumber: m.original_invoice_number,
    originalInvoiceDate: m.original_invoice_date,
    orderType: m.order_type,
    orderNumber: m.order_number,
    orderStatus: m.order_status,
    orderDate: m.order_date,
    orderValue: m.order_value,
    orderMemoValue: cents(m.memo_type === 'credit' ? -m.gross_amount : m.gross_amount),
    memoDate: m.memo_date,
    // Decision: a memo is issued on its memo date; an Open request has no invoice yet.
    invoiceDate: invoicedNo ? m.memo_date : null,
    netAmount: m.net_amount,
    vat: m.vat,
    grossAmount: m.gross_amount,
    customerPO: m.customer_po,
  };
}
