/**
 * The memo tile's rules (ordering.md §1 Korea and Mexico rows, §2 screen 7, §3 memo tile data),
 * pure and table-tested: which of the three detail layouts a memo gets, when the Cancelled badge
 * shows, and how its amounts are written.
 */
import { currencyDigits, formatMoney } from '@anp/rules';
import type { MemoDetail } from '@anp/contract';

/**
 * The three detail layouts of ordering.md §2 screen 7:
 * - `fiscal`: Mexico and the new billing flow, whose memos are fiscal documents of their own
 *   (invoice number, the original invoice and its date, VAT and gross);
 * - `korea`: the sold-to code with its name, order value and memo value in whole won;
 * - `standard`: every other market (order number, original invoice, customer PO, net, VAT, gross).
 */
export type MemoLayout = 'fiscal' | 'korea' | 'standard';

/**
 * The layout of a memo. The new flow wins over the market: a Korean account billed through the new
 * flow gets fiscal documents like Mexico's, so it shows their fields.
 */
export function memoLayout(memo: Pick<MemoDetail, 'country' | 'newFlow'>): MemoLayout {
  const country = memo.country.trim().toLowerCase();
  if (country === 'mx' || memo.newFlow) return 'fiscal';
  if (country === 'kr') return 'korea';
  return 'standard';
}

/**
 * ordering.md §2 screen 7: the Cancelled badge marks a cancelled memo (and so its fiscal document)
 * in the Mexico and new-flow layout only; elsewhere the status reads Cancelled like any other.
 */
export function showsCancelledBadge(memo: Pick<MemoDetail, 'country' | 'newFlow' | 'status'>) {
  return memo.status === 'Cancelled' && memoLayout(memo) === 'fiscal';
}

/** Decimals of a market's amounts: the won has no minor unit (ordering.md §1 Korea), others two. */
export const amountDigits = currencyDigits;

/**
 * A signed amount in the market's currency and number format: `−$1,234.56` for a credit,
 * `₩1,234,567` in Korea, `R$ 1.234,56` in Brazil. Unlike a price (which never shows below zero,
 * ordering.md §1), a memo's value keeps its sign: a credit is money back. '' when not a number.
 * The rules' `formatMoney`, so the orders list writes a memo the same way.
 */
export const formatAmount = formatMoney;

/** One fact of a memo's details: a label key of the `memoTile` namespace and its value. */
export interface MemoFact {
  key:
    | 'invoiceNumber'
    | 'originalInvoice'
    | 'originalInvoiceDate'
    | 'orderNumber'
    | 'customerPO'
    | 'soldTo'
    | 'orderValue'
    | 'memoValue'
    | 'netAmount'
    | 'vat'
    | 'grossAmount';
  /** What the fact holds, written out by the view (amounts and dates need the page's format). */
  value:
    | { kind: 'text'; text: string }
    | { kind: 'amount'; amount: number }
    | { kind: 'date'; date: string };
}

const text = (key: MemoFact['key'], value: string | null): MemoFact | null =>
  value === null || value.trim() === '' ? null : { key, value: { kind: 'text', text: value } };
const amount = (key: MemoFact['key'], value: number | null): MemoFact | null =>
  value === null ? null : { key, value: { kind: 'amount', amount: value } };
const date = (key: MemoFact['key'], value: string | null): MemoFact | null =>
  value === null || value === '' ? null : { key, value: { kind: 'date', date: value } };

/**
 * The detail facts of a memo in its layout, in the order they are shown. Facts the memo does not
 * have (no PO, no invoice yet) are left out rather than shown empty.
 */
export function memoFacts(memo: MemoDetail): MemoFact[] {
  const layout = memoLayout(memo);
  const facts: (MemoFact | null)[] =
    layout === 'fiscal'
      ? [
          text('invoiceNumber', memo.invoicedNo),
          text('originalInvoice', memo.originalInvoiceNumber ?? memo.originalInvoice),
          date('originalInvoiceDate', memo.originalInvoiceDate),
          amount('vat', memo.vat),
          amount('grossAmount', memo.grossAmount),
        ]
      : layout === 'korea'
        ? [
            text('soldTo', soldToOf(memo)),
            text('orderNumber', memo.orderNumber),
            amount('orderValue', memo.orderValue),
            amount('memoValue', memo.orderMemoValue),
          ]
        : [
            text('orderNumber', memo.orderNumber),
            text('originalInvoice', memo.originalInvoiceNumber ?? memo.originalInvoice),
            text('customerPO', memo.customerPO),
            amount('netAmount', memo.netAmount),
            amount('vat', memo.vat),
            amount('grossAmount', memo.grossAmount),
          ];
  return facts.filter((fact): fact is MemoFact => fact !== null);
}

/** Korea labels accounts by code and name together (ordering.md §1 "accounts are labelled differently"). */
function soldToOf(memo: Pick<MemoDetail, 'soldTo' | 'soldToName'>): string {
  const name = memo.soldToName.trim();
  return name ? `${memo.soldTo} · ${name}` : memo.soldTo;
}
