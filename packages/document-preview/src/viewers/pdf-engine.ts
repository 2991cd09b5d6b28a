/**
 * pdf.js behind a small interface, loaded only when a PDF is shown (pdf.js is ~140 KB gzip; the
 * preview's own start is a few). The viewer talks to this module only, so its tests replace it.
 *
 * The worker: pdf.js parses in a module worker built from pdfjs-dist's own worker file, which
 * the build emits next to this chunk. When the page's origin differs from the script's (a CMS
 * page loading the kit from a CDN), pdf.js starts the worker through a same-origin blob that
 * imports the file; when no worker can be created at all (a CSP without `worker-src blob:`, an
 * old browser), pdf.js falls back by itself to parsing on the main thread with the same file.
 * Either way the PDF opens; the browser tests check both the host and a plain page.
 */
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url&no-inline';
import type * as PdfJsModule from 'pdfjs-dist';
import type { PDFDocumentProxy } from 'pdfjs-dist';

type PdfJs = typeof PdfJsModule;
type DocumentInitParameters = Exclude<
  Parameters<PdfJs['getDocument']>[0],
  string | URL | ArrayBuffer | undefined | null | ArrayLike<number>
>;

let loading: Promise<PdfJs> | null = null;

function loadPdfJs(): Promise<PdfJs> {
  loading ??= import('pdfjs-dist').then((pdfjs) => {
    // A page that configured pdf.js itself (its own copy of the worker) keeps its choice.
    if (!pdfjs.GlobalWorkerOptions.workerSrc && !pdfjs.GlobalWorkerOptions.workerPort) {
      pdfjs.GlobalWorkerOptions.workerSrc = new URL(workerUrl, import.meta.url).href;
    }
    return pdfjs;
  });
  // A failed load (the network) may be tried again.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** One page at 100 %, in CSS pixels. */
export interface PdfPageSize {
  width: number;
  height: number;
}

/** A render that can be stopped (a newer zoom or page replaces it). */
export interface PdfRender {
  promise: Promise<void>;
  cancel(): void;
}

/** An open PDF. */
export interface PdfHandle {
  pageCount: number;
  pageSize(page: number): Promise<PdfPageSize>;
  /** Draws `page` on `canvas` at `scale` (1 = 100 %), with `ratio` canvas pixels per CSS pixel. */
  render(page: number, canvas: HTMLCanvasElement, scale: number, ratio: number): PdfRender;
  /** The page's text in reading order, lines separated by newlines ('' for a scanned page). */
  text(page: number): Promise<string>;
  /** The page's text items, in the order of the text layer's spans. */
  items(page: number): Promise<string[]>;
  /**
   * Lays the page's text over the drawing in `container` at `scale` (pdf.js's text layer:
   * transparent text where the glyphs are, so it can be selected, copied and found). Resolves
   * with the span of each text item (in the order of {@link PdfHandle.items}).
   */
  textLayer(page: number, container: HTMLElement, scale: number): PdfTextLayer;
  destroy(): void;
}

/** A text layer being laid out; cancel stops it (a newer page or zoom). */
export interface PdfTextLayer {
  promise: Promise<HTMLElement[]>;
  cancel(): void;
}

/** Bytes of the file received so far, of its size (null when the server does not say). */
export type PdfProgress = (received: number, total: number | null) => void;

/** Thrown when the server refused the file (an expired signature, a missing file). */
export class PdfFetchError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`The PDF could not be fetched (${status})`);
    this.name = 'PdfFetchError';
    this.status = status;
  }
}

/** PDF points to CSS pixels: 100 % shows a page at its printed size. */
const CSS_PER_PT = 96 / 72;

/** Opens the PDF at `url` (a signed preview URL: no credentials are sent). */
export async function openPdf(url: string, onProgress?: PdfProgress): Promise<PdfHandle> {
  const pdfjs = await loadPdfJs();
  const params: DocumentInitParameters & { isEvalSupported: boolean } = {
    url,
    // TOOLCHAIN.md: pdf.js >= 4.2.67 and no eval (CVE-2024-4367). pdf.js 6 no longer compiles
    // anything with eval (the option is gone); it is still said, for any copy that reads it.
    isEvalSupported: false,
    enableXfa: false,
    withCredentials: false,
    // Fonts that are not embedded (the standard 14) are drawn with the system's fonts.
    useSystemFonts: true,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  };
  const task = pdfjs.getDocument(params);
  if (onProgress)
    task.onProgress = ({ loaded, total }: { loaded: number; total?: number }) =>
      onProgress(loaded, typeof total === 'number' && total > 0 ? total : null);
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status > 0) throw new PdfFetchError(status);
    throw error;
  }
  const sizes = new Map<number, PdfPageSize>();
  const itemsOf = new Map<number, Promise<string[]>>();
  return {
    pageCount: doc.numPages,
    async pageSize(page) {
      const known = sizes.get(page);
      if (known) return known;
      const viewport = (await doc.getPage(page)).getViewport({ scale: CSS_PER_PT });
      const size = { width: viewport.width, height: viewport.height };
      sizes.set(page, size);
      return size;
    },
    render(page, canvas, scale, ratio) {
      let task: { cancel(): void } | null = null;
      let cancelled = false;
      const promise = doc.getPage(page).then((proxy) => {
        if (cancelled) return;
        const viewport = proxy.getViewport({ scale: scale * ratio * CSS_PER_PT });
        const running = proxy.render({ canvas, viewport });
        task = running;
        return running.promise;
      });
      return {
        promise,
        cancel() {
          cancelled = true;
          task?.cancel();
        },
      };
    },
    async text(page) {
      const content = await (await doc.getPage(page)).getTextContent();
      let out = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        out += item.str;
        if (item.hasEOL) out += '\n';
        else if (item.str && !item.str.endsWith(' ')) out += ' ';
      }
      return out.replace(/[ \t]+\n/g, '\n').trim();
    },
    items(page) {
      let known = itemsOf.get(page);
      if (!known) {
        known = doc
          .getPage(page)
          .then((proxy) => proxy.getTextContent())
          .then((content) => content.items.flatMap((item) => ('str' in item ? [item.str] : [])));
        itemsOf.set(page, known);
      }
      return known;
    },
    textLayer(page, container, scale) {
      let layer: InstanceType<PdfJs['TextLayer']> | null = null;
      let cancelled = false;
      const promise = doc.getPage(page).then(async (proxy) => {
        if (cancelled) throw new pdfjs.AbortException('cancelled');
        const viewport = proxy.getViewport({ scale: scale * CSS_PER_PT });
        container.replaceChildren();
        // The layer's sizes are CSS expressions of this factor (pdf.js's viewer sets it so).
        container.style.setProperty('--total-scale-factor', String(viewport.scale));
        container.style.setProperty('--scale-round-x', '1px');
        container.style.setProperty('--scale-round-y', '1px');
        layer = new pdfjs.TextLayer({
          textContentSource: proxy.streamTextContent(),
          container,
          viewport,
        });
        await layer.render();
        return layer.textDivs;
      });
      return {
        promise,
        cancel() {
          cancelled = true;
          layer?.cancel();
        },
      };
    },
    destroy() {
      void task.destroy();
    },
  };
}

/** Whether a render stopped because a newer one replaced it (not a failure to show). */
export function isCancelled(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'RenderingCancelledException' || name === 'AbortException';
}
