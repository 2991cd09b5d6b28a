import { useState } from 'react';
import { useErrorMessage } from '@anp/core';
import type { ReportEntry } from '@anp/core/services/reports';
import { useReportList } from './use-reports-data';

export interface ReportsState {
  status: 'loading' | 'error' | 'noAccount' | 'empty' | 'ready';
  reports: ReportEntry[];
  /** The report shown: the chosen one when the list has it, else the first. */
  current: ReportEntry | null;
  choose(id: string): void;
  /** The failure of the list, worded for the user. */
  errorText: string | null;
  retry(): void;
}

export interface ReportsOptions {
  /** The report to show (controlled, e.g. by the page's address). */
  value?: string | undefined;
  onChange?: ((id: string) => void) | undefined;
  /** The report to start with when not controlled. */
  initial?: string | undefined;
}

/** The widget's behaviour: which report is shown, and the state of the list. */
export function useReports({ value, onChange, initial }: ReportsOptions): ReportsState {
  const [own, setOwn] = useState(initial);
  const wanted = value ?? own;
  const describe = useErrorMessage();
  const { list, error, retry } = useReportList();
  const reports = list?.reports ?? [];
  const current = reports.find((r) => r.id === wanted) ?? reports[0] ?? null;
  const status = error
    ? error.serverCode === 'NO_ACCOUNT'
      ? 'noAccount'
      : 'error'
    : !list
      ? 'loading'
      : reports.length === 0
        ? 'empty'
        : 'ready';
  return {
    status,
    reports,
    current,
    choose: (id) => {
      setOwn(id);
      onChange?.(id);
    },
    errorText: error ? describe(error) : null,
    retry,
  };
}
