import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_STATE,
  EMPTY_FILTERS,
  accountsOf,
  activeFilterCount,
  bulkIds,
  bulkOutcome,
  exportQueryOf,
  listQueryOf,
  nextSort,
  pageCount,
  pageSelection,
  parseListState,
  statusTone,
  togglePage,
  withFilters,
  writeListState,
  type UserListState,
} from './user-list';

const FILTERED: UserListState = {
  filters: {
    search: '  ana   lópez ',
    status: 'In Progress',
    userType: 'Customer',
    role: 'Retailer',
    region: 'mx',
    businessUnit: 'feed',
    account: { id: '001DmMX000004', label: 'Granja San Isidro (0012100044)' },
  },
  sort: { field: 'lastSignIn', direction: 'desc' },
  page: 3,
};

describe('given the list state in the URL (shell-and-admin.md §2: reload and Back keep the list)', () => {
  it('writes a plain list as a plain URL, and reads it back', () => {
    expect(writeListState(DEFAULT_LIST_STATE).toString()).toBe('');
    expect(parseListState(new URLSearchParams(''))).toEqual(DEFAULT_LIST_STATE);
  });

  it('round-trips every filter, the sort and the page, keeping the page’s other parameters', () => {
    const params = writeListState(FILTERED, new URLSearchParams('tab=x&q=old'));
    expect(params.get('tab')).toBe('x');
    expect(params.get('q')).toBe('ana lópez');
    const back = parseListState(params);
    expect(back).toEqual({ ...FILTERED, filters: { ...FILTERED.filters, search: 'ana lópez' } });
  });

  it.each([
    ['status=Deleted', 'status', null],
    ['type=robot', 'userType', null],
    ['status=inactive', 'status', 'Inactive'],
    ['region=MX', 'region', 'mx'],
    ['region=m%20x', 'region', null],
    ['role=%3Cscript%3E', 'role', null],
  ])('reads %s leniently: %s is %s', (query, key, value) => {
    const state = parseListState(new URLSearchParams(query));
    expect(state.filters[key as keyof typeof state.filters]).toEqual(value);
  });

  it.each([
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=abc', 1],
    ['page=4', 4],
  ])('reads %s as page %i', (query, page) => {
    expect(parseListState(new URLSearchParams(query)).page).toBe(page);
  });

  it('falls back to the default sort for an unknown column, and to A-Z for an unknown direction', () => {
    expect(parseListState(new URLSearchParams('sort=salary')).sort).toEqual(
      DEFAULT_LIST_STATE.sort,
    );
    expect(parseListState(new URLSearchParams('sort=email&direction=up')).sort).toEqual({
      field: 'email',
      direction: 'asc',
    });
  });

  it('shows an account named by id alone by its id', () => {
    expect(parseListState(new URLSearchParams('account=001Dm1')).filters.account).toEqual({
      id: '001Dm1',
      label: '001Dm1',
    });
  });
});

describe('given the query of users/list and of the export (the contract’s UserListQuery)', () => {
  it('sends only the filters in force, the sort, and the page as offset and limit', () => {
    expect(listQueryOf(DEFAULT_LIST_STATE)).toEqual({
      sort: 'name',
      order: 'asc',
      limit: 25,
      offset: 0,
    });
    expect(listQueryOf(FILTERED, 10)).toEqual({
      search: 'ana lópez',
      status: 'In Progress',
      userType: 'Customer',
      role: 'Retailer',
      region: 'mx',
      businessUnit: 'feed',
      accountId: '001DmMX000004',
      sort: 'lastSignIn',
      order: 'desc',
      limit: 10,
      offset: 20,
    });
  });

  it('exports the same filtered, sorted list without paging, in the page language', () => {
    const query = exportQueryOf(FILTERED, 'xlsx', 'es');
    expect(query).toMatchObject({ format: 'xlsx', lang: 'es', status: 'In Progress' });
    expect(query).not.toHaveProperty('offset');
    expect(query).not.toHaveProperty('limit');
  });

  it('counts the filters in force, and goes back to the first page when they change', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, search: '   ' })).toBe(0);
    expect(activeFilterCount(FILTERED.filters)).toBe(7);
    expect(withFilters(FILTERED, EMPTY_FILTERS).page).toBe(1);
  });
});

describe('given paging and sorting', () => {
  it.each([
    [0, 1],
    [25, 1],
    [26, 2],
    [301, 13],
  ])('%i users make %i pages of 25', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });

  it('turns a column around on a second click; a new column starts A-Z, last sign-in newest first', () => {
    expect(nextSort({ field: 'name', direction: 'asc' }, 'name')).toEqual({
      field: 'name',
      direction: 'desc',
    });
    expect(nextSort({ field: 'name', direction: 'desc' }, 'email').direction).toBe('asc');
    expect(nextSort({ field: 'name', direction: 'asc' }, 'lastSignIn').direction).toBe('desc');
  });
});

describe('given a row (issue 15: primary account and count of accounts, status badge)', () => {
  const primary = { accountId: 'a1', soldToCode: '0010100012', name: 'Prairie Feed' };
  it.each([
    [primary, 3, 'Prairie Feed (0010100012)', 2],
    [primary, 1, 'Prairie Feed (0010100012)', 0],
    [null, 0, null, 0],
    [null, 2, null, 2],
  ])('primary %o with %i accounts shows %s and +%i', (p, count, text, more) => {
    expect(accountsOf({ primaryAccount: p, accountCount: count })).toEqual({ primary: text, more });
  });

  it('gives each status its tone', () => {
    expect(statusTone('Active')).toBe('success');
    expect(statusTone('In Progress')).toBe('info');
    expect(statusTone('Inactive')).toBe('neutral');
  });
});

describe('given a selection across pages and a bulk status change', () => {
  it('ticks and unticks a whole page, keeping the other pages’ choices', () => {
    const chosen = togglePage(new Set(['x']), ['a', 'b'], true);
    expect([...chosen].sort()).toEqual(['a', 'b', 'x']);
    expect(pageSelection(chosen, ['a', 'b'])).toBe('all');
    expect(pageSelection(new Set(['a']), ['a', 'b'])).toBe('some');
    expect(pageSelection(new Set(['x']), ['a', 'b'])).toBe('none');
    expect([...togglePage(chosen, ['a', 'b'], false)]).toEqual(['x']);
  });

  it('asks for at most the contract’s 500 users at once', () => {
    const many = new Set(Array.from({ length: 620 }, (_, i) => `u${i}`));
    expect(bulkIds(many)).toHaveLength(500);
  });

  it('counts what was updated and keeps why the others were refused', () => {
    expect(
      bulkOutcome('deactivate', {
        updated: ['a', 'b'],
        refused: [{ userId: 'me', code: 'SELF', message: 'You cannot deactivate yourself.' }],
      }),
    ).toEqual({
      action: 'deactivate',
      updated: 2,
      refused: [{ userId: 'me', message: 'You cannot deactivate yourself.' }],
    });
  });
});
