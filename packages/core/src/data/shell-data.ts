import { useCallback, useEffect, useMemo } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import { createShellApi, type ShellApi } from '../services/shell';
import type { CartCount, MarketConfig, NotificationList, UserContext } from '../services/shell';
import { errorMessage, type PortalError } from '../api/errors';
import { translate } from '../i18n/resources';
import { useKitContext } from '../element/kit-context';
import { onAnpEvent } from '../events/events';
import { signOut } from '../auth/session';
import { useKitWindow } from '../element/root';
import { sessionStoreOf } from '../session/store';
import {
  selectedAccountOf,
  useSessionState,
  type SelectedAccount,
} from '../session/selected-account';
import { windowOf } from '../element/root';

/**
 * SWR keys of the shell's shared reads. Every element of a page shares one SWR cache, so the
 * header, the account selector, the navigation and the drawer read each of these once.
 */
export const SHELL_KEYS = {
  context: 'anp:users/context',
  notifications: 'anp:notifications',
  cartCount: 'anp:cart/count',
  marketConfig: 'anp:market-config',
} as const;

/** The shell's typed calls over the page's API client. */
export function useShellApi(): ShellApi {
  const api = useKitContext().services.api;
  return useMemo(() => createShellApi(api), [api]);
}

/**
 * The signed-in user, the selected account and the regions (GET users/context). Shared by every
 * shell element; `mutate()` after an account or region switch.
 */
export function useUserContext(
  options: { enabled?: boolean } = {},
): SWRResponse<UserContext, PortalError> {
  const shell = useShellApi();
  const win = useKitWindow();
  const response = useSWR<UserContext, PortalError>(
    options.enabled === false ? null : SHELL_KEYS.context,
    () => shell.context(),
    { revalidateOnFocus: false, dedupingInterval: 10_000 },
  );
  // The session follows the user's other tabs only for the same user.
  const userId = response.data?.oktaId ?? null;
  useEffect(() => {
    if (userId) sessionStoreOf(win).identify(userId);
  }, [userId, win]);
  return response;
}

/**
 * The user's notifications (GET notifications). The drawer lists them and the header's bell counts
 * them; both read this one cache entry, so the count follows every read and dismiss.
 */
export function useNotifications(
  options: { enabled?: boolean } = {},
): SWRResponse<NotificationList, PortalError> {
  const shell = useShellApi();
  return useSWR<NotificationList, PortalError>(
    options.enabled === false ? null : SHELL_KEYS.notifications,
    // shell-and-admin.md §8: an alert load failure is stored (the drawer shows it), no toast.
    () => shell.notifications({ publishErrors: false }),
    { revalidateOnFocus: false, dedupingInterval: 5_000 },
  );
}

export interface CartCountState {
  /** Lines in the open cart; null before the first answer or after a failed fetch. */
  count: number | null;
  /** False until the first fetch ended, whether it succeeded or not. */
  loaded: boolean;
}

/**
 * The header's cart count (GET cart/fetch?itemCount=true), for `accountId`; null disables the
 * call (cart hidden, no purchase rights, no account). Refetches on `anp-cart-changed`, taking the
 * event's count at once when it carries one. shell-and-admin.md §8: a failed fetch only ends the
 * loading state; it is not shown as an error.
 */
export function useCartCount(accountId: string | null): CartCountState {
  const shell = useShellApi();
  const { root } = useKitContext();
  const key = accountId === null ? null : [SHELL_KEYS.cartCount, accountId];
  const { data, error, mutate } = useSWR<CartCount, PortalError>(
    key,
    () => shell.cartCount({ publishErrors: false }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  useEffect(() => {
    if (key === null) return undefined;
    const win = windowOf(root);
    return onAnpEvent(win, 'anp-cart-changed', (event) => {
      const count = event.detail.count;
      if (typeof count === 'number') {
        void mutate((current) => ({ encCartid: current?.encCartid ?? null, cartCount: count }), {
          revalidate: false,
        });
      } else void mutate();
    });
    // The key's account is what matters; mutate is stable per key.
  }, [accountId, root]); // eslint-disable-line react-hooks/exhaustive-deps
  if (key === null) return { count: null, loaded: true };
  return { count: data ? data.cartCount : null, loaded: data !== undefined || error !== undefined };
}

/** Logout for menus: server call, `anp-signed-out`, storage cleared, provider logout. */
export function useSignOut(): () => Promise<void> {
  const shell = useShellApi();
  const { services, root } = useKitContext();
  return useMemo(() => {
    const win = windowOf(root);
    return () =>
      signOut({
        auth: services.auth,
        // 3 s at most: after the session ended the call would wait for a sign-in.
        notifyServer: () =>
          shell.logout({ publishErrors: false, signal: AbortSignal.timeout(3e3) }),
        win,
      });
  }, [shell, services.auth, root]);
}

/**
 * The market's model configuration (GET config/{country}/{lang}, shell-and-admin.md §7: "a model
 * config file per country and language"): support contacts, dashboard tiles, cart flag.
 */
export function useMarketConfig(): SWRResponse<MarketConfig, PortalError> {
  const shell = useShellApi();
  const { country, config } = useKitContext();
  return useSWR<MarketConfig, PortalError>(
    [SHELL_KEYS.marketConfig, country, config.lang],
    () => shell.marketConfig(country, config.lang, { publishErrors: false }),
    { revalidateOnFocus: false, dedupingInterval: 60_000 },
  );
}

/**
 * The readable text of a PortalError in the page language (the error catalogue of
 * shell-and-admin.md §8 and ordering.md §8), for messages shown inside a widget.
 */
export function useErrorMessage(): (error: PortalError) => string {
  const { lang } = useKitContext();
  return useCallback(
    (error: PortalError) => errorMessage(error, (key, options) => translate(key, lang, options)),
    [lang],
  );
}

/**
 * The one way a widget reads the selected account (shell-and-admin.md §3, §4). Its `key` goes
 * into SWR keys and, as `accountId`, into the calls, so what is cached and what is asked for never
 * differ; it follows a switch in any element of the page and in the user's other tabs. The
 * account's details come from the session, or from the user context: read from the page's cache
 * (a shell element or the host loads it), and fetched only when `details` is asked for, so a
 * data widget alone on a page makes no context call.
 */
export function useSelectedAccount(options: { details?: boolean } = {}): SelectedAccount {
  const state = useSessionState();
  const shell = useShellApi();
  const { data: context } = useSWR<UserContext, PortalError>(
    SHELL_KEYS.context,
    options.details ? () => shell.context() : null,
    { revalidateOnFocus: false, dedupingInterval: 10_000 },
  );
  return selectedAccountOf(state, context);
}
