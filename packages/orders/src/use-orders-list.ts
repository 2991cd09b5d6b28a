import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  onAnpEvent,
  readSession,
  toPortalError,
  useKitContext,
  useKitWindow,
  type PortalError,
} from '@anp/core';
import { useOrdersApi, type OrderListRow } from '@anp/core/services/orders';
import { listStateKey, ordersQueryOf, parseListState, type ListState } from './model/filters';
import { hasMore } from './model/limits';

/**
 * The account the order calls are for: the session's selected sold-to (the X-Account-Id of the
 * calls), read again when the account selector announces a switch.
 */
export function useOrdersAccount(): string {
  const win = useKitWindow();
  const [account, setAccount] = useState(() => readSession('soldToId', win) ?? 'selected');
  useEffect(() => {
    const read = () => setAccount(readSession('soldToId', win) ?? 'selected');
    const stops = [
      onAnpEvent(win, 'anp-account-changed', read),
      onAnpEvent(win, 'anp-region-changed', read),
    ];
    return () => stops.forEach((stop) => stop());
  }, [win]);
  return account;
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

interface PagesState {
  key: string;
  rows: OrderListRow[];
  total: number | null;
  loading: boolean;
  error: PortalError | null;
}

const EMPTY: PagesState = { key: '', rows: [], total: null, loading: false, error: null };

/**
 * Pages of GET orders/ordersandmemos for the filters and the sort: the first page whenever they
 * change, the next when the user scrolls near the end (offset and limit of the API). A small
 * paging state over the client (swr/infinite is not in the shared runtime); an answer to an
 * older query is dropped.
 */
export function useOrdersList(state: ListState, pageSize: number): OrdersList {
  const api = useOrdersApi();
  const { lang } = useKitContext();
  const account = useOrdersAccount();
  // Type and status words of memos come in the page language: another language, another list.
  const stateKey = listStateKey(state);
  const key = [account, lang, pageSize, stateKey].join('\u0000');
  // The state as its key says (a caller may hand a new but equal object every render).
  const query = useMemo(() => parseListState(new URLSearchParams(stateKey)), [stateKey]);
  const [pages, setPages] = useState<PagesState>(EMPTY);
  const inFlight = useRef<AbortController | null>(null);

  const request = useCallback(
    (offset: number) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      api
        .ordersAndMemos(ordersQueryOf(query, offset, pageSize), {
          signal: controller.signal,
          publishErrors: false,
        })
        .then((page) => {
          if (controller.signal.aborted) return;
          setPages((s) => ({
            key,
            rows: offset === 0 || s.key !== key ? page.rows : [...s.rows, ...page.rows],
            total: page.totalCount,
            loading: false,
            error: null,
          }));
        })
        .catch((failure: unknown) => {
          if (controller.signal.aborted) return;
          setPages((s) => ({
            ...(s.key === key ? s : { ...EMPTY, key }),
            loading: false,
            error: toPortalError(failure),
          }));
        });
    },
    [api, key, query, pageSize],
  );

  useEffect(() => {
    request(0);
    return () => inFlight.current?.abort();
  }, [request]);

  const current = pages.key === key;
  const busy = !current || pages.loading;
  // New filters keep the last rows on screen (dimmed) until their answer: no flicker per pause
  // in typing.
  const stale = !current && pages.rows.length > 0;
  const rows = current || stale ? pages.rows : [];
  const total = current ? pages.total : null;
  const more = current && hasMore(rows.length, total);
  const error = current ? pages.error : null;
  const loaded = current ? rows.length : 0;

  const fetchFrom = useCallback(
    (offset: number) => {
      setPages((s) =>
        s.key === key ? { ...s, loading: true, error: null } : { ...EMPTY, key, loading: true },
      );
      request(offset);
    },
    [key, request],
  );
  const loadMore = useCallback(() => {
    if (!busy && more && error === null) fetchFrom(loaded);
  }, [busy, more, error, fetchFrom, loaded]);
  const retry = useCallback(() => fetchFrom(loaded), [fetchFrom, loaded]);

  return {
    rows,
    total,
    loading: busy && (!current || rows.length === 0),
    stale,
    loadingMore: busy && current && rows.length > 0,
    error,
    noAccount: error?.serverCode === 'NO_ACCOUNT',
    hasMore: more,
    loadMore,
    retry,
  };
}
