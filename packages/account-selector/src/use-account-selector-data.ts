import { useCallback, useState } from 'react';
import { useKitContext, useShellApi, type Account, type PortalError } from '@anp/core';
import { usePagedList } from '@anp/core/hooks';
import { pageSize } from './model/picker';

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
  /** Replaces the loaded accounts, by id (their `selected` flags after a switch). */
  replace(accounts: Account[]): void;
}

/**
 * Pages of GET users/accounts/paged (shell-and-admin.md §7) for a search term and region: the
 * first page when the query changes, the next one on `loadMore`. Page size 20 on Korean pages,
 * else 200 (§9).
 */
export function useAccountPages({ searchTerm, region, enabled }: AccountPagesQuery): AccountPages {
  const shell = useShellApi();
  const { country } = useKitContext();
  const limit = pageSize(country);
  const term = searchTerm.trim();
  const [unsearched, setUnsearched] = useState<{ region: string | null; total: number } | null>(
    null,
  );
  const list = usePagedList<Account>({
    key: enabled ? ['anp:users/accounts/paged', region ?? '', term] : null,
    pageSize: limit,
    fetchPage: async (offset, pageLimit) => {
      const page = await shell.pagedAccounts(
        {
          limit: pageLimit,
          offset,
          ...(term ? { searchTerm: term } : {}),
          ...(region ? { region } : {}),
        },
        { publishErrors: false },
      );
      if (term === '') setUnsearched({ region, total: page.totalCount });
      return { items: page.accounts, total: page.totalCount };
    },
  });
  const { update } = list;
  const replace = useCallback(
    (accounts: Account[]) => {
      const byId = new Map(accounts.map((a) => [a.id, a]));
      update((a) => byId.get(a.id) ?? a);
    },
    [update],
  );
  // A region's unsearched count, once listed; a list from the cache tells it too.
  const cachedCount = term === '' && list.total !== null ? list.total : null;
  return {
    accounts: list.items,
    total: list.total,
    unsearchedTotal:
      cachedCount ?? (unsearched && unsearched.region === region ? unsearched.total : null),
    loading: enabled && list.loading,
    error: list.error,
    hasMore: list.hasMore,
    loadMore: list.loadMore,
    retry: list.retry,
    replace,
  };
}
