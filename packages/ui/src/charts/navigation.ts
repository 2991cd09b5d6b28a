import type { ChartKind } from './chart.types';

/** A data point by its series and category. */
export interface PointRef {
  series: number;
  category: number;
}

export interface ChartShape {
  kind: ChartKind;
  seriesCount: number;
  categoryCount: number;
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(max, value));

/**
 * Where an arrow key (or Home/End) moves from a focused point; `null` for any other key.
 * Along the category axis: ←/→ (↑/↓ on a horizontal bar chart, where categories run down).
 * Across series at the same category: ↑/↓ (←/→ on a horizontal bar chart); with one series, or
 * on a donut, these also step along. Home/End go to the first/last category. No wrap-around:
 * at an end the focus stays.
 */
export function movePoint(key: string, from: PointRef, shape: ChartShape): PointRef | null {
  const { kind, categoryCount } = shape;
  const seriesCount = kind === 'donut' ? 1 : shape.seriesCount;
  const lastCategory = Math.max(0, categoryCount - 1);
  const lastSeries = Math.max(0, seriesCount - 1);
  if (key === 'Home') return { series: from.series, category: 0 };
  if (key === 'End') return { series: from.series, category: lastCategory };
  const horizontal = kind === 'bar-horizontal';
  const along: Record<string, number> = horizontal
    ? { ArrowDown: 1, ArrowUp: -1 }
    : { ArrowRight: 1, ArrowLeft: -1 };
  const across: Record<string, number> = horizontal
    ? { ArrowRight: 1, ArrowLeft: -1 }
    : { ArrowUp: 1, ArrowDown: -1 };
  const alongStep = along[key];
  if (alongStep !== undefined) {
    return { series: from.series, category: clamp(from.category + alongStep, lastCategory) };
  }
  const acrossStep = across[key];
  if (acrossStep === undefined) return null;
  if (seriesCount <= 1) {
    // Down/left reads as "back" on a vertical chart, as "forward" on a horizontal one.
    const step = horizontal ? acrossStep : -acrossStep;
    return { series: 0, category: clamp(from.category + step, lastCategory) };
  }
  return { series: clamp(from.series + acrossStep, lastSeries), category: from.category };
}
