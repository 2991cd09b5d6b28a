/**
 * Pure rules of the account picker (shell-and-admin.md §2 "Account selector", §5, §9): which mode
 * it shows, how many accounts a page holds, how an account is labelled, when the region accordion
 * appears and which account and region are current. No React, no fetch.
 */
import {
  ACCOUNT_PICKER_THRESHOLD,
  SEARCH_DEBOUNCE_MS,
  accountPageSize,
  type Account,
  type Region,
} from '@anp/core';

/** shell-and-admin.md §5, §9: the request for a search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE = SEARCH_DEBOUNCE_MS;

/** `list`: the accounts as plain buttons; `flyout`: a search box over a paged listbox. */
export type PickerMode = 'list' | 'flyout';

/**
 * shell-and-admin.md §2, §5: a plain list with at most 5 accounts and no search term; a
 * searchable flyout with more than 5 accounts or any search term (so a search that narrows the
 * results to a few keeps its search box). A term of blanks only counts as no term.
 */
export function pickerMode(accountCount: number, searchTerm: string): PickerMode {
  return accountCount > ACCOUNT_PICKER_THRESHOLD || searchTerm.trim() !== '' ? 'flyout' : 'list';
}

/** shell-and-admin.md §7, §9: pages of 20 accounts on Korean pages, 200 elsewhere. */
export function pageSize(country: string): number {
  return accountPageSize(country);
}

const isKorea = (country: string) => country.trim().toLowerCase() === 'kr';

function present(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/**
 * How the picker names an account. Korean pages (shell-and-admin.md §2): sold-to code, second
 * name, then the contact person in brackets, leaving out what is missing. Other markets: the
 * account's name and sold-to code, as the API's `label` field (`fullname (soldToCode)`).
 */
export function accountLabel(
  account: Pick<Account, 'fullname' | 'soldToCode' | 'customerName2' | 'contactPerson'>,
  country: string,
): string {
  const code = present(account.soldToCode);
  if (isKorea(country)) {
    const contact = present(account.contactPerson);
    return [code, present(account.customerName2), contact ? `(${contact})` : '']
      .filter((part) => part !== '')
      .join(' ');
  }
  const name = present(account.fullname);
  if (name === '') return code;
  return code === '' ? name : `${name} (${code})`;
}

/** shell-and-admin.md §2: the region (country) accordion only when there is more than one. */
export function showRegionAccordion(regions: readonly Region[]): boolean {
  return regions.length > 1;
}

/**
 * The current region: the one stored in the session (a region switch), when the user has it;
 * else the selected account's; else the region the server marks selected; else the only one.
 * Null when none applies (an admin without a selected account and several regions).
 */
export function currentRegion(
  storedRegion: string | null,
  selectedAccount: Pick<Account, 'region'> | null,
  regions: readonly Region[],
): string | null {
  const known = (code: string | null | undefined): code is string =>
    !!code && regions.some((r) => r.shortname === code);
  if (known(storedRegion)) return storedRegion;
  if (known(selectedAccount?.region)) return selectedAccount.region;
  const marked = regions.find((r) => r.selected)?.shortname;
  if (known(marked)) return marked;
  return regions.length === 1 ? (regions[0]?.shortname ?? null) : null;
}
