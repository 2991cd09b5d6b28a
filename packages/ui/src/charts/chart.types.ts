/** The kinds of chart the kit draws. `bar-horizontal` puts categories down the side. */
export type ChartKind = 'bar' | 'bar-horizontal' | 'line' | 'donut';

/** One named row of numbers, one value per category (same order as `categories`). */
export interface ChartSeries {
  /** Stable id (CSV column, React key). */
  readonly key: string;
  /** Shown in the legend, the table header and each point's label. */
  readonly label: string;
  readonly values: readonly number[];
}

/**
 * The numbers of a chart: categories (already formatted for display, e.g. "Mar 2026" or a
 * product category's name) and one or more series. A donut draws the first series only.
 */
export interface ChartData {
  readonly categories: readonly string[];
  readonly series: readonly ChartSeries[];
}

export interface ChartProps {
  kind: ChartKind;
  data: ChartData;
  /** The chart's title: its accessible name, the table's caption, the CSV file's name. */
  title: string;
  /** A value as the market writes it (table, labels, summary), e.g. `(v) => formatWeight(v, country)`. */
  formatValue: (value: number) => string;
  /** A value on the value axis (shorter, e.g. no decimals); defaults to `formatValue`. */
  formatTick?: (value: number) => string;
  /** Bars of several series stack on each other instead of standing side by side. */
  stacked?: boolean;
  /** Height of the drawing in px (default 280; a horizontal bar chart grows with its categories). */
  height?: number;
}

export interface ChartPanelProps extends ChartProps {
  /** Header of the category column in the table and the CSV file, e.g. "Month". */
  categoryLabel: string;
  /** A short line under the title. */
  description?: string;
  /** The CSV file's name without extension; defaults to the title. */
  fileName?: string;
  /** Start in the table view. */
  defaultView?: 'chart' | 'table';
  /** Heading level of the title (default 3). */
  headingLevel?: 2 | 3 | 4;
}
