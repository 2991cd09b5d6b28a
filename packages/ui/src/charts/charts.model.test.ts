import { describe, expect, it } from 'vitest';
import type { ChartData } from './chart.types';
import { chartCsv, chartFacts, csvCell, csvFileName, isEmptyChart, shareOf } from './data';
import { categoryTickStep, layoutChart, linearScale, valueDomain } from './geometry';
import { movePoint } from './navigation';
// Line and donut layouts need the shapes the full entry provides.
import './shapes';

const tons: ChartData = {
  categories: ['Jan 2026', 'Feb 2026', 'Mar 2026'],
  series: [{ key: 'tons', label: 'Tons', values: [10, 30, 20] }],
};

const stackedData: ChartData = {
  categories: ['Open', 'Shipped'],
  series: [
    { key: 'feed', label: 'Feed', values: [5, 1] },
    { key: 'pet', label: 'Pet food', values: [2, 9] },
  ],
};

const options = {
  width: 400,
  height: 200,
  stacked: false,
  valueLabelWidth: 30,
  categoryLabelWidth: 50,
};

describe('laying out a chart', () => {
  it('draws one bar per value, taller for a bigger value, inside the plot', () => {
    const layout = layoutChart('bar', tons, options);
    expect(layout.points).toHaveLength(3);
    const heights = layout.points.map((p) => (p.shape.type === 'rect' ? p.shape.height : -1));
    expect(heights[1]).toBeGreaterThan(heights[2] ?? 0);
    expect(heights[2]).toBeGreaterThan(heights[0] ?? 0);
    const plotHeight = 200 - layout.margins.top - layout.margins.bottom;
    for (const p of layout.points) {
      if (p.shape.type !== 'rect') throw new Error('not a bar');
      expect(p.shape.y + p.shape.height).toBeCloseTo(plotHeight);
    }
  });

  it('stacks bars: the second series starts where the first ends', () => {
    const layout = layoutChart('bar', stackedData, { ...options, stacked: true });
    const [feed, pet] = layout.points.filter((p) => p.category === 0).map((p) => p.shape);
    if (feed?.type !== 'rect' || pet?.type !== 'rect') throw new Error('not bars');
    expect(pet.y + pet.height).toBeCloseTo(feed.y);
    expect(feed.x).toBe(pet.x);
  });

  it('puts categories down the side of a horizontal bar chart, bars growing to the right', () => {
    const layout = layoutChart('bar-horizontal', tons, options);
    const widths = layout.points.map((p) => (p.shape.type === 'rect' ? p.shape.width : -1));
    expect(widths[1]).toBeGreaterThan(widths[0] ?? 0);
    const ys = layout.points.map((p) => (p.shape.type === 'rect' ? p.shape.y : -1));
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
  });

  it('draws a line per series through one point per category', () => {
    const layout = layoutChart('line', stackedData, options);
    expect(layout.lines).toHaveLength(2);
    expect(layout.lines[0]).toMatch(/^M/);
    expect(layout.points.every((p) => p.shape.type === 'circle')).toBe(true);
  });

  it('draws a donut slice per category of the first series, ignoring negatives', () => {
    const layout = layoutChart(
      'donut',
      { ...tons, series: [{ key: 'a', label: 'A', values: [1, -3, 1] }] },
      options,
    );
    expect(layout.points).toHaveLength(3);
    expect(layout.points.every((p) => p.shape.type === 'arc')).toBe(true);
    expect(layout.center).toEqual({ x: 200, y: 100 });
  });

  it.each([
    [stackedData, false, [0, 9]],
    [stackedData, true, [0, 10]],
    [{ categories: ['a'], series: [{ key: 'a', label: 'A', values: [0] }] }, false, [0, 1]],
    [
      { categories: ['a', 'b'], series: [{ key: 'a', label: 'A', values: [-4, Number.NaN] }] },
      false,
      [-4, 0],
    ],
  ] as const)('value domain %#', (data, stacked, expected) => {
    expect(valueDomain(data, stacked)).toEqual(expected);
  });

  it('labels every n-th category so the labels fit', () => {
    expect(categoryTickStep(24, 600, 60)).toBe(3);
    expect(categoryTickStep(5, 600, 60)).toBe(1);
    expect(categoryTickStep(0, 600, 60)).toBe(1);
  });

  it('thins the month labels of two years on a narrow chart', () => {
    const months: ChartData = {
      categories: Array.from({ length: 24 }, (_v, i) => `M${i}`),
      series: [{ key: 't', label: 'T', values: Array.from({ length: 24 }, (_v, i) => i) }],
    };
    const layout = layoutChart('bar', months, { ...options, width: 360, categoryLabelWidth: 56 });
    expect(layout.categoryTicks.length).toBeLessThan(24);
    expect(layout.categoryTicks[0]?.label).toBe('M0');
  });
});

