import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_STATE,
  EMPTY_FILTERS,
  activeFilterCount,
  dateRangeOf,
  datePresets,
  earliestOrderDate,
  isIsoDate,
  normalizeSearch,
  ordersQueryOf,
  parseListState,
  sortOf,
  writeListState,
  type ListState,
} from './filters';

const state = (over: Partial<ListState['filters']> = {}, sort = DEFAULT_LIST_STATE.sort) => ({
  filters: { ...EMPTY_FILTERS, ...over },
  sort,
});

describe('given a URL query of the orders page', () => {
  it.each([
    ['nothing', '', DEFAULT_LIST_STATE],
    [
      'statuses in any case and order, each once',
      'status=shipped,Placed,placed',
      state({ statuses: ['Placed', 'Shipped'] }),
    ],
    ['an unknown status left out', 'status=Lost,Open', state({ statuses: ['Open'] })],
    [
      'order types and memo kinds',
      'type=credit%20memo,sales%20order',
      state({ types: ['sales order', 'credit memo'] }),
    ],
    [
      'a date range',
      'from=2026-01-01&to=2026-03-31',
      state({ dates: { from: '2026-01-01', to: '2026-03-31' } }),
    ],
    [
      'a reversed range put right',
      'from=2026-03-31&to=2026-01-01',
      state({ dates: { from: '2026-01-01', to: '2026-03-31' } }),
    ],
    ['half a range left out', 'from=2026-01-01', DEFAULT_LIST_STATE],
    ['a date that does not exist', 'from=2026-02-30&to=2026-03-01', DEFAULT_LIST_STATE],
    ['a search, trimmed', 'search=%20%20PO-77%20%20', state({ search: 'PO-77' })],
    [
      'a sort by amount, ascending',
      'sort=amount&direction=asc',
      state({}, { field: 'amount', direction: 'asc' }),
    ],
    [
      'a sort without direction: descending',
      'sort=orderNumber',
      state({}, { field: 'orderNumber', direction: 'desc' }),
    ],
    ['a sort the API lacks', 'sort=weight&direction=asc', DEFAULT_LIST_STATE],
  ])('reads %s', (_, query, expected) => {
    expect(parseListState(new URLSearchParams(query))).toEqual(expected);
  });
});

describe('given the list state to write into the URL', () => {
  it.each([
    ['the plain list as no parameters', DEFAULT_LIST_STATE, ''],
    [
      'every filter and a sort',
      state(
        {
          statuses: ['Placed', 'Open'],
          types: ['sales order'],
          dates: { from: '2026-01-01', to: '2026-01-31' },
          search: ' 4000 ',
        },
        { field: 'amount', direction: 'asc' },
      ),
      'status=Placed%2COpen&type=sales+order&from=2026-01-01&to=2026-01-31&search=4000&sort=amount&direction=asc',
    ],
  ])('writes %s', (_, value, expected) => {
    expect(writeListState(value).toString()).toBe(expected);
  });

  it('keeps the page’s other parameters and replaces its own', () => {
    const params = new URLSearchParams('tab=2&status=Placed&search=x');
    expect(writeListState(state({ statuses: ['Shipped'] }), params).toString()).toBe(
      'tab=2&status=Shipped',
    );
  });

  it('reads back what it wrote', () => {
    const value = state(
      { statuses: ['Cancelled'], types: ['credit memo', 'invoice'], search: 'PO 9' },
      { field: 'po', direction: 'asc' },
    );
    expect(parseListState(writeListState(value))).toEqual({
      ...value,
      filters: { ...value.filters, types: ['invoice', 'credit memo'] },
    });
  });
});

describe('given the filters as a query of GET orders/ordersandmemos', () => {
  it.each([
    [
      'the plain list sorts newest first',
      DEFAULT_LIST_STATE,
      { offset: 0, limit: 100, sort: 'orderDate', direction: 'desc' },
    ],
    [
      'lists are comma-separated',
      state({ statuses: ['Placed', 'Shipped'], types: ['sales order', 'debit memo'] }),
      {
        offset: 0,
        limit: 100,
        status: 'Placed,Shipped',
        type: 'sales order,debit memo',
        sort: 'orderDate',
        direction: 'desc',
      },
    ],
    [
      'dates and a search',
      state({ dates: { from: '2026-02-01', to: '2026-02-28' }, search: '  po  12 ' }),
      {
        offset: 0,
        limit: 100,
        from: '2026-02-01',
        to: '2026-02-28',
        search: 'po 12',
        sort: 'orderDate',
        direction: 'desc',
      },
    ],
  ])('%s', (_, value, expected) => {
    expect(ordersQueryOf(value, 0, 100)).toEqual(expected);
  });

  it('asks for the page at the offset given', () => {
    expect(ordersQueryOf(DEFAULT_LIST_STATE, 200, 100)).toMatchObject({ offset: 200, limit: 100 });
  });
});

describe('given the filter helpers', () => {
  it.each([
    [EMPTY_FILTERS, 0],
    [{ ...EMPTY_FILTERS, search: '   ' }, 0],
    [{ ...EMPTY_FILTERS, statuses: ['Placed', 'Shipped'] as const }, 1],
    [
      {
        statuses: ['Placed'] as const,
        types: ['invoice'] as const,
        dates: { from: '2026-01-01', to: '2026-01-02' },
        search: 'x',
      },
      4,
    ],
  ])('counts the kinds of filter applied (%#)', (filters, count) => {
    expect(activeFilterCount(filters)).toBe(count);
  });

  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['26-01-01', false],
    [null, false],
  ])('%s is a calendar date: %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it.each([
    ['  a   b ', 'a b'],
    ['x'.repeat(50), 'x'.repeat(40)],
    [null, ''],
  ])('normalizes the search %j', (value, expected) => {
    expect(normalizeSearch(value)).toBe(expected);
  });

  it.each([
    ['2026-01-01', '2026-01-01', { from: '2026-01-01', to: '2026-01-01' }],
    ['2026-01-01', '', null],
  ])('makes a range of %s and %s', (from, to, expected) => {
    expect(dateRangeOf(from, to)).toEqual(expected);
  });

  it.each([
    [null, null, { field: 'orderDate', direction: 'desc' }],
    ['STATUS', 'ASC', { field: 'status', direction: 'asc' }],
  ])('reads the sort %s %s', (field, direction, expected) => {
    expect(sortOf(field, direction)).toEqual(expected);
  });
});

describe('given today for the date presets', () => {
  it('offers the last 30 and 90 days, this year and last year', () => {
    expect(datePresets('2026-03-15')).toEqual([
      { id: 'last30', from: '2026-02-14', to: '2026-03-15' },
      { id: 'last90', from: '2025-12-16', to: '2026-03-15' },
      { id: 'thisYear', from: '2026-01-01', to: '2026-03-15' },
      { id: 'lastYear', from: '2025-01-01', to: '2025-12-31' },
    ]);
  });

  it('offers none for a date it cannot read', () => {
    expect(datePresets('soon')).toEqual([]);
  });

  it('lets the picker reach back to the start of the year two years ago', () => {
    expect(earliestOrderDate('2026-03-15')).toBe('2024-01-01');
  });
});
