import { headingLevelOf, useNamespaces } from '@anp/core';
import { ACCOUNT_BALANCE_NS } from './i18n';
import { useAccountBalance } from './use-account-balance';
import { useAccountBalanceData } from './use-account-balance-data';
import { AccountBalanceView, type HeadingLevel } from './account-balance.view';

export interface AccountBalanceProps {
  /** The card's heading; the strings' own without one. */
  heading?: string | undefined;
  /** Level of the heading, 1 to 6 (default 2). */
  headingLevel?: number | undefined;
}

const NAMESPACES = [ACCOUNT_BALANCE_NS];

/**
 * Account balance: the selected account's card (the start `npm run new:feature` made).
 * @example <KitRoot config={config}><AccountBalance heading="My account" /></KitRoot>
 */
export function AccountBalance({ heading, headingLevel }: AccountBalanceProps) {
  useNamespaces(NAMESPACES);
  const state = useAccountBalance(useAccountBalanceData());
  return (
    <AccountBalanceView
      state={state}
      heading={heading}
      headingLevel={headingLevelOf<HeadingLevel>(headingLevel, 2)}
    />
  );
}
