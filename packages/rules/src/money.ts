/**
 * Money in the market's currency (ordering.md §1 "Currency symbol", "Number format", "Price",
 * "Korea"): how many decimals a currency has, how a signed amount is written, and which sign a
 * memo's amount carries. One set of rules for every place an amount shows (orders list, memo
 * tile, order detail, exports), so a memo reads the same in the list and on its tile.
 */
import { formatNumber } from './format';
import { currencyDigits, currencySymbolOf } from './markets';

/** U+2212 MINUS SIGN: read as "minus" by screen readers, where a hyphen may be read as "dash". */
export const MINUS_SIGN = '\u2212';

/** The symbol and the number: one-character symbols attached, longer ones followed by a space. */
export function withCurrencySymbol(number: string, country: string): string {
  const symbol = currencySymbolOf(country);
  const separator = Array.from(symbol).length > 1 ? ' ' : '';
  return `${symbol}${separator}${number}`;
}

/**
 * A signed amount in the market's currency, number format and minor unit: `−$248.90` for a
 * credit, `₩330,479` in Korea (rounded half away from zero to whole won), `R$ 1.234,56` in Brazil.
 * Unlike a price (never below zero, ordering.md §1 "Price"), an amount keeps its sign; one that
 * rounds to zero has none (never `−$0.00`). '' when not a finite number.
 */
export function formatMoney(value: number | null | undefined, country: string): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const number = formatNumber(Math.abs(value), country, currencyDigits(country));
  const zero = !/[1-9]/.test(number);
  return `${value < 0 && !zero ? MINUS_SIGN : ''}${withCurrencySymbol(number, country)}`;
}

/**
 * The amount a memo row shows, signed from the customer's side: a credit memo is money back, so
 * negative; a debit memo positive (the memo tile's `orderMemoValue` rule, ordering.md §3). The list
 * gets the memo's gross amount unsigned with its type (`credit memo` / `debit memo`); an order's
 * amount is shown as it comes.
 */
export function signedListAmount(row: {
  kind: 'order' | 'memo';
  type: string;
  grossAmount: number;
}): number {
  const credit = row.kind === 'memo' && row.type.trim().toLowerCase().startsWith('credit');
  return credit ? -Math.abs(row.grossAmount) : row.grossAmount;
}
