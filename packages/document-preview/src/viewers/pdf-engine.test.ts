import { beforeEach, describe, expect, it, vi } from 'vitest';

// pdf.js itself needs a browser; here it is replaced to check what the engine asks of it.
const pdfjs = vi.hoisted(() => ({
  GlobalWorkerOptions: { workerSrc: '', workerPort: null },
  VerbosityLevel: { ERRORS: 0 },
  getDocument: vi.fn(),
}));
vi.mock('pdfjs-dist', () => pdfjs);

import { PdfFetchError, isCancelled, openPdf } from './pdf-engine';

function fakeDocument(items: { str: string; hasEOL: boolean }[]) {
  const page = {
    getViewport: vi.fn(({ scale }: { scale: number }) => ({
      width: 595 * scale,
      height: 842 * scale,
    })),
    render: vi.fn(() => ({ promise: Promise.resolve(), cancel: vi.fn() })),
    getTextContent: vi.fn(async () => ({ items })),
  };
  const task = {
    promise: Promise.resolve({ numPages: 4, getPage: vi.fn(async () => page) }),
    destroy: vi.fn(async () => {}),
  };
  return { page, task };
}

beforeEach(() => {
  pdfjs.getDocument.mockReset();
});

describe('given a PDF to open', () => {
  it('opens it without eval, XFA or credentials, with the worker from its own build', async () => {
    const { task } = fakeDocument([]);
    pdfjs.getDocument.mockReturnValue(task);
    const handle = await openPdf('https://files.test/a.pdf?sig=1');
    expect(pdfjs.getDocument).toHaveBeenCalledWith(
      expect.objectContaining({
        url: 'https://files.test/a.pdf?sig=1',
        isEvalSupported: false,
        enableXfa: false,
        withCredentials: false,
      }),
    );
    expect(pdfjs.GlobalWorkerOptions.workerSrc).toMatch(/pdf\.worker\.min\.mjs/);
    expect(handle.pageCount).toBe(4);
    handle.destroy();
    expect(task.destroy).toHaveBeenCalled();
  });

  it('measures pages at 100 % in CSS pixels and renders at the zoom times the pixel ratio', async () => {
    const { task, page } = fakeDocument([]);
    pdfjs.getDocument.mockReturnValue(task);
    const handle = await openPdf('https://files.test/a.pdf');
    const size = await handle.pageSize(1);
    expect(Math.round(size.width)).toBe(793);
    const canvas = document.createElement('canvas');
    await handle.render(2, canvas, 1.5, 2).promise;
    expect(page.getViewport).toHaveBeenLastCalledWith({ scale: 1.5 * 2 * (96 / 72) });
    expect(page.render).toHaveBeenCalledWith(expect.objectContaining({ canvas }));
  });

  it('reads the text of a page as lines', async () => {
    const { task } = fakeDocument([
      { str: 'Price list', hasEOL: true },
      { str: 'AN-1101', hasEOL: false },
      { str: 'Layer Pellet 16%', hasEOL: false },
      { str: '$18.50', hasEOL: true },
      { str: '', hasEOL: true },
    ]);
    pdfjs.getDocument.mockReturnValue(task);
    const handle = await openPdf('https://files.test/a.pdf');
    expect(await handle.text(1)).toBe('Price list\nAN-1101 Layer Pellet 16% $18.50');
  });

  it.each([
    [{ name: 'ResponseException', status: 403 }, 403],
    [{ name: 'ResponseException', status: 404 }, 404],
  ])('turns a refused fetch (%j) into a PdfFetchError', async (error, status) => {
    pdfjs.getDocument.mockReturnValue({
      promise: Promise.reject(Object.assign(new Error('refused'), error)),
      destroy: vi.fn(),
    });
    const failure = await openPdf('https://files.test/a.pdf').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PdfFetchError);
    expect((failure as PdfFetchError).status).toBe(status);
  });

  it('passes other failures (a damaged file) on as they are', async () => {
    const damaged = Object.assign(new Error('Invalid PDF structure.'), {
      name: 'InvalidPDFException',
    });
    pdfjs.getDocument.mockReturnValue({ promise: Promise.reject(damaged), destroy: vi.fn() });
    await expect(openPdf('https://files.test/a.pdf')).rejects.toBe(damaged);
  });

  it('tells a cancelled render from a failed one', () => {
    expect(isCancelled({ name: 'RenderingCancelledException' })).toBe(true);
    expect(isCancelled(new Error('boom'))).toBe(false);
    expect(isCancelled(null)).toBe(false);
  });
});
