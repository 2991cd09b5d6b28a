// Types only: the reference API's schemas are the contract; nothing of the server ships in the kit.
import type * as Contract from '@anp/contract';
import { useMemo } from 'react';
import { useApiClient } from '../element/kit-context';
import type { ApiClient, RequestOptions } from '../api/client';

export type NativeReportId = Contract.NativeReportId;
export type ReportEntry = Contract.ReportEntry;
export type EmbedConfig = Contract.EmbedConfig;
export type NativeReport = Contract.NativeReport;
export type EmbedReport = Contract.EmbedReport;
export type ReportBody = Contract.ReportBody;
export type ReportMeasure = Contract.ReportMeasure;
export type ReportWeightUnit = Contract.ReportWeightUnit;

type CallOptions = Pick<RequestOptions, 'signal' | 'publishErrors' | 'timeoutMs' | 'accountId'>;

/**
 * Typed calls of the reports service (shell-and-admin.md §7 reports/embedconfig,
 * reports/embedReports): the account's report list and one report, kit-native (its numbers) or an
 * external embed (frame address and a short-lived token; call `report` again to renew it). Each
 * acts for the page's account (the X-Account-Id header), or the one given in the options.
 */
export function createReportsApi(api: ApiClient) {
  return {
    /** The reports the user may open for the account, in the page's language. */
    list: (o?: CallOptions) => api.get<EmbedConfig>('reports', 'reports/embedconfig', o),
    /** One report: its numbers, or its embed with a fresh token. */
    report: (reportId: string, o?: CallOptions) =>
      api.get<ReportBody>('reports', 'reports/embedReports', { ...o, query: { reportId } }),
  };
}

export type ReportsApi = ReturnType<typeof createReportsApi>;

/** The reports calls over the page's API client. */
export function useReportsApi(): ReportsApi {
  const api = useApiClient();
  return useMemo(() => createReportsApi(api), [api]);
}
