import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { toPortalError, useErrorMessage, useKitContext, useKitTranslation } from '@anp/core';
import { checkFiles, type RefusalReason, type UploadRules } from './model/check-files';
import { refusalText } from './messages';
import { NS } from './i18n';

export type UploadStatus = 'uploading' | 'done' | 'failed' | 'refused';

/** One file of the list, whatever became of it. */
export interface UploadItem {
  /** Stable for the item's life in the list (React key, remove and retry). */
  key: string;
  file: File;
  status: UploadStatus;
  /** 0..1 of the bytes sent; 1 once done. */
  progress: number;
  /** Why the file was refused (status `refused`). */
  reason?: RefusalReason;
  /** The readable message, already translated: the refusal, the failure, or a failed remove. */
  error?: string;
  /** The server's id of the uploaded file (status `done`). */
  remoteId?: string;
}

export interface UploadQueueOptions {
  /**
   * Sends one file; resolves with the server's id. Reports progress as bytes sent of the total;
   * stops when `signal` aborts (the file was removed, or the queue reset). Pass
   * `publishErrors: false` to the API call: the failure is shown in the list, not as a toast.
   */
  upload: (
    file: File,
    onProgress: (loaded: number, total: number) => void,
    signal: AbortSignal,
  ) => Promise<{ id: string }>;
  /** Deletes an uploaded file on the server; called when a done item is removed. */
  remove?: (remoteId: string) => Promise<void>;
  rules: UploadRules;
}

export interface UploadQueue {
  items: UploadItem[];
  /** Checks the files against the rules, lists them all and uploads the accepted ones. */
  add(files: File[]): void;
  /** Takes an item off the list: aborts its upload, or deletes the uploaded file on the server. */
  remove(key: string): void;
  /** Uploads a failed item again. */
  retry(key: string): void;
  /** Aborts every upload and empties the list (nothing is deleted on the server). */
  reset(): void;
  /**
   * Lists files a page uploaded before it was reloaded as uploaded (`done`, with their server
   * ids), after any already listed; nothing is sent again. Remove deletes them on the server.
   */
  restore(uploads: RestoredUpload[]): void;
  /** Whether any upload is still in flight. */
  busy: boolean;
  /** The server ids of the uploaded files, in list order. */
  uploadedIds: string[];
}

/** A file uploaded before the page was reloaded: its server id, name, size and type. */
export interface RestoredUpload {
  id: string;
  name: string;
  size: number;
  type: string;
}

/**
 * A stand-in for a restored file: its bytes stayed on the server, so it holds none, but it
 * says the name, type and size the list shows and the duplicate check compares.
 */
function standIn(upload: RestoredUpload): File {
  const file = new File([], upload.name, { type: upload.type });
  Object.defineProperty(file, 'size', { value: upload.size });
  return file;
}

/** At most this many files are sent at once, so one large file does not starve the others. */
export const MAX_PARALLEL_UPLOADS = 2;

/** Progress is kept in whole percents: finer steps would only re-render the list. */
const toProgress = (loaded: number, total: number) =>
  total > 0 ? Math.min(1, Math.max(0, Math.floor((loaded / total) * 100) / 100)) : 0;

/**
 * The upload queue behind an `UploadArea`: checks the files a user chooses, uploads the accepted
 * ones (at most two at a time) with the given function, keeps each file's progress, and turns
 * failures into readable messages. A failed file stays in the list with Retry, so nothing the
 * user chose is lost. Needs a KitRoot (language and error messages).
 *
 * @example
 * const queue = useUploadQueue({ rules, upload: (file, onProgress, signal) =>
 *   api.uploadDocument(metadataOf(file), file, { onProgress, signal, publishErrors: false }) });
 * <UploadArea items={queue.items} rules={rules} onFiles={queue.add} onRemove={queue.remove}
 *   onRetry={queue.retry} />
 */