describe('summarising a chart', () => {
  it('reads extent, highest, lowest and total of one series', () => {
    expect(chartFacts('bar', tons, false)).toEqual({
      points: 3,
      first: 'Jan 2026',
      last: 'Mar 2026',
      highest: { label: 'Feb 2026', value: 30 },
      lowest: { label: 'Jan 2026', value: 10 },
      total: 60,
    });
  });

  it('reads stacked bars by category total', () => {
    const facts = chartFacts('bar', stackedData, true);
    expect(facts.highest).toEqual({ label: 'Shipped', value: 10 });
    expect(facts.lowest).toEqual({ label: 'Open', value: 7 });
  });

  it('names category and series for grouped values', () => {
    const facts = chartFacts('line', stackedData, false);
    expect(facts.highest).toEqual({ label: 'Shipped, Pet food', value: 9 });
    expect(facts.points).toBe(4);
  });

  it('knows an empty chart', () => {
    expect(isEmptyChart(tons)).toBe(false);
    expect(isEmptyChart({ categories: [], series: [] })).toBe(true);
    expect(
      isEmptyChart({ categories: ['a'], series: [{ key: 'a', label: 'A', values: [0] }] }),
    ).toBe(true);
  });

  it('gives a donut slice its share of the total', () => {
    expect(shareOf(tons, 1)).toBe(50);
    expect(shareOf({ categories: ['a'], series: [{ key: 'a', label: 'A', values: [0] }] }, 0)).toBe(
      0,
    );
  });
});

describe('exporting a chart as CSV', () => {
  it('writes a header and a line per category, numbers as plain numbers, with a BOM', () => {
    expect(chartCsv(stackedData, 'Status')).toBe(
      '\uFEFFStatus,Feed,Pet food\r\nOpen,5,2\r\nShipped,1,9\r\n',
    );
  });

  it('quotes separators and defuses formulas in text, not in numbers', () => {
    expect(csvCell('=cmd()')).toBe("'=cmd()");
    expect(csvCell('Feed, bulk')).toBe('"Feed, bulk"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(-5.5)).toBe('-5.5');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('names the file after the title', () => {
    expect(csvFileName('Tons ordered per month')).toBe('tons-ordered-per-month.csv');
    expect(csvFileName('Gasto por categoría')).toBe('gasto-por-categoria.csv');
    expect(csvFileName('월별 주문량')).toBe('월별-주문량.csv');
    expect(csvFileName('***')).toBe('chart.csv');
  });
});

describe('moving between points with the keyboard', () => {
  const bars = { kind: 'bar' as const, seriesCount: 2, categoryCount: 3 };
  it.each([
    ['ArrowRight', { series: 0, category: 1 }, { series: 0, category: 2 }],
    ['ArrowRight', { series: 0, category: 2 }, { series: 0, category: 2 }],
    ['ArrowLeft', { series: 1, category: 1 }, { series: 1, category: 0 }],
    ['ArrowUp', { series: 0, category: 1 }, { series: 1, category: 1 }],
    ['ArrowDown', { series: 0, category: 1 }, { series: 0, category: 1 }],
    ['End', { series: 1, category: 0 }, { series: 1, category: 2 }],
    ['Home', { series: 1, category: 2 }, { series: 1, category: 0 }],
  ])('%s from %j goes to %j on vertical bars', (key, from, to) => {
    expect(movePoint(key, from, bars)).toEqual(to);
  });

  it('moves down the categories of a horizontal bar chart', () => {
    const shape = { kind: 'bar-horizontal' as const, seriesCount: 1, categoryCount: 3 };
    expect(movePoint('ArrowDown', { series: 0, category: 0 }, shape)).toEqual({
      series: 0,
      category: 1,
    });
    expect(movePoint('ArrowRight', { series: 0, category: 0 }, shape)).toEqual({
      series: 0,
      category: 1,
    });
  });

  it('steps through a donut with any arrow, and ignores other keys', () => {
    const shape = { kind: 'donut' as const, seriesCount: 3, categoryCount: 4 };
    expect(movePoint('ArrowDown', { series: 0, category: 1 }, shape)).toEqual({
      series: 0,
      category: 2,
    });
    expect(movePoint('ArrowUp', { series: 0, category: 1 }, shape)).toEqual({
      series: 0,
      category: 0,
    });
    expect(movePoint('Enter', { series: 0, category: 1 }, shape)).toBeNull();
  });
});

describe('the value scale', () => {
  it('rounds its domain to nice numbers and maps it onto the range', () => {
    const scale = linearScale([0, 1234.5], [200, 0], 5);
    expect(scale.domain).toEqual([0, 1400]);
    expect(scale(0)).toBe(200);
    expect(scale(1400)).toBe(0);
    expect(scale(700)).toBe(100);
    expect(scale.ticks(5)).toEqual([0, 200, 400, 600, 800, 1000, 1200, 1400]);
  });

  it('keeps negative values below zero', () => {
    const scale = linearScale([-40, 90], [0, 130], 5);
    expect(scale.domain).toEqual([-40, 100]);
    expect(scale(0)).toBeCloseTo((40 / 140) * 130);
  });
});

describe('fitting the labels', () => {
  it('leaves room for half the last value label right of a horizontal chart', () => {
    const layout = layoutChart('bar-horizontal', tons, { ...options, valueLabelWidth: 80 });
    expect(layout.margins.right).toBeGreaterThanOrEqual(40);
  });
});
