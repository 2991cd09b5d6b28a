/**
 * @anp/insights: the dashboard's order insights as a React component. `@anp/insights/element`
 * registers `<anp-insights>`.
 */
export { Insights, type InsightsProps } from './insights';
export { InsightsView, type InsightsViewProps, type HeadingLevel } from './insights.view';
export { useInsights, type InsightsState } from './use-insights';
export {
  useInsightsData,
  useInsightsVisible,
  INSIGHTS_KEY,
  type InsightsData,
} from './use-insights-data';
export {
  TILES,
  tilesOf,
  tonsTrend,
  tonsListQuery,
  openOrdersListQuery,
  deliveriesListQuery,
  isEmptyTile,
  type InsightTile,
  type TonsTrend,
} from './model/insights';
export { INSIGHTS_NS } from './i18n';
