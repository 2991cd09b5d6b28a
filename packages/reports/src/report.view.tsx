import { lazy, Suspense } from 'react';
import { formatDisplayDate, useKitContext, useKitTranslation, type PortalError } from '@anp/core';
import type { NativeReport } from '@anp/core/services/reports';
import { Button, Spinner } from '@anp/ui';
import { REPORTS_NS } from './i18n';
import { chartDataOf, reportFormats } from './model/reports';
import * as S from './reports.styles';

// The charts (d3 and the kit's SVG) load with the first report, never with the element.
const ChartPanel = lazy(() => import('@anp/ui/charts').then((m) => ({ default: m.ChartPanel })));

export interface NativeReportViewProps {
  report: NativeReport | null;
  loading: boolean;
  error: PortalError | null;
  errorText: string | null;
  retry(): void;
  /** Heading level of the chart's title. */
  headingLevel?: 2 | 3 | 4;
}

/** A kit-native report from its props: loading, failed, or its chart with table view and CSV. */
export function NativeReportView({
  report,
  loading,
  error,
  errorText,
  retry,
  headingLevel = 3,
}: NativeReportViewProps) {
  const { t } = useKitTranslation(REPORTS_NS);
  const { lang, country } = useKitContext();
  if (error) {
    return (
      <div role="alert">
        <S.Message>{t('reportFailed', { reason: errorText ?? '' })}</S.Message>
        <Button variant="secondary" size="sm" onClick={retry}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (loading || !report) return <Spinner label={t('loadingReport')} />;
  const formats = reportFormats(report, country, (unit) => t(`unit.${unit}`));
  return (
    <S.Report data-report={report.id}>
      <Suspense fallback={<Spinner label={t('loadingReport')} />}>
        <ChartPanel
          kind={report.chart}
          stacked={report.stacked}
          data={chartDataOf(report, lang)}
          title={report.title}
          description={report.description}
          categoryLabel={report.categoryLabel}
          fileName={`${report.id}-${report.asOf}`}
          formatValue={formats.value}
          formatTick={formats.tick}
          headingLevel={headingLevel}
        />
      </Suspense>
      <S.Muted>{t('asOf', { date: formatDisplayDate(report.asOf, lang) })}</S.Muted>
    </S.Report>
  );
}
