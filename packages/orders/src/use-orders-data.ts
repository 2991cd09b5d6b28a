import { useMemo } from 'react';
import { useKitContext, useSelectedAccount, type PortalError } from '@anp/core';
import { usePagedList } from '@anp/core/hooks';
import { useOrdersApi, type OrderListRow } from '@anp/core/services/orders';
import { listStateKey, ordersQueryOf, parseListState, type ListState } from './model/filters';

/**
 * The account the order calls are for: the session's selected sold-to, as the cache key and the
 * calls' X-Account-Id (`accountId`); it follows a switch in any element or tab.
 */
export function useOrdersAccount(): string {
  return useSelectedAccount().key;
}

export interface OrdersList {
  /** The rows loaded so far, in the list's order. */
  rows: OrderListRow[];
  /** Rows matching the filters; null before the first answer. */
  total: number | null;
  /** The first page of these filters is on its way (`rows` may still be the last filters'). */
  loading: boolean;
  /** `rows` answer earlier filters while the new ones load. */
  stale: boolean;
  /** A further page is on its way. */
  loadingMore: boolean;
  error: PortalError | null;
  /** No account is selected: the list cannot be shown (400 NO_ACCOUNT). */
  noAccount: boolean;
  hasMore: boolean;
  /** Fetches the next page (the table's end was reached); ignored while one is on its way. */
  loadMore(): void;
  retry(): void;
}

/**
 * Pages of GET orders/ordersandmemos for the filters and the sort: the first page whenever they
 * change (the last rows stay on screen, dimmed, until the answer: no flicker per pause in
 * typing), the next when the user scrolls near the end (offset and limit of the API).
 */
export function useOrdersList(state: ListState, pageSize: number): OrdersList {
  const api = useOrdersApi();
  const { lang } = useKitContext();
  const account = useOrdersAccount();
  const stateKey = listStateKey(state);
  // The state as its key says (a caller may hand a new but equal object every render).
  const query = useMemo(() => parseListState(new URLSearchParams(stateKey)), [stateKey]);
  const list = usePagedList<OrderListRow>({
    // Type and status words of memos come in the page language: another language, another list.
    key: ['anp:orders/ordersandmemos', account, lang, stateKey],
    pageSize,
    keepPrevious: true,
    fetchPage: async (offset, limit) => {
      const page = await api.ordersAndMemos(ordersQueryOf(query, offset, limit), {
        publishErrors: false,
        accountId: account,
      });
      return { items: page.rows, total: page.totalCount };
    },
  });
  return {
    rows: list.items,
    total: list.total,
    loading: list.loading,
    stale: list.stale,
    loadingMore: list.loadingMore,
    error: list.error,
    noAccount: list.error?.serverCode === 'NO_ACCOUNT',
    hasMore: list.hasMore,
    loadMore: list.loadMore,
    retry: list.retry,
  };
}
