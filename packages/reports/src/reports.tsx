import { headingLevelOf, useNamespaces } from '@anp/core';
import { REPORTS_NS } from './i18n';
import { useReports } from './use-reports';
import { useReportsData } from './use-reports-data';
import { ReportsView, type HeadingLevel } from './reports.view';

export interface ReportsProps {
  /** The card's heading; the strings' own without one. */
  heading?: string | undefined;
  /** Level of the heading, 1 to 6 (default 2). */
  headingLevel?: number | undefined;
}

const NAMESPACES = [REPORTS_NS];

/**
 * Reports: the selected account's card (the start `npm run new:feature` made).
 * @example <KitRoot config={config}><Reports heading="My account" /></KitRoot>
 */
export function Reports({ heading, headingLevel }: ReportsProps) {
  useNamespaces(NAMESPACES);
  const state = useReports(useReportsData());
  return (
    <ReportsView
      state={state}
      heading={heading}
      headingLevel={headingLevelOf<HeadingLevel>(headingLevel, 2)}
    />
  );
}
