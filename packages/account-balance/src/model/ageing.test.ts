import { describe, expect, it } from 'vitest';
import { ageingSegments, pastDueOf, roundToHundred } from './ageing';

// Issue 16 / ordering.md §7 financeData: the five buckets, current to over 90 days, as one bar.
describe('given the ageing amounts of an account', () => {
  it('keeps the bucket order and gives each its share of the bar', () => {
    const segments = ageingSegments({
      current: 500,
      days1to30: 250,
      days31to60: 125,
      days61to90: 75,
      over90: 50,
    });
    expect(segments.map((s) => [s.bucket, s.share, s.percent])).toEqual([
      ['current', 0.5, 50],
      ['days1to30', 0.25, 25],
      ['days31to60', 0.125, 13],
      ['days61to90', 0.075, 7],
      ['over90', 0.05, 5],
    ]);
  });

  it('gives a bucket of credits no room, but keeps its amount', () => {
    const segments = ageingSegments({
      current: -200,
      days1to30: 300,
      days31to60: 100,
      days61to90: 0,
      over90: 0,
    });
    expect(segments.map((s) => [s.amount, s.share, s.percent])).toEqual([
      [-200, 0, 0],
      [300, 0.75, 75],
      [100, 0.25, 25],
      [0, 0, 0],
      [0, 0, 0],
    ]);
  });

  it('draws an empty bar for an account that owes nothing', () => {
    const segments = ageingSegments({
      current: 0,
      days1to30: 0,
      days31to60: 0,
      days61to90: 0,
      over90: 0,
    });
    expect(segments.every((s) => s.share === 0 && s.percent === 0)).toBe(true);
  });

  it('adds the past-due buckets', () => {
    expect(pastDueOf({ current: 10, days1to30: 1, days31to60: 2, days61to90: 3, over90: 4 })).toBe(
      10,
    );
  });
});

describe('given shares to show as whole percents', () => {
  it.each([
    [
      [1 / 3, 1 / 3, 1 / 3],
      [34, 33, 33],
    ],
    [
      [0.996, 0.004],
      [100, 0],
    ],
    [
      [0.5, 0.5, 0],
      [50, 50, 0],
    ],
    [
      [0, 0],
      [0, 0],
    ],
  ])('%j is %j, summing to 100', (shares, percents) => {
    expect(roundToHundred(shares)).toEqual(percents);
  });
});
