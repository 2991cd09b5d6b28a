// Types only: the reference API's schemas are the contract; nothing of the server ships in the kit.
import type * as Contract from '@anp/contract';
import { useMemo } from 'react';
import { useApiClient } from '../element/kit-context';
import type { ApiClient, DownloadOptions, DownloadResult, RequestOptions } from '../api/client';

export type ArItemType = Contract.ArItemType;
export type AgeingBucket = Contract.AgeingBucket;
export type AgeingAmounts = Contract.AgeingAmounts;
export type FinanceData = Contract.FinanceData;
export type ArItem = Contract.ArItem;
export type ArSort = Contract.ArSort;
export type ArListQuery = Partial<Contract.ArListQuery>;
export type ArList = Contract.ArList;
export type FinanceFilter = Contract.FinanceFilter;
export type ArItemLine = Contract.ArItemLine;
export type ArHistoryEvent = Contract.ArHistoryEvent;
export type ArHistoryEntry = Contract.ArHistoryEntry;
export type ArItemDetail = Contract.ArItemDetail;
export type StatementFormat = Contract.StatementFormat;
export type StatementQuery = Contract.StatementQuery;
export type BoletoStatus = Contract.BoletoStatus;
export type BoletoParty = Contract.BoletoParty;
export type Boleto = Contract.Boleto;
export type InvoiceBoletos = Contract.InvoiceBoletos;

type CallOptions = Pick<RequestOptions, 'signal' | 'publishErrors' | 'timeoutMs' | 'accountId'>;
type FileOptions = CallOptions & Pick<DownloadOptions, 'onProgress'>;

/** A statement of a year of items takes longer to write than a 2-second call. */
export const FINANCE_FILE_TIMEOUT_MS = 60_000;

/**
 * Typed accounts-receivable calls of the order service (ordering.md §7 financeData,
 * finance/filter, finance/list, finance/details, invoiceboleto): the account's AR summary and
 * ageing, its open items, the statement files and Brazil's boletos. Each acts for the page's
 * account (the X-Account-Id header), or the one given in the options.
 */
export function createFinanceApi(api: ApiClient) {
  return {
    /** Credit limit, balance, available credit, current and past due, the ageing buckets. */
    summary: (o?: CallOptions) => api.get<FinanceData>('order', 'financeData', o),
    /** What the open-item filters offer (item types, buckets, date ranges, sorts). */
    filter: (o?: CallOptions) => api.get<FinanceFilter>('order', 'finance/filter', o),
    /** A page of the open items: filtered, sorted, paged on the server. */
    list: (query: ArListQuery = {}, o?: CallOptions) =>
      api.get<ArList>('order', 'finance/list', { ...o, query: { ...query } }),
    /** One open item with its lines and history. */
    details: (documentNumber: string, o?: CallOptions) =>
      api.get<ArItemDetail>('order', 'finance/details', { ...o, query: { documentNumber } }),
    /** The statement of a period as a PDF or XLSX file, in the page's language. */
    statement: (query: StatementQuery, o?: FileOptions): Promise<DownloadResult> =>
      api.download('order', 'finance/statement', {
        timeoutMs: FINANCE_FILE_TIMEOUT_MS,
        ...o,
        query: { ...query },
      }),
    /** The boletos of a (Brazilian) invoice. */
    boletos: (invoiceNumber: string, o?: CallOptions) =>
      api.get<InvoiceBoletos>('order', 'invoiceboleto', { ...o, query: { invoiceNumber } }),
    /** A boleto as a PDF, its barcode drawn. */
    boletoPdf: (invoiceNumber: string, boletoId: string, o?: FileOptions) =>
      api.download('order', 'invoiceboleto/download', {
        timeoutMs: FINANCE_FILE_TIMEOUT_MS,
        ...o,
        query: { invoiceNumber, boletoId },
      }),
  };
}

export type FinanceApi = ReturnType<typeof createFinanceApi>;

/** The finance calls over the page's API client. */
export function useFinanceApi(): FinanceApi {
  const api = useApiClient();
  return useMemo(() => createFinanceApi(api), [api]);
}
