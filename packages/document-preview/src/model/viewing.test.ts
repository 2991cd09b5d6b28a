import { describe, expect, it } from 'vitest';
import {
  extensionOf,
  fileTypeLabel,
  previewKindOf,
  type FileFacts,
  type PreviewKind,
} from './file-kind';
import { clampPage, pageMoves, parsePageInput } from './pages';
import { EXPIRY_MARGIN_MS, isExpiring, resolvePreviewUrl } from './preview-url';
import {
  CSS_PX_PER_PT,
  MAX_CANVAS_PIXELS,
  canvasSize,
  scaleOf,
  zoomIn,
  zoomOut,
  zoomPercent,
  type ZoomMode,
} from './zoom';

describe('given the file facts of a document', () => {
  it.each<[FileFacts, PreviewKind]>([
    [{ fileType: 'pdf' }, 'pdf'],
    [{ fileType: 'PDF' }, 'pdf'],
    [{ fileType: 'jpg' }, 'image'],
    [{ fileType: 'jpeg' }, 'image'],
    [{ fileType: 'png' }, 'image'],
    [{ fileType: 'tif' }, 'tiff'],
    [{ fileType: 'tiff' }, 'tiff'],
    [{ fileType: '.mp4' }, 'video'],
    [{ fileType: 'docx', mimeType: 'application/pdf' }, 'none'],
    [{ fileType: 'gif' }, 'none'],
    [{ mimeType: 'image/tiff' }, 'tiff'],
    [{ mimeType: 'video/mp4; codecs="avc1"' }, 'video'],
    [{ mimeType: 'image/gif', fileName: 'a.png' }, 'none'],
    [{ fileName: 'Price list 2026-03.PDF' }, 'pdf'],
    [{ fileName: 'scan.tif' }, 'tiff'],
    [{ fileName: 'notes.txt' }, 'none'],
    [{ fileName: 'no-extension' }, 'none'],
    [{}, 'none'],
  ])('%j opens the %s viewer', (facts, kind) => {
    expect(previewKindOf(facts)).toBe(kind);
  });

  it.each([
    ['report.PDF', 'pdf'],
    ['folder/scan.final.tiff', 'tiff'],
    ['C:\\docs\\photo.JPG', 'jpg'],
    ['.hidden', ''],
    ['plain', ''],
    ['', ''],
  ])('the extension of %j is %j', (name, extension) => {
    expect(extensionOf(name)).toBe(extension);
  });

  it.each<[FileFacts, string]>([
    [{ fileType: 'pdf' }, 'PDF'],
    [{ fileType: 'jpg' }, 'JPEG'],
    [{ fileType: 'tif' }, 'TIFF'],
    [{ fileName: 'clip.mp4' }, 'MP4'],
    [{ fileType: '<b>x</b>' }, ''],
    [{}, ''],
  ])('%j is labelled %j', (facts, label) => {
    expect(fileTypeLabel(facts)).toBe(label);
  });
});

describe('given the zoom of the viewer', () => {
  it.each<[ZoomMode, number, number, number]>([
    ['fit', 800, 400, 0.5],
    ['fit', 340, 680, 2],
    ['auto', 340, 680, 1],
    ['auto', 800, 400, 0.5],
    ['fit', 100, 10_000, 5],
    ['fit', 10_000, 100, 0.25],
    ['fit', 0, 400, 1],
    ['fit', 800, 0, 1],
    [1.5, 800, 400, 1.5],
    [9, 800, 400, 5],
    [0.01, 800, 400, 0.25],
  ])('%s of content %i px wide in a viewer %i px wide is %f', (mode, content, viewer, scale) => {
    expect(scaleOf(mode, content, viewer)).toBeCloseTo(scale, 5);
  });

  it.each([
    [1, 1.1, 0.9],
    [0.25, 0.33, 0.25],
    [5, 5, 4],
    [0.96, 1, 0.9],
    [1.3, 1.5, 1.25],
    [0.1, 0.25, 0.25],
  ])('from %f, Zoom in goes to %f and Zoom out to %f', (from, up, down) => {
    expect(zoomIn(from)).toBe(up);
    expect(zoomOut(from)).toBe(down);
  });

  it.each([
    [1, 100],
    [0.955, 96],
    [1.333, 133],
  ])('%f reads as %i %%', (scale, percent) => {
    expect(zoomPercent(scale)).toBe(percent);
  });

  it('shows an A4 page (595 x 842 pt) at 100 % as 793 x 1123 CSS pixels', () => {
    expect(Math.round(595 * CSS_PX_PER_PT)).toBe(793);
    expect(Math.round(842 * CSS_PX_PER_PT)).toBe(1123);
  });

  it.each([
    ['a 2x screen doubles the canvas', 400, 300, 2, { width: 800, height: 600, ratio: 2 }],
    ['a 1x screen keeps it', 400, 300, 1, { width: 400, height: 300, ratio: 1 }],
    ['an unknown ratio counts as 1', 400, 300, Number.NaN, { width: 400, height: 300, ratio: 1 }],
  ])('%s', (_name, width, height, dpr, expected) => {
    expect(canvasSize(width, height, dpr)).toEqual({
      cssWidth: width,
      cssHeight: height,
      ...expected,
    });
  });

  it('caps a huge zoom on a 3x phone at the canvas limit, keeping the proportions', () => {
    const size = canvasSize(3965, 5615, 3);
    expect(size.width * size.height).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);
    expect(size.ratio).toBeLessThan(3);
    expect(size.width / size.height).toBeCloseTo(3965 / 5615, 2);
    expect([size.cssWidth, size.cssHeight]).toEqual([3965, 5615]);
  });
});

