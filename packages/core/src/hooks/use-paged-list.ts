import { useCallback, useRef, useState } from 'react';
import useSWR, { unstable_serialize, useSWRConfig } from 'swr';
import { toPortalError, type PortalError } from '../api/errors';

/** One page of a paged list: its items and how many the whole list holds. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

export interface PagedListOptions<T> {
  /**
   * What the list is of: its name, the account key (`useSelectedAccount().key`), the filters, the
   * language... Another key is another list; null loads nothing (a closed dropdown).
   */
  key: readonly unknown[] | null;
  pageSize: number;
  /** Fetches the page at `offset` (errors kept inline: pass `publishErrors: false`). */
  fetchPage(offset: number, limit: number): Promise<ListPage<T>>;
  /** While another key loads, keep showing the last list (dimmed) instead of nothing. */
  keepPrevious?: boolean;
}

export interface PagedList<T> {
  /** The items of the pages loaded so far, in order. */
  items: T[];
  /** Items of the whole list; null before the first answer. */
  total: number | null;
  /** The first page of this key is on its way (`items` may still be the last key's). */
  loading: boolean;
  /** `items` answer an earlier key while this one loads. */
  stale: boolean;
  /** A further page is on its way. */
  loadingMore: boolean;
  /** Why the last page failed; the pages before it stay. */
  error: PortalError | null;
  hasMore: boolean;
  /** Asks for the next page (the end of the list came into view); ignored while one is on its way. */
  loadMore(): void;
  /** Asks again after a failure: the page that failed. */
  retry(): void;
  /** Reads the list again from its first page (after a change the server made, such as a submit). */
  refresh(): Promise<void>;
  /** Changes loaded items in place, without asking the server (flags after a switch). */
  update(change: (item: T) => T): void;
}

/** The loaded pages of one list, kept as one entry of the page's SWR cache. */
interface Loaded<T> {
  items: T[];
  total: number;
}

const QUIET = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
} as const;

/** Whether a fresh first page starts the list as the loaded one does (same total, same items). */
function sameStart<T>(loaded: Loaded<T>, first: ListPage<T>): boolean {
  return (
    loaded.total === first.total &&
    loaded.items.length >= first.items.length &&
    JSON.stringify(loaded.items.slice(0, first.items.length)) === JSON.stringify(first.items)
  );
}

/**
 * The kit's one paged list over the page's shared SWR cache: offset and limit pages, the next page
 * on demand, an answer to an older key never shown, and the loaded pages kept in the cache, so a
 * user who comes back to a list finds it as they left it (its first page read again behind it).
 * One cache entry holds a list's pages (rather than `swr/infinite`, whose weight the elements'
 * start budgets have no room for).
 */
export function usePagedList<T>(options: PagedListOptions<T>): PagedList<T> {
  const { key, pageSize, fetchPage, keepPrevious = false } = options;
  const swrKey = key === null ? null : ['anp:paged', ...key, pageSize];
  const { cache } = useSWRConfig();
  // Coming back to a list shows its loaded pages at once and reads the first page again: when it
  // starts as before, the pages stay; when the list changed, the fresh first page replaces them.
  const fetchFirst = () =>
    fetchPage(0, pageSize).then(
      (page): Loaded<T> => {
        const loaded = cache.get(unstable_serialize(swrKey))?.data as Loaded<T> | undefined;
        return loaded && sameStart(loaded, page)
          ? loaded
          : { items: page.items, total: page.total };
      },
      (failure: unknown) => {
        throw toPortalError(failure);
      },
    );
  const { data, error, isLoading, mutate } = useSWR<Loaded<T>, PortalError>(swrKey, fetchFirst, {
    ...QUIET,
    keepPreviousData: keepPrevious,
  });

  // A further page: which list it is for, and how it ended.
  const [more, setMore] = useState<{ key: string; error: PortalError | null } | null>(null);
  const listId = JSON.stringify(swrKey);
  const inFlight = useRef<string | null>(null);
  const moreError = more?.key === listId ? more.error : null;
  const loadingMore = more?.key === listId && more.error === null;

  const stale = keepPrevious && isLoading && data !== undefined;
  const items = data ? data.items : [];
  const total = data && !stale ? data.total : null;
  const hasMore = total !== null && items.length < total;

  const fetchNext = useCallback(() => {
    if (!data || inFlight.current === listId) return;
    inFlight.current = listId;
    setMore({ key: listId, error: null });
    const offset = data.items.length;
    fetchPage(offset, pageSize).then(
      (page) => {
        inFlight.current = null;
        setMore(null);
        // Appends to the list it was asked for, even if the user has moved on to another one.
        void mutate(
          (current) =>
            current && current.items.length === offset
              ? { items: [...current.items, ...page.items], total: page.total }
              : current,
          { revalidate: false },
        );
      },
      (failure: unknown) => {
        inFlight.current = null;
        setMore({ key: listId, error: toPortalError(failure) });
      },
    );
  }, [data, listId, fetchPage, pageSize, mutate]);

  const loadMore = useCallback(() => {
    if (!isLoading && !loadingMore && !stale && hasMore && !error && !moreError) fetchNext();
  }, [isLoading, loadingMore, stale, hasMore, error, moreError, fetchNext]);
  const retry = useCallback(() => {
    if (moreError) fetchNext();
    else void mutate();
  }, [moreError, fetchNext, mutate]);
  const refresh = useCallback(async () => {
    setMore(null);
    await mutate();
  }, [mutate]);
  const update = useCallback(
    (change: (item: T) => T) =>
      void mutate((current) => current && { ...current, items: current.items.map(change) }, {
        revalidate: false,
      }),
    [mutate],
  );

  return {
    items: key === null ? [] : items,
    total: key === null ? null : total,
    loading: key !== null && isLoading,
    stale,
    loadingMore,
    error: error ?? moreError,
    hasMore: !stale && hasMore,
    loadMore,
    retry,
    refresh,
    update,
  };
}
