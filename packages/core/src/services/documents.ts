// Types only: the reference API's schemas are the contract; nothing of the server ships in the kit.
import type * as Contract from '@anp/contract';
import { useMemo } from 'react';
import { useApiClient } from '../element/kit-context';
import type { ApiClient, DownloadOptions, DownloadResult, RequestOptions } from '../api/client';

export type DocumentSummary = Contract.DocumentSummary;
export type DocumentList = Contract.DocumentList;
export type DocumentKind = Contract.DocumentKind;
export type DocumentsQuery = Partial<Contract.DocumentsQuery>;
export type DocumentSearchQuery = Contract.DocumentSearchQuery;
export type PreviewUrl = Contract.PreviewUrl;

type CallOptions = Pick<RequestOptions, 'signal' | 'publishErrors' | 'timeoutMs' | 'accountId'>;

/**
 * Typed calls of the document service (ordering.md §7): the list, the search, the download as a
 * blob (blob errors of §8) and the signed preview URL the preview reads the file from.
 */
export function createDocumentsApi(api: ApiClient) {
  return {
    list: (query: DocumentsQuery, o?: CallOptions) =>
      api.get<DocumentList>('document', 'documents', { ...o, query: { ...query } }),
    search: (query: Partial<DocumentSearchQuery> & { q: string }, o?: CallOptions) =>
      api.get<DocumentList>('search', 'search/documents', { ...o, query: { ...query } }),
    /** The file, with progress of the bytes received when `onProgress` is given. */
    download: (
      id: string,
      o?: CallOptions & Pick<DownloadOptions, 'onProgress'>,
    ): Promise<DownloadResult> =>
      api.download('document', 'documents/download', { ...o, query: { id } }),
    previewUrl: (id: string, o?: CallOptions) =>
      api.get<PreviewUrl>('document', `documents/getPreviewURL/${encodeURIComponent(id)}`, o),
  };
}

export type DocumentsApi = ReturnType<typeof createDocumentsApi>;

/** The document calls over the page's API client. */
export function useDocumentsApi(): DocumentsApi {
  const api = useApiClient();
  return useMemo(() => createDocumentsApi(api), [api]);
}
