import { describe, expect, it } from 'vitest';
import { statementPeriods } from './statement';

// Issue 16: a statement for a chosen period; the server takes at most 366 days.
describe('given today', () => {
  it.each([
    ['2026-11-26', '2026-11-01', '2026-08-28', '2025-11-27'],
    ['2024-03-01', '2024-03-01', '2023-12-02', '2023-03-03'],
  ])('%s offers this month, 3 and 12 months', (today, month, three, twelve) => {
    const periods = statementPeriods(today);
    expect(periods.thisMonth).toEqual({ from: month, to: today });
    expect(periods.last3Months).toEqual({ from: three, to: today });
    expect(periods.last12Months).toEqual({ from: twelve, to: today });
  });
});
