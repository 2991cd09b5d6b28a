/**
 * The users list's rules (shell-and-admin.md §2 "User management", §3 User profile, §5): what the
 * administrator chose (search, filters, sort, page), how it reads from and writes to a URL query
 * (a reload, Back and a shared link keep it), the query of GET users/list and of the export it
 * becomes, and the words of a row and of the bulk status change. Pure: no React, no fetch, no clock.
 */
import type {
  BulkStatusResult,
  UserExportQuery,
  UserListQuery,
  UserSort,
  UserStatus,
  UserSummary,
  UserType,
} from '@anp/core/services/users';

export const STATUS_OPTIONS: readonly UserStatus[] = ['Active', 'In Progress', 'Inactive'];
export const USER_TYPE_OPTIONS: readonly UserType[] = ['Internal', 'External', 'Customer'];
export const SORT_FIELDS: readonly UserSort[] = [
  'name',
  'email',
  'userType',
  'role',
  'status',
  'lastSignIn',
];

export type SortDirection = 'asc' | 'desc';

export interface UserListSort {
  field: UserSort;
  direction: SortDirection;
}

/** By name, A to Z: an administrator looks people up by name. */
export const DEFAULT_SORT: UserListSort = { field: 'name', direction: 'asc' };

/** Rows per page (the contract's default limit). */
export const PAGE_SIZE = 25;

/** Typing pauses this long before the search is sent (one request per word, not per key). */
export const SEARCH_DEBOUNCE_MS = 400;

/** The contract's longest search (UserListQuery.search). */
export const SEARCH_MAX_LENGTH = 100;

/** The contract's most users in one bulk status change (BulkStatusChange.userIds). */
export const BULK_MAX = 500;

export interface UserListFilters {
  /** Name or e-mail, as typed (normalised when sent). */
  search: string;
  status: UserStatus | null;
  userType: UserType | null;
  /** A role code of users/configurations. */
  role: string | null;
  /** A market code: us, canada, mx, ... */
  region: string | null;
  businessUnit: string | null;
  /** Users linked to this account, and the account's label to show for it. */
  account: { id: string; label: string } | null;
}

export const EMPTY_FILTERS: UserListFilters = {
  search: '',
  status: null,
  userType: null,
  role: null,
  region: null,
  businessUnit: null,
  account: null,
};

export interface UserListState {
  filters: UserListFilters;
  sort: UserListSort;
  /** 1-based. */
  page: number;
}

export const DEFAULT_LIST_STATE: UserListState = {
  filters: EMPTY_FILTERS,
  sort: DEFAULT_SORT,
  page: 1,
};

/** Query parameters of the list state, as the host page writes them into its URL. */
export const URL_PARAMS = {
  search: 'q',
  status: 'status',
  userType: 'type',
  role: 'role',
  region: 'region',
  businessUnit: 'unit',
  account: 'account',
  accountLabel: 'accountName',
  sort: 'sort',
  direction: 'direction',
  page: 'page',
} as const;

/** A search as the API takes it: trimmed, inner runs of spaces as one, at most 100 characters. */
export function normalizeSearch(value: string | null | undefined): string {
  return (value ?? '').trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX_LENGTH).trim();
}

/** A code as the API takes it (the contract's Code and Country): trimmed, else null. */
const CODE = /^[A-Za-z0-9._:-]{1,64}$/;
function codeOf(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return CODE.test(text) ? text : null;
}

function pick<T extends string>(value: string | null | undefined, options: readonly T[]): T | null {
  const wanted = (value ?? '').trim().toLowerCase();
  return options.find((o) => o.toLowerCase() === wanted) ?? null;
}

export function sortOf(
  field: string | null | undefined,
  direction: string | null | undefined,
): UserListSort {
  const known = pick(field, SORT_FIELDS);
  if (!known) return DEFAULT_SORT;
  return { field: known, direction: (direction ?? '').trim() === 'desc' ? 'desc' : 'asc' };
}

