import { headingLevelOf, useErrorMessage, useNamespaces } from '@anp/core';
import { REPORTS_NS } from './i18n';
import { EmbedReportView } from './embed-report';
import { NativeReportView } from './report.view';
import { useReports, type ReportsOptions } from './use-reports';
import { useNativeReport } from './use-reports-data';
import { ReportsView, type HeadingLevel } from './reports.view';

export interface ReportsProps extends ReportsOptions {
  /** The heading; the strings' own ("Reports") without one. */
  heading?: string | undefined;
  /** Level of the heading, 1 to 6 (default 2); each report's title is one below. */
  headingLevel?: number | undefined;
}

const NAMESPACES = [REPORTS_NS];

/**
 * Reports (shell-and-admin.md §7): the account's report list as a picker and the chosen report,
 * kit-native (a chart with its table view and CSV export) or external (a frame whose token is
 * renewed before it expires). `value`/`onChange` put the choice in the caller's hands (the host
 * page keeps it in the address); `initial` starts an uncontrolled one.
 * @example <KitRoot config={config}><Reports value={id} onChange={setId} /></KitRoot>
 */
export function Reports({ heading, headingLevel, ...options }: ReportsProps) {
  useNamespaces(NAMESPACES);
  const state = useReports(options);
  const describe = useErrorMessage();
  const level = headingLevelOf<HeadingLevel>(headingLevel, 2);
  const native = useNativeReport(state.current?.kind === 'native' ? state.current.id : null);
  const sub = Math.min(6, level + 1) as 2 | 3 | 4 | 5 | 6;
  return (
    <ReportsView state={state} heading={heading} headingLevel={level}>
      {state.current?.kind === 'embed' ? (
        <EmbedReportView key={state.current.id} id={state.current.id} headingLevel={sub} />
      ) : state.current ? (
        <NativeReportView
          report={native.report}
          loading={native.loading}
          error={native.error}
          errorText={native.error ? describe(native.error) : null}
          retry={native.retry}
          headingLevel={sub > 4 ? 4 : (sub as 2 | 3 | 4)}
        />
      ) : null}
    </ReportsView>
  );
}
