import type { ChartData, ChartKind } from './chart.types';
import { categoryTotal, finite, valueAt } from './geometry';

/** The figures a chart's summary reads out: its extent, highest, lowest and total. */
export interface ChartFacts {
  /** Number of data points the chart draws. */
  points: number;
  first: string;
  last: string;
  highest: { label: string; value: number } | null;
  lowest: { label: string; value: number } | null;
  total: number;
}

/** Whether a chart draws each category as one figure (stacked bars, a donut, one series). */
function byCategory(kind: ChartKind, data: ChartData, stacked: boolean): boolean {
  return kind === 'donut' || data.series.length <= 1 || (stacked && kind !== 'line');
}

/**
 * What a screen-reader summary says of a chart. One figure per category when the chart shows
 * one per category (a single series, stacked bars, a donut: the category's total); otherwise
 * each point counts, named "category, series". Ties go to the first.
 */
export function chartFacts(kind: ChartKind, data: ChartData, stacked: boolean): ChartFacts {
  const entries: { label: string; value: number }[] = [];
  if (byCategory(kind, data, stacked)) {
    data.categories.forEach((category, i) =>
      entries.push({
        label: category,
        value: kind === 'donut' ? valueAt(data, 0, i) : categoryTotal(data, i),
      }),
    );
  } else {
    data.series.forEach((series, s) =>
      data.categories.forEach((category, i) =>
        entries.push({ label: `${category}, ${series.label}`, value: valueAt(data, s, i) }),
      ),
    );
  }
  let highest: ChartFacts['highest'] = null;
  let lowest: ChartFacts['lowest'] = null;
  for (const entry of entries) {
    if (highest === null || entry.value > highest.value) highest = entry;
    if (lowest === null || entry.value < lowest.value) lowest = entry;
  }
  const series = kind === 'donut' ? data.series.slice(0, 1) : data.series;
  return {
    points: kind === 'donut' ? data.categories.length : data.categories.length * series.length,
    first: data.categories[0] ?? '',
    last: data.categories[data.categories.length - 1] ?? '',
    highest,
    lowest,
    total: series.reduce((sum, s) => sum + s.values.reduce((a, v) => a + finite(v), 0), 0),
  };
}

/** True when the chart has nothing to draw: no category, no series, or every value 0. */
export function isEmptyChart(data: ChartData): boolean {
  return (
    data.categories.length === 0 ||
    data.series.length === 0 ||
    data.series.every((s) => s.values.every((v) => finite(v) === 0))
  );
}

/** A slice's share of a donut's total, 0..100 (0 when the total is 0). */
export function shareOf(data: ChartData, category: number): number {
  const total = data.categories.reduce((sum, _c, i) => sum + Math.max(0, valueAt(data, 0, i)), 0);
  return total > 0 ? (Math.max(0, valueAt(data, 0, category)) / total) * 100 : 0;
}

/**
 * One CSV cell: quoted when it holds a separator, a quote or a line break; a text a spreadsheet
 * would run as a formula (=, +, -, @, tab, carriage return first) gets a leading apostrophe.
 * Numbers are written as numbers (so negative values stay numbers).
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * A chart's numbers as CSV: a header (the category column, then each series), one line per
 * category. Values are plain machine numbers (dot decimal, no grouping), so every spreadsheet
 * reads them as numbers whatever its language; a byte-order mark makes Excel read UTF-8 text
 * (accents, Hangul) right. Decision recorded in docs/decisions.md (issue 16, reports).
 */
export function chartCsv(data: ChartData, categoryLabel: string): string {
  const lines: (string | number)[][] = [
    [categoryLabel, ...data.series.map((s) => s.label)],
    ...data.categories.map((category, i) => [
      category,
      ...data.series.map((s) => {
        const v = s.values[i];
        return typeof v === 'number' && Number.isFinite(v) ? v : '';
      }),
    ]),
  ];
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** A file name from a title: letters, digits and dashes only, never empty. */
export function csvFileName(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `${base === '' ? 'chart' : base}.csv`;
}
