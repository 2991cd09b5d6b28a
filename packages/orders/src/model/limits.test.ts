import { describe, expect, it } from 'vitest';
import {
  ORDER_FILTER_RANGE,
  PAGE_SIZE,
  canSelectMore,
  exportPlan,
  pageSizeOf,
  selectAll,
} from './limits';

describe('given the order filter range of ordering.md §9', () => {
  it('is 5995 rows', () => {
    expect(ORDER_FILTER_RANGE).toBe(5995);
  });

  it.each([
    ['an empty result', 0, { take: 0, leftOut: 0, pages: 0 }],
    ['one row', 1, { take: 1, leftOut: 0, pages: 1 }],
    ['a full page', 500, { take: 500, leftOut: 0, pages: 1 }],
    ['a page and one row', 501, { take: 501, leftOut: 0, pages: 2 }],
    ['exactly the cap', 5995, { take: 5995, leftOut: 0, pages: 12 }],
    ['one row over the cap', 5996, { take: 5995, leftOut: 1, pages: 12 }],
    ['thousands over the cap', 12_345, { take: 5995, leftOut: 6350, pages: 12 }],
    ['a count that is not a number', Number.NaN, { take: 0, leftOut: 0, pages: 0 }],
  ])('exports %s as the first rows up to the cap', (_, total, expected) => {
    const plan = exportPlan(total);
    expect({ take: plan.take, leftOut: plan.leftOut, pages: plan.pages.length }).toEqual(expected);
  });

  it('fetches pages of 500 that end exactly at the cap', () => {
    const { pages } = exportPlan(9000);
    expect(pages[0]).toEqual({ offset: 0, limit: 500 });
    expect(pages.at(-1)).toEqual({ offset: 5500, limit: 495 });
    expect(pages.reduce((sum, p) => sum + p.limit, 0)).toBe(5995);
  });

  it('takes another cap and page size when given', () => {
    expect(exportPlan(25, 10, 4).pages).toEqual([
      { offset: 0, limit: 4 },
      { offset: 4, limit: 4 },
      { offset: 8, limit: 2 },
    ]);
  });
});

describe('given "select all" on the loaded rows', () => {
  const keys = (n: number) => Array.from({ length: n }, (_, i) => `k${i}`);

  it.each([
    ['a few rows', 3, new Set<string>(), 10, 3, 0],
    ['more rows than the cap', 15, new Set<string>(), 10, 10, 5],
    ['rows already selected count once', 5, new Set(['k1', 'k2']), 10, 5, 0],
    ['a selection already at the cap', 3, new Set(['x1', 'x2']), 2, 2, 3],
  ])('%s', (_, loaded, selected, cap, size, leftOut) => {
    const result = selectAll(keys(loaded), selected, cap);
    expect(result.keys.size).toBe(size);
    expect(result.leftOut).toBe(leftOut);
  });

  it('keeps the list order after what was selected', () => {
    expect([...selectAll(['a', 'b', 'c'], new Set(['c'])).keys]).toEqual(['c', 'a', 'b']);
  });

  it.each([
    [0, true],
    [5994, true],
    [5995, false],
  ])('with %i selected, one more may join: %s', (n, expected) => {
    expect(canSelectMore(new Set(keys(n)))).toBe(expected);
  });
});

describe('given the paging of the list', () => {
  it.each([
    [undefined, PAGE_SIZE],
    [200, 200],
    [20, 20],
    [19, PAGE_SIZE],
    [501, PAGE_SIZE],
    [150.5, PAGE_SIZE],
  ])('a page-size of %s gives pages of %i', (value, expected) => {
    expect(pageSizeOf(value)).toBe(expected);
  });
});