describe('given a document of 5 pages', () => {
  it.each([
    ['2', 2],
    [' 5 ', 5],
    ['99', 5],
    ['0', 1],
    ['', null],
    ['2a', null],
    ['-1', null],
    ['1.5', null],
    ['١٢', null],
  ])('typing %j opens page %s', (text, page) => {
    expect(parsePageInput(text, 5)).toBe(page);
  });

  it.each([
    [3, 5, 3],
    [7, 5, 5],
    [0, 5, 1],
    [2.7, 5, 2],
    [Number.NaN, 5, 1],
    [4, 0, 1],
  ])('page %f of %i is kept as %i', (page, count, kept) => {
    expect(clampPage(page, count)).toBe(kept);
  });

  it.each([
    [1, 5, { previous: false, next: true }],
    [3, 5, { previous: true, next: true }],
    [5, 5, { previous: true, next: false }],
    [1, 1, { previous: false, next: false }],
  ])('on page %i of %i the moves are %j', (page, count, moves) => {
    expect(pageMoves(page, count)).toEqual(moves);
  });
});

describe('given a signed preview URL', () => {
  const now = Date.parse('2026-03-05T10:00:00Z');

  it.each([
    ['2026-03-05T10:05:00Z', false],
    [new Date(now + EXPIRY_MARGIN_MS + 1000).toISOString(), false],
    [new Date(now + EXPIRY_MARGIN_MS - 1000).toISOString(), true],
    ['2026-03-05T09:59:00Z', true],
    ['not a date', true],
    [null, true],
  ])('expiring at %j it is expiring: %s', (expiresAt, expiring) => {
    expect(isExpiring(expiresAt, now)).toBe(expiring);
  });

  it.each([
    [
      '/api/documents/d1/attachment?sig=x',
      '/api',
      'https://portal.test/us/en/pages/documents',
      'https://portal.test/api/documents/d1/attachment?sig=x',
    ],
    [
      'documents/d1/attachment?sig=x',
      '/api',
      'https://portal.test/us/en/pages/documents',
      'https://portal.test/api/documents/d1/attachment?sig=x',
    ],
    [
      'documents/d1/attachment',
      'https://api.test/api',
      'https://cms.test/page',
      'https://api.test/api/documents/d1/attachment',
    ],
    [
      '/api/documents/d1/attachment',
      'https://api.test/api/',
      'https://cms.test/page',
      'https://api.test/api/documents/d1/attachment',
    ],
    ['https://files.test/d1.pdf', '/api', 'https://portal.test/', 'https://files.test/d1.pdf'],
    [
      'blob:https://portal.test/1234',
      '/api',
      'https://portal.test/',
      'blob:https://portal.test/1234',
    ],
    ['javascript:alert(1)', '/api', 'https://portal.test/', null],
    ['data:text/html,hi', '/api', 'https://portal.test/', null],
  ])('%j from %j on %j is %j', (url, base, page, resolved) => {
    expect(resolvePreviewUrl(url, base, page)).toBe(resolved);
  });
});
