import { readFileSync } from 'node:fs';
import { fileURLToPath, URL as NodeURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import '@anp/ui';
import { DocumentPreview, type DocumentPreviewProps } from './document-preview';
import { REVOKE_AFTER_MS } from './download';
import {
  SAMPLE_FILES,
  failing,
  fileAnswer,
  never,
  previewAnswer,
  previewRoutes,
  withDownloads,
  type DownloadAnswer,
} from './fixtures/preview-routes';
import { writeTiff } from './fixtures/tiff-writer';

// pdf.js and canvas drawing are not in jsdom: the PDF viewer is tested with its engine replaced,
// the TIFF viewer with a recording 2D context; the TIFF decoder itself runs on real bytes.
const engine = vi.hoisted(() => ({
  openPdf: vi.fn(),
  renders: [] as { page: number; scale: number; ratio: number }[],
}));
vi.mock('./viewers/pdf-engine', () => ({
  openPdf: engine.openPdf,
  isCancelled: () => false,
  PdfFetchError: class PdfFetchError extends Error {
    status: number;
    constructor(status: number) {
      super(`fetch ${status}`);
      this.status = status;
    }
  },
}));

function fakePdf(pageCount = 3) {
  return {
    pageCount,
    pageSize: vi.fn(async () => ({ width: 793, height: 1123 })),
    render: vi.fn((page: number, _canvas: HTMLCanvasElement, scale: number, ratio: number) => {
      engine.renders.push({ page, scale, ratio });
      return { promise: Promise.resolve(), cancel: vi.fn() };
    }),
    text: vi.fn(async (page: number) =>
      page === 2 ? '' : `Price list\nAN-1101 Layer Pellet ${page}`,
    ),
    items: vi.fn(async (page: number) =>
      page === 2 ? [] : ['Price list', `AN-1101 Layer Pellet ${page}`],
    ),
    // The text layer as pdf.js lays it out: one span per text item.
    textLayer: vi.fn((page: number, container: HTMLElement) => {
      const divs = (page === 2 ? [] : ['Price list', `AN-1101 Layer Pellet ${page}`]).map(
        (text) => {
          const span = container.ownerDocument.createElement('span');
          span.textContent = text;
          return span;
        },
      );
      container.replaceChildren(...divs);
      return { promise: Promise.resolve(divs), cancel: vi.fn() };
    }),
    destroy: vi.fn(),
  };
}

const testdata = (name: string) =>
  new Uint8Array(
    readFileSync(fileURLToPath(new NodeURL(`./model/testdata/${name}`, import.meta.url))),
  );

interface Setup {
  documentId?: string;
  routes?: FakeRoutes;
  lang?: 'en' | 'es' | 'pt';
  props?: Partial<DocumentPreviewProps>;
  download?: DownloadAnswer;
}

function setup({ documentId = 'doc-png', routes = {}, lang = 'en', props, download }: Setup = {}) {
  const config = resolveConfig({ country: 'us', lang }, {});
  const backend = fakeBackend(config, previewRoutes(SAMPLE_FILES, routes));
  const services = download ? withDownloads(backend.services, download) : backend.services;
  const view = render(
    <main>
      <KitRoot config={config} services={services} swrCache={new Map()}>
        <DocumentPreview documentId={documentId} title="The document" {...props} />
      </KitRoot>
    </main>,
  );
  return { backend, view };
}

/** What the 2D context of every canvas was asked to draw. */
let drawn: { width: number; height: number; rgba: Uint8ClampedArray }[] = [];

beforeEach(() => {
  engine.renders = [];
  engine.openPdf.mockReset();
  drawn = [];
  vi.stubGlobal(
    'ImageData',
    class {
      constructor(
        readonly data: Uint8ClampedArray,
        readonly width: number,
        readonly height: number,
      ) {}
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    return {
      putImageData: (image: { data: Uint8ClampedArray; width: number; height: number }) =>
        drawn.push({ width: image.width, height: image.height, rgba: image.data }),
    } as unknown as CanvasRenderingContext2D;
  } as unknown as HTMLCanvasElement['getContext']);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('given a PDF', () => {
  it('opens it with pdf.js one page at a time, with Previous, Next and a page number', async () => {
    const pdf = fakePdf(3);
    engine.openPdf.mockResolvedValue(pdf);
    setup({ documentId: 'doc-pdf' });
    const canvas = await screen.findByRole('img', { name: 'Page 1 of 3 of The document' });
    expect(engine.openPdf).toHaveBeenCalledWith(SAMPLE_FILES['doc-pdf']?.url, expect.any(Function));
    await waitFor(() => expect(engine.renders.at(-1)?.page).toBe(1));
    const pages = screen.getByRole('group', { name: 'Pages' });
    const previous = within(pages).getByRole('button', { name: 'Previous page' });
    expect(previous).toHaveProperty('disabled', true);
    const user = userEvent.setup();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('img', { name: 'Page 2 of 3 of The document' })).toBe(canvas);
    await waitFor(() => expect(engine.renders.at(-1)?.page).toBe(2));
    // Screen readers hear the move.
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    const field = within(pages).getByRole('textbox', { name: 'Page' });
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    await user.clear(field);
    await user.type(field, '9{Enter}');
    // A number past the end opens the last page.
    expect(await screen.findByRole('img', { name: 'Page 3 of 3 of The document' })).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'Next page' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.clear(field);
    await user.type(field, 'x{Enter}');
    expect((field as HTMLInputElement).value).toBe('3');
  });

  it('zooms in and out by steps and fits the width again', async () => {
    engine.openPdf.mockResolvedValue(fakePdf(1));
    setup({ documentId: 'doc-pdf' });
    await screen.findByRole('img', { name: 'Page 1 of 1 of The document' });
    // One page: no page navigation.
    expect(screen.queryByRole('group', { name: 'Pages' })).toBeNull();
    const zoom = screen.getByRole('group', { name: 'Zoom' });
    // jsdom has no layout: fitting an unmeasured viewer shows 100 %.
    expect(within(zoom).getByText('100%')).toBeTruthy();
    expect(
      within(zoom).getByRole('button', { name: 'Fit to width' }).getAttribute('aria-pressed'),
    ).toBe('true');
    const user = userEvent.setup();
    await user.click(within(zoom).getByRole('button', { name: 'Zoom in' }));
    expect(within(zoom).getByText('110%')).toBeTruthy();
    await waitFor(() => expect(engine.renders.at(-1)?.scale).toBeCloseTo(1.1));
    await user.click(within(zoom).getByRole('button', { name: 'Zoom out' }));
    await user.click(within(zoom).getByRole('button', { name: 'Zoom out' }));
    expect(within(zoom).getByText('90%')).toBeTruthy();
    expect(
      within(zoom).getByRole('button', { name: 'Fit to width' }).getAttribute('aria-pressed'),
    ).toBe('false');
    await user.click(within(zoom).getByRole('button', { name: 'Fit to width' }));
    expect(within(zoom).getByText('100%')).toBeTruthy();
  });

  it('keeps the page text for screen readers and shows it on request', async () => {
    engine.openPdf.mockResolvedValue(fakePdf(3));
    setup({ documentId: 'doc-pdf' });
    const text = await screen.findByRole('region', { name: 'Text of page 1' });
    await waitFor(() => expect(text.textContent).toContain('AN-1101 Layer Pellet 1'));
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Show the text of this page' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(screen.getByRole('heading', { name: 'Text of page 1', level: 3 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    // A scanned page has no text: that is said rather than left silent.
    expect(
      await screen.findByText('This page has no text to read out; it may be a scanned image.'),
    ).toBeTruthy();
  });

  it('lays the text over the page and finds a word across pages, Enter by Enter', async () => {
    const pdf = fakePdf(3);
    engine.openPdf.mockResolvedValue(pdf);
    const { view } = setup({ documentId: 'doc-pdf' });
    await screen.findByRole('img', { name: 'Page 1 of 3 of The document' });
    // The text layer holds the printed text where it can be selected and copied.
    const layer = await waitFor(() => {
      const found = view.container.querySelector('[part="text-layer"][data-ready]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(layer.textContent).toContain('AN-1101 Layer Pellet 1');
    const user = userEvent.setup();
    const search = within(screen.getByRole('search', { name: 'Find in the document' }));
    await user.type(
      search.getByRole('searchbox', { name: 'Find in the document' }),
      'pellet{Enter}',
    );
    // Pages 1 and 3 hold the word (page 2 is a scan): the first match is on this page.
    await waitFor(() => expect(search.getByRole('status').textContent).toBe('1 of 2'));
    await waitFor(() =>
      expect(layer.querySelector('.highlight.selected')?.textContent).toBe('Pellet'),
    );
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('img', { name: 'Page 3 of 3 of The document' })).toBeTruthy();
    await waitFor(() => expect(search.getByRole('status').textContent).toBe('2 of 2'));
    await waitFor(() =>
      expect(layer.querySelector('.highlight.selected')?.textContent).toBe('Pellet'),
    );
    // Shift+Enter goes back; a word that is nowhere says so.
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(await screen.findByRole('img', { name: 'Page 1 of 3 of The document' })).toBeTruthy();
    await user.clear(search.getByRole('searchbox'));
    await user.type(search.getByRole('searchbox'), 'quintal{Enter}');
    await waitFor(() => expect(search.getByRole('status').textContent).toBe('No matches'));
  });

  it('shows how much of a large PDF has arrived while it opens', async () => {
    let report: ((received: number, total: number | null) => void) | undefined;
    engine.openPdf.mockImplementation((_url: string, onProgress: typeof report) => {
      report = onProgress;
      return new Promise(() => {});
    });
    setup({ documentId: 'doc-pdf' });
    await waitFor(() => expect(report).toBeDefined());
    act(() => report?.(3 * 1024 * 1024, 12 * 1024 * 1024));
    const bar = await screen.findByRole('progressbar', { name: 'Loading the file' });
    expect(bar.getAttribute('value')).toBe(String(3 * 1024 * 1024));
    expect(screen.getByText('3.0 MB of 12 MB (25%)')).toBeTruthy();
    expect(screen.getByText('Loading the file: 25% received')).toBeTruthy();
  });

  it('says a damaged PDF cannot be shown, and keeps the download', async () => {
    engine.openPdf.mockRejectedValue(new Error('Invalid PDF structure'));
    setup({ documentId: 'doc-pdf' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This PDF could not be displayed.',
    );
    expect(screen.getByRole('button', { name: /^Download/ })).toBeTruthy();
  });

  it('asks for a new URL once when the file is refused (an expired signature)', async () => {
    const { PdfFetchError } = await import('./viewers/pdf-engine');
    const pdf = fakePdf(2);
    engine.openPdf.mockRejectedValueOnce(new PdfFetchError(403)).mockResolvedValue(pdf);
    let n = 0;
    const { backend } = setup({
      documentId: 'doc-pdf',
      routes: {
        'GET documents/getPreviewURL/doc-pdf': () =>
          previewAnswer({
            ...SAMPLE_FILES['doc-pdf']!,
            url: `https://files.test/p.pdf?sig=${++n}`,
          }),
      },
    });
    expect(await screen.findByRole('img', { name: 'Page 1 of 2 of The document' })).toBeTruthy();
    expect(backend.callsTo('GET documents/getPreviewURL/doc-pdf')).toHaveLength(2);
    expect(engine.openPdf.mock.calls.map((c) => c[0])).toEqual([
      'https://files.test/p.pdf?sig=1',
      'https://files.test/p.pdf?sig=2',
    ]);
  });
});

describe('given a TIFF', () => {
  it('decodes the file from the download call and draws it at its own pixels', async () => {
    const bytes = testdata('lzw-rgb-le.tif');
    const download = vi.fn((_id: string) => fileAnswer(bytes, 'scan.tif', 'image/tiff'));
    setup({ documentId: 'doc-tiff', download });
    const canvas = await screen.findByRole('img', { name: 'Page 1 of 1 of The document' });
    expect(download.mock.calls[0]?.[0]).toBe('doc-tiff');
    await waitFor(() => expect(drawn).toHaveLength(1));
    expect([drawn[0]?.width, drawn[0]?.height]).toEqual([23, 7]);
    expect([(canvas as HTMLCanvasElement).width, (canvas as HTMLCanvasElement).height]).toEqual([
      23, 7,
    ]);
    expect(Array.from(drawn[0]?.rgba.subarray(4, 8) ?? [])).toEqual([11, 1, 0, 255]);
    expect(screen.getByRole('group', { name: 'Zoom' })).toBeTruthy();
  });

  it('pages through a two-page scan', async () => {
    const bytes = testdata('lzw-palette-grey-2-pages.tif');
    setup({ documentId: 'doc-tiff', download: () => fileAnswer(bytes, 'scan.tif', 'image/tiff') });
    await screen.findByRole('img', { name: 'Page 1 of 2 of The document' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('img', { name: 'Page 2 of 2 of The document' })).toBeTruthy();
    await waitFor(() => expect(drawn).toHaveLength(2));
  });

  it('previews a CCITT Group 4 fax page by page, also with PageDown and PageUp', async () => {
    const bytes = testdata('ccitt-g4-2-pages.tif');
    setup({ documentId: 'doc-tiff', download: () => fileAnswer(bytes, 'fax.tif', 'image/tiff') });
    await screen.findByRole('img', { name: 'Page 1 of 2 of The document' });
    await waitFor(() => expect(drawn).toHaveLength(1));
    // Black on white: pixel (0, 0) is ink on the first page of the fax.
    expect(Array.from(drawn[0]?.rgba.subarray(0, 4) ?? [])).toEqual([0, 0, 0, 255]);
    const viewport = screen.getByRole('region', { name: 'Document view, The document' });
    expect(viewport.getAttribute('aria-keyshortcuts')).toContain('PageDown');
    viewport.focus();
    const user = userEvent.setup();
    await user.keyboard('{PageDown}');
    expect(await screen.findByRole('img', { name: 'Page 2 of 2 of The document' })).toBeTruthy();
    await waitFor(() => expect(drawn).toHaveLength(2));
    expect(screen.getByText('Page 2 of 2', { selector: '[role="status"]' })).toBeTruthy();
    await user.keyboard('{PageUp}');
    expect(await screen.findByRole('img', { name: 'Page 1 of 2 of The document' })).toBeTruthy();
  });

  it('shows how much of a large scan has arrived before it is read', async () => {
    const bytes = testdata('ccitt-g4-2-pages.tif');
    let finish: (() => void) | undefined;
    setup({
      documentId: 'doc-tiff',
      download: (_id, onProgress) =>
        new Promise((resolve) => {
          onProgress?.(0, 5 * 1024 * 1024);
          onProgress?.(2.5 * 1024 * 1024, 5 * 1024 * 1024);
          finish = () => resolve(fileAnswer(bytes, 'fax.tif', 'image/tiff'));
        }),
    });
    const bar = await screen.findByRole('progressbar', { name: 'Loading the file' });
    expect(bar.getAttribute('max')).toBe(String(5 * 1024 * 1024));
    expect(screen.getByText('2.5 MB of 5.0 MB (50%)')).toBeTruthy();
    act(() => finish?.());
    await screen.findByRole('img', { name: 'Page 1 of 2 of The document' });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says what it cannot draw (a JPEG 2000 TIFF) and offers the download', async () => {
    const bytes = writeTiff({
      pages: [
        {
          width: 2,
          height: 1,
          samples: 1,
          bits: 8,
          photometric: 1,
          compression: 34712,
          rows: [Uint8Array.from([1, 2])],
        },
      ],
    });
    setup({ documentId: 'doc-tiff', download: () => fileAnswer(bytes, 'scan.tif', 'image/tiff') });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This image uses JPEG 2000 compression, which the preview cannot show.Download it to open it in an image viewer.',
    );
    expect(screen.getByRole('button', { name: /^Download/ })).toBeTruthy();
  });

  it('shows why the file could not be fetched, with Retry', async () => {
    let calls = 0;
    const bytes = testdata('packbits-grey-be.tif');
    setup({
      documentId: 'doc-tiff',
      download: () => {
        calls += 1;
        if (calls === 1) throw new (class extends Error {})('offline');
        return fileAnswer(bytes, 'scan.tif', 'image/tiff');
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The preview could not be loaded.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'Page 1 of 1 of The document' })).toBeTruthy();
  });
});

describe('given a PNG or a JPEG', () => {
  it.each(['doc-png', 'doc-jpeg'])('%s is an image named by its title, with zoom', async (id) => {
    setup({ documentId: id });
    const image = await screen.findByRole('img', { name: 'The document' });
    expect(image.getAttribute('src')).toBe(SAMPLE_FILES[id]?.url);
    expect(screen.getByRole('group', { name: 'Zoom' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Document view, The document' }).tabIndex).toBe(0);
  });

  it('passes axe with the heading, the file facts, the toolbar and the image', async () => {
    setup({ documentId: 'doc-png', props: { headingLevel: 2 } });
    expect(await screen.findByRole('heading', { level: 2, name: 'The document' })).toBeTruthy();
    expect(screen.getByText(/^PNG · 23 KB · AN-1101/)).toBeTruthy();
    expect((await axe.run(document.body)).violations).toEqual([]);
  });

  it('asks for a new URL when the image fails once, and says so when it fails again', async () => {
    let n = 0;
    const { backend } = setup({
      routes: {
        'GET documents/getPreviewURL/doc-png': () =>
          previewAnswer({
            ...SAMPLE_FILES['doc-png']!,
            url: `https://files.test/l.png?sig=${++n}`,
          }),
      },
    });
    const first = await screen.findByRole('img', { name: 'The document' });
    act(() => void first.dispatchEvent(new Event('error')));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'The document' }).getAttribute('src')).toBe(
        'https://files.test/l.png?sig=2',
      ),
    );
    act(
      () =>
        void screen.getByRole('img', { name: 'The document' }).dispatchEvent(new Event('error')),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The image could not be displayed.',
    );
    expect(backend.callsTo('GET documents/getPreviewURL/doc-png')).toHaveLength(2);
  });
});

describe('given an MP4', () => {
  it('is a video with controls named by its file, and says it has no captions', async () => {
    const { view } = setup({ documentId: 'doc-mp4' });
    await screen.findByText('No captions are available for this video.');
    const video = view.container.querySelector('video');
    expect(video?.controls).toBe(true);
    expect(video?.getAttribute('src')).toBe(SAMPLE_FILES['doc-mp4']?.url);
    expect(video?.getAttribute('aria-label')).toBe('Video: AN Portal Kit demo video.mp4');
  });
});

describe('given a file type the preview does not open', () => {
  it('says so clearly and offers the download', async () => {
    setup({ documentId: 'doc-docx' });
    expect(await screen.findByText('This file type cannot be previewed')).toBeTruthy();
    expect(
      screen.getByText('Files of type DOCX open on your device: download the file to view it.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Feeding programme.docx' })).toBeTruthy();
  });
});

describe('given the download', () => {
  let created: Blob[] = [];
  let revoked: string[] = [];
  let clicked: { href: string; download: string; inDom: boolean }[] = [];

  beforeEach(() => {
    created = [];
    revoked = [];
    clicked = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          created.push(blob);
          return `blob:test/${created.length}`;
        },
        revokeObjectURL: (url: string) => revoked.push(url),
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download, inDom: this.isConnected });
    });
  });

  it('saves the file under its name through a temporary URL, revoked afterwards', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const bytes = Uint8Array.from([37, 80, 68, 70]);
    setup({
      documentId: 'doc-docx',
      download: () => fileAnswer(bytes, 'Feeding programme.docx', 'application/octet-stream'),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(
      await screen.findByRole('button', { name: 'Download Feeding programme.docx' }),
    );
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toEqual({
      href: 'blob:test/1',
      download: 'Feeding programme.docx',
      inDom: true,
    });
    expect(created[0]?.size).toBe(4);
    expect(await screen.findByText('Feeding programme.docx was downloaded.')).toBeTruthy();
    expect(revoked).toEqual([]);
    act(() => void vi.advanceTimersByTime(REVOKE_AFTER_MS));
    expect(revoked).toEqual(['blob:test/1']);
  });

  it('shows the progress of a large download, and Download keeps focus while it is busy', async () => {
    const bytes = Uint8Array.from([37, 80, 68, 70]);
    let finish: (() => void) | undefined;
    setup({
      documentId: 'doc-docx',
      download: (_id, onProgress) =>
        new Promise((resolve) => {
          onProgress?.(0, null);
          onProgress?.(3 * 1024 * 1024, null);
          finish = () =>
            resolve(fileAnswer(bytes, 'Feeding programme.docx', 'application/octet-stream'));
        }),
    });
    const button = await screen.findByRole('button', { name: 'Download Feeding programme.docx' });
    await userEvent.setup().click(button);
    const bar = await screen.findByRole('progressbar', {
      name: 'Downloading Feeding programme.docx',
    });
    // A size the server did not say: what arrived, without a percentage.
    expect(bar.hasAttribute('value')).toBe(false);
    expect(screen.getByText('3.0 MB received', { selector: 'span' })).toBeTruthy();
    // Busy, not disabled: a disabled button would drop focus to the page behind a dialog.
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button).toHaveProperty('disabled', false);
    expect(document.activeElement).toBe(button);
    act(() => finish?.());
    expect(await screen.findByText('Feeding programme.docx was downloaded.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it.each([
    [
      'a file too big (ERRDD001)',
      { status: 500, body: { code: 'ERRDD001', message: 'Document exceeds the limit' } },
      'File size is too big to download, please reach out to IT support.',
    ],
    [
      'no right to the file (a blob 401)',
      { status: 401, body: { message: 'Access to this document is not allowed' } },
      "User doesn't have the authorization.",
    ],
    ['a server failure', { status: 500, body: { message: 'boom' } }, 'Internal Server error'],
  ])('shows %s beside the button, not in the page toast', async (_name, answer, message) => {
    const { backend } = setup({
      documentId: 'doc-docx',
      routes: { 'GET documents/download': () => answer },
    });
    const errors: unknown[] = [];
    const onError = (event: Event) => errors.push(event);
    window.addEventListener('anp-error', onError);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Download Feeding programme.docx' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(backend.callsTo('GET documents/download')[0]?.query.get('id')).toBe('doc-docx');
    expect(clicked).toEqual([]);
    expect(errors).toEqual([]);
    window.removeEventListener('anp-error', onError);
  });
});

