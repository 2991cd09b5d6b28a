import { useCallback } from 'react';
import useSWR from 'swr';
import { useKitContext, useSelectedAccount, type PortalError } from '@anp/core';
import {
  useReportsApi,
  type EmbedConfig,
  type NativeReport,
  type ReportBody,
} from '@anp/core/services/reports';

export interface ReportList {
  /** The account's report list (GET reports/embedconfig); null until it answers. */
  list: EmbedConfig | null;
  error: PortalError | null;
  retry(): void;
}

export interface NativeReportData {
  /** The report's numbers (GET reports/embedReports); null until they answer. */
  report: NativeReport | null;
  loading: boolean;
  error: PortalError | null;
  retry(): void;
}

/**
 * The account's report list, keyed by the selected account (`useSelectedAccount().key`) and the
 * language (titles come in it): a switch of account or language reads the list again.
 */
export function useReportList(): ReportList {
  const api = useReportsApi();
  const { lang } = useKitContext();
  const account = useSelectedAccount().key;
  const list = useSWR<EmbedConfig, PortalError>(
    ['anp:reports/embedconfig', account, lang],
    () => api.list({ publishErrors: false, accountId: account }),
    { revalidateOnFocus: false },
  );
  return {
    list: list.data ?? null,
    error: list.error ?? null,
    retry: () => void list.mutate(),
  };
}

/** A kit-native report's numbers (null id: none is shown), keyed like the list. */
export function useNativeReport(id: string | null): NativeReportData {
  const api = useReportsApi();
  const { lang } = useKitContext();
  const account = useSelectedAccount().key;
  const report = useSWR<ReportBody, PortalError>(
    id ? ['anp:reports/embedReports', account, lang, id] : null,
    () => api.report(id ?? '', { publishErrors: false, accountId: account }),
    { revalidateOnFocus: false },
  );
  const body = report.data?.kind === 'native' && report.data.id === id ? report.data : null;
  return {
    report: body,
    loading: id !== null && !body && !report.error,
    error: report.error ?? null,
    retry: () => void report.mutate(),
  };
}

/**
 * Asks for a report afresh, never from the cache: an embed's frame address and token, when its
 * frame is shown and each time the token is renewed. Null until the account is known.
 */
export function useReportFetcher(): (id: string) => Promise<ReportBody> {
  const api = useReportsApi();
  const account = useSelectedAccount().key;
  return useCallback(
    (id: string) => api.report(id, { publishErrors: false, accountId: account }),
    [api, account],
  );
}
