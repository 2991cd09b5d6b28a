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

/** Bytes received of the file's size (null when the server does not say). */
export type DownloadProgressReport = (received: number, total: number | null) => void;

/** Fetches a file through the kit's API client, reporting the bytes received when asked to. */
export type FetchFile = (onProgress?: DownloadProgressReport) => Promise<DownloadResult>;

export interface DownloadState {
  busy: boolean;
  /** Bytes received of the file's size while it downloads; null otherwise. */
  progress: { received: number; total: number | null } | null;
  error: PortalError | null;
  /** Fetches and saves; one download at a time (a second press while busy does nothing). */
  start(): Promise<void>;
}

/**
 * One document's download: busy while the file travels (with the bytes received), the readable failure kept until the next
 * try (ordering.md §8 blob errors: ERRDD001 too big, 401 not authorized, the rest from the
 * catalogue). Errors stay with the button instead of the global toast.
 */
export function useDownload(fetchFile: FetchFile, fallbackName: string): DownloadState {
  const { root } = useKitContext();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PortalError | null>(null);
  const [progress, setProgress] = useState<DownloadState['progress']>(null);
  const running = useRef(false);
  const start = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      const result = await fetchFile((received, total) => setProgress({ received, total }));
      const doc = documentOf(root);
      saveBlob(result.blob, fileNameOf(result, fallbackName), doc);
    } catch (caught) {
      const failure = toPortalError(caught);
      if (failure.code !== 'ABORTED') setError(failure);
    } finally {
      running.current = false;
      setBusy(false);
      setProgress(null);
    }
  }, [fetchFile, fallbackName, root]);
  return { busy, progress, error, start };
}
