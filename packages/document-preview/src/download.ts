import { useCallback, useRef, useState } from 'react';
import {
  documentOf,
  SAVE_REVOKE_AFTER_MS,
  saveBlob,
  toPortalError,
  useKitContext,
  type PortalError,
} from '@anp/core';
import { useDocumentsApi } from '@anp/core/services/documents';

/** The object URL of a saved file is revoked this long after the click (see core's saveBlob). */
export const REVOKE_AFTER_MS = SAVE_REVOKE_AFTER_MS;

/** The file name to save under: the server's, the document's, or one made from its id. */
export function downloadName(
  fromServer: string | null,
  fromDocument: string | null | undefined,
  id: string,
): string {
  const clean = (name: string | null | undefined) =>
    Array.from((name ?? '').split(/[\\/]/).pop() ?? '')
      // Characters no file system takes, and control characters.
      .map((c) => (c.charCodeAt(0) < 32 || '<>:"|?*'.includes(c) ? '_' : c))
      .join('')
      .trim();
  return clean(fromServer) || clean(fromDocument) || `document-${id}`;
}

/** What a document download needs. */
export interface DownloadTarget {
  id: string;
  fileName?: string | null;
}

export interface DocumentDownload {
  /** Downloads the document (documents/download as a blob) and saves it; a second press waits. */
  download(target: DownloadTarget): Promise<void>;
  busy(id: string): boolean;
  /** The last failure of this document's download, until it is tried again. */
  error(id: string): PortalError | null;
  /** Bytes received of the file's size while it downloads (null: not yet, or not downloading). */
  progress(id: string): { received: number; total: number | null } | null;
  /** The polite announcement of the last saved file ("Price list.pdf was downloaded."). */
  saved: { id: string; fileName: string; at: number } | null;
}

/**
 * Downloads of documents (ordering.md §7 documents/download): through the kit's API client with
 * the user's token, the bytes received reported as they arrive (shown for files over 1 MB), the blob errors of §8 (ERRDD001 "File size is too big…", a 401 on the file
 * "User doesn't have the authorization.") kept with the document to show beside its button
 * rather than in the page's toast, and saved under the file's name.
 */
export function useDocumentDownload(): DocumentDownload {
  const api = useDocumentsApi();
  const { root } = useKitContext();
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const [errors, setErrors] = useState<ReadonlyMap<string, PortalError>>(() => new Map());
  const [saved, setSaved] = useState<DocumentDownload['saved']>(null);
  const [progress, setProgress] = useState<
    ReadonlyMap<string, { received: number; total: number | null }>
  >(() => new Map());
  const running = useRef(new Set<string>());

  const download = useCallback(
    async ({ id, fileName }: DownloadTarget) => {
      if (running.current.has(id)) return;
      running.current.add(id);
      setBusy((s) => new Set(s).add(id));
      setErrors((m) => {
        if (!m.has(id)) return m;
        const next = new Map(m);
        next.delete(id);
        return next;
      });
      try {
        const result = await api.download(id, {
          publishErrors: false,
          onProgress: (received, total) =>
            setProgress((m) => new Map(m).set(id, { received, total })),
        });
        const name = downloadName(result.filename, fileName, id);
        saveBlob(result.blob, name, documentOf(root));
        setSaved({ id, fileName: name, at: Date.now() });
      } catch (failure) {
        const error = toPortalError(failure);
        if (error.code !== 'ABORTED') setErrors((m) => new Map(m).set(id, error));
      } finally {
        running.current.delete(id);
        setProgress((m) => {
          if (!m.has(id)) return m;
          const next = new Map(m);
          next.delete(id);
          return next;
        });
        setBusy((s) => {
          const next = new Set(s);
          next.delete(id);
          return next;
        });
      }
    },
    [api, root],
  );

  return {
    download,
    busy: useCallback((id: string) => busy.has(id), [busy]),
    error: useCallback((id: string) => errors.get(id) ?? null, [errors]),
    progress: useCallback((id: string) => progress.get(id) ?? null, [progress]),
    saved,
  };
}
