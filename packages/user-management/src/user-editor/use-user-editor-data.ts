import useSWR, { type SWRResponse } from 'swr';
import { useKitContext, type PortalError } from '@anp/core';
import { useDebouncedValue } from '@anp/core/hooks';
import {
  useUsersApi,
  type AccountKind,
  type AccountOptionsPage,
  type CallerPermissions,
  type EmailOwner,
  type ManagedUser,
  type ShipToOptionsPage,
  type UserConfigurations,
  type UserHistory,
} from '@anp/core/services/users';

/** SWR keys of the editor's reads. */
export const USER_EDITOR_KEYS = {
  permissions: 'anp:users/permissions',
  configurations: 'anp:users/configurations',
  user: 'anp:users/user',
  email: 'anp:users/email',
  accounts: 'anp:users/account/list/paged',
  shipTos: 'anp:users/account/soldToShipTo/list/paged',
  history: 'anp:users/history',
} as const;

const READ_ONCE = { revalidateOnFocus: false, dedupingInterval: 60_000 } as const;
const QUIET = { publishErrors: false } as const;

/** Rows of one page of the account, ship-to and history lists. */
export const ACCOUNT_PAGE_SIZE = 10;
export const SHIP_TO_PAGE_SIZE = 10;
export const HISTORY_PAGE_SIZE = 10;
/** The pause in typing before the e-mail is checked, or a list is searched. */
export const TYPING_PAUSE_MS = 400;

/** What the caller may do in user management (GET users/permissions). */
export function useCallerPermissions(): SWRResponse<CallerPermissions, PortalError> {
  const api = useUsersApi();
  return useSWR(USER_EDITOR_KEYS.permissions, () => api.permissions(QUIET), READ_ONCE);
}

/** The labelled choices of the steps (GET users/configurations), in the page's language. */
export function useUserConfigurations(): SWRResponse<UserConfigurations, PortalError> {
  const api = useUsersApi();
  const { lang } = useKitContext();
  return useSWR(
    [USER_EDITOR_KEYS.configurations, lang],
    () => api.configurations(lang, QUIET),
    READ_ONCE,
  );
}

/** The user being edited; no call for a new user. */
export function useManagedUser(userId: string | null): SWRResponse<ManagedUser, PortalError> {
  const api = useUsersApi();
  return useSWR(
    userId === null ? null : [USER_EDITOR_KEYS.user, userId],
    () => api.get(userId ?? '', QUIET),
    { revalidateOnFocus: false },
  );
}

/** The state of the e-mail check while typing (verifyEmailId, then users/info for the owner). */
export type EmailState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'free' }
  | { kind: 'exists'; owner: NonNullable<EmailOwner['user']> | null }
  | { kind: 'failed' };

/**
 * Checks `email` once typing pauses: whether another user has it (§5: emailExistError), and who.
 * `skip` (an invalid address, or the edited user's own) asks nothing.
 */
export function useEmailCheck(email: string, skip: boolean): EmailState {
  const api = useUsersApi();
  const settled = useDebouncedValue(email, TYPING_PAUSE_MS);
  const waiting = settled !== email;
  const check = useSWR(
    skip || waiting ? null : [USER_EDITOR_KEYS.email, settled.toLowerCase()],
    async () => {
      const verified = await api.verifyEmail(settled, QUIET);
      if (!verified.exists) return { exists: false, owner: null };
      const info = await api.emailOwner(settled, QUIET);
      return { exists: true, owner: info.user };
    },
    { revalidateOnFocus: false, dedupingInterval: 5_000, shouldRetryOnError: false },
  );
  if (skip) return { kind: 'idle' };
  if (waiting || check.isLoading) return { kind: 'checking' };
  if (check.error) return { kind: 'failed' };
  if (!check.data) return { kind: 'idle' };
  return check.data.exists ? { kind: 'exists', owner: check.data.owner } : { kind: 'free' };
}

/** One page of the accounts an administrator may link (§3: offset, total, result count, search). */
export function useAccountOptions(
  search: string,
  kind: AccountKind | '',
  offset: number,
  country = '',
): SWRResponse<AccountOptionsPage, PortalError> {
  const api = useUsersApi();
  return useSWR(
    [USER_EDITOR_KEYS.accounts, search, kind, offset, country],
    () =>
      api.accountOptions(
        {
          offset,
          limit: ACCOUNT_PAGE_SIZE,
          ...(search ? { searchText: search } : {}),
          ...(kind ? { kind } : {}),
          ...(country ? { country } : {}),
        },
        QUIET,
      ),
    { revalidateOnFocus: false, keepPreviousData: true },
  );
}

/** One page of a sold-to's ship-tos (soldToShipTo/list/paged); none while `enabled` is false. */
export function useShipToOptions(
  accountId: string,
  search: string,
  offset: number,
  enabled: boolean,
): SWRResponse<ShipToOptionsPage, PortalError> {
  const api = useUsersApi();
  return useSWR(
    enabled ? [USER_EDITOR_KEYS.shipTos, accountId, search, offset] : null,
    () =>
      api.shipToOptions(
        { accountId, offset, limit: SHIP_TO_PAGE_SIZE, ...(search ? { searchText: search } : {}) },
        QUIET,
      ),
    { revalidateOnFocus: false, keepPreviousData: true },
  );
}

/** The user's change history, the newest first, `pages` pages of it. */
export function useUserHistory(
  userId: string | null,
  pages: number,
): SWRResponse<UserHistory, PortalError> {
  const api = useUsersApi();
  return useSWR(
    userId === null ? null : [USER_EDITOR_KEYS.history, userId, pages],
    () => api.history(userId ?? '', { offset: 0, limit: HISTORY_PAGE_SIZE * pages }, QUIET),
    { revalidateOnFocus: false, keepPreviousData: true },
  );
}
