import { headingLevelOf, useNamespaces } from '@anp/core';
import { INSIGHTS_NS } from './i18n';
import { useInsights } from './use-insights';
import { useInsightsData } from './use-insights-data';
import { InsightsView, type HeadingLevel } from './insights.view';

export interface InsightsProps {
  /**
   * The tiles shown: `tons`, `open-orders`, `deliveries`, several separated by commas or spaces,
   * or none for all three.
   */
  tile?: string | undefined;
  /** Level of the tiles' headings, 2 to 6 (default 2). */
  headingLevel?: number | undefined;
}

const NAMESPACES = [INSIGHTS_NS];

/**
 * The dashboard's insights: tons ordered this month against the same days last year, the open
 * orders by status and the next deliveries, each linking to the orders list filtered alike.
 * @example <KitRoot config={config}><Insights tile="tons" /></KitRoot>
 */
export function Insights({ tile, headingLevel }: InsightsProps) {
  useNamespaces(NAMESPACES);
  const state = useInsights(useInsightsData(), tile);
  return (
    <InsightsView state={state} headingLevel={headingLevelOf<HeadingLevel>(headingLevel, 2)} />
  );
}
