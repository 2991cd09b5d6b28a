/**
 * The documents list's rules (ordering.md §2 route `documents`, §7 documents and
 * search/documents): the document types, the sort orders, which call a filter makes, paging, and
 * the `?doc=` parameter that opens a document directly. Pure: no React, no fetch.
 */
import type {
  DocumentKind,
  DocumentSearchQuery,
  DocumentsQuery,
} from '@anp/core/services/documents';

/** The document types, in the order the filter offers them. */
export const DOCUMENT_KINDS: readonly DocumentKind[] = [
  'pricelist',
  'brochure',
  'label',
  'certificate',
  'video',
];

/** The list's orders: newest first (price lists of this month on top), or by title. */
export type DocumentSort = 'newest' | 'title';
export const DOCUMENT_SORTS: readonly DocumentSort[] = ['newest', 'title'];

/** Typing pauses this long before a search is sent; clearing the box applies at once. */
export const SEARCH_DEBOUNCE_MS = 400;

/** Documents per page (the API's own default). */
export const PAGE_SIZE = 24;

/** The search service takes at most 100 characters. */
export const MAX_SEARCH_LENGTH = 100;

export interface DocumentFilter {
  /** The (debounced) search; blank means the plain list. */
  search: string;
  /** A document type; '' for all. */
  docType: DocumentKind | '';
  sort: DocumentSort;
}

/** A type as written in an attribute or a URL; anything else means all types. */
export function parseDocType(value: string | null | undefined): DocumentKind | '' {
  const v = (value ?? '').trim().toLowerCase();
  return (DOCUMENT_KINDS as readonly string[]).includes(v) ? (v as DocumentKind) : '';
}

export function parseSort(value: string | null | undefined): DocumentSort {
  return (value ?? '').trim().toLowerCase() === 'title' ? 'title' : 'newest';
}

/** The API allows 1..100 documents per page; other values fall back to {@link PAGE_SIZE}. */
export function pageSizeOf(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 100
    ? value
    : PAGE_SIZE;
}

/** The search as sent: trimmed, inner runs of spaces as one, at most 100 characters. */
export function searchTermOf(text: string): string {
  return text.trim().replace(/\s+/g, ' ').slice(0, MAX_SEARCH_LENGTH).trim();
}

/** Which call a filter makes, and with what. */
export type DocumentRequest =
  { call: 'list'; query: DocumentsQuery } | { call: 'search'; query: DocumentSearchQuery };

/**
 * The call for one page: with a search, GET search/documents (the service orders by relevance
 * and takes no sort); without, GET documents in the chosen order. The type filter applies to both.
 */
export function requestOf(filter: DocumentFilter, offset: number, limit: number): DocumentRequest {
  const q = searchTermOf(filter.search);
  const docType = filter.docType ? { docType: filter.docType } : {};
  if (q) return { call: 'search', query: { q, offset, limit, ...docType } };
  return {
    call: 'list',
    query: {
      offset,
      limit,
      ...docType,
      ...(filter.sort === 'title'
        ? { sort: 'title', direction: 'asc' }
        : { sort: 'publishedAt', direction: 'desc' }),
    },
  };
}

/** Whether a search is active (the sort then reads "best match"). */
export function isSearching(filter: DocumentFilter): boolean {
  return searchTermOf(filter.search) !== '';
}

/** Identifies a listing: its account, call, filter and page size (not the offset). */
export function listingKey(account: string, filter: DocumentFilter, limit: number): string {
  const { call, query } = requestOf(filter, 0, limit);
  const { offset: _offset, ...rest } = query;
  return JSON.stringify([account, call, rest]);
}

/**
 * A document id as given in `?doc=` or the `document-id` attribute: 1 to 64 characters of
 * letters, digits, `-`, `_` and `.` (the service's ids); anything else is ignored, so a link can
 * never smuggle a path into the preview call.
 */
export function parseDocumentId(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  return /^[A-Za-z0-9._-]{1,64}$/.test(v) && !/^\.+$/.test(v) ? v : null;
}
