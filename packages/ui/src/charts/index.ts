/**
 * The charting base of @anp/ui (`@anp/ui/charts`): bar, line and donut charts drawn as the kit's
 * own SVG on d3-scale and d3-shape, with keyboard-readable points, a screen-reader summary, a
 * table view and CSV export. Imported by path, and by its users lazily (`import()`), so d3 never
 * rides in the shared runtime chunk (docs/architecture.md, docs/decisions.md issue 16).
 */
// The line and donut shapes: this entry draws every kind (the bars-only entry: ./bars.ts).
import './shapes';

export { Chart, seriesColor } from './chart';
export { ChartPanel, downloadCsv } from './chart-panel';
export { ChartTable, type ChartTableProps } from './chart-table';
export type { ChartData, ChartKind, ChartPanelProps, ChartProps, ChartSeries } from './chart.types';
export { chartCsv, chartFacts, csvFileName, isEmptyChart, shareOf, type ChartFacts } from './data';
export { movePoint, type PointRef } from './navigation';
export { NS as CHARTS_NAMESPACE } from './i18n';
