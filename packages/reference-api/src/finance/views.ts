/** Memos as the memo tile shows them (ordering.md §2 screen 7, §3). */
import type { FinanceData, MemoDetail } from '@anp/contract';
import type { OrderingAccount } from '../accounts/caller';
import { MARKETS } from '../markets';
import type { InvoicedOrderRow, IssuedMemoRow, MemoRow } from './queries';
import { creditLimitOf, receivableState } from './rules';

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

/** Order types whose invoice is a credit to the customer (returns and credit memo requests). */
const CREDIT_ORDER_TYPES = new Set([
  'consignment return order',
  'domestic return order',
  'credit memo request',
]);

const toCents = (amount: number) => Math.round(amount * 100);

/**
 * The account's receivables on `today`: its open invoices and issued memos (open until paid,
 * by ./rules.ts), the overdue part, the credit limit and what is left of it.
 */
export function toFinanceData(
  account: OrderingAccount,
  invoices: readonly InvoicedOrderRow[],
  memos: readonly IssuedMemoRow[],
  today: string,
): FinanceData {
  let balance = 0;
  let overdue = 0;
  let openInvoices = 0;
  let openCredits = 0;
  let lastInvoiceDate: string | null = null;
  for (const invoice of invoices) {
    if (!lastInvoiceDate || invoice.invoice_date > lastInvoiceDate)
      lastInvoiceDate = invoice.invoice_date;
    const state = receivableState(
      invoice.invoiced_no,
      invoice.invoice_date,
      invoice.payment_terms,
      today,
    );
    if (!state.open) continue;
    const credit = CREDIT_ORDER_TYPES.has(invoice.type);
    const cents = toCents(invoice.gross_amount) * (credit ? -1 : 1);
    balance += cents;
    if (credit) openCredits += 1;
    else openInvoices += 1;
    if (state.overdue && !credit) overdue += cents;
  }
  for (const memo of memos) {
    const number = memoInvoiceNumber(memo.memo_number, 'Invoiced') ?? memo.memo_number;
    const state = receivableState(number, memo.memo_date, account.paymentTerms, today);
    if (!state.open) continue;
    const credit = memo.memo_type === 'credit';
    const cents = toCents(memo.gross_amount) * (credit ? -1 : 1);
    balance += cents;
    if (credit) openCredits += 1;
    else openInvoices += 1;
    if (state.overdue && !credit) overdue += cents;
  }
  const creditLimit = creditLimitOf(account.id, account.region, account.paymentTerms);
  return {
    accountId: account.id,
    currency: MARKETS[account.region].currency,
    openBalance: balance / 100,
    overdue: overdue / 100,
    creditLimit,
    availableCredit: Math.max(0, creditLimit * 100 - balance) / 100,
    openInvoices,
    openCredits,
    lastInvoiceDate,
  };
}
