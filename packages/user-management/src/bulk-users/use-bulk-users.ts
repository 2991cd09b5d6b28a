import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import {
  documentOf,
  saveBlob,
  toPortalError,
  useKitContext,
  useKitTranslation,
  type DownloadResult,
  type PortalError,
} from '@anp/core';
import {
  useUsersApi,
  type BulkCheck,
  type BulkJob,
  type BulkRowError,
  type CallerPermissions,
  type FileFormat,
} from '@anp/core/services/users';
import { useUploadQueue, type UploadQueue } from '@anp/ui/upload-area';
import {
  BULK_UPLOAD_RULES,
  JOB_POLL_MS,
  applyPlan,
  derivedFileName,
  errorsCsv,
  sortErrors,
  type ApplyPlan,
  type BulkMode,
} from '../model/bulk-users';
import { BULK_USERS_NS } from './i18n';

/** SWR key of GET users/permissions, shared by the package's elements. */
export const PERMISSIONS_KEY = 'anp:users/permissions';

/** A file fetched and saved by a button: which one is on its way, and the last failure. */
export interface FileAction<K extends string> {
  busy: K | null;
  error: PortalError | null;
  start(kind: K): void;
}

/** What the file being checked is doing: bytes going up (percent), or the server checking rows. */
export type PendingCheck =
  { name: string; stage: 'uploading'; percent: number } | { name: string; stage: 'checking' };

/** What the bulk upload's view renders from. */
export interface BulkUsersBehaviour {
  /** Whether the caller may manage users (users/permissions): loading, refused, failed, ready. */
  access: 'loading' | 'forbidden' | 'error' | 'ready';
  accessError: PortalError | null;
  retryAccess(): void;
  template: FileAction<FileFormat>;
  mode: BulkMode;
  /** Changes the mode; a file already chosen is checked again under it. */
  setMode(mode: BulkMode): void;
  queue: UploadQueue;
  /** Files dropped or browsed: the previous file leaves the list, the first new one is checked. */
  onFiles(files: File[]): void;
  pending: PendingCheck | null;
  /** A file the server read but refused as a whole (its header, its kind), in its own words. */
  fileRefusal: { name: string; message: string } | null;
  /** The last check that arrived; it stays while a newer file is being checked. */
  check: BulkCheck | null;
  /** The check's errors by line and column. */
  errors: BulkRowError[];
  plan: ApplyPlan;
  /** Saves the check's errors as a CSV file of the rows to fix. */
  downloadErrors(): void;
  /** Apply: at once when every row is valid, else asks first (`confirming`). */
  requestApply(): void;
  confirming: boolean;
  confirmApply(): void;
  cancelApply(): void;
  /** The apply call is on its way (before the job answers). */
  starting: boolean;
  job: BulkJob | null;
  /** Apply or the job's progress failed; `expired` when the check is no longer kept. */
  applyFailure: { error: PortalError; expired: boolean } | null;
  /** Asks for the job's progress again after a failed poll, or applies again after a failure. */
  retryApply(): void;
  result: FileAction<FileFormat>;
  /** Forgets the file, the check and the job: ready for another file. */
  startOver(): void;
}

function useFileAction<K extends string>(
  fetchFile: (kind: K) => Promise<DownloadResult>,
  fileName: (kind: K) => string,
): FileAction<K> {
  const { root } = useKitContext();
  const [busy, setBusy] = useState<K | null>(null);
  const [error, setError] = useState<PortalError | null>(null);
  const running = useRef(false);
  const latest = useRef({ fetchFile, fileName });
  useLayoutEffect(() => {
    latest.current = { fetchFile, fileName };
  });
  const start = useCallback(
    (kind: K) => {
      if (running.current) return;
      running.current = true;
      setBusy(kind);
      setError(null);
      void latest.current
        .fetchFile(kind)
        .then((file) =>
          saveBlob(file.blob, file.filename ?? latest.current.fileName(kind), documentOf(root)),
        )
        .catch((caught: unknown) => {
          const failure = toPortalError(caught);
          if (failure.code !== 'ABORTED') setError(failure);
        })
        .finally(() => {
          running.current = false;
          setBusy(null);
        });
    },
    [root],
  );
  return { busy, error, start };
}

/** Statuses of a check the server refused for the file as a whole, with its own explanation. */
const FILE_REFUSALS = new Set([400, 413, 415, 422]);

/**
 * The behaviour of the bulk upload (issue 15 "Bulk upload"; shell-and-admin.md §2 bulk-upload
 * flows, §7 users/bulk/*): the caller's right to manage users, the template, the dry run of one
 * file (progress while it uploads and the server checks), fix-and-retry (the previous result stays
 * until the new one arrives), Apply (the valid rows only after a confirmation), the job's progress
 * and the result file.
 */
