/**
 * Ageing of receivables (ordering.md §7 financeData, finance/list: the spec names the calls, not
 * their rules; issue 16 names the buckets). Pure: amounts are summed in cents, so totals are
 * exact to the cent whatever the number of items.
 */
import { daysBetween, type IsoDate } from '../calendar';

/** The ageing buckets, newest first: not due yet, then 1-30, 31-60, 61-90, over 90 days past due. */
export const AGEING_BUCKETS = [
  'current',
  'days1to30',
  'days31to60',
  'days61to90',
  'over90',
] as const;
export type AgeingBucketKey = (typeof AGEING_BUCKETS)[number];

export type AgeingTotals = Record<AgeingBucketKey, number>;

/** Days an item is past its due date on `asOf`; 0 when it is not due yet or due that day. */
export function daysPastDue(dueDate: IsoDate, asOf: IsoDate): number {
  return Math.max(0, daysBetween(dueDate, asOf));
}

/**
 * The bucket of an item due on `dueDate`, seen on `asOf`. Decision: an item due today is
 * current; the first day after its due date it is 1 day past due (bucket 1-30), day 31 starts
 * 31-60, day 61 starts 61-90 and day 91 is over 90.
 */
export function ageingBucketOf(dueDate: IsoDate, asOf: IsoDate): AgeingBucketKey {
  const days = daysPastDue(dueDate, asOf);
  if (days === 0) return 'current';
  if (days <= 30) return 'days1to30';
  if (days <= 60) return 'days31to60';
  if (days <= 90) return 'days61to90';
  return 'over90';
}

const toCents = (amount: number): number => Math.round(amount * 100);

export interface ArSummaryTotals {
  /** The balance: every open amount, signed. */
  openBalance: number;
  /** Not due yet (the current bucket). */
  current: number;
  /** Past due: openBalance - current. */
  overdue: number;
  buckets: AgeingTotals;
  /** creditLimit - openBalance, never below 0. */
  availableCredit: number;
}

/**
 * The summary of open items on `asOf`: each signed open amount in its bucket (credits and
 * payments on account age by their own due date too, and lower the bucket they fall in), the
 * balance, its current and past-due parts, and what is left of the credit limit.
 */
export function arTotals(
  items: readonly { openAmount: number; dueDate: IsoDate }[],
  asOf: IsoDate,
  creditLimit: number,
): ArSummaryTotals {
  const cents: AgeingTotals = { current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0 };
  for (const item of items) cents[ageingBucketOf(item.dueDate, asOf)] += toCents(item.openAmount);
  const balance = AGEING_BUCKETS.reduce((sum, key) => sum + cents[key], 0);
  const buckets = Object.fromEntries(
    AGEING_BUCKETS.map((key) => [key, cents[key] / 100]),
  ) as AgeingTotals;
  return {
    openBalance: balance / 100,
    current: cents.current / 100,
    overdue: (balance - cents.current) / 100,
    buckets,
    availableCredit: Math.max(0, toCents(creditLimit) - balance) / 100,
  };
}
