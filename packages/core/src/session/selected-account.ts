import { useSyncExternalStore } from 'react';
import type { Account, UserContext } from '@anp/contract';
import { useKitWindow } from '../element/root';
import { SERVER_SELECTED_ACCOUNT } from './keys';
import { sessionStoreOf, type SessionState } from './store';

export interface SelectedAccount {
  /** The sold-to the page works on (`soldToId`); null when none is chosen (a region switch). */
  id: string | null;
  /**
   * The account part of a cache key, and the `X-Account-Id` of the calls made for it: the id,
   * or `'selected'` when the session names none (the server answers for the account it holds).
   */
  key: string;
  /** The selected region (`selectedAccountRegion`). */
  region: string | null;
  salesOrg: string | null;
  /** The business unit (`bzUnit`). */
  businessUnit: string | null;
  /**
   * The account's details (names, codes, address) for display: those the session holds, else
   * the user context's when it names the same account; null until known or when none is chosen.
   */
  account: Account | null;
  /** Whether the user chose a region, so that no account is selected. */
  regionChosen: boolean;
}

/** The selected account as the session holds it, with the context's details as a fallback. */
export function selectedAccountOf(
  state: SessionState,
  context: Pick<UserContext, 'selectedAccount'> | null | undefined,
): SelectedAccount {
  const { values } = state;
  const id = values.soldToId;
  const regionChosen = values.regionToggled === 'true' && id === null;
  const fromContext = context?.selectedAccount ?? null;
  let account: Account | null = state.account;
  if (!account && fromContext && !regionChosen && (id === null || fromContext.id === id)) {
    account = fromContext;
  }
  return {
    id,
    key: id ?? SERVER_SELECTED_ACCOUNT,
    region: values.selectedAccountRegion,
    salesOrg: values.salesOrg,
    businessUnit: values.bzUnit,
    account,
    regionChosen,
  };
}

/** The session state of the widget's page, re-rendering when any element or tab changes it. */
export function useSessionState(): SessionState {
  const store = sessionStoreOf(useKitWindow());
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
