import useSWR, { type SWRResponse } from 'swr';
import { useKitContext, type PortalError } from '@anp/core';
import { usePagedList, type PagedList } from '@anp/core/hooks';
import {
  useUsersApi,
  type AccountOption,
  type CallerPermissions,
  type UserConfigurations,
  type UserListPage,
} from '@anp/core/services/users';
import { listQueryOf, listStateKey, PAGE_SIZE, type UserListState } from '../model/user-list';

/** SWR keys of the users list's reads; the editor's saves revalidate `list` by its prefix. */
export const USER_LIST_KEYS = {
  permissions: 'anp:users/permissions',
  configurations: 'anp:users/configurations',
  list: 'anp:users/list',
  accounts: 'anp:users/account/list/paged',
} as const;

const READ_ONCE = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
  dedupingInterval: 60_000,
} as const;

/** Whether a failure is the server's 403: the caller lacks the user-management group. */
export function isForbidden(error: PortalError | null | undefined): boolean {
  return !!error && (error.status === 403 || error.serverCode === 'FORBIDDEN');
}

/** What the caller may do in user management (GET users/permissions). */
export function useCallerPermissions(): SWRResponse<CallerPermissions, PortalError> {
  const api = useUsersApi();
  return useSWR<CallerPermissions, PortalError>(
    [USER_LIST_KEYS.permissions],
    () => api.permissions({ publishErrors: false }),
    READ_ONCE,
  );
}

/** The filters' choices (user types, roles, business units, markets), labelled in the language. */
export function useListConfigurations(
  enabled: boolean,
): SWRResponse<UserConfigurations, PortalError> {
  const api = useUsersApi();
  const { lang } = useKitContext();
  return useSWR<UserConfigurations, PortalError>(
    enabled ? [USER_LIST_KEYS.configurations, lang] : null,
    () => api.configurations(lang, { publishErrors: false }),
    READ_ONCE,
  );
}

/**
 * One page of the users list for the state (its filters, sort and page). While another page or
 * other filters load, the last page stays on screen (dimmed) rather than a blank table.
 */
export function useUsersPage(
  state: UserListState,
  enabled: boolean,
  pageSize = PAGE_SIZE,
): SWRResponse<UserListPage, PortalError> {
  const api = useUsersApi();
  return useSWR<UserListPage, PortalError>(
    enabled ? [USER_LIST_KEYS.list, listStateKey(state), pageSize] : null,
    () => api.list(listQueryOf(state, pageSize), { publishErrors: false }),
    { ...READ_ONCE, dedupingInterval: 2_000, keepPreviousData: true },
  );
}

/** The accounts the account filter offers, 20 at a time, searched by name or sold-to. */
export function useAccountOptions(search: string, open: boolean): PagedList<AccountOption> {
  const api = useUsersApi();
  return usePagedList<AccountOption>({
    key: open ? [USER_LIST_KEYS.accounts, search] : null,
    pageSize: 20,
    keepPrevious: true,
    fetchPage: async (offset, limit) => {
      const page = await api.accountOptions(
        { offset, limit, ...(search ? { searchText: search } : {}) },
        { publishErrors: false },
      );
      return { items: page.accounts, total: page.totalCount };
    },
  });
}
