import { useCallback, useRef, useState } from 'react';
import {
  documentOf,
  saveBlob,
  toPortalError,
  useKitContext,
  type DownloadResult,
  type PortalError,
} from '@anp/core';

/** Fetches a file through the kit's API client, reporting the bytes received when asked to. */
export type FetchFile = (
  onProgress?: (received: number, total: number | null) => void,
) => Promise<DownloadResult>;

export interface DownloadState {
  busy: boolean;
  error: PortalError | null;
  /** Fetches and saves under the server's file name (else `fallbackName`); one at a time. */
  start(fetchFile: FetchFile, fallbackName: string): Promise<void>;
}

/** The name the server gave the file (Content-Disposition), else the fallback; no separators. */
export function nameOf(result: Pick<DownloadResult, 'filename'>, fallback: string): string {
  return ((result.filename ?? '').trim() || fallback).replace(/[\\/]+/g, '_');
}

/**
 * A file download kept with its button: busy while it travels, its readable failure kept until
 * the next try (the blob errors of ordering.md §8 through the catalogue), never a global toast.
 */
export function useDownload(): DownloadState {
  const { root } = useKitContext();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PortalError | null>(null);
  const running = useRef(false);
  const start = useCallback(
    async (fetchFile: FetchFile, fallbackName: string) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      setError(null);
      try {
        const result = await fetchFile();
        saveBlob(result.blob, nameOf(result, fallbackName), documentOf(root));
      } catch (caught) {
        const failure = toPortalError(caught);
        if (failure.code !== 'ABORTED') setError(failure);
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [root],
  );
  return { busy, error, start };
}
