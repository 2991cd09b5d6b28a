import { nice, ticks } from 'd3-array';
import { scaleBand } from 'd3-scale';
import type { ChartData, ChartKind } from './chart.types';

/** Space around the plot for the axes' labels, in px. */
export interface Margins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** The shape one data point is drawn as. */
export type PointShape =
  | { type: 'rect'; x: number; y: number; width: number; height: number }
  | { type: 'circle'; cx: number; cy: number; r: number }
  | { type: 'arc'; d: string; labelX: number; labelY: number };

export interface LaidOutPoint {
  /** Index into `data.series`. */
  series: number;
  /** Index into `data.categories`. */
  category: number;
  value: number;
  shape: PointShape;
}

export interface Tick {
  value: number;
  /** Position along its axis, px. */
  at: number;
}

export interface CategoryTick {
  label: string;
  at: number;
}

export interface ChartLayout {
  width: number;
  height: number;
  margins: Margins;
  points: LaidOutPoint[];
  /** One `d` per series for a line chart; empty otherwise. */
  lines: string[];
  /** Ticks of the value axis (y for bar and line, x for horizontal bars); none for a donut. */
  valueTicks: Tick[];
  /** The categories labelled on the category axis (thinned so they do not overlap). */
  categoryTicks: CategoryTick[];
  /** Donut centre, when the kind is donut. */
  center?: { x: number; y: number };
}

export interface LayoutOptions {
  width: number;
  height: number;
  stacked: boolean;
  /** Width of the widest value tick label, px (measured or estimated by the caller). */
  valueLabelWidth: number;
  /** Width of the widest category label, px. */
  categoryLabelWidth: number;
}

