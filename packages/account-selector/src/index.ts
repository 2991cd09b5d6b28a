/** @anp/account-selector (scaffold: the account-selector work fills this in). */
import type { Account } from '@anp/core';

export interface AccountSelectorProps {
  /** `dropdown`: a button in a header bar that opens the selector; `panel`: inline (mobile nav). */
  variant?: 'dropdown' | 'panel';
  /** Called after a successful account switch (the element also dispatches anp-account-changed). */
  onAccountChange?: (account: Account) => void;
  /** Called after a region switch (the element also dispatches anp-region-changed). */
  onRegionChange?: (region: string) => void;
}

export function AccountSelector(_props: AccountSelectorProps) {
  return null;
}
