import type { ScopedMutator } from 'swr';
import {
  canPurchase,
  dispatchAnpEvent,
  parsePortalPath,
  PortalError,
  requestNavigation,
  SHELL_KEYS,
  sessionStoreOf,
  type Account,
  type PortalPath,
  type ShellApi,
  type UserContext,
} from '@anp/core';
import {
  accountSwitchEffects,
  landingAfterSwitch,
  regionSwitchEffects,
  type SessionWrite,
} from './model/switch';
import type { AccountSwitchOptions } from './use-account-switch';

/**
 * What a switch does (shell-and-admin.md §4), loaded when the user first chooses an account or a
 * region: the element's start carries only the hook's state, not this work.
 */
export interface SwitchContext {
  win: Window;
  /** Where the events are dispatched from (the element, or the page's window). */
  target: EventTarget;
  shell: ShellApi;
  mutate: ScopedMutator;
  portal: { portalPrefix: string; country: string; lang: string };
  options: AccountSwitchOptions;
  /** The switch is over: the picker stops showing it as pending. */
  settle(): void;
}

/**
 * Where the user goes after a switch, also from a page outside the portal's routes: the market of
 * the chosen account or region.
 */
function landing({ win, portal }: SwitchContext, region: string): string {
  const here = parsePortalPath(win.location.pathname);
  // Embedded on a page outside the portal's routes: the portal of this element's market.
  const path: PortalPath = here ?? {
    prefix: portal.portalPrefix === '/animalnutrition' ? '/animalnutrition' : '',
    country: portal.country,
    lang: portal.lang,
    page: '',
  };
  return landingAfterSwitch(path, region);
}

// One change of the session store: every element of the page (and the user's other tabs) sees
// the new account, its region, unit and details at once.
function write(win: Window, writes: readonly SessionWrite[], account: Account | null): void {
  sessionStoreOf(win).write({
    values: Object.fromEntries(writes.map((w) => [w.key, w.value])),
    account,
  });
}

/**
 * Choosing an account: the server hears of it first (from users who may purchase); a failure
 * keeps the previous selection and is returned. Then the session, the shared user context, the
 * events, the callbacks and the landing page.
 */
export async function switchAccount(
  ctx: SwitchContext,
  account: Account,
): Promise<PortalError | null> {
  const { win, target, shell, mutate, options } = ctx;
  const { groups, accounts, onAccounts, onAccountChange, onSwitched } = options;
  const fx = accountSwitchEffects({
    chosen: account,
    accounts,
    storedBusinessUnit: sessionStoreOf(win).read('bzUnit'),
    canPurchase: canPurchase(groups),
  });
  try {
    if (fx.notifyServer) await shell.selectAccount(account.id, { publishErrors: false });
  } catch (failure) {
    // Nothing was stored yet.
    return failure instanceof PortalError
      ? failure
      : new PortalError({ code: 'UNKNOWN', cause: failure });
  }
  write(win, fx.session, { ...account, selected: true });
  onAccounts?.(fx.accounts);
  // Only a server that heard of the switch can confirm it; for the others the cached context
  // keeps what the user chose (the session store is what every element reads).
  void mutate<UserContext>(
    SHELL_KEYS.context,
    (context) =>
      context && {
        ...context,
        selectedAccount: { ...account, selected: true },
        businessUnit: account.businessUnit,
        regions: context.regions.map((r) => ({ ...r, selected: r.shortname === account.region })),
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
  ctx.settle();
  onSwitched?.();
  requestNavigation(target, landing(ctx, account.region), win);
  return null;
}

/** Choosing a region: no account stays selected; the server is not told (§7 has no call). */
export function switchRegion(ctx: SwitchContext, region: string): void {
  const { win, target, mutate, options } = ctx;
  const { accounts, onAccounts, onRegionChange, onSwitched } = options;
  const fx = regionSwitchEffects(region, accounts);
  write(win, fx.session, null);
  onAccounts?.(fx.accounts);
  void mutate<UserContext>(
    SHELL_KEYS.context,
    (context) =>
      context && {
        ...context,
        selectedAccount: null,
        regions: context.regions.map((r) => ({ ...r, selected: r.shortname === region })),
      },
    { revalidate: false },
  );
  dispatchAnpEvent(target, 'anp-region-changed', { region });
  onRegionChange?.(region);
  ctx.settle();
  onSwitched?.();
  requestNavigation(target, landing(ctx, region), win);
}