export function useBulkUsers(): BulkUsersBehaviour {
  const users = useUsersApi();
  const { lang, root } = useKitContext();
  const { t } = useKitTranslation(BULK_USERS_NS);

  const permissions = useSWR<CallerPermissions, PortalError>(
    PERMISSIONS_KEY,
    () => users.permissions({ publishErrors: false }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const access: BulkUsersBehaviour['access'] = permissions.data
    ? permissions.data.canManageUsers
      ? 'ready'
      : 'forbidden'
    : permissions.error
      ? permissions.error.status === 403
        ? 'forbidden'
        : 'error'
      : 'loading';

  const [mode, setModeState] = useState<BulkMode>('upsert');
  const modeRef = useRef<BulkMode>('upsert');
  const [check, setCheck] = useState<BulkCheck | null>(null);
  const [fileRefusal, setFileRefusal] = useState<BulkUsersBehaviour['fileRefusal']>(null);
  const [job, setJob] = useState<BulkJob | null>(null);
  const [starting, setStarting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [applyFailure, setApplyFailure] = useState<BulkUsersBehaviour['applyFailure']>(null);
  const [pollFailed, setPollFailed] = useState(false);

  const queue = useUploadQueue({
    rules: BULK_UPLOAD_RULES,
    upload: async (file, onProgress, signal) => {
      try {
        const checked = await users.bulkValidate(file, lang, {
          mode: modeRef.current,
          onProgress,
          signal,
          // The failure is shown with the file, not as a toast.
          publishErrors: false,
        });
        // The new result replaces the previous one only now that it is here.
        setCheck(checked);
        setFileRefusal(null);
        setJob(null);
        setApplyFailure(null);
        return { id: checked.uploadId };
      } catch (caught) {
        const failure = toPortalError(caught);
        if (
          failure.status !== undefined &&
          FILE_REFUSALS.has(failure.status) &&
          failure.serverMessage
        )
          setFileRefusal({ name: file.name, message: failure.serverMessage });
        throw caught;
      }
    },
  });

  const jobRunning = job?.status === 'running' || starting;

  const onFiles = useCallback(
    (files: File[]) => {
      if (jobRunning || files.length === 0) return;
      // One file at a time: a new file takes the place of the one listed (fix-and-retry).
      setFileRefusal(null);
      queue.reset();
      queue.add(files);
    },
    [jobRunning, queue],
  );

  const setMode = useCallback(
    (next: BulkMode) => {
      modeRef.current = next;
      setModeState(next);
      // The file checked (or failing) under the other mode is checked again under this one.
      const listed = queue.items.find((i) => i.status !== 'refused');
      if (listed && !jobRunning) {
        queue.reset();
        queue.add([listed.file]);
      }
    },
    [queue, jobRunning],
  );

  const item = queue.items.find((i) => i.status === 'uploading');
  const pending: PendingCheck | null = item
    ? item.progress < 1
      ? { name: item.file.name, stage: 'uploading', percent: Math.round(item.progress * 100) }
      : { name: item.file.name, stage: 'checking' }
    : null;

  const errors = useMemo(() => (check ? sortErrors(check.errors) : []), [check]);
  const plan: ApplyPlan = check && !job ? applyPlan(check) : { kind: 'none' };

  const downloadErrors = useCallback(() => {
    if (!check) return;
    const text = errorsCsv(
      errors,
      {
        line: t('errors.line'),
        column: t('errors.column'),
        code: t('errors.code'),
        value: t('errors.value'),
        message: t('errors.message'),
      },
      (column) => t(`column.${column}`, { defaultValue: column }),
      t('errors.wholeRow'),
    );
    saveBlob(
      new Blob([text], { type: 'text/csv;charset=utf-8' }),
      derivedFileName(check.fileName, 'errors', 'csv'),
      documentOf(root),
    );
  }, [check, errors, t, root]);

  const startApply = useCallback(() => {
    if (!check) return;
    setConfirming(false);
    setStarting(true);
    setApplyFailure(null);
    setPollFailed(false);
    users
      .bulkApply(check.uploadId, { publishErrors: false })
      .then((started) => setJob(started))
      .catch((caught: unknown) => {
        const failure = toPortalError(caught);
        setApplyFailure({
          error: failure,
          expired: failure.status === 404 || failure.serverCode === 'BULK_UPLOAD_EXPIRED',
        });
      })
      .finally(() => setStarting(false));
  }, [check, users]);

  const requestApply = useCallback(() => {
    if (plan.kind === 'valid-only') setConfirming(true);
    else if (plan.kind === 'all') startApply();
  }, [plan.kind, startApply]);

  // The job's progress: asked for every JOB_POLL_MS while it runs; a failed poll stops until
  // Try again (the job goes on on the server meanwhile).
  const jobId = job?.jobId;
  const running = job?.status === 'running';
  useEffect(() => {
    if (!jobId || !running || pollFailed) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      users
        .bulkJob(jobId, { publishErrors: false, signal: controller.signal })
        .then((next) => setJob(next))
        .catch((caught: unknown) => {
          const failure = toPortalError(caught);
          if (failure.code === 'ABORTED') return;
          setPollFailed(true);
          setApplyFailure({ error: failure, expired: false });
        });
    }, JOB_POLL_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [jobId, running, pollFailed, job, users]);

  const retryApply = useCallback(() => {
    setApplyFailure(null);
    if (pollFailed) setPollFailed(false);
    else startApply();
  }, [pollFailed, startApply]);

  const template = useFileAction<FileFormat>(
    (format) => users.bulkTemplate(format, lang, { publishErrors: false }),
    (format) => `users-template.${format}`,
  );
  const result = useFileAction<FileFormat>(
    (format) =>
      job
        ? users.bulkResult(job.jobId, format, lang, { publishErrors: false })
        : Promise.reject(new Error('No job')),
    (format) => derivedFileName(check?.fileName ?? 'users', 'result', format),
  );

  const startOver = useCallback(() => {
    queue.reset();
    setCheck(null);
    setJob(null);
    setFileRefusal(null);
    setApplyFailure(null);
    setPollFailed(false);
  }, [queue]);

  return {
    access,
    accessError: permissions.error ?? null,
    retryAccess: () => void permissions.mutate(),
    template,
    mode,
    setMode,
    queue,
    onFiles,
    pending,
    fileRefusal,
    check,
    errors,
    plan,
    downloadErrors,
    requestApply,
    confirming,
    confirmApply: startApply,
    cancelApply: () => setConfirming(false),
    starting,
    job,
    applyFailure,
    retryApply,
    result,
    startOver,
  };
}
