import { useCallback, useEffect, useRef, useState } from 'react';
import { documentOf, PortalError, toPortalError, useApiClient, useKitContext } from '@anp/core';
import { useDocumentsApi, type PreviewUrl } from '@anp/core/services/documents';
import { previewKindOf, type PreviewKind } from './model/file-kind';
import { isExpiring, resolvePreviewUrl } from './model/preview-url';

export type PreviewState =
  | { status: 'loading' }
  | { status: 'failed'; error: PortalError }
  | {
      status: 'ready';
      preview: PreviewUrl;
      /** The absolute URL the viewer reads the file from. */
      url: string;
      kind: PreviewKind;
      /** A new URL is on its way (the last one expired); the viewer keeps showing meanwhile. */
      refreshing: boolean;
    };

/** The preview URL of a document, and what the viewers report about reading it. */
export interface DocumentPreviewData {
  state: PreviewState;
  /** Asks for the preview URL again after a failure (the Retry button). */
  retry(): void;
  /**
   * A viewer could not read the file. The first time after a success the URL is asked for again
   * (it has most likely expired: a video paused for ten minutes, a tab left open); a second
   * failure in a row is shown, with Retry and the download.
   * Returns whether a new URL is on its way.
   */
  onViewerError(): boolean;
  /** A viewer read the file: the next failure may again ask for a new URL. */
  onViewerLoaded(): void;
}

interface Fetched {
  documentId: string;
  attempt: number;
  data: PreviewUrl | null;
  error: PortalError | null;
}

/**
 * The preview's data (ordering.md §7 documents/getPreviewURL/{docID}): a fresh signed URL each
 * time a document is opened (never a cached one that may have expired), and a new one when the
 * file can no longer be read with it.
 */
export function useDocumentPreviewData(documentId: string): DocumentPreviewData {
  const documents = useDocumentsApi();
  const api = useApiClient();
  const { root } = useKitContext();
  const [attempt, setAttempt] = useState(0);
  const [fetched, setFetched] = useState<Fetched | null>(null);
  const refreshedSinceLoad = useRef(false);

  useEffect(() => {
    if (!documentId) return undefined;
    const controller = new AbortController();
    documents
      .previewUrl(documentId, { signal: controller.signal, publishErrors: false })
      .then((data) => {
        if (controller.signal.aborted) return;
        // A URL already at its end (a clock far off) is still used once rather than looping.
        if (isExpiring(data.expiresAt, Date.now()))
          console.warn('AN Portal Kit: the preview URL expires at once; check the clocks.');
        setFetched({ documentId, attempt, data, error: null });
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        // A failed refresh keeps nothing: the old URL is what failed.
        setFetched({ documentId, attempt, data: null, error: toPortalError(failure) });
      });
    return () => controller.abort();
  }, [documents, documentId, attempt]);

  // Another document starts over.
  const [seen, setSeen] = useState(documentId);
  if (seen !== documentId) {
    setSeen(documentId);
    setAttempt(0);
  }
  useEffect(() => {
    refreshedSinceLoad.current = false;
  }, [documentId]);

  const retry = useCallback(() => {
    refreshedSinceLoad.current = false;
    setAttempt((a) => a + 1);
  }, []);

  const onViewerError = useCallback(() => {
    if (refreshedSinceLoad.current) return false;
    refreshedSinceLoad.current = true;
    setAttempt((a) => a + 1);
    return true;
  }, []);

  const onViewerLoaded = useCallback(() => {
    refreshedSinceLoad.current = false;
  }, []);

  const state = stateOf(fetched, documentId, attempt, api.url('document', ''), root);
  return { state, retry, onViewerError, onViewerLoaded };
}

function stateOf(
  fetched: Fetched | null,
  documentId: string,
  attempt: number,
  serviceBase: string,
  root: Document | ShadowRoot,
): PreviewState {
  if (!fetched || fetched.documentId !== documentId) return { status: 'loading' };
  if (fetched.error) {
    // The retry of a failure shows as loading until it answers.
    return fetched.attempt === attempt
      ? { status: 'failed', error: fetched.error }
      : { status: 'loading' };
  }
  const preview = fetched.data;
  if (!preview) return { status: 'loading' };
  const page = documentOf(root).baseURI;
  const url = resolvePreviewUrl(preview.url, serviceBase, page);
  if (!url) return { status: 'failed', error: new PortalError({ code: 'UNKNOWN' }) };
  return {
    status: 'ready',
    preview,
    url,
    kind: previewKindOf(preview),
    refreshing: fetched.attempt !== attempt,
  };
}
