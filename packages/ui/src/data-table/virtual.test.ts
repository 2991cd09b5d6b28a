import { describe, expect, it } from 'vitest';
import {
  createLayout,
  lastLine,
  moveLine,
  pageSteps,
  renderedRows,
  rowAt,
  rowTop,
  scrollToShow,
  totalHeight,
  visibleRange,
  type Line,
} from './virtual';

/** 100 rows of 48 px; rows 3 and 10 are open with child rows of 100 and 20 px. */
const layout = createLayout(100, 48, [
  { index: 10, height: 20 },
  { index: 3, height: 100 },
]);

describe('given rows of one height with two open child rows', () => {
  it.each<[number, number]>([
    [0, 0],
    [3, 144],
    [4, 292], // 4 * 48 + 100
    [10, 580],
    [11, 648], // 11 * 48 + 100 + 20
    [99, 4872],
  ])('row %i starts at %i px', (index, top) => {
    expect(rowTop(layout, index)).toBe(top);
  });

  it('is as tall as its rows and open child rows', () => {
    expect(totalHeight(layout)).toBe(100 * 48 + 120);
  });

  it.each<[number, number]>([
    [0, 0],
    [47, 0],
    [48, 1],
    [191, 3], // row 3 itself
    [291, 3], // inside row 3's child row
    [292, 4],
    [647, 10], // inside row 10's child row
    [648, 11],
    [-10, 0],
    [999_999, 99],
  ])('the row at %i px is %i', (y, index) => {
    expect(rowAt(layout, y)).toBe(index);
  });
});

describe('given the visible window', () => {
  it.each<[string, number, number, number, number, number]>([
    ['at the top', 0, 480, 6, 0, 16],
    ['in the middle', 48 * 5000, 480, 6, 4994, 5016],
    ['at the end', 48 * 9990, 480, 6, 9984, 9999],
    ['past the end', 48 * 20000, 480, 6, 9993, 9999],
  ])('%s', (_, scrollTop, height, overscan, first, last) => {
    expect(visibleRange(createLayout(10_000, 48), scrollTop, height, overscan)).toEqual({
      first,
      last,
    });
  });

  it('is empty without rows', () => {
    expect(visibleRange(createLayout(0, 48), 0, 480, 6)).toEqual({ first: 0, last: -1 });
  });

  // How fast it finds it is a figure of `npm run bench` (scripts/bench-api.ts), not a test.
  it('finds the window of 100,000 rows of mixed heights', () => {
    const large = createLayout(
      100_000,
      48,
      Array.from({ length: 50 }, (_, i) => ({ index: i * 1999, height: 150 })),
    );
    const window = visibleRange(large, rowTop(large, 40_000), 600, 6);
    expect(window.first).toBe(40_000 - 6);
    expect(window.last).toBeGreaterThan(40_000);
    expect(window.last - window.first).toBeLessThanOrEqual(600 / 48 + 2 * 6 + 1);
    const { first } = visibleRange(large, rowTop(large, 60_000), 600, 0);
    expect(first).toBe(60_000);
  });
});

describe('given a line to show whole', () => {
  it.each<[string, number, number, number, number, number]>([
    ['already shown', 480, 432, 0, 48, 0],
    ['above the view', 480, 432, 240, 48, 240],
    ['below the view', 0, 432, 480, 48, 96],
    ['taller than the view: its top', 0, 432, 480, 600, 480],
  ])('%s', (_, scrollTop, viewport, top, size, expected) => {
    expect(scrollToShow(scrollTop, viewport, top, size)).toBe(expected);
  });
});

describe('given keyboard moves between lines (rows 1 and 3 of 5 are open)', () => {
  const open = (index: number) => index === 1 || index === 3;
  it.each<[Line, number, Line]>([
    [{ index: 0, child: false }, 1, { index: 1, child: false }],
    [{ index: 1, child: false }, 1, { index: 1, child: true }],
    [{ index: 1, child: true }, 1, { index: 2, child: false }],
    [{ index: 2, child: false }, -1, { index: 1, child: true }],
    [{ index: 1, child: true }, -1, { index: 1, child: false }],
    [{ index: 0, child: false }, -1, { index: 0, child: false }],
    [{ index: 4, child: false }, 1, { index: 4, child: false }],
    [{ index: 0, child: false }, 4, { index: 3, child: false }],
    [{ index: 0, child: false }, 100, { index: 4, child: false }],
    [{ index: 4, child: false }, -100, { index: 0, child: false }],
    // A child line whose row has closed is its row.
    [{ index: 2, child: true }, 1, { index: 3, child: false }],
  ])('from %o, %i lines lands on %o', (from, steps, expected) => {
    expect(moveLine(from, steps, 5, open)).toEqual(expected);
  });

  it('the last line is the last row’s child row when it is open', () => {
    expect(lastLine(5, open)).toEqual({ index: 4, child: false });
    expect(lastLine(4, open)).toEqual({ index: 3, child: true });
  });

  it.each<[number, number, number]>([
    [432, 48, 8],
    [480, 48, 9],
    [40, 48, 1],
  ])('a page of %i px with rows of %i px is %i lines', (viewport, rowHeight, steps) => {
    expect(pageSteps(viewport, rowHeight)).toBe(steps);
  });
});

describe('given the virtual window and the row holding keyboard focus', () => {
  it.each<[string, { first: number; last: number }, number, number, number[]]>([
    ['the window alone when focus is in it', { first: 2, last: 5 }, 10, 3, [2, 3, 4, 5]],
    ['the focused row after a window above it', { first: 0, last: 2 }, 10, 7, [0, 1, 2, 7]],
    ['the focused row before a window below it', { first: 5, last: 7 }, 10, 1, [1, 5, 6, 7]],
    ['nothing for an empty list', { first: 0, last: -1 }, 0, 0, []],
  ])('renders %s', (_, range, count, focused, expected) => {
    expect(renderedRows(range, count, focused)).toEqual(expected);
  });
});
