// Types only: the reference API's schemas are the contract; nothing of the server ships in the kit.
import type * as Contract from '@anp/contract';
import { useMemo } from 'react';
import { useApiClient } from '../element/kit-context';
import type { ApiClient, DownloadOptions, DownloadResult, RequestOptions } from '../api/client';

export type OrderList = Contract.OrderList;
export type OrderListRow = Contract.OrderListRow;
export type OrdersQuery = Partial<Contract.OrdersQuery>;
export type OrderSortField = Contract.OrderSortField;
export type OrderStatus = Contract.OrderStatus;
export type OrderType = Contract.OrderType;
export type OrderDetail = Contract.OrderDetail;
export type ProductOrder = Contract.ProductOrder;
export type OrderDocuments = Contract.OrderDocuments;
export type OrderDocumentType = Contract.OrderDocumentType;
export type ModifiedOrderDraft = Contract.ModifiedOrderDraft;
export type UpdateModifiedOrder = Contract.UpdateModifiedOrder;
export type ModifyResult = Contract.ModifyResult;
export type MemoDetail = Contract.MemoDetail;
export type MemoStatus = Contract.MemoStatus;
export type MemoList = Contract.MemoList;
export type MemoListQuery = Partial<Contract.MemoListQuery>;
export type FinanceFilter = Contract.FinanceFilter;
export type FinanceData = Contract.FinanceData;
export type OrderInsights = Contract.OrderInsights;
export type OpenOrderStatus = Contract.OpenOrderStatus;
export type DeliveryInsight = Contract.DeliveryInsight;

type CallOptions = Pick<RequestOptions, 'signal' | 'publishErrors' | 'timeoutMs' | 'accountId'>;

/**
 * Typed calls of the order service (ordering.md §7): the orders and memos list, an order, its
 * documents as blobs (the blob errors of §8: ERRDD001 too big, 401 not authorized), the order
 * modification drafts, and the finance calls behind the memo tiles. Through the page's one API
 * client: headers, timeouts and the error catalogue come with it.
 */
export function createOrdersApi(api: ApiClient) {
  return {
    ordersAndMemos: (query: OrdersQuery, o?: CallOptions) =>
      api.get<OrderList>('order', 'orders/ordersandmemos', { ...o, query: { ...query } }),
    orders: (query: OrdersQuery, o?: CallOptions) =>
      api.get<OrderList>('order', 'orders', { ...o, query: { ...query } }),
    /** The dashboard's insights (issue 17): tons this month, open orders, next deliveries. */
    insights: (o?: CallOptions) => api.get<OrderInsights>('order', 'orders/insights', o),
    order: (orderNumber: string, o?: CallOptions) =>
      api.get<OrderDetail>('order', 'orders/orderNumber', { ...o, query: { orderNumber } }),
    /** An order's invoice, packing list or certificate of analysis, or a memo's document (PDF). */
    download: (
      orderNumber: string,
      type: OrderDocumentType,
      o?: CallOptions & Pick<DownloadOptions, 'onProgress'> & { source?: 'portal' | 'erp' },
    ): Promise<DownloadResult> =>
      api.download('order', `${encodeURIComponent(orderNumber)}/download`, {
        ...o,
        query: { type, source: o?.source ?? 'portal' },
      }),
    saveModification: (update: UpdateModifiedOrder, o?: CallOptions) =>
      api.post<ModifyResult>('order', 'updateModifiedOrder', update, o),
    modificationDrafts: (o?: CallOptions) =>
      api.get<Contract.ModifiedOrderList>('order', 'modifiedOrderList', o),
    deleteModificationDraft: (orderNumber: string, o?: CallOptions) =>
      api.post<{ deleted: boolean }>(
        'order',
        'deleteModifiedOrderDraft',
        { orderNumber } satisfies Contract.DeleteModifiedDraft,
        o,
      ),
    memo: (memoNumber: string, o?: CallOptions) =>
      api.get<MemoDetail>('order', 'finance/details', { ...o, query: { memoNumber } }),
    memos: (query: MemoListQuery, o?: CallOptions) =>
      api.get<MemoList>('order', 'finance/memos', { ...o, query: { ...query } }),
    financeFilter: (o?: CallOptions) => api.get<FinanceFilter>('order', 'finance/filter', o),
    financeData: (o?: CallOptions) => api.get<FinanceData>('order', 'financeData', o),
  };
}

export type OrdersApi = ReturnType<typeof createOrdersApi>;

/** The order calls over the page's API client. */
export function useOrdersApi(): OrdersApi {
  const api = useApiClient();
  return useMemo(() => createOrdersApi(api), [api]);
}
