import { describe, expect, it } from 'vitest';
import {
  MAX_SEARCH_LENGTH,
  PAGE_SIZE,
  isSearching,
  listingKey,
  pageSizeOf,
  parseDocType,
  parseDocumentId,
  parseSort,
  requestOf,
  searchTermOf,
  type DocumentFilter,
  type DocumentRequest,
} from './listing';

const ALL: DocumentFilter = { search: '', docType: '', sort: 'newest' };

describe('given the filters of the documents list', () => {
  it.each<[string, DocumentFilter, DocumentRequest]>([
    [
      'the plain list is newest first',
      ALL,
      {
        call: 'list',
        query: { offset: 0, limit: 24, sort: 'publishedAt', direction: 'desc' },
      },
    ],
    [
      'by title is A to Z',
      { ...ALL, sort: 'title' },
      { call: 'list', query: { offset: 0, limit: 24, sort: 'title', direction: 'asc' } },
    ],
    [
      'a type filters the list',
      { ...ALL, docType: 'certificate' },
      {
        call: 'list',
        query: {
          offset: 0,
          limit: 24,
          docType: 'certificate',
          sort: 'publishedAt',
          direction: 'desc',
        },
      },
    ],
    [
      'a search goes to the search service, without a sort',
      { ...ALL, search: '  price   list ', sort: 'title' },
      { call: 'search', query: { q: 'price list', offset: 0, limit: 24 } },
    ],
    [
      'a search keeps the type',
      { ...ALL, search: 'iso', docType: 'certificate' },
      { call: 'search', query: { q: 'iso', offset: 0, limit: 24, docType: 'certificate' } },
    ],
    [
      'a blank search is the list',
      { ...ALL, search: '   ' },
      {
        call: 'list',
        query: { offset: 0, limit: 24, sort: 'publishedAt', direction: 'desc' },
      },
    ],
  ])('%s', (_name, filter, request) => {
    expect(requestOf(filter, 0, 24)).toEqual(request);
  });

  it('pages with the offset of the documents already shown', () => {
    expect(requestOf(ALL, 48, 24).query).toMatchObject({ offset: 48, limit: 24 });
  });

  it.each([
    ['price', 'price'],
    ['  two   words ', 'two words'],
    ['x'.repeat(150), 'x'.repeat(MAX_SEARCH_LENGTH)],
    ['', ''],
  ])('the search %j is sent as %j', (text, term) => {
    expect(searchTermOf(text)).toBe(term);
    expect(isSearching({ ...ALL, search: text })).toBe(term !== '');
  });

  it('keys a listing by account, call and filter, not by offset or the words of the box', () => {
    const key = listingKey('001A', { ...ALL, search: 'price  list' }, 24);
    expect(listingKey('001A', { ...ALL, search: ' price list' }, 24)).toBe(key);
    expect(listingKey('001B', { ...ALL, search: 'price list' }, 24)).not.toBe(key);
    expect(listingKey('001A', ALL, 24)).not.toBe(listingKey('001A', { ...ALL, sort: 'title' }, 24));
    expect(listingKey('001A', ALL, 24)).not.toBe(listingKey('001A', ALL, 12));
  });

  it.each([
    ['pricelist', 'pricelist'],
    [' Certificate ', 'certificate'],
    ['VIDEO', 'video'],
    ['invoice', ''],
    ['', ''],
    [null, ''],
  ])('the type %j reads as %j', (value, kind) => {
    expect(parseDocType(value)).toBe(kind);
  });

  it.each([
    ['title', 'title'],
    ['TITLE', 'title'],
    ['newest', 'newest'],
    ['oldest', 'newest'],
    [undefined, 'newest'],
  ])('the sort %j reads as %j', (value, sort) => {
    expect(parseSort(value)).toBe(sort);
  });

  it.each([
    [12, 12],
    [100, 100],
    [0, PAGE_SIZE],
    [101, PAGE_SIZE],
    [2.5, PAGE_SIZE],
    [undefined, PAGE_SIZE],
  ])('a page size of %s gives %i', (value, size) => {
    expect(pageSizeOf(value)).toBe(size);
  });
});

describe('given a document id from a link', () => {
  it.each([
    ['doc-us-0001', 'doc-us-0001'],
    [' doc-001Dm00001-2026-03 ', 'doc-001Dm00001-2026-03'],
    ['a.b_c', 'a.b_c'],
    ['..', null],
    ['../users', null],
    ['doc%2F1', null],
    ['x'.repeat(65), null],
    ['', null],
    [null, null],
  ])('%j opens %j', (value, id) => {
    expect(parseDocumentId(value)).toBe(id);
  });
});
