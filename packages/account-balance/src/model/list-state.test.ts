import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STATE,
  activeFilterCount,
  listQueryOf,
  pageCount,
  parseItemsState,
  withFilters,
  writeItemsState,
  type ItemsState,
} from './list-state';

// Issue 16: the open items' filters (finance/filter), sort and paging live in the page address.
const FULL: ItemsState = {
  filters: {
    itemType: 'invoice',
    bucket: 'days31to60',
    dateField: 'dueDate',
    dates: { from: '2026-01-01', to: '2026-03-31' },
    search: 'NF-100',
  },
  sort: 'amount',
  direction: 'desc',
  page: 3,
};

describe('given the list state in the page address', () => {
  it('writes nothing for the default list, and keeps other parameters', () => {
    expect(writeItemsState(DEFAULT_STATE, new URLSearchParams('lang=pt')).toString()).toBe(
      'lang=pt',
    );
  });

  it('reads back what it wrote', () => {
    const written = writeItemsState(FULL);
    expect(written.toString()).toBe(
      'type=invoice&bucket=days31to60&dateBy=dueDate&from=2026-01-01&to=2026-03-31&q=NF-100&sort=amount&dir=desc&page=3',
    );
    expect(parseItemsState(written)).toEqual(FULL);
  });

  it.each([
    ['type=refund&bucket=old&page=-2&sort=color', DEFAULT_STATE],
    ['from=2026-05-01&to=2026-04-01', DEFAULT_STATE],
    ['from=2026-05-01', DEFAULT_STATE],
    ['page=1.5', DEFAULT_STATE],
    ['sort=amount&dir=sideways', { ...DEFAULT_STATE, sort: 'amount', direction: 'asc' }],
  ])('falls back to the defaults for %s', (query, expected) => {
    expect(parseItemsState(new URLSearchParams(query))).toEqual(expected);
  });
});

describe('given the list state', () => {
  it('asks finance/list for its page, filters and sort', () => {
    expect(listQueryOf(FULL, 25)).toEqual({
      offset: 50,
      limit: 25,
      sort: 'amount',
      direction: 'desc',
      itemType: 'invoice',
      bucket: 'days31to60',
      dateField: 'dueDate',
      from: '2026-01-01',
      to: '2026-03-31',
      search: 'NF-100',
    });
    expect(listQueryOf(DEFAULT_STATE, 25)).toEqual({
      offset: 0,
      limit: 25,
      sort: 'dueDate',
      direction: 'asc',
    });
  });

  it('starts again on page 1 when a filter changes, and counts the filters', () => {
    const next = withFilters(FULL, { bucket: null });
    expect(next.page).toBe(1);
    expect(activeFilterCount(next.filters)).toBe(3);
    expect(activeFilterCount(DEFAULT_STATE.filters)).toBe(0);
  });

  it.each([
    [0, 1],
    [25, 1],
    [26, 2],
    [251, 11],
  ])('%i rows fill %i pages', (rows, pages) => {
    expect(pageCount(rows, 25)).toBe(pages);
  });
});
