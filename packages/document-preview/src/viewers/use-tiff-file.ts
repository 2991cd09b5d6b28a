import { useEffect, useState } from 'react';
import { toPortalError, type PortalError } from '@anp/core';
import { useDocumentsApi } from '@anp/core/services/documents';
import { TiffError, tiffPageProblem, type TiffFile, type TiffImage } from '../model/tiff';
import { createTiffDecoder, type TiffDecoder } from './tiff-decoder';

/** Bytes received of the file's size (null when the server does not say). */
export interface Progress {
  received: number;
  total: number | null;
}

export type TiffLoad =
  | { status: 'loading'; progress: Progress | null }
  | { status: 'failed'; error: PortalError }
  | { status: 'ready'; file: TiffFile }
  | { status: 'unreadable'; problem: TiffError };

export interface TiffDocument {
  state: TiffLoad;
  /** Pages of the file; 0 until it is read. */
  count: number;
  /** The page shown, decoded; a TiffError when that page cannot be drawn; null meanwhile. */
  image: TiffImage | TiffError | null;
  /** Reads the file again after a failure. */
  retry(): void;
}

interface Opened {
  key: string;
  value: TiffLoad;
  decoder: TiffDecoder | null;
}

/**
 * A TIFF document's bytes (documents/download through the kit's API client, with the user's
 * token: ordering.md §7, with the bytes received reported as they arrive) read by utif2 in a
 * worker (tiff-decoder.ts), and the page shown decoded when it is shown. A page that cannot be
 * drawn says why; the other pages still show.
 */
export function useTiffFile(documentId: string, page: number, onLoaded: () => void): TiffDocument {
  const api = useDocumentsApi();
  const [attempt, setAttempt] = useState(0);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [decoded, setDecoded] = useState<{ key: string; image: TiffImage | TiffError } | null>(
    null,
  );
  const key = `${documentId}#${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    const decoder = createTiffDecoder();
    const set = (value: TiffLoad) => {
      if (!controller.signal.aborted) setOpened({ key, value, decoder });
    };
    api
      .download(documentId, {
        signal: controller.signal,
        publishErrors: false,
        onProgress: (received, total) => set({ status: 'loading', progress: { received, total } }),
      })
      .then((result) => result.blob.arrayBuffer())
      .then((buffer) => decoder.open(buffer))
      .then(
        (file) => {
          set({ status: 'ready', file });
          if (!controller.signal.aborted) onLoaded();
        },
        (failure: unknown) => {
          if (failure instanceof TiffError) set({ status: 'unreadable', problem: failure });
          else set({ status: 'failed', error: toPortalError(failure) });
        },
      );
    return () => {
      controller.abort();
      decoder.close();
    };
    // The callback's identity does not reload the file.
  }, [api, documentId, key]); // eslint-disable-line react-hooks/exhaustive-deps

  const current = opened?.key === key ? opened : null;
  const state: TiffLoad = current?.value ?? { status: 'loading', progress: null };
  const file = state.status === 'ready' ? state.file : null;
  const pageKey = `${key}@${page}`;

  // The page shown, decoded in the worker; a page that cannot be drawn is said so at once.
  const target = file?.pages[page - 1];
  const problem = target ? tiffPageProblem(target) : null;
  const decoder = current?.decoder ?? null;
  useEffect(() => {
    if (!file || !target || problem || !decoder) return undefined;
    let live = true;
    decoder.page(page - 1).then(
      (image) => live && setDecoded({ key: pageKey, image }),
      (error: unknown) =>
        live && setDecoded({ key: pageKey, image: new TiffError('truncated', String(error)) }),
    );
    return () => {
      live = false;
    };
  }, [file, target, problem, page, pageKey, decoder]);

  return {
    state,
    count: file ? file.pages.length : 0,
    image: problem ?? (decoded?.key === pageKey ? decoded.image : null),
    retry: () => setAttempt((a) => a + 1),
  };
}
