/**
 * The orders list's query as filters: canonical statuses and types (any case, comma-separated;
 * an unknown value is a 400 on its field, so a typo never silently shows everything), calendar
 * dates, a number or PO prefix, and the sort.
 */
import { isIsoDate } from '@anp/rules/calendar';
import { OrderStatus, OrderType, type OrderSortField, type OrdersQuery } from '@anp/contract';
import { HttpError } from '../http-error';

export const ORDER_STATUS_VALUES: readonly OrderStatus[] = OrderStatus.anyOf.map(
  (literal) => literal.const,
);
export const ORDER_TYPE_VALUES: readonly OrderType[] = OrderType.anyOf.map(
  (literal) => literal.const,
);
export const MEMO_STATUS_VALUES = ['Open', 'Cancelled', 'Invoiced'] as const;
export const MEMO_TYPE_VALUES = ['credit memo', 'debit memo'] as const;

/**
 * A comma-separated filter as canonical values; any case and spaces around values are accepted.
 * An unknown value is a 400 on its field, so a typo never silently shows everything.
 */
export function parseList(
  raw: string | undefined,
  allowed: readonly string[],
  field: string,
): string[] | null {
  if (raw === undefined) return null;
  const values = raw
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (values.length === 0) return null;
  return [
    ...new Set(
      values.map((value) => {
        const canonical = allowed.find((a) => a.toLowerCase() === value.toLowerCase());
        if (!canonical)
          throw new HttpError(
            400,
            'VALIDATION',
            `${field} has an unknown value "${value}"; allowed: ${allowed.join(', ')}`,
            field,
          );
        return canonical;
      }),
    ),
  ];
}

/** A YYYY-MM-DD that is a real calendar date, else a 400 on its field. */
export function calendarDate(value: string | undefined, field: string): string | null {
  if (value === undefined) return null;
  if (!isIsoDate(value) || value < '1900-01-01' || value > '2999-12-31')
    throw new HttpError(400, 'VALIDATION', `${value} is not a calendar date`, field);
  return value;
}

/** LIKE pattern matching the start of a value, any case; % _ and \ match themselves. */
export const prefixPattern = (text: string): string =>
  `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Decision: dates and amounts list the latest or largest first, text A to Z. */
const DEFAULT_DIRECTION: Readonly<Record<OrderSortField, 'asc' | 'desc'>> = {
  orderDate: 'desc',
  orderNumber: 'desc',
  status: 'asc',
  type: 'asc',
  po: 'asc',
  requestedDate: 'desc',
  amount: 'desc',
};

/** What the list shows: parsed and checked from the query. */
export interface ListFilter {
  accountId: string;
  orderStatuses: string[] | null;
  orderTypes: string[] | null;
  memoStatuses: string[] | null;
  /** credit or debit. */
  memoTypes: string[] | null;
  wantOrders: boolean;
  wantMemos: boolean;
  from: string | null;
  to: string | null;
  /** LIKE pattern of the number or PO prefix. */
  search: string | null;
  sort: OrderSortField;
  direction: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** The list query as a filter of the account's orders (and memos with `withMemos`). */
export function listFilter(accountId: string, query: OrdersQuery, withMemos: boolean): ListFilter {
  const statuses = parseList(
    query.status,
    [...new Set<string>([...ORDER_STATUS_VALUES, ...MEMO_STATUS_VALUES])],
    'query.status',
  );
  const types = parseList(query.type, [...ORDER_TYPE_VALUES, ...MEMO_TYPE_VALUES], 'query.type');
  const from = calendarDate(query.from, 'query.from');
  const to = calendarDate(query.to, 'query.to');
  if (from && to && from > to)
    throw new HttpError(400, 'VALIDATION', 'query.from must not be after query.to', 'query.from');
  const search = query.search?.trim() ?? '';
  const sort = query.sort ?? 'orderDate';
  return {
    accountId,
    orderStatuses:
      statuses?.filter((s) => (ORDER_STATUS_VALUES as readonly string[]).includes(s)) ?? null,
    orderTypes: types?.filter((t) => (ORDER_TYPE_VALUES as readonly string[]).includes(t)) ?? null,
    memoStatuses:
      statuses?.filter((s) => (MEMO_STATUS_VALUES as readonly string[]).includes(s)) ?? null,
    memoTypes:
      types
        ?.filter((t) => (MEMO_TYPE_VALUES as readonly string[]).includes(t))
        .map((t) => t.replace(' memo', '')) ?? null,
    wantOrders: query.kind !== 'memo',
    wantMemos: withMemos && query.kind !== 'order',
    from,
    to,
    search: search ? prefixPattern(search) : null,
    sort,
    direction: query.direction ?? DEFAULT_DIRECTION[sort],
    offset: query.offset ?? 0,
    limit: query.limit ?? 100,
  };
}
