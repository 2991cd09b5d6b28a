/** The session storage keys of shell-and-admin.md §3, shared by every element of a page. */
export const SESSION_KEYS = {
  selectedAccountRegion: 'selectedAccountRegion',
  bzUnit: 'bzUnit',
  salesOrg: 'salesOrg',
  userLocale: 'userLocale',
  userType: 'userType',
  soldToId: 'soldToId',
  accToggled: 'accToggled',
  regionToggled: 'regionToggled',
} as const;

export type SessionKey = keyof typeof SESSION_KEYS;

/**
 * The account part of a cache key and of a call's `accountId` when the session names no account:
 * the server answers for the account it holds as selected.
 */
export const SERVER_SELECTED_ACCOUNT = 'selected';
