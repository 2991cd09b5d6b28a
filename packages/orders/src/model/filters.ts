/**
 * The filters and the sort of the orders list (ordering.md §2 screen 5): what the user chose, how
 * it reads from and writes to a URL query (a reload, Back and a shared link keep it), and the
 * query of GET orders/ordersandmemos it becomes. Pure: no React, no fetch, no clock.
 */
import type { OrdersQuery, OrderSortField } from '@anp/core/services/orders';

/** ordering.md §4 order statuses, then the memo status that orders do not have. */
export const STATUS_OPTIONS = [
  'Placed',
  'Scheduled',
  'Shipped',
  'Invoiced',
  'Cancelled',
  'Open',
] as const;
export type StatusOption = (typeof STATUS_OPTIONS)[number];

/** ordering.md §3 order types, and the credit and debit memos the list shows beside orders. */
export const TYPE_OPTIONS = [
  'sales order',
  'consignment order',
  'consignment return order',
  'domestic return order',
  'debit memo request',
  'credit memo request',
  'invoice',
  'memo',
  'credit memo',
  'debit memo',
] as const;
export type TypeOption = (typeof TYPE_OPTIONS)[number];

/** The columns the API sorts by. */
export const SORT_FIELDS: readonly OrderSortField[] = [
  'orderDate',
  'orderNumber',
  'status',
  'type',
  'po',
  'requestedDate',
  'amount',
];

export type SortDirection = 'asc' | 'desc';

export interface OrderSort {
  field: OrderSortField;
  direction: SortDirection;
}

/** Newest orders first: what a buyer looks for most often. */
export const DEFAULT_SORT: OrderSort = { field: 'orderDate', direction: 'desc' };

export interface DateRange {
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
}

export interface OrderFilters {
  statuses: readonly StatusOption[];
  types: readonly TypeOption[];
  dates: DateRange | null;
  /** Start of an order (or memo) number or of a PO. */
  search: string;
}

export const EMPTY_FILTERS: OrderFilters = { statuses: [], types: [], dates: null, search: '' };

/** Everything the list shows: the filters and the sort. */
export interface ListState {
  filters: OrderFilters;
  sort: OrderSort;
}

export const DEFAULT_LIST_STATE: ListState = { filters: EMPTY_FILTERS, sort: DEFAULT_SORT };

/** The API's longest search (OrdersQuery.search). */
export const SEARCH_MAX_LENGTH = 40;

/** Typing pauses this long before the search is sent (one request per word, not per key). */
export const SEARCH_DEBOUNCE_MS = 400;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(value: string | null | undefined): value is string {
  const match = ISO_DATE.exec(value ?? '');
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Values of a comma-separated list that are among `options`, compared without regard to case
 * or surrounding spaces, in the options' order and each once.
 */
function pickOptions<T extends string>(raw: string | null | undefined, options: readonly T[]): T[] {
  const wanted = new Set(
    (raw ?? '')
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .filter(Boolean),
  );
  return options.filter((o) => wanted.has(o.toLowerCase()));
}

/** A search as the API takes it: trimmed, inner runs of spaces as one, at most 40 characters. */
export function normalizeSearch(value: string | null | undefined): string {
  return (value ?? '').trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX_LENGTH).trim();
}

/** A date range from two dates: both must be real dates; a reversed range is put right. */
export function dateRangeOf(
  from: string | null | undefined,
  to: string | null | undefined,
): DateRange | null {
  if (!isIsoDate(from) || !isIsoDate(to)) return null;
  return from <= to ? { from, to } : { from: to, to: from };
}

export function sortOf(
  field: string | null | undefined,
  direction: string | null | undefined,
): OrderSort {
  const known = SORT_FIELDS.find((f) => f.toLowerCase() === (field ?? '').trim().toLowerCase());
  if (!known) return DEFAULT_SORT;
  const dir = (direction ?? '').trim().toLowerCase();
  // A column sorts newest or largest first unless asked otherwise, as the default sort does.
  return { field: known, direction: dir === 'asc' ? 'asc' : 'desc' };
}

/** Query parameters of the list state, as the host page writes them into its URL. */
export const URL_PARAMS = {
  status: 'status',
  type: 'type',
  from: 'from',
  to: 'to',
  search: 'search',
  sort: 'sort',
  direction: 'direction',
} as const;

