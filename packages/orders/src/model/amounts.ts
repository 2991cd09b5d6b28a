/**
 * Amounts and weights of the orders list in the market's formats (ordering.md §1), shared by the
 * table and the exports. Kept apart from the exports so the table does not carry the PDF writer.
 */
import { formatMoney, formatWeight, signedListAmount } from '@anp/rules';
import type { OrderListRow } from '@anp/core/services/orders';

/**
 * An amount in the market's format and minor unit (whole won in Korea). A credit (negative) keeps
 * its minus sign: formatPrice shows anything at or below zero as 0.00 (ordering.md §1, prices),
 * which would hide a credit memo. The rules' `formatMoney`, as on the memo tile.
 */
export function formatAmount(value: number, country: string): string {
  return formatMoney(value, country);
}

/** A row's amount as the list shows it: a credit memo negative, as on its tile. */
export function formatRowAmount(
  row: Pick<OrderListRow, 'kind' | 'type' | 'grossAmount'>,
  country: string,
): string {
  return formatMoney(signedListAmount(row), country);
}

/** The weight of a row in the market's number format with its unit, '' when it has none. */
export function formatRowWeight(
  row: Pick<OrderListRow, 'totalWeight' | 'weightUnit'>,
  country: string,
) {
  if (row.totalWeight === null || !Number.isFinite(row.totalWeight)) return '';
  return formatWeight(row.totalWeight, country, row.weightUnit ?? '');
}
