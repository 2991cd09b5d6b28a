/**
 * @anp/reports: reports as a React component. `@anp/reports/element` registers
 * `<anp-reports>`.
 */
export { Reports, type ReportsProps } from './reports';
export { ReportsView, type ReportsViewProps, type HeadingLevel } from './reports.view';
export { useReports, type ReportsState } from './use-reports';
export { useReportsData, type ReportsData } from './use-reports-data';
export { accountFacts, type AccountFact } from './model/reports';
export { REPORTS_NS } from './i18n';
