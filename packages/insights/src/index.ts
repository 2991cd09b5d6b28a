/**
 * @anp/insights: insights as a React component. `@anp/insights/element` registers
 * `<anp-insights>`.
 */
export { Insights, type InsightsProps } from './insights';
export { InsightsView, type InsightsViewProps, type HeadingLevel } from './insights.view';
export { useInsights, type InsightsState } from './use-insights';
export { useInsightsData, type InsightsData } from './use-insights-data';
export { accountFacts, type AccountFact } from './model/insights';
export { INSIGHTS_NS } from './i18n';
