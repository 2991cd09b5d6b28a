import { useCallback, useEffect, useRef, useState } from 'react';
import {
  formatNumber,
  saveBlob,
  toPortalError,
  useErrorMessage,
  useKitContext,
  useKitTranslation,
  useKitWindow,
} from '@anp/core';
import { useOrdersApi, type OrderListRow } from '@anp/core/services/orders';
import { NS } from '../i18n';
import type { ExportFormat } from '../model/export-table';
import type { ListState } from '../model/filters';
import { ORDER_FILTER_RANGE } from '../model/limits';
import { localToday } from '@anp/rules/calendar';
import { TABLE_NS } from './i18n';
import type { Notice } from './notice';

/** A file the list is making: an export, or documents.zip. */
export interface FileTask {
  kind: 'export' | 'zip';
  /** Fetching rows or documents, then writing the file. */
  phase: 'fetching' | 'building';
  done: number;
  total: number;
  /** The file being written ("orders-2026-05-14.pdf"). */
  file: string;
}

/**
 * The export of the filtered list (PDF or XLSX) and documents.zip of the selected rows: one at
 * a time, with progress, Cancel, and the outcome as a notice. Their code loads when first used.
 */
export function useFileTasks(state: ListState, notify: (notice: Notice | null) => void) {
  const { t } = useKitTranslation(NS);
  const { t: tt } = useKitTranslation(TABLE_NS);
  const reason = useErrorMessage();
  const api = useOrdersApi();
  const { country, lang } = useKitContext();
  const win = useKitWindow();
  const [task, setTask] = useState<FileTask | null>(null);
  const controller = useRef<AbortController | null>(null);
  const number = useCallback((n: number) => formatNumber(n, country, 0), [country]);

  // Leaving the page (or the element) stops a running task.
  useEffect(() => () => controller.current?.abort(), []);

  const start = () => {
    controller.current?.abort();
    const next = new AbortController();
    controller.current = next;
    notify(null);
    return next.signal;
  };

  const exportList = useCallback(
    async (format: ExportFormat) => {
      const signal = start();
      const today = localToday();
      const file = `orders-${today}.${format}`;
      setTask({ kind: 'export', phase: 'fetching', done: 0, total: 0, file });
      try {
        const { runExport } = await import('./export.lazy');
        const result = await runExport({
          api,
          state,
          format,
          t,
          tt,
          country,
          lang,
          now: new Date(),
          today,
          signal,
          accountLine: (row?: OrderListRow) =>
            row ? tt('export.account', { name: row.accountName, code: row.soldToCode }) : null,
          onProgress: (done, total) =>
            setTask({ kind: 'export', phase: 'fetching', done, total, file }),
          onBuilding: () => setTask((w) => (w ? { ...w, phase: 'building' } : w)),
        });
        if (result.count === 0) {
          notify({ tone: 'info', text: tt('export.nothing') });
          return;
        }
        saveBlob(result.file, result.name, win.document);
        const saved = tt('export.saved', { file: result.name, count: number(result.count) });
        notify(
          result.total > result.count
            ? {
                tone: 'warning',
                text: saved,
                details: [
                  tt('export.leftOut', {
                    cap: number(ORDER_FILTER_RANGE),
                    total: number(result.total),
                    count: number(result.total - result.count),
                  }),
                ],
              }
            : { tone: 'success', text: saved },
        );
      } catch (failure) {
        const error = toPortalError(failure);
        notify(
          signal.aborted || error.code === 'ABORTED'
            ? { tone: 'info', text: tt('export.cancelled') }
            : { tone: 'danger', text: tt('export.failed', { reason: reason(error) }) },
        );
      } finally {
        if (controller.current?.signal === signal) controller.current = null;
        setTask(null);
      }
    },
    // `start` is read at call time; the task itself must not restart on renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, state, t, tt, country, lang, win, number, reason, notify],
  );

  const zipDocuments = useCallback(
    async (rows: readonly OrderListRow[]) => {
      const signal = start();
      const file = 'documents.zip';
      setTask({ kind: 'zip', phase: 'fetching', done: 0, total: 0, file });
      try {
        const { buildDocumentsZip } = await import('./documents-zip.lazy');
        const result = await buildDocumentsZip({
          api,
          rows,
          label: (type) => tt(`documents.${type}`),
          reason,
          errorsHeading: tt('zip.errorsHeading'),
          now: new Date(),
          signal,
          onProgress: (done, total) =>
            setTask({ kind: 'zip', phase: 'fetching', done, total, file }),
          onBuilding: () => setTask((w) => (w ? { ...w, phase: 'building' } : w)),
        });
        const details = result.failures.map((f) =>
          tt('zip.failure', { number: f.job.orderNumber, document: f.label, reason: f.reason }),
        );
        if (result.total === 0) notify({ tone: 'info', text: tt('zip.none') });
        else if (!result.file) notify({ tone: 'danger', text: tt('zip.allFailed'), details });
        else {
          saveBlob(result.file, file, win.document);
          notify(
            details.length
              ? {
                  tone: 'warning',
                  text: tt('zip.partial', { count: number(result.count) }),
                  details,
                }
              : { tone: 'success', text: tt('zip.saved', { count: number(result.count) }) },
          );
        }
      } catch (failure) {
        const error = toPortalError(failure);
        notify(
          signal.aborted || error.code === 'ABORTED'
            ? { tone: 'info', text: tt('zip.cancelled') }
            : { tone: 'danger', text: tt('export.failed', { reason: reason(error) }) },
        );
      } finally {
        if (controller.current?.signal === signal) controller.current = null;
        setTask(null);
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, tt, reason, win, number, notify],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { task, exportList, zipDocuments, cancel };
}
