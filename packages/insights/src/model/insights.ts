/**
 * The card's rules, pure: no React, no fetch, no DOM. The session holds the selected account's
 * sold-to, region, sales organisation and business unit (shell-and-admin.md §3); the card lists
 * those the account has, in that order.
 */
import type { Account } from '@anp/contract';

export type AccountFactKey = 'soldTo' | 'region' | 'salesOrg' | 'businessUnit';

export interface AccountFact {
  key: AccountFactKey;
  value: string;
}

/** The facts of an account the card shows: its codes, without the empty ones. */
export function accountFacts(
  account: Pick<Account, 'soldToCode' | 'region' | 'salesOrg' | 'businessUnit'>,
): AccountFact[] {
  const facts: [AccountFactKey, string][] = [
    ['soldTo', account.soldToCode],
    ['region', account.region.toUpperCase()],
    ['salesOrg', account.salesOrg],
    ['businessUnit', account.businessUnit],
  ];
  return facts
    .map(([key, value]) => ({ key, value: value.trim() }))
    .filter((fact) => fact.value !== '');
}
