import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  toPortalError,
  useKitContext,
  useShellApi,
  windowOf,
  type Account,
  type PortalError,
} from '@anp/core';
import type { SwitchContext } from './switch-account.lazy';

export interface AccountSwitchOptions {
  /** The signed-in user's groups (the purchase group decides the server call). */
  groups: readonly string[];
  /** The accounts the picker holds; they get the new `selected` flags. */
  accounts: readonly Account[];
  onAccounts?: (accounts: Account[]) => void;
  onAccountChange?: ((account: Account) => void) | undefined;
  onRegionChange?: ((region: string) => void) | undefined;
  /** After a switch, before navigating (the dropdown closes). */
  onSwitched?: () => void;
}

export interface AccountSwitch {
  chooseAccount(account: Account): Promise<void>;
  chooseRegion(region: string): Promise<void>;
  /** The account being switched to while the server call runs. */
  pending: Account | null;
  /** Why the last switch failed; the previous selection stays. */
  error: PortalError | null;
}

/**
 * Switching account or region (shell-and-admin.md §4): applies the effects the model computes,
 * tells the server when the user may purchase, updates the shared user context so the header
 * follows, publishes `anp-account-changed` / `anp-business-unit-changed` / `anp-region-changed`,
 * calls the prop callbacks and asks the page to navigate to the landing page.
 */
export function useAccountSwitch(options: AccountSwitchOptions): AccountSwitch {
  const shell = useShellApi();
  const { mutate } = useSWRConfig();
  const { host, root, country, config } = useKitContext();
  const [pending, setPending] = useState<Account | null>(null);
  const [error, setError] = useState<PortalError | null>(null);
  const busy = useRef(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const win = windowOf(root);
  const target: EventTarget = host ?? win;

  const context = useCallback(
    (): SwitchContext => ({
      win,
      target,
      shell,
      mutate,
      portal: { portalPrefix: config.portalPrefix, country, lang: config.lang },
      options: latest.current,
      settle: () => {
        setPending(null);
        busy.current = false;
      },
    }),
    [win, target, shell, mutate, config.portalPrefix, config.lang, country],
  );

  const chooseAccount = useCallback(
    async (account: Account) => {
      if (busy.current) return;
      busy.current = true;
      setError(null);
      setPending(account);
      const failure = await import('./switch-account.lazy')
        .then((m) => m.switchAccount(context(), account))
        .catch((problem: unknown) => toPortalError(problem));
      if (failure) {
        setError(failure);
        setPending(null);
        busy.current = false;
      }
    },
    [context],
  );

  const chooseRegion = useCallback(
    async (region: string) => {
      if (busy.current) return;
      busy.current = true;
      setError(null);
      await import('./switch-account.lazy')
        .then((m) => m.switchRegion(context(), region))
        .catch((problem: unknown) => {
          setError(toPortalError(problem));
          busy.current = false;
        });
    },
    [context],
  );

  return { chooseAccount, chooseRegion, pending, error };
}
