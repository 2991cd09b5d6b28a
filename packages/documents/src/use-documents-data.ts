import { useSelectedAccount, type PortalError } from '@anp/core';
import { usePagedList } from '@anp/core/hooks';
import { useDocumentsApi, type DocumentSummary } from '@anp/core/services/documents';
import { listingKey, requestOf, type DocumentFilter } from './model/listing';

/**
 * The account the documents are for: the session's selected sold-to (an account's own price
 * lists change with it), as the cache key and the calls' X-Account-Id.
 */
export function useDocumentsAccount(): string {
  return useSelectedAccount().key;
}

export interface DocumentPages {
  documents: DocumentSummary[];
  /** Documents matching the filter; null before the first answer. */
  total: number | null;
  /** The first page of this filter is on its way (`documents` may still be the last filter's). */
  loading: boolean;
  /** `documents` answer an earlier filter while the new one loads (shown dimmed). */
  stale: boolean;
  /** A further page is on its way. */
  loadingMore: boolean;
  error: PortalError | null;
  hasMore: boolean;
  loadMore(): void;
  retry(): void;
}

/**
 * Pages of GET documents, or of GET search/documents while a search is active (ordering.md §7):
 * the first page whenever the filter changes, the next on `loadMore`. A new filter keeps the last
 * documents on screen until its answer; coming back finds the pages already loaded.
 */
export function useDocumentPages(filter: DocumentFilter, limit: number): DocumentPages {
  const api = useDocumentsApi();
  const account = useDocumentsAccount();
  const list = usePagedList<DocumentSummary>({
    key: ['anp:documents', listingKey(account, filter, limit)],
    pageSize: limit,
    keepPrevious: true,
    fetchPage: async (offset, pageSize) => {
      const call = requestOf(filter, offset, pageSize);
      const options = { publishErrors: false, accountId: account };
      const page =
        call.call === 'search'
          ? await api.search(call.query, options)
          : await api.list(call.query, options);
      return { items: page.documents, total: page.totalCount };
    },
  });
  return {
    documents: list.items,
    total: list.total,
    loading: list.loading,
    stale: list.stale,
    loadingMore: list.loadingMore,
    error: list.error,
    hasMore: list.hasMore,
    loadMore: list.loadMore,
    retry: list.retry,
  };
}
