import { useCallback, useEffect, useRef, useState } from 'react';
import { PortalError, useKitContext, useShellApi, type Account } from '@anp/core';
import { hasMorePages, pageSize } from './model/picker';

export interface AccountPagesQuery {
  /** The (debounced) search term; blank means no search. */
  searchTerm: string;
  /** Only this region's accounts; null for all. */
  region: string | null;
  /** False until the list is needed (a closed dropdown loads nothing). */
  enabled: boolean;
}

export interface AccountPages {
  accounts: Account[];
  /** Accounts matching the query; null before the first answer. */
  total: number | null;
  /** Accounts of the region without a search, once known: what decides the picker mode. */
  unsearchedTotal: number | null;
  loading: boolean;
  /** The last page request failed (shell-and-admin.md §8: the list stays empty, no crash). */
  error: PortalError | null;
  hasMore: boolean;
  loadMore(): void;
  retry(): void;
  /** Replaces the loaded accounts (their `selected` flags after a switch). */
  replace(accounts: Account[]): void;
}

interface State {
  key: string;
  accounts: Account[];
  total: number | null;
  loading: boolean;
  error: PortalError | null;
}

function asPortalError(error: unknown): PortalError {
  return error instanceof PortalError ? error : new PortalError({ code: 'UNKNOWN', cause: error });
}

/**
 * Pages of GET users/accounts/paged (shell-and-admin.md §7) for a search term and region: the
 * first page when the query changes, the next one on `loadMore`. Page size 20 on Korean pages,
 * else 200. A small paging state over the client rather than `swr/infinite`, which the shared
 * runtime chunk does not carry.
 */
export function useAccountPages({ searchTerm, region, enabled }: AccountPagesQuery): AccountPages {
  const shell = useShellApi();
  const { country } = useKitContext();
  const limit = pageSize(country);
  const term = searchTerm.trim();
  const key = `${region ?? ''}\u0000${term}\u0000${limit}`;
  const [state, setState] = useState<State>({
    key: '',
    accounts: [],
    total: null,
    loading: false,
    error: null,
  });
  const [unsearched, setUnsearched] = useState<{ region: string | null; total: number } | null>(
    null,
  );
  const inFlight = useRef<AbortController | null>(null);

  // Asks for the page at `offset`; the state changes only when it answers (or fails), so the
  // effect below starts a request without rendering twice.
  const request = useCallback(
    (offset: number) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const query = {
        limit,
        offset,
        ...(term ? { searchTerm: term } : {}),
        ...(region ? { region } : {}),
      };
      shell
        .pagedAccounts(query, { signal: controller.signal, publishErrors: false })
        .then((page) => {
          if (controller.signal.aborted) return;
          setState((s) => ({
            key,
            accounts:
              offset === 0 || s.key !== key ? page.accounts : [...s.accounts, ...page.accounts],
            total: page.totalCount,
            loading: false,
            error: null,
          }));
          if (term === '') setUnsearched({ region, total: page.totalCount });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setState((s) => ({
            ...(s.key === key ? s : { key, accounts: [], total: null }),
            loading: false,
            error: asPortalError(error),
          }));
        });
    },
    [shell, key, limit, term, region],
  );

  useEffect(() => {
    if (!enabled) return undefined;
    request(0);
    return () => inFlight.current?.abort();
  }, [enabled, request]);

  // From a click: show the loading state at once, then ask.
  const fetchPage = useCallback(
    (offset: number) => {
      setState((s) =>
        s.key === key
          ? { ...s, loading: true, error: null }
          : { key, accounts: [], total: null, loading: true, error: null },
      );
      request(offset);
    },
    [key, request],
  );

  const current = state.key === key;
  const accounts = current ? state.accounts : [];
  const total = current ? state.total : null;
  const loading = enabled && (!current || state.loading);
  const more = hasMorePages(accounts.length, total);

  const loadMore = useCallback(() => {
    if (!loading && more && !state.error) fetchPage(accounts.length);
  }, [loading, more, state.error, fetchPage, accounts.length]);
  const retry = useCallback(() => fetchPage(accounts.length), [fetchPage, accounts.length]);
  const replace = useCallback(
    (next: Account[]) => setState((s) => (s.key === key ? { ...s, accounts: next } : s)),
    [key],
  );

  return {
    accounts,
    total,
    unsearchedTotal: unsearched && unsearched.region === region ? unsearched.total : null,
    loading,
    error: current ? state.error : null,
    hasMore: more,
    loadMore,
    retry,
    replace,
  };
}
