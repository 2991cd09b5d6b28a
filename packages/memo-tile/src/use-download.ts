import { useCallback, useRef, useState } from 'react';
import {
  documentOf,
  saveBlob,
  toPortalError,
  useKitContext,
  type DownloadResult,
  type PortalError,
} from '@anp/core';
import { fileNameOf } from './model/file-name';

export interface DownloadState {
  busy: boolean;
  error: PortalError | null;
  /** Fetches and saves; one download at a time (a second press while busy does nothing). */
  start(): Promise<void>;
}

/**
 * One document's download: busy while the file travels, the readable failure kept until the next
 * try (ordering.md §8 blob errors: ERRDD001 too big, 401 not authorized, the rest from the
 * catalogue). Errors stay with the button instead of the global toast.
 */
export function useDownload(
  fetchFile: () => Promise<DownloadResult>,
  fallbackName: string,
): DownloadState {
  const { root } = useKitContext();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PortalError | null>(null);
  const running = useRef(false);
  const start = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      const result = await fetchFile();
      const doc = documentOf(root);
      saveBlob(result.blob, fileNameOf(result, fallbackName), doc);
    } catch (caught) {
      const failure = toPortalError(caught);
      if (failure.code !== 'ABORTED') setError(failure);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, [fetchFile, fallbackName, root]);
  return { busy, error, start };
}
