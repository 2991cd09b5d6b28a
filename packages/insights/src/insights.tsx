import { headingLevelOf, useNamespaces } from '@anp/core';
import { INSIGHTS_NS } from './i18n';
import { useInsights } from './use-insights';
import { useInsightsData } from './use-insights-data';
import { InsightsView, type HeadingLevel } from './insights.view';

export interface InsightsProps {
  /** The card's heading; the strings' own without one. */
  heading?: string | undefined;
  /** Level of the heading, 1 to 6 (default 2). */
  headingLevel?: number | undefined;
}

const NAMESPACES = [INSIGHTS_NS];

/**
 * Insights: the selected account's card (the start `npm run new:feature` made).
 * @example <KitRoot config={config}><Insights heading="My account" /></KitRoot>
 */
export function Insights({ heading, headingLevel }: InsightsProps) {
  useNamespaces(NAMESPACES);
  const state = useInsights(useInsightsData());
  return (
    <InsightsView
      state={state}
      heading={heading}
      headingLevel={headingLevelOf<HeadingLevel>(headingLevel, 2)}
    />
  );
}
