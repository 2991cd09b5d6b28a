import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  canPurchase,
  dispatchAnpEvent,
  parsePortalPath,
  PortalError,
  readSession,
  requestNavigation,
  SHELL_KEYS,
  useKitContext,
  useShellApi,
  windowOf,
  writeSession,
  type Account,
  type PortalPath,
  type UserContext,
} from '@anp/core';
import { accountSwitchEffects, landingAfterSwitch, regionSwitchEffects } from './model/switch';
import type { SessionWrite } from './model/switch';

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
  chooseRegion(region: string): void;
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

  const landing = useCallback((): string => {
    const here = parsePortalPath(win.location.pathname);
    // Embedded on a page outside the portal's routes: the portal of this element's market.
    const path: PortalPath = here ?? {
      prefix: config.portalPrefix === '/animalnutrition' ? '/animalnutrition' : '',
      country,
      lang: config.lang,
      page: '',
    };
    return landingAfterSwitch(path);
  }, [win, config.portalPrefix, config.lang, country]);

  const write = useCallback(
    (writes: readonly SessionWrite[]) => {
      for (const w of writes) writeSession(w.key, w.value, win);
    },
    [win],
  );

  const chooseAccount = useCallback(
    async (account: Account) => {
      if (busy.current) return;
      busy.current = true;
      const { groups, accounts, onAccounts, onAccountChange, onSwitched } = latest.current;
      const fx = accountSwitchEffects({
        chosen: account,
        accounts,
        storedBusinessUnit: readSession('bzUnit', win),
        canPurchase: canPurchase(groups),
      });
      setError(null);
      setPending(account);
      try {
        if (fx.notifyServer) await shell.selectAccount(account.id, { publishErrors: false });
      } catch (failure) {
        // A failed call keeps the previous selection: nothing was stored yet.
        setError(
          failure instanceof PortalError
            ? failure
            : new PortalError({ code: 'UNKNOWN', cause: failure }),
        );
        setPending(null);
        busy.current = false;
        return;
      }
      write(fx.session);
      onAccounts?.(fx.accounts);
      // The header reads the same cache entry. Only a server that heard of the switch can
      // confirm it; for the others the cache keeps what the user chose until the next page load.
      void mutate<UserContext>(
        SHELL_KEYS.context,
        (ctx) =>
          ctx && {
            ...ctx,
            selectedAccount: { ...account, selected: true },
            businessUnit: account.businessUnit,
            regions: ctx.regions.map((r) => ({ ...r, selected: r.shortname === account.region })),
          },
        { revalidate: fx.notifyServer },
      );
      dispatchAnpEvent(target, 'anp-account-changed', {
        accountId: account.id,
        region: account.region,
      });
      if (fx.businessUnitChange) {
        dispatchAnpEvent(target, 'anp-business-unit-changed', fx.businessUnitChange);
      }
      onAccountChange?.({ ...account, selected: true });
      setPending(null);
      busy.current = false;
      onSwitched?.();
      requestNavigation(target, landing(), win);
    },
    [shell, mutate, write, target, landing, win],
  );

  const chooseRegion = useCallback(
    (region: string) => {
      if (busy.current) return;
      const { accounts, onAccounts, onRegionChange, onSwitched } = latest.current;
      const fx = regionSwitchEffects(region, accounts);
      setError(null);
      write(fx.session);
      onAccounts?.(fx.accounts);
      void mutate<UserContext>(
        SHELL_KEYS.context,
        (ctx) =>
          ctx && {
            ...ctx,
            selectedAccount: null,
            regions: ctx.regions.map((r) => ({ ...r, selected: r.shortname === region })),
          },
        { revalidate: false },
      );
      dispatchAnpEvent(target, 'anp-region-changed', { region });
      onRegionChange?.(region);
      onSwitched?.();
      requestNavigation(target, landing(), win);
    },
    [mutate, write, target, landing, win],
  );

  return { chooseAccount, chooseRegion, pending, error };
}