export function useUploadQueue(options: UploadQueueOptions): UploadQueue {
  const { t } = useKitTranslation(NS);
  const { country } = useKitContext();
  const describe = useErrorMessage();
  const [items, setItems] = useState<UploadItem[]>([]);
  // The list as last set, so add() and remove() called twice in one event see each other's work.
  const itemsRef = useRef<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const nextKey = useRef(0);
  // The caller's functions change every render; the uploads in flight use the latest ones.
  const latest = useRef({ options, t, country, describe });
  useLayoutEffect(() => {
    latest.current = { options, t, country, describe };
  });

  const commit = useCallback((update: (list: UploadItem[]) => UploadItem[]) => {
    itemsRef.current = update(itemsRef.current);
    setItems(itemsRef.current);
  }, []);
  const patch = useCallback(
    (key: string, change: Partial<UploadItem>) =>
      commit((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [commit],
  );

  const failureText = useCallback((error: unknown): string => {
    const { t: tr, describe: describeError } = latest.current;
    const failure = toPortalError(error);
    // A server refusal of the file itself (413 too large, 415 type) says best what is wrong.
    const serverSays =
      (failure.status === 413 || failure.status === 415) && failure.serverMessage
        ? failure.serverMessage
        : '';
    const detail = serverSays || describeError(failure) || tr('detailFailed');
    return tr('notUploaded', { detail });
  }, []);

  const start = useCallback(
    (item: UploadItem) => {
      const controller = new AbortController();
      controllers.current.set(item.key, controller);
      const onProgress = (loaded: number, total: number) => {
        if (controller.signal.aborted) return;
        const progress = toProgress(loaded, total);
        const current = itemsRef.current.find((i) => i.key === item.key);
        if (current && current.status === 'uploading' && current.progress !== progress)
          patch(item.key, { progress });
      };
      let sent: Promise<{ id: string }>;
      try {
        sent = latest.current.options.upload(item.file, onProgress, controller.signal);
      } catch (error) {
        sent = Promise.reject(error);
      }
      sent.then(
        (result) => {
          if (controller.signal.aborted) return;
          controllers.current.delete(item.key);
          patch(item.key, { status: 'done', progress: 1, remoteId: result.id, error: undefined });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          controllers.current.delete(item.key);
          patch(item.key, { status: 'failed', error: failureText(error) });
        },
      );
    },
    [patch, failureText],
  );

  // Starts waiting uploads while fewer than MAX_PARALLEL_UPLOADS are in flight. It reads the list
  // as it is now (itemsRef), not as this render saw it: an upload that ended since that render has
  // already left `controllers`, and the render's list would still call it `uploading` and send the
  // file again (issue 14 QA: every file added in the complaint modal was uploaded twice).
  useEffect(() => {
    let running = controllers.current.size;
    for (const item of itemsRef.current) {
      if (running >= MAX_PARALLEL_UPLOADS) break;
      if (item.status !== 'uploading' || controllers.current.has(item.key)) continue;
      start(item);
      running += 1;
    }
  }, [items, start]);

  // Leaving the page aborts what is still being sent.
  useEffect(() => {
    const inFlight = controllers.current;
    return () => {
      for (const controller of inFlight.values()) controller.abort();
      inFlight.clear();
    };
  }, []);

  const add = useCallback(
    (files: File[]) => {
      const { options: o, t: tr, country: c } = latest.current;
      const listed = itemsRef.current;
      const kept = listed.filter((i) => i.status !== 'refused').length;
      const checked = checkFiles(
        files,
        o.rules,
        kept,
        listed.map((i) => i.file),
      );
      const verdicts = new Map<File, RefusalReason | null>();
      for (const file of checked.accepted) verdicts.set(file, null);
      for (const { file, reason } of checked.refused) verdicts.set(file, reason);
      const added: UploadItem[] = [];
      // In the order the user chose them, whatever the verdict.
      for (const file of files) {
        const reason = verdicts.get(file);
        if (reason === undefined) continue;
        nextKey.current += 1;
        const key = `upload-${nextKey.current}`;
        added.push(
          reason === null
            ? { key, file, status: 'uploading', progress: 0 }
            : {
                key,
                file,
                status: 'refused',
                progress: 0,
                reason,
                error: refusalText(tr, file, reason, o.rules, c).shown,
              },
        );
        verdicts.delete(file);
      }
      if (added.length > 0) commit((list) => [...list, ...added]);
    },
    [commit],
  );

  const remove = useCallback(
    (key: string) => {
      const item = itemsRef.current.find((i) => i.key === key);
      if (!item) return;
      const controller = controllers.current.get(key);
      if (controller) {
        controller.abort();
        controllers.current.delete(key);
      }
      const index = itemsRef.current.indexOf(item);
      commit((list) => list.filter((i) => i.key !== key));
      const removeRemote = latest.current.options.remove;
      if (item.status !== 'done' || !item.remoteId || !removeRemote) return;
      removeRemote(item.remoteId).catch((error: unknown) => {
        // Still attached on the server: it comes back where it was, saying why.
        const { t: tr, describe: describeError } = latest.current;
        const restored: UploadItem = {
          ...item,
          error: tr('notRemoved', { detail: describeError(toPortalError(error)) }),
        };
        commit((list) => {
          if (list.some((i) => i.key === key)) return list;
          const at = Math.min(index, list.length);
          return [...list.slice(0, at), restored, ...list.slice(at)];
        });
      });
    },
    [commit],
  );

  const retry = useCallback(
    (key: string) => {
      const item = itemsRef.current.find((i) => i.key === key);
      if (!item || item.status !== 'failed') return;
      patch(key, { status: 'uploading', progress: 0, error: undefined });
    },
    [patch],
  );

  const reset = useCallback(() => {
    for (const controller of controllers.current.values()) controller.abort();
    controllers.current.clear();
    commit(() => []);
  }, [commit]);

  const restore = useCallback(
    (uploads: RestoredUpload[]) => {
      const listed = new Set(itemsRef.current.map((i) => i.remoteId));
      const added = uploads
        .filter((u) => !listed.has(u.id))
        .map((upload): UploadItem => {
          nextKey.current += 1;
          return {
            key: `upload-${nextKey.current}`,
            file: standIn(upload),
            status: 'done',
            progress: 1,
            remoteId: upload.id,
          };
        });
      if (added.length > 0) commit((list) => [...list, ...added]);
    },
    [commit],
  );

  const busy = items.some((i) => i.status === 'uploading');
  const uploadedIds = useMemo(
    () => items.flatMap((i) => (i.status === 'done' && i.remoteId ? [i.remoteId] : [])),
    [items],
  );

  return { items, add, remove, retry, reset, restore, busy, uploadedIds };
}
