/**
 * Receivables rules of the reference API (ordering.md §7 financeData; the spec names the call,
 * not its rules): payment terms and credit limits. Pure and deterministic. The ageing is
 * @anp/rules/finance; the open items are ./ar.ts.
 */
import { addDays } from '@anp/rules/calendar';
import { hashString } from '../hash';
import { MARKETS, type MarketCode } from '../markets';

/** Decision: Cash is due on the invoice date, Credit 30 days after it (net 30). */
export const PAYMENT_TERM_DAYS: Readonly<Record<string, number>> = { Cash: 0, Credit: 30 };

export const termDays = (paymentTerms: string): number => PAYMENT_TERM_DAYS[paymentTerms] ?? 30;

/** The due date of a document issued on `issued` (YYYY-MM-DD). */
export const dueDate = (issued: string, paymentTerms: string): string =>
  addDays(issued, termDays(paymentTerms));

/** Credit limits in US dollars, before conversion to the market's currency. */
const CREDIT_TIERS_USD = [25_000, 50_000, 100_000, 250_000] as const;

/**
 * Decision: an account on Cash terms has no credit line (0); an account on Credit gets one of
 * four tiers, deterministic from its id, in its market's currency at the demo exchange rate,
 * rounded to two significant digits so it reads like a limit someone set.
 */
export function creditLimitOf(accountId: string, market: MarketCode, paymentTerms: string): number {
  if (paymentTerms === 'Cash') return 0;
  const usd = CREDIT_TIERS_USD[hashString(`credit:${accountId}`) % CREDIT_TIERS_USD.length] ?? 0;
  const local = usd * MARKETS[market].fxPerUsd;
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(local)) - 1);
  return Math.round(local / magnitude) * magnitude;
}
