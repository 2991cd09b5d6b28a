/**
 * @anp/reports: reports as a React component. `@anp/reports/element` registers
 * `<anp-reports>`.
 */
export { Reports, type ReportsProps } from './reports';
export { ReportsView, type ReportsViewProps, type HeadingLevel } from './reports.view';
export { NativeReportView, type NativeReportViewProps } from './report.view';
export { EmbedReportView, type EmbedReportViewProps } from './embed-report';
export { useReports, type ReportsOptions, type ReportsState } from './use-reports';
export {
  useNativeReport,
  useReportFetcher,
  useReportList,
  type NativeReportData,
  type ReportList,
} from './use-reports-data';
export {
  chartDataOf,
  monthLabel,
  renewDelayMs,
  reportFormats,
  type ReportChartData,
  type ReportFormats,
} from './model/reports';
export { REPORTS_NS } from './i18n';
