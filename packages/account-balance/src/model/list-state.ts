/**
 * The open items list's state, pure: filters (item type, ageing bucket, a date range on the
 * document or due date, a search), sort and page, and how the host page keeps them in its
 * address (issue 16: "sort, paging (in the address on the host page)"). Unknown or malformed
 * parameters fall back to the defaults, so an edited or old link still opens a list.
 */
import type { AgeingBucket, ArItemType, ArListQuery, ArSort } from '@anp/core/services/finance';
import { BUCKETS } from './ageing';

export const ITEM_TYPES: readonly ArItemType[] = ['invoice', 'creditMemo', 'debitMemo', 'payment'];
export const SORTS: readonly ArSort[] = [
  'documentNumber',
  'documentDate',
  'dueDate',
  'amount',
  'openAmount',
  'daysPastDue',
];

export type DateField = 'documentDate' | 'dueDate';

export interface ItemFilters {
  itemType: ArItemType | null;
  bucket: AgeingBucket | null;
  dateField: DateField;
  dates: { from: string; to: string } | null;
  search: string;
}

export interface ItemsState {
  filters: ItemFilters;
  sort: ArSort;
  direction: 'asc' | 'desc';
  /** 1-based. */
  page: number;
}

/** Oldest due date first: what needs paying first is on top. */
export const DEFAULT_STATE: ItemsState = {
  filters: { itemType: null, bucket: null, dateField: 'documentDate', dates: null, search: '' },
  sort: 'dueDate',
  direction: 'asc',
  page: 1,
};

/** Rows per page. */
export const PAGE_SIZE = 25;

/** The address's parameter names (short, stable: they are in shared links). */
export const URL_PARAMS = {
  type: 'type',
  bucket: 'bucket',
  dateField: 'dateBy',
  from: 'from',
  to: 'to',
  search: 'q',
  sort: 'sort',
  direction: 'dir',
  page: 'page',
} as const;

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(value: string | null, options: readonly T[]): T | null =>
  value !== null && (options as readonly string[]).includes(value) ? (value as T) : null;

export function normalizeSearch(value: string | null | undefined): string {
  return (value ?? '').trim().slice(0, 40);
}

export function parseItemsState(params: URLSearchParams): ItemsState {
  const from = params.get(URL_PARAMS.from);
  const to = params.get(URL_PARAMS.to);
  const dates = from && to && ISO.test(from) && ISO.test(to) && from <= to ? { from, to } : null;
  const page = Number(params.get(URL_PARAMS.page));
  const sort = oneOf(params.get(URL_PARAMS.sort), SORTS);
  return {
    filters: {
      itemType: oneOf(params.get(URL_PARAMS.type), ITEM_TYPES),
      bucket: oneOf(params.get(URL_PARAMS.bucket), BUCKETS),
      dateField:
        oneOf(params.get(URL_PARAMS.dateField), ['documentDate', 'dueDate'] as const) ??
        'documentDate',
      dates,
      search: normalizeSearch(params.get(URL_PARAMS.search)),
    },
    sort: sort ?? DEFAULT_STATE.sort,
    direction: sort
      ? (oneOf(params.get(URL_PARAMS.direction), ['asc', 'desc'] as const) ?? 'asc')
      : DEFAULT_STATE.direction,
    page: Number.isInteger(page) && page >= 1 && page <= 40_000 ? page : 1,
  };
}

/** Writes the state into `params`, other parameters kept; defaults are left out. */
export function writeItemsState(
  state: ItemsState,
  params: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const out = new URLSearchParams(params);
  for (const name of Object.values(URL_PARAMS)) out.delete(name);
  const { filters } = state;
  if (filters.itemType) out.set(URL_PARAMS.type, filters.itemType);
  if (filters.bucket) out.set(URL_PARAMS.bucket, filters.bucket);
  if (filters.dates) {
    if (filters.dateField !== 'documentDate') out.set(URL_PARAMS.dateField, filters.dateField);
    out.set(URL_PARAMS.from, filters.dates.from);
    out.set(URL_PARAMS.to, filters.dates.to);
  }
  const search = normalizeSearch(filters.search);
  if (search) out.set(URL_PARAMS.search, search);
  if (state.sort !== DEFAULT_STATE.sort || state.direction !== DEFAULT_STATE.direction) {
    out.set(URL_PARAMS.sort, state.sort);
    out.set(URL_PARAMS.direction, state.direction);
  }
  if (state.page > 1) out.set(URL_PARAMS.page, String(state.page));
  return out;
}

/** The finance/list query of a state. */
export function listQueryOf(state: ItemsState, pageSize = PAGE_SIZE): ArListQuery {
  const { filters } = state;
  const search = normalizeSearch(filters.search);
  return {
    offset: (state.page - 1) * pageSize,
    limit: pageSize,
    sort: state.sort,
    direction: state.direction,
    ...(filters.itemType ? { itemType: filters.itemType } : {}),
    ...(filters.bucket ? { bucket: filters.bucket } : {}),
    ...(filters.dates
      ? { dateField: filters.dateField, from: filters.dates.from, to: filters.dates.to }
      : {}),
    ...(search ? { search } : {}),
  };
}

/** A filter change starts again on page 1. */
export function withFilters(state: ItemsState, filters: Partial<ItemFilters>): ItemsState {
  return { ...state, filters: { ...state.filters, ...filters }, page: 1 };
}

/** How many pages `total` rows fill (at least 1). */
export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function activeFilterCount(filters: ItemFilters): number {
  return (
    (filters.itemType ? 1 : 0) +
    (filters.bucket ? 1 : 0) +
    (filters.dates ? 1 : 0) +
    (normalizeSearch(filters.search) ? 1 : 0)
  );
}
