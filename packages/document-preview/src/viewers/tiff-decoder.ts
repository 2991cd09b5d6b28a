/**
 * The TIFF viewer's decoder: a module worker running utif2 (tiff.worker.ts), started from the
 * file Vite emits beside the preview's chunks. As for pdf.js's worker (docs/architecture.md):
 * when the page and the script are on different origins (a CMS page loading the kit from a CDN)
 * the worker starts through a same-origin blob that imports the file; when no worker can start
 * at all (a `worker-src` policy, a browser or test runner without workers) the same decoding runs
 * on the main thread, loaded on demand. Either way the scan opens.
 */
import workerUrl from './tiff.worker?worker&url';
import { TiffError, type TiffFile, type TiffImage } from '../model/tiff';
import type { TiffReply, TiffRequest } from './tiff-protocol';

export interface TiffDecoder {
  /** Reads the file's pages (the worker gets a copy of the bytes). */
  open(bytes: ArrayBuffer): Promise<TiffFile>;
  /** Page `index` (0-based) as RGBA; a {@link TiffError} when it cannot be drawn. */
  page(index: number): Promise<TiffImage | TiffError>;
  /** Ends the worker. */
  close(): void;
}

type Send = (request: TiffRequest, transfer: Transferable[]) => Promise<TiffReply>;

/** The decoding on this thread (the fallback), loaded only when it is needed. */
function inThread(): Send {
  const decoding = import('./tiff-decoding').then((m) => m.createTiffDecoding());
  return async (request) => (await decoding)(request).reply;
}

/** A module worker from `url`, through a blob when the URL is of another origin; null if none. */
function startWorker(url: string): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    const absolute = new URL(url, import.meta.url);
    if (typeof location !== 'undefined' && absolute.origin !== location.origin) {
      const wrapper = new Blob([`import ${JSON.stringify(absolute.href)};`], {
        type: 'text/javascript',
      });
      return new Worker(URL.createObjectURL(wrapper), { type: 'module' });
    }
    return new Worker(absolute, { type: 'module' });
  } catch {
    return null;
  }
}

/** Requests through `worker`; if it fails to start, they (and the next ones) go to the thread. */
function throughWorker(worker: Worker): Send {
  const pending = new Map<
    number,
    { request: TiffRequest; resolve(reply: TiffReply): void; reject(error: unknown): void }
  >();
  let fallback: Send | null = null;
  let ready = false;
  const toThread = () => {
    fallback ??= inThread();
    worker.terminate();
    for (const [id, { request, resolve, reject }] of [...pending]) {
      pending.delete(id);
      // The bytes were copied to the worker, not handed over: the request can be replayed here.
      fallback(request, []).then(resolve, reject);
    }
  };
  worker.onmessage = (event: MessageEvent<TiffReply>) => {
    ready = true;
    const waiting = pending.get(event.data.id);
    pending.delete(event.data.id);
    waiting?.resolve(event.data);
  };
  // A worker that never ran (a blocked blob, a file that did not load) hands over to the thread.
  worker.onerror = (event) => {
    event.preventDefault();
    if (!ready) toThread();
  };
  return (request, transfer) => {
    if (fallback) return fallback(request, transfer);
    return new Promise<TiffReply>((resolve, reject) => {
      pending.set(request.id, { request, resolve, reject });
      worker.postMessage(request, transfer);
    });
  };
}

/** A decoder for one file. */
export function createTiffDecoder(): TiffDecoder {
  const worker = startWorker(workerUrl);
  const send = worker ? throughWorker(worker) : inThread();
  let next = 0;
  const refused = (reply: TiffReply) =>
    reply.type === 'refused'
      ? new TiffError(reply.refusal.problem, reply.refusal.detail)
      : new TiffError('truncated');
  return {
    async open(bytes) {
      // Copied rather than transferred, so a worker that fails to start can hand it to the thread.
      const reply = await send({ id: ++next, type: 'open', bytes }, []);
      if (reply.type === 'opened') return reply.file;
      throw refused(reply);
    },
    async page(index) {
      const reply = await send({ id: ++next, type: 'page', index }, []);
      return reply.type === 'page' ? reply.image : refused(reply);
    },
    close() {
      worker?.terminate();
    },
  };
}
