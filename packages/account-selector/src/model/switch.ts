/**
 * What switching account or region changes (shell-and-admin.md §2, §3, §4), as data: the caller
 * applies the session writes, calls the server, publishes the events and navigates.
 */
import {
  buildPortalPath,
  landingPathAfterLogin,
  pathInMarket,
  type Account,
  type AnpEventMap,
  type PortalPath,
  type SessionKey,
} from '@anp/core';

/** One session-storage write; `null` removes the key. */
export interface SessionWrite {
  key: SessionKey;
  value: string | null;
}

export interface AccountSwitchInput<A extends Account = Account> {
  chosen: A;
  /** The accounts the picker holds (a page); their `selected` flags follow the choice. */
  accounts: readonly A[];
  /** The business unit stored in the session (`bzUnit`) before the switch. */
  storedBusinessUnit: string | null;
  /** Whether the user is in the purchase group (`canPurchase(groups)`). */
  canPurchase: boolean;
}

export interface AccountSwitchEffects<A extends Account = Account> {
  accounts: A[];
  session: SessionWrite[];
  /** shell-and-admin.md §4, §7: POST users/account/selected only for the purchase group. */
  notifyServer: boolean;
  /** shell-and-admin.md §4: published when the account's unit differs from the stored one. */
  businessUnitChange: AnpEventMap['anp-business-unit-changed'] | null;
}

// Units come from several systems with inconsistent casing and padding: compare them loosely.
const unitKey = (unit: string | null | undefined) => (unit ?? '').trim().toLowerCase();

/**
 * Choosing an account (shell-and-admin.md §4): it alone is selected, the session stores it
 * (soldToId, region, sales org, business unit) and flags the account toggle (a previous region
 * toggle is cleared), the server hears of it only from users who may purchase, and a
 * business-unit change is published when the unit differs from the stored one.
 */
export function accountSwitchEffects<A extends Account>(
  input: AccountSwitchInput<A>,
): AccountSwitchEffects<A> {
  const { chosen, storedBusinessUnit } = input;
  const unitChanged = unitKey(chosen.businessUnit) !== unitKey(storedBusinessUnit);
  return {
    accounts: input.accounts.map((a) => ({ ...a, selected: a.id === chosen.id })),
    session: [
      { key: 'soldToId', value: chosen.id },
      { key: 'selectedAccountRegion', value: chosen.region },
      { key: 'salesOrg', value: chosen.salesOrg },
      { key: 'bzUnit', value: chosen.businessUnit },
      { key: 'accToggled', value: 'true' },
      { key: 'regionToggled', value: null },
    ],
    notifyServer: input.canPurchase,
    businessUnitChange: unitChanged
      ? {
          businessUnit: chosen.businessUnit,
          previous:
            storedBusinessUnit === null || storedBusinessUnit === '' ? null : storedBusinessUnit,
        }
      : null,
  };
}

export interface RegionSwitchEffects<A extends Account = Account> {
  accounts: A[];
  session: SessionWrite[];
}

/**
 * Choosing a region (shell-and-admin.md §4): the session stores it, no account stays selected
 * (soldToId removed) and the region toggle is flagged. The server is not told (§7 has no call).
 */
export function regionSwitchEffects<A extends Account>(
  region: string,
  accounts: readonly A[] = [],
): RegionSwitchEffects<A> {
  return {
    accounts: accounts.map((a) => ({ ...a, selected: false })),
    session: [
      { key: 'selectedAccountRegion', value: region },
      { key: 'soldToId', value: null },
      { key: 'regionToggled', value: 'true' },
    ],
  };
}

/** Pages a Korean user stays on after a switch (shell-and-admin.md §2, last line). */
const KOREA_STAYS_ON = ['orders', 'reports'] as const;

/**
 * Where the user goes after a switch: the post-login landing page (`dashboard`), except that on
 * Korean pages the user stays on the orders or reports page when on one. Below orders (an order's
 * detail or modification) the user returns to the orders list: that order belongs to the previous
 * account. `region` is the chosen account's (or region's) market: another market's account takes
 * the user to that market's pages, in its language (issue 14: an employee acting for a Guatemalan
 * account reads /gt/es, with quetzales and quintals, not US rules).
 */
export function landingAfterSwitch(path: PortalPath, region?: string | null): string {
  const target = pathInMarket(path, region);
  const section = target.page.replace(/^\/+/, '').split('/')[0] ?? '';
  const stays = KOREA_STAYS_ON.find((page) => page === section);
  if (target === path && path.country.toLowerCase() === 'kr' && stays)
    return buildPortalPath({ ...path, page: stays });
  return landingPathAfterLogin(target);
}