describe('given the preview URL cannot be had', () => {
  it('shows the reason with Retry, and Retry loads the preview', async () => {
    let calls = 0;
    setup({
      routes: {
        'GET documents/getPreviewURL/doc-png': () =>
          ++calls === 1 ? failing() : previewAnswer(SAMPLE_FILES['doc-png']!),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The preview could not be loaded. Internal Server error');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'The document' })).toBeTruthy();
  });

  it('says a removed document is gone, without a Retry that cannot help', async () => {
    setup({ documentId: 'doc-gone' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This document is no longer available. It may have been replaced by a newer version.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows a labelled spinner while the URL is on its way', async () => {
    setup({ routes: { 'GET documents/getPreviewURL/doc-png': never } });
    expect(
      (await screen.findAllByRole('status')).some((s) => s.textContent === 'Loading the preview…'),
    ).toBe(true);
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('given a Spanish page', () => {
  it('speaks Spanish', async () => {
    engine.openPdf.mockResolvedValue(fakePdf(3));
    setup({ documentId: 'doc-pdf', lang: 'es', props: { onClose: vi.fn() } });
    expect(await screen.findByRole('img', { name: 'Página 1 de 3 de The document' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Acercar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar vista previa' })).toBeTruthy();
  });
});

describe('given a Close callback', () => {
  it('shows Close, which calls it', async () => {
    const onClose = vi.fn();
    setup({ props: { onClose } });
    await screen.findByRole('img', { name: 'The document' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close preview' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