/**
 * The list state of a URL query. Anything it does not recognise (an unknown status, a date that
 * does not exist, a sort the API lacks) is left out rather than refused: a shared link with a
 * stale value still opens the list.
 */
export function parseListState(params: URLSearchParams): ListState {
  return {
    filters: {
      statuses: pickOptions(params.get(URL_PARAMS.status), STATUS_OPTIONS),
      types: pickOptions(params.get(URL_PARAMS.type), TYPE_OPTIONS),
      dates: dateRangeOf(params.get(URL_PARAMS.from), params.get(URL_PARAMS.to)),
      search: normalizeSearch(params.get(URL_PARAMS.search)),
    },
    sort: sortOf(params.get(URL_PARAMS.sort), params.get(URL_PARAMS.direction)),
  };
}

/**
 * Writes the list state into `params` (other parameters of the page stay): empty filters and the
 * default sort are left out, so the plain list has a plain URL.
 */
export function writeListState(state: ListState, params = new URLSearchParams()): URLSearchParams {
  const out = new URLSearchParams(params);
  for (const name of Object.values(URL_PARAMS)) out.delete(name);
  const { filters, sort } = state;
  if (filters.statuses.length) out.set(URL_PARAMS.status, filters.statuses.join(','));
  if (filters.types.length) out.set(URL_PARAMS.type, filters.types.join(','));
  if (filters.dates) {
    out.set(URL_PARAMS.from, filters.dates.from);
    out.set(URL_PARAMS.to, filters.dates.to);
  }
  const search = normalizeSearch(filters.search);
  if (search) out.set(URL_PARAMS.search, search);
  if (sort.field !== DEFAULT_SORT.field || sort.direction !== DEFAULT_SORT.direction) {
    out.set(URL_PARAMS.sort, sort.field);
    out.set(URL_PARAMS.direction, sort.direction);
  }
  return out;
}

/** How many filters narrow the list (each kind once), for "Clear all" and the empty state. */
export function activeFilterCount(filters: OrderFilters): number {
  return (
    (filters.statuses.length > 0 ? 1 : 0) +
    (filters.types.length > 0 ? 1 : 0) +
    (filters.dates ? 1 : 0) +
    (normalizeSearch(filters.search) ? 1 : 0)
  );
}

/** The query of GET orders/ordersandmemos for one page of the list. */
export function ordersQueryOf(state: ListState, offset: number, limit: number): OrdersQuery {
  const { filters, sort } = state;
  const search = normalizeSearch(filters.search);
  return {
    offset,
    limit,
    ...(filters.statuses.length ? { status: filters.statuses.join(',') } : {}),
    ...(filters.types.length ? { type: filters.types.join(',') } : {}),
    ...(filters.dates ? { from: filters.dates.from, to: filters.dates.to } : {}),
    ...(search ? { search } : {}),
    sort: sort.field,
    direction: sort.direction,
  };
}

/** A stable text of the state, for cache keys and comparisons. */
export function listStateKey(state: ListState): string {
  return writeListState(state).toString();
}

export function sameListState(a: ListState, b: ListState): boolean {
  return listStateKey(a) === listStateKey(b);
}

// ---------------------------------------------------------------------------------------------
// Date presets

export type PresetId = 'last30' | 'last90' | 'thisYear' | 'lastYear';
export const PRESET_IDS: readonly PresetId[] = ['last30', 'last90', 'thisYear', 'lastYear'];

const dayNumber = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
};
const isoOfDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/**
 * The date range picker's quick ranges, counted from `today` (the caller's calendar date,
 * YYYY-MM-DD): the last 30 and 90 days including today, this year up to today, and last year.
 */
export function datePresets(today: string): { id: PresetId; from: string; to: string }[] {
  if (!isIsoDate(today)) return [];
  const t = dayNumber(today);
  const year = Number(today.slice(0, 4));
  return [
    { id: 'last30', from: isoOfDay(t - 29), to: today },
    { id: 'last90', from: isoOfDay(t - 89), to: today },
    { id: 'thisYear', from: `${year}-01-01`, to: today },
    { id: 'lastYear', from: `${year - 1}-01-01`, to: `${year - 1}-12-31` },
  ];
}

/** The earliest date the picker offers: order history reaches two years back. */
export function earliestOrderDate(today: string): string | null {
  if (!isIsoDate(today)) return null;
  const year = Number(today.slice(0, 4)) - 2;
  return `${year}-01-01`;
}
