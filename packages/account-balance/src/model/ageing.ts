/**
 * The ageing bar's rules, pure (issue 16: "ageing buckets shown as a bar anyone reads at a
 * glance"): the five buckets in their fixed order, each one's share of the bar, and a sentence
 * that says the same to a screen reader. Amounts are signed like the contract's (what the
 * customer owes is positive); a bucket whose credits outweigh its debts takes no room in the bar
 * but keeps its amount in the legend.
 */
import type { AgeingAmounts, AgeingBucket } from '@anp/core/services/finance';

/** Current first, oldest last: the order of the bar, the legend and the filter. */
export const BUCKETS: readonly AgeingBucket[] = [
  'current',
  'days1to30',
  'days31to60',
  'days61to90',
  'over90',
];

export interface AgeingSegment {
  bucket: AgeingBucket;
  amount: number;
  /** The segment's width as a share of the bar, 0 to 1 (0 for a bucket at or below zero). */
  share: number;
  /** The share in whole percent, rounded so that the shown ones add up to 100. */
  percent: number;
}

/**
 * The bar's segments, in bucket order. Shares are of the positive amounts' sum; percents use the
 * largest-remainder method, so the legend's percents always add up to 100 (or are all 0).
 */
export function ageingSegments(buckets: AgeingAmounts): AgeingSegment[] {
  const positive = BUCKETS.map((bucket) => Math.max(0, buckets[bucket]));
  const total = positive.reduce((sum, value) => sum + value, 0);
  const shares = positive.map((value) => (total > 0 ? value / total : 0));
  const percents = roundToHundred(shares);
  return BUCKETS.map((bucket, i) => ({
    bucket,
    amount: buckets[bucket],
    share: shares[i] ?? 0,
    percent: percents[i] ?? 0,
  }));
}

/** Shares (summing to 1, or all 0) as whole percents that sum to exactly 100. */
export function roundToHundred(shares: readonly number[]): number[] {
  if (!shares.some((share) => share > 0)) return shares.map(() => 0);
  const raw = shares.map((share) => share * 100);
  const floors = raw.map(Math.floor);
  let left = 100 - floors.reduce((sum, value) => sum + value, 0);
  const order = raw
    .map((value, i) => ({ i, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left -= 1;
  }
  return floors;
}

/** The past-due part: every bucket but `current`. */
export function pastDueOf(buckets: AgeingAmounts): number {
  return BUCKETS.filter((b) => b !== 'current').reduce((sum, b) => sum + buckets[b], 0);
}