/** A number that is safe to draw: NaN and ±Infinity count as 0. */
export function finite(value: number | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** The value at (series, category), 0 when missing or not finite. */
export function valueAt(data: ChartData, series: number, category: number): number {
  return finite(data.series[series]?.values[category]);
}

/** Sum of every series at one category. */
export function categoryTotal(data: ChartData, category: number): number {
  return data.series.reduce((sum, _s, i) => sum + valueAt(data, i, category), 0);
}

/**
 * The value domain: from the lowest value (or 0) to the highest (or 0), the highest being the
 * stacked total when bars stack. Never empty, so an all-zero chart still has an axis.
 */
export function valueDomain(data: ChartData, stacked: boolean): [number, number] {
  let low = 0;
  let high = 0;
  data.categories.forEach((_c, category) => {
    if (stacked) {
      let up = 0;
      let down = 0;
      data.series.forEach((_s, series) => {
        const v = valueAt(data, series, category);
        if (v >= 0) up += v;
        else down += v;
      });
      high = Math.max(high, up);
      low = Math.min(low, down);
    } else {
      data.series.forEach((_s, series) => {
        const v = valueAt(data, series, category);
        high = Math.max(high, v);
        low = Math.min(low, v);
      });
    }
  });
  return low === high ? [0, 1] : [low, high];
}

/**
 * A linear value scale with d3-array's nice bounds and ticks. Not d3-scale's `scaleLinear`: that
 * one brings d3-interpolate, d3-color and d3-format (about 9 KB gzip) for colour interpolation and
 * tick formats the kit does not use (the market's formats come from @anp/rules); measured and
 * recorded in docs/decisions.md (issue 16, reports).
 */
export interface LinearScale {
  (value: number): number;
  domain: [number, number];
  ticks(count: number): number[];
}

export function linearScale(
  domain: readonly [number, number],
  range: readonly [number, number],
  tickCount = 10,
): LinearScale {
  const [low, high] = nice(domain[0], domain[1], tickCount);
  const [r0, r1] = range;
  const span = high - low || 1;
  const scale = ((value: number) => r0 + ((value - low) / span) * (r1 - r0)) as LinearScale;
  scale.domain = [low, high];
  scale.ticks = (count: number) => ticks(low, high, count);
  return scale;
}

/** The value axis' extent after rounding to nice numbers (what its end ticks read). */
export function niceDomain(data: ChartData, kind: ChartKind, stacked: boolean): number[] {
  return linearScale(valueDomain(data, kind === 'line' ? false : stacked), [0, 1], 6).domain;
}

/** Every n-th category is labelled so labels of `labelSize` px fit in `length` px. */
export function categoryTickStep(count: number, length: number, labelSize: number): number {
  if (count <= 0) return 1;
  const fitting = Math.max(1, Math.floor(length / Math.max(1, labelSize)));
  return Math.max(1, Math.ceil(count / fitting));
}

export const DONUT_INNER = 0.58;
const POINT_RADIUS = 4;

/**
 * The line and donut shapes (d3-shape, about 5.5 KB gzip), provided by ./shapes.ts, which the
 * full entry `@anp/ui/charts` imports; the bars-only entry `@anp/ui/charts/bars` leaves them out
 * (issue 17: the dashboard's insights draw bars only).
 */
export interface ChartShapes {
  linePath(coords: [number, number][]): string;
  layoutDonut(data: ChartData, width: number, height: number): ChartLayout;
}

let shapes: ChartShapes | null = null;

/** Makes line and donut charts drawable (./shapes.ts calls it as it loads). */
export function provideShapes(provided: ChartShapes): void {
  shapes = provided;
}

function shapesFor(kind: ChartKind): ChartShapes {
  if (!shapes)
    throw new Error(
      `A ${kind} chart needs @anp/ui/charts (the bars-only entry @anp/ui/charts/bars draws bars)`,
    );
  return shapes;
}

/**
 * Lays a chart out in px with d3-scale (and d3-shape's lines and arcs, ./shapes.ts): pure (no DOM), so it is tested alone and
 * the component only draws what it returns.
 */
export function layoutChart(kind: ChartKind, data: ChartData, options: LayoutOptions): ChartLayout {
  const { width, height, stacked } = options;
  if (kind === 'donut') return shapesFor(kind).layoutDonut(data, width, height);
  const horizontal = kind === 'bar-horizontal';
  const margins: Margins = horizontal
    ? {
        top: 8,
        // The last value label is centred on the plot's end: half of it must fit.
        right: Math.max(16, Math.ceil(options.valueLabelWidth / 2) + 4),
        bottom: 28,
        left: Math.min(Math.round(width * 0.4), Math.ceil(options.categoryLabelWidth) + 12),
      }
    : { top: 12, right: 16, bottom: 32, left: Math.ceil(options.valueLabelWidth) + 12 };
  const plotWidth = Math.max(1, width - margins.left - margins.right);
  const plotHeight = Math.max(1, height - margins.top - margins.bottom);
  const indices = data.categories.map((_c, i) => i);
  const valueLength = horizontal ? plotWidth : plotHeight;
  const tickCount = Math.max(2, Math.min(6, Math.floor(valueLength / (horizontal ? 80 : 48))));
  const value = linearScale(
    valueDomain(data, kind === 'line' ? false : stacked),
    horizontal ? [0, plotWidth] : [plotHeight, 0],
    tickCount,
  );
  const valueTicks = value.ticks(tickCount).map((v) => ({ value: v, at: value(v) }));
  const band = scaleBand<number>()
    .domain(indices)
    .range(horizontal ? [0, plotHeight] : [0, plotWidth])
    .paddingInner(kind === 'line' ? 0 : 0.2)
    .paddingOuter(kind === 'line' ? 0 : 0.1);
  const categoryLength = horizontal ? plotHeight : plotWidth;
  const step = horizontal
    ? categoryTickStep(data.categories.length, categoryLength, 18)
    : categoryTickStep(data.categories.length, categoryLength, options.categoryLabelWidth + 8);
  const centreOf = (i: number) => (band(i) ?? 0) + band.bandwidth() / 2;
  const categoryTicks = data.categories
    .map((label, i) => ({ label, at: centreOf(i), i }))
    .filter(({ i }) => i % step === 0)
    .map(({ label, at }) => ({ label, at }));

  const points: LaidOutPoint[] = [];
  const lines: string[] = [];
  if (kind === 'line') {
    const { linePath } = shapesFor(kind);
    data.series.forEach((_s, series) => {
      const coords = indices.map((i): [number, number] => [
        centreOf(i),
        value(valueAt(data, series, i)),
      ]);
      lines.push(linePath(coords));
      coords.forEach(([cx, cy], category) =>
        points.push({
          series,
          category,
          value: valueAt(data, series, category),
          shape: { type: 'circle', cx, cy, r: POINT_RADIUS },
        }),
      );
    });
  } else {
    const count = Math.max(1, data.series.length);
    const inner = scaleBand<number>()
      .domain(data.series.map((_s, i) => i))
      .range([0, band.bandwidth()])
      .paddingInner(0.08);
    indices.forEach((category) => {
      let up = 0;
      let down = 0;
      data.series.forEach((_s, series) => {
        const v = valueAt(data, series, category);
        let from = 0;
        let to = v;
        if (stacked) {
          from = v >= 0 ? up : down;
          to = from + v;
          if (v >= 0) up = to;
          else down = to;
        }
        const a = value(from);
        const b = value(to);
        const start = (band(category) ?? 0) + (stacked || count === 1 ? 0 : (inner(series) ?? 0));
        const thickness = stacked || count === 1 ? band.bandwidth() : inner.bandwidth();
        const shape: PointShape = horizontal
          ? { type: 'rect', x: Math.min(a, b), y: start, width: Math.abs(b - a), height: thickness }
          : {
              type: 'rect',
              x: start,
              y: Math.min(a, b),
              width: thickness,
              height: Math.abs(b - a),
            };
        points.push({ series, category, value: v, shape });
      });
    });
  }
  return { width, height, margins, points, lines, valueTicks, categoryTicks };
}
