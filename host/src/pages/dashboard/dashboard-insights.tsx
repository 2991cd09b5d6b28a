import { useId } from 'react';
import { useKitTranslation } from '@anp/core';
import { Insights, useInsightsVisible } from '@anp/insights';
import { DASHBOARD_NS } from './i18n';
import { Section } from './dashboard.styles';

/**
 * The dashboard's order insights (issue 17), a chunk of its own that the page imports after its
 * first paint: nothing where the market hides the cart (the element's own rule), else a section
 * with the three tiles.
 */
export function DashboardInsights() {
  const { t } = useKitTranslation(DASHBOARD_NS);
  const visible = useInsightsVisible();
  const headingId = useId();
  if (!visible) return null;
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('insights')}</h2>
      <Insights headingLevel={3} />
    </Section>
  );
}
