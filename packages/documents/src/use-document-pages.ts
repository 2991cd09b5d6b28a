import { useCallback, useEffect, useRef, useState } from 'react';
import {
  onAnpEvent,
  readSession,
  toPortalError,
  useKitWindow,
  type PortalError,
} from '@anp/core';
import { useDocumentsApi, type DocumentSummary } from '@anp/core/services/documents';
import { hasMorePages, listingKey, requestOf, type DocumentFilter } from './model/listing';

/**
 * The account the documents are for: the session's selected sold-to, read again when the
 * account selector announces a switch (an account's own price lists change with it).
 */
export function useDocumentsAccount(): string {
  const win = useKitWindow();
  const [account, setAccount] = useState(() => readSession('soldToId', win) ?? 'selected');
  useEffect(() => {
    const read = () => setAccount(readSession('soldToId', win) ?? 'selected');
    const stops = [
      onAnpEvent(win, 'anp-account-changed', read),
      onAnpEvent(win, 'anp-region-changed', read),
    ];
    return () => stops.forEach((stop) => stop());
  }, [win]);
  return account;
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

interface PagesState {
  key: string;
  documents: DocumentSummary[];
  total: number | null;
  loading: boolean;
  error: PortalError | null;
}

const EMPTY: PagesState = { key: '', documents: [], total: null, loading: false, error: null };

/**
 * Pages of GET documents, or of GET search/documents while a search is active (ordering.md §7):
 * the first page whenever the filter changes, the next on `loadMore`. An answer to an older
 * filter is dropped; a new filter keeps the last documents on screen until its answer.
 */
export function useDocumentPages(filter: DocumentFilter, limit: number): DocumentPages {
  const api = useDocumentsApi();
  const account = useDocumentsAccount();
  const key = listingKey(account, filter, limit);
  const [state, setState] = useState<PagesState>(EMPTY);
  const inFlight = useRef<AbortController | null>(null);
  const { search, docType, sort } = filter;

  const request = useCallback(
    (offset: number) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const call = requestOf({ search, docType, sort }, offset, limit);
      const options = { signal: controller.signal, publishErrors: false };
      (call.call === 'search' ? api.search(call.query, options) : api.list(call.query, options))
        .then((page) => {
          if (controller.signal.aborted) return;
          setState((s) => ({
            key,
            documents:
              offset === 0 || s.key !== key ? page.documents : [...s.documents, ...page.documents],
            total: page.totalCount,
            loading: false,
            error: null,
          }));
        })
        .catch((failure: unknown) => {
          if (controller.signal.aborted) return;
          setState((s) => ({
            ...(s.key === key ? s : { ...EMPTY, key }),
            loading: false,
            error: toPortalError(failure),
          }));
        });
    },
    [api, key, limit, search, docType, sort],
  );

  useEffect(() => {
    request(0);
    return () => inFlight.current?.abort();
    // Only a new filter (or account) asks again.
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  const fetchPage = useCallback(
    (offset: number) => {
      setState((s) =>
        s.key === key ? { ...s, loading: true, error: null } : { ...EMPTY, key, loading: true },
      );
      request(offset);
    },
    [key, request],
  );

  const current = state.key === key;
  const busy = !current || state.loading;
  const stale = !current && state.documents.length > 0;
  const documents = current || stale ? state.documents : [];
  const total = current ? state.total : null;
  const more = current && hasMorePages(documents.length, total);
  const error = current ? state.error : null;
  const shown = current ? documents.length : 0;

  const loadMore = useCallback(() => {
    if (!busy && more && error === null) fetchPage(shown);
  }, [busy, more, error, fetchPage, shown]);
  const retry = useCallback(() => fetchPage(shown), [fetchPage, shown]);

  return {
    documents,
    total,
    loading: busy && (!current || documents.length === 0),
    stale,
    loadingMore: busy && current && documents.length > 0,
    error,
    hasMore: more,
    loadMore,
    retry,
  };
}
