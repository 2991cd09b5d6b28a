/**
 * documents.zip of the selected orders (ordering.md §2 screen 5, §9), loaded on demand: each
 * order's available documents (a memo's PDF) are downloaded through the order service, a few at a
 * time, into a folder per order number under the server's file names. A document that fails
 * (ERRDD001 too big, 401 not authorized, ...) is listed in errors.txt inside the zip and returned
 * to be shown; the rest still arrive.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import { toPortalError, type PortalError } from '@anp/core';
import type { OrderDocumentType, OrderListRow, OrdersApi } from '@anp/core/services/orders';
import {
  ERRORS_FILE,
  documentJobs,
  errorsReport,
  zipPathOf,
  type DocumentFailure,
  type DocumentJob,
} from '../model/documents';

/** Downloads at once: quick for 40 documents without crowding the order service. */
const PARALLEL = 3;

export interface ZipRequest {
  api: OrdersApi;
  rows: readonly OrderListRow[];
  /** A document's name in the user's language ("Invoice"). */
  label(type: OrderDocumentType): string;
  /** A failure in the user's language. */
  reason(error: PortalError): string;
  /** errors.txt's first line. */
  errorsHeading: string;
  now: Date;
  signal: AbortSignal;
  onProgress(done: number, total: number): void;
  onBuilding(): void;
}

export interface ZipResult {
  /** documents.zip, or null when no document could be downloaded. */
  file: Blob | null;
  /** Documents in the zip. */
  count: number;
  /** Documents the selected rows offer. */
  total: number;
  failures: DocumentFailure[];
}

type Outcome = { path: string; bytes: Uint8Array } | { failure: DocumentFailure };

/** Whether the run was cancelled (then nothing is saved and nothing reported). */
const cancelled = (error: PortalError, signal: AbortSignal) =>
  signal.aborted || error.code === 'ABORTED';

export async function buildDocumentsZip(request: ZipRequest): Promise<ZipResult> {
  const { api, signal } = request;
  const jobs = documentJobs(request.rows);
  const outcomes: Outcome[] = new Array<Outcome>(jobs.length);
  const taken = new Set<string>();
  let next = 0;
  let done = 0;
  request.onProgress(0, jobs.length);

  const fetchOne = async (job: DocumentJob): Promise<Outcome> => {
    try {
      const result = await api.download(job.orderNumber, job.type, {
        signal,
        publishErrors: false,
      });
      const bytes = new Uint8Array(await result.blob.arrayBuffer());
      return { path: zipPathOf(job, result.filename, taken), bytes };
    } catch (failure) {
      const error = toPortalError(failure);
      if (cancelled(error, signal)) throw error;
      return { failure: { job, label: request.label(job.type), reason: request.reason(error) } };
    }
  };

  const worker = async () => {
    while (next < jobs.length) {
      const index = next;
      next += 1;
      const job = jobs[index];
      if (!job) continue;
      outcomes[index] = await fetchOne(job);
      done += 1;
      request.onProgress(done, jobs.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, jobs.length) }, worker));
  signal.throwIfAborted();

  const files: Zippable = {};
  const failures: DocumentFailure[] = [];
  for (const outcome of outcomes) {
    if ('failure' in outcome) failures.push(outcome.failure);
    else files[outcome.path] = outcome.bytes;
  }
  const count = jobs.length - failures.length;
  if (count === 0) return { file: null, count, total: jobs.length, failures };
  if (failures.length > 0)
    files[ERRORS_FILE] = strToU8(errorsReport(request.errorsHeading, failures));
  request.onBuilding();
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  signal.throwIfAborted();
  const zip = zipSync(files, { level: 6, mtime: request.now });
  return {
    file: new Blob([zip], { type: 'application/zip' }),
    count,
    total: jobs.length,
    failures,
  };
}