/** A page number of the URL: a whole number from 1, else the first page. */
export function pageOf(value: string | null | undefined): number {
  const n = Number((value ?? '').trim());
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

/**
 * The list state of a URL query. Anything it does not recognise (an unknown status, a page that
 * is not a number) is left out rather than refused: a shared link with a stale value still opens
 * the list. Filter options the server lacks (an old role) are the server's to ignore.
 */
export function parseListState(params: URLSearchParams): UserListState {
  const accountId = codeOf(params.get(URL_PARAMS.account));
  const accountLabel = (params.get(URL_PARAMS.accountLabel) ?? '').trim().slice(0, 200);
  const region = (params.get(URL_PARAMS.region) ?? '').trim().toLowerCase();
  return {
    filters: {
      search: normalizeSearch(params.get(URL_PARAMS.search)),
      status: pick(params.get(URL_PARAMS.status), STATUS_OPTIONS),
      userType: pick(params.get(URL_PARAMS.userType), USER_TYPE_OPTIONS),
      role: codeOf(params.get(URL_PARAMS.role)),
      region: /^[a-z]{2,10}$/.test(region) ? region : null,
      businessUnit: codeOf(params.get(URL_PARAMS.businessUnit)),
      account: accountId ? { id: accountId, label: accountLabel || accountId } : null,
    },
    sort: sortOf(params.get(URL_PARAMS.sort), params.get(URL_PARAMS.direction)),
    page: pageOf(params.get(URL_PARAMS.page)),
  };
}

/**
 * Writes the list state into `params` (other parameters of the page stay): empty filters, the
 * default sort and the first page are left out, so the plain list has a plain URL.
 */
export function writeListState(
  state: UserListState,
  params = new URLSearchParams(),
): URLSearchParams {
  const out = new URLSearchParams(params);
  for (const name of Object.values(URL_PARAMS)) out.delete(name);
  const { filters, sort, page } = state;
  const search = normalizeSearch(filters.search);
  if (search) out.set(URL_PARAMS.search, search);
  if (filters.status) out.set(URL_PARAMS.status, filters.status);
  if (filters.userType) out.set(URL_PARAMS.userType, filters.userType);
  if (filters.role) out.set(URL_PARAMS.role, filters.role);
  if (filters.region) out.set(URL_PARAMS.region, filters.region);
  if (filters.businessUnit) out.set(URL_PARAMS.businessUnit, filters.businessUnit);
  if (filters.account) {
    out.set(URL_PARAMS.account, filters.account.id);
    out.set(URL_PARAMS.accountLabel, filters.account.label);
  }
  if (sort.field !== DEFAULT_SORT.field || sort.direction !== DEFAULT_SORT.direction) {
    out.set(URL_PARAMS.sort, sort.field);
    out.set(URL_PARAMS.direction, sort.direction);
  }
  if (page > 1) out.set(URL_PARAMS.page, String(page));
  return out;
}

/** A stable text of the state, for cache keys and comparisons. */
export function listStateKey(state: UserListState): string {
  return writeListState(state).toString();
}

/** How many filters narrow the list (the search counts as one), for "Clear filters". */
export function activeFilterCount(filters: UserListFilters): number {
  return [
    normalizeSearch(filters.search) !== '',
    filters.status !== null,
    filters.userType !== null,
    filters.role !== null,
    filters.region !== null,
    filters.businessUnit !== null,
    filters.account !== null,
  ].filter(Boolean).length;
}

/** The filters of users/list and users/list/export, without the empty ones. */
function filterQuery(state: UserListState) {
  const { filters, sort } = state;
  const search = normalizeSearch(filters.search);
  return {
    ...(search ? { search } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.userType ? { userType: filters.userType } : {}),
    ...(filters.role ? { role: filters.role } : {}),
    ...(filters.region ? { region: filters.region } : {}),
    ...(filters.businessUnit ? { businessUnit: filters.businessUnit } : {}),
    ...(filters.account ? { accountId: filters.account.id } : {}),
    sort: sort.field,
    order: sort.direction,
  };
}

/** The query of GET users/list for the state's page. */
export function listQueryOf(state: UserListState, pageSize = PAGE_SIZE): UserListQuery {
  return { ...filterQuery(state), limit: pageSize, offset: (state.page - 1) * pageSize };
}

/** The query of GET users/list/export: the filtered list (every page), sorted as shown. */
export function exportQueryOf(
  state: UserListState,
  format: 'csv' | 'xlsx',
  lang: UserExportQuery['lang'],
): UserExportQuery {
  return { ...filterQuery(state), format, ...(lang ? { lang } : {}) };
}

/** Pages of a list of `total` rows; at least one, so "Page 1 of 1" reads right when empty. */
export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/**
 * A column's sort after a click on its heading: the same column turns around, another starts A
 * to Z (last sign-in starts with the most recent). A new sort starts on the first page.
 */
export function nextSort(current: UserListSort, field: UserSort): UserListSort {
  if (current.field === field)
    return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: field === 'lastSignIn' ? 'desc' : 'asc' };
}

/** The state with other filters: back to the first page, as the old page may not exist. */
export function withFilters(state: UserListState, filters: UserListFilters): UserListState {
  return { ...state, filters, page: 1 };
}

/** A user's full name as the list shows it ("Last, First" would differ by market; kept plain). */
export function fullName(user: Pick<UserSummary, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** The primary account of a row and how many more accounts the user has ("+2"). */
export function accountsOf(user: Pick<UserSummary, 'primaryAccount' | 'accountCount'>): {
  primary: string | null;
  more: number;
} {
  const primary = user.primaryAccount
    ? `${user.primaryAccount.name} (${user.primaryAccount.soldToCode})`
    : null;
  const more = Math.max(0, user.accountCount - (user.primaryAccount ? 1 : 0));
  return { primary, more };
}

export type StatusTone = 'success' | 'info' | 'neutral';

/** The status badge's tone: active green, in progress blue, inactive grey. */
export function statusTone(status: UserStatus): StatusTone {
  return status === 'Active' ? 'success' : status === 'In Progress' ? 'info' : 'neutral';
}

export type BulkAction = 'activate' | 'deactivate';

/** The ids of the selection the server is asked to change, at most the contract's 500. */
export function bulkIds(selected: ReadonlySet<string>): string[] {
  return [...selected].slice(0, BULK_MAX);
}

/** The selection after a page of rows was (un)ticked by "select page". */
export function togglePage(
  selected: ReadonlySet<string>,
  pageIds: readonly string[],
  on: boolean,
): Set<string> {
  const next = new Set(selected);
  for (const id of pageIds) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** The "select page" box: all of the page's rows, some of them, or none. */
export function pageSelection(
  selected: ReadonlySet<string>,
  pageIds: readonly string[],
): 'all' | 'some' | 'none' {
  const chosen = pageIds.filter((id) => selected.has(id)).length;
  if (chosen === 0) return 'none';
  return chosen === pageIds.length ? 'all' : 'some';
}

/** What a bulk status change did, for the message after it. */
export interface BulkOutcome {
  action: BulkAction;
  updated: number;
  refused: { userId: string; message: string }[];
}

export function bulkOutcome(action: BulkAction, result: BulkStatusResult): BulkOutcome {
  return {
    action,
    updated: result.updated.length,
    refused: result.refused.map(({ userId, message }) => ({ userId, message })),
  };
}
