/**
 * The line and donut shapes of the charts on d3-shape (about 5.5 KB gzip): loaded with the full
 * entry `@anp/ui/charts`, which hands them to the layout as it loads; the bars-only entry
 * `@anp/ui/charts/bars` does without them.
 */
import { arc, line, pie } from 'd3-shape';
import type { ChartData } from './chart.types';
import {
  DONUT_INNER,
  provideShapes,
  valueAt,
  type ChartLayout,
  type LaidOutPoint,
} from './geometry';

const path = line();

/** The SVG path through the points of a line series. */
export function linePath(coords: [number, number][]): string {
  return path(coords) ?? '';
}

/** A donut's slices of the first series, in px. */
export function layoutDonut(data: ChartData, width: number, height: number): ChartLayout {
  const radius = Math.max(10, Math.min(width, height) / 2 - 8);
  const values = data.categories.map((_c, i) => Math.max(0, valueAt(data, 0, i)));
  const slices = pie<number>()
    .sort(null)
    .value((v) => v)(values);
  const shape = arc<{ startAngle: number; endAngle: number; padAngle: number }>()
    .innerRadius(radius * DONUT_INNER)
    .outerRadius(radius)
    .padAngle(values.filter((v) => v > 0).length > 1 ? 0.01 : 0);
  const points: LaidOutPoint[] = slices.map((slice, category) => {
    const [labelX, labelY] = shape.centroid(slice);
    return {
      series: 0,
      category,
      value: valueAt(data, 0, category),
      shape: { type: 'arc', d: shape(slice) ?? '', labelX, labelY },
    };
  });
  return {
    width,
    height,
    margins: { top: 0, right: 0, bottom: 0, left: 0 },
    points,
    lines: [],
    valueTicks: [],
    categoryTicks: [],
    center: { x: width / 2, y: height / 2 },
  };
}

provideShapes({ linePath, layoutDonut });
