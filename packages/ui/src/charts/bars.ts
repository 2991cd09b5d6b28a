/**
 * `@anp/ui/charts/bars`: the chart drawing alone, for bar charts only (vertical, horizontal,
 * grouped or stacked), without d3-shape's lines and arcs nor the table view and CSV of the full
 * entry `@anp/ui/charts` (issue 17: the dashboard's insights, which must stay small). A line or
 * donut chart needs the full entry.
 */
export { Chart, seriesColor } from './chart';
export type { ChartData, ChartProps, ChartSeries } from './chart.types';
