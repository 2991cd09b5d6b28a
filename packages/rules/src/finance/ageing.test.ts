// Ageing of receivables: the buckets of issue 16 (current, 1-30, 31-60, 61-90, over 90 days past
// due) for the AR summary of ordering.md §7 financeData.
import { describe, expect, it } from 'vitest';
import { AGEING_BUCKETS, ageingBucketOf, arTotals, daysPastDue } from './ageing';

describe('ageingBucketOf: days past the due date at the statement date', () => {
  it.each([
    ['2026-12-31', '2026-11-26', 0, 'current'],
    ['2026-11-26', '2026-11-26', 0, 'current'],
    ['2026-11-25', '2026-11-26', 1, 'days1to30'],
    ['2026-10-27', '2026-11-26', 30, 'days1to30'],
    ['2026-10-26', '2026-11-26', 31, 'days31to60'],
    ['2026-09-27', '2026-11-26', 60, 'days31to60'],
    ['2026-09-26', '2026-11-26', 61, 'days61to90'],
    ['2026-08-28', '2026-11-26', 90, 'days61to90'],
    ['2026-08-27', '2026-11-26', 91, 'over90'],
    ['2025-01-15', '2026-11-26', 680, 'over90'],
    // Across a leap day: 2024-02-29 counts.
    ['2024-01-31', '2024-03-01', 30, 'days1to30'],
  ])('due %s seen on %s: %i days past due, %s', (due, asOf, days, bucket) => {
    expect(daysPastDue(due, asOf)).toBe(days);
    expect(ageingBucketOf(due, asOf)).toBe(bucket);
  });
});

describe('arTotals: the summary of open items', () => {
  const asOf = '2026-11-26';
  it('sums signed amounts per bucket to the cent; the buckets add up to the balance', () => {
    const totals = arTotals(
      [
        { openAmount: 1000.1, dueDate: '2026-12-20' }, // current
        { openAmount: 0.2, dueDate: '2026-11-26' }, // current (due today)
        { openAmount: 500, dueDate: '2026-11-10' }, // 1-30
        { openAmount: -120.3, dueDate: '2026-11-01' }, // a credit, 1-30
        { openAmount: 250.55, dueDate: '2026-10-01' }, // 31-60
        { openAmount: 75, dueDate: '2026-09-01' }, // 61-90
        { openAmount: 3000, dueDate: '2026-06-30' }, // over 90
      ],
      asOf,
      10_000,
    );
    expect(totals.buckets).toEqual({
      current: 1000.3,
      days1to30: 379.7,
      days31to60: 250.55,
      days61to90: 75,
      over90: 3000,
    });
    expect(totals.openBalance).toBe(4705.55);
    expect(totals.current).toBe(1000.3);
    expect(totals.overdue).toBe(3705.25);
    expect(totals.availableCredit).toBe(5294.45);
    expect(AGEING_BUCKETS.reduce((s, k) => s + Math.round(totals.buckets[k] * 100), 0)).toBe(
      Math.round(totals.openBalance * 100),
    );
  });

  it('never gives less than 0 available credit, and 0 everywhere without items', () => {
    expect(arTotals([{ openAmount: 900, dueDate: asOf }], asOf, 500).availableCredit).toBe(0);
    expect(arTotals([], asOf, 0)).toEqual({
      openBalance: 0,
      current: 0,
      overdue: 0,
      buckets: { current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0 },
      availableCredit: 0,
    });
  });

  it('lets a payment on account lower the balance and raise the available credit', () => {
    const totals = arTotals(
      [
        { openAmount: 2000, dueDate: '2026-12-01' },
        { openAmount: -500, dueDate: '2026-11-20' },
      ],
      asOf,
      5000,
    );
    expect(totals).toMatchObject({ openBalance: 1500, current: 2000, overdue: -500 });
    expect(totals.availableCredit).toBe(3500);
  });
});
