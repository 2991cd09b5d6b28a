import { useEffect, useMemo, useState } from 'react';
import { toPortalError, type PortalError } from '@anp/core';
import { useDocumentsApi } from '@anp/core/services/documents';
import {
  TiffError,
  decodeTiffPage,
  readTiff,
  tiffPageProblem,
  type TiffFile,
  type TiffImage,
} from '../model/tiff';

export type TiffLoad =
  | { status: 'loading' }
  | { status: 'failed'; error: PortalError }
  | { status: 'ready'; bytes: Uint8Array; file: TiffFile }
  | { status: 'unreadable'; problem: TiffError };

const LOADING = { status: 'loading' } as const;

export interface TiffDocument {
  state: TiffLoad;
  /** Pages of the file; 0 until it is read. */
  count: number;
  /** The page shown, decoded; a TiffError when that page cannot be drawn; null meanwhile. */
  image: TiffImage | TiffError | null;
  /** Reads the file again after a failure. */
  retry(): void;
}

/**
 * A TIFF document's bytes (documents/download through the kit's API client, with the user's
 * token: ordering.md §7) read by the kit's decoder, and the page shown decoded when it is shown.
 * A page that cannot be drawn says why; the other pages still show.
 */
export function useTiffFile(documentId: string, page: number, onLoaded: () => void): TiffDocument {
  const api = useDocumentsApi();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; value: TiffLoad } | null>(null);
  const key = `${documentId}#${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    api
      .download(documentId, { signal: controller.signal, publishErrors: false })
      .then((result) => result.blob.arrayBuffer())
      .then((buffer) => {
        if (controller.signal.aborted) return;
        const bytes = new Uint8Array(buffer);
        try {
          setLoaded({ key, value: { status: 'ready', bytes, file: readTiff(bytes) } });
          onLoaded();
        } catch (error) {
          if (!(error instanceof TiffError)) throw error;
          setLoaded({ key, value: { status: 'unreadable', problem: error } });
        }
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ key, value: { status: 'failed', error: toPortalError(failure) } });
      });
    return () => controller.abort();
    // The callback's identity does not reload the file.
  }, [api, documentId, key]); // eslint-disable-line react-hooks/exhaustive-deps

  const state: TiffLoad = loaded?.key === key ? loaded.value : LOADING;

  const image = useMemo((): TiffImage | TiffError | null => {
    const ready = loaded?.key === key && loaded.value.status === 'ready' ? loaded.value : null;
    const current = ready?.file.pages[page - 1];
    if (!ready || !current) return null;
    const problem = tiffPageProblem(current);
    if (problem) return problem;
    try {
      return decodeTiffPage(ready.bytes, ready.file, page - 1);
    } catch (error) {
      if (error instanceof TiffError) return error;
      throw error;
    }
  }, [loaded, key, page]);

  return {
    state,
    count: state.status === 'ready' ? state.file.pages.length : 0,
    image,
    retry: () => setAttempt((a) => a + 1),
  };
}
