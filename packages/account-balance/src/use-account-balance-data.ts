import { useCallback } from 'react';
import useSWR from 'swr';
import { useSelectedAccount, type PortalError } from '@anp/core';
import {
  useFinanceApi,
  type ArItemDetail,
  type ArList,
  type FinanceData,
  type FinanceFilter,
  type InvoiceBoletos,
  type StatementFormat,
} from '@anp/core/services/finance';
import { listQueryOf, type ItemsState } from './model/list-state';
import type { FetchFile } from './use-download';

/** SWR keys of the finance reads; each carries the account, so a switch never shows stale data. */
export const FINANCE_KEYS = {
  summary: 'anp:financeData',
  filter: 'anp:finance/filter',
  list: 'anp:finance/list',
  details: 'anp:finance/details#item',
  boletos: 'anp:invoiceboleto',
} as const;

const READ = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

export interface Read<T> {
  data: T | undefined;
  error: PortalError | undefined;
  loading: boolean;
  retry(): void;
}

export interface AccountBalanceData {
  /** The account the page works on; null when none is chosen. */
  account: string | null;
  summary: Read<FinanceData>;
  filter: Read<FinanceFilter>;
  /** The page of open items of the list state; the previous page stays while the next loads. */
  list: Read<ArList>;
  /** The statement of a period as a file. */
  statementFile(period: { from: string; to: string }, format: StatementFormat): FetchFile;
}

function read<T>(swr: {
  data: T | undefined;
  error: PortalError | undefined;
  isLoading: boolean;
  isValidating: boolean;
  mutate(): unknown;
}): Read<T> {
  return {
    data: swr.data,
    error: swr.error,
    loading: swr.isLoading || (swr.isValidating && swr.data === undefined),
    retry: () => void swr.mutate(),
  };
}

/**
 * The widget's reads (ordering.md §7 financeData, finance/filter, finance/list), for the
 * session's selected account, which follows a switch in any element or tab. Failures stay in the
 * widget (no global toast): each part shows its own with a Try again.
 */
export function useAccountBalanceData(state: ItemsState): AccountBalanceData {
  const api = useFinanceApi();
  const account = useSelectedAccount().key;
  const options = { publishErrors: false, accountId: account ?? undefined };
  const query = listQueryOf(state);
  const summary = useSWR<FinanceData, PortalError>(
    account ? [FINANCE_KEYS.summary, account] : null,
    () => api.summary(options),
    READ,
  );
  const filter = useSWR<FinanceFilter, PortalError>(
    account ? [FINANCE_KEYS.filter, account] : null,
    () => api.filter(options),
    READ,
  );
  const list = useSWR<ArList, PortalError>(
    account ? [FINANCE_KEYS.list, account, JSON.stringify(query)] : null,
    () => api.list(query, options),
    { ...READ, keepPreviousData: true },
  );
  const statementFile = useCallback(
    (period: { from: string; to: string }, format: StatementFormat): FetchFile =>
      (onProgress) =>
        api.statement(
          { ...period, format },
          { publishErrors: false, accountId: account ?? undefined, onProgress },
        ),
    [api, account],
  );
  return {
    account,
    summary: read(summary),
    filter: read(filter),
    list: read(list),
    statementFile,
  };
}

/** One open item with its lines and history (finance/details), while its panel is open. */
export function useItemDetail(documentNumber: string | null): Read<ArItemDetail> {
  const api = useFinanceApi();
  const account = useSelectedAccount().key;
  return read(
    useSWR<ArItemDetail, PortalError>(
      account && documentNumber ? [FINANCE_KEYS.details, account, documentNumber] : null,
      () =>
        api.details(documentNumber ?? '', {
          publishErrors: false,
          accountId: account ?? undefined,
        }),
      READ,
    ),
  );
}

/** The boletos of a Brazilian invoice (invoiceboleto), and each one's PDF. */
export function useBoletos(invoiceNumber: string | null): Read<InvoiceBoletos> & {
  pdf(boletoId: string): FetchFile;
} {
  const api = useFinanceApi();
  const account = useSelectedAccount().key;
  const swr = useSWR<InvoiceBoletos, PortalError>(
    account && invoiceNumber ? [FINANCE_KEYS.boletos, account, invoiceNumber] : null,
    () =>
      api.boletos(invoiceNumber ?? '', { publishErrors: false, accountId: account ?? undefined }),
    READ,
  );
  const pdf = useCallback(
    (boletoId: string): FetchFile =>
      (onProgress) =>
        api.boletoPdf(invoiceNumber ?? '', boletoId, {
          publishErrors: false,
          accountId: account ?? undefined,
          onProgress,
        }),
    [api, account, invoiceNumber],
  );
  return { ...read(swr), pdf };
}
