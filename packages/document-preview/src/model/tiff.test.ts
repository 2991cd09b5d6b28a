// @vitest-environment node
// Pure rules over bytes: no DOM is needed, and the demo data's modules use Node's Buffer.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// Test-only: the demo data's own files (the reference API serves them) and its test decoder.
import { certificateTiff } from '@anp/demo-data';
import { SCANS, createTiff, scanTiff, type ScanName } from '@anp/demo-data/files';
import { decodeTiff as seedDecodeTiff } from '@anp/demo-data/inspect';
import { writeTiff, type TiffPageSpec } from '../fixtures/tiff-writer';
import {
  MAX_PIXELS,
  TiffError,
  readTiff,
  tiffPageProblem,
  type TiffImage,
  type TiffProblem,
} from './tiff';
import { decodeTiffPage } from './tiff-decode';

// The kit's shared setup clears web storage after each test; Node has none.
Object.assign(globalThis, { sessionStorage: new Map(), localStorage: new Map() });

const testdata = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./testdata/${name}`, import.meta.url)));

/** The RGBA of pixel (x, y). */
const pixel = (image: TiffImage, x: number, y: number) =>
  Array.from(image.rgba.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4));

/** Every pixel of `image` against `expected(x, y)`; the first difference is reported. */
function expectPixels(image: TiffImage, expected: (x: number, y: number) => number[]) {
  for (let y = 0; y < image.height; y += 1)
    for (let x = 0; x < image.width; x += 1) {
      const want = expected(x, y);
      const have = pixel(image, x, y);
      if (have.join() !== want.join()) expect({ x, y, rgba: have }).toEqual({ x, y, rgba: want });
    }
}

const problemOf = (run: () => unknown): { problem: TiffProblem; detail: string } | null => {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof TiffError) return { problem: error.problem, detail: error.detail };
    throw error;
  }
};

// The pixel formulas of testdata/make-reference-tiffs.py (written by libtiff 4.5).
const rgbOf = (x: number, y: number) => [
  (x * 11 + y * 3) % 256,
  (x * x + y * 17) % 256,
  (Math.floor(x / 4) * 40 + y * 30) % 256,
  255,
];
const greyOf = (x: number, y: number) => {
  const v = (x * 11 + y * 37) % 256;
  return [v, v, v, 255];
};
const greyRunsOf = (x: number, y: number) => {
  const v = y % 2 === 0 ? (x < 10 ? 0 : 200) : (x * 9) % 256;
  return [v, v, v, 255];
};
const PALETTE = [
  [0, 0, 0, 255],
  [255, 0, 0, 255],
  [0, 255, 0, 255],
  [128, 128, 255, 255],
];
const largeOf = (x: number, y: number) => {
  const v = ((x * 7) ^ (y * 13) ^ (x * y)) % 256;
  return [v, v, v, 255];
};

describe('given TIFF files written by libtiff', () => {
  it.each([
    ['lzw-rgb-le.tif', true, rgbOf],
    ['lzw-rgb-predictor-be.tif', false, rgbOf],
    ['packbits-grey-be.tif', false, greyRunsOf],
    [
      'packbits-bilevel-le.tif',
      true,
      (x: number, y: number) => ((x + y) % 3 === 0 ? [0, 0, 0, 255] : [255, 255, 255, 255]),
    ],
  ])('%s decodes to the pixels it was written with', (name, littleEndian, expected) => {
    const bytes = testdata(name);
    const file = readTiff(bytes);
    expect(file.littleEndian).toBe(littleEndian);
    expect(file.pages).toHaveLength(1);
    const image = decodeTiffPage(bytes, file, 0);
    expect([image.width, image.height]).toEqual([23, 7]);
    expectPixels(image, expected);
  });

  it('reads both pages of a two-page file: a palette page and a greyscale page', () => {
    const bytes = testdata('lzw-palette-grey-2-pages.tif');
    const file = readTiff(bytes);
    expect(file.pages.map((p) => [p.photometric, p.compression])).toEqual([
      [3, 5],
      [1, 5],
    ]);
    expectPixels(decodeTiffPage(bytes, file, 0), (x, y) => PALETTE[(x + y) % 4] ?? []);
    expectPixels(decodeTiffPage(bytes, file, 1), greyOf);
  });

  it('decodes one 12 KB LZW strip whose codes grow to 12 bits and whose table is cleared', () => {
    const bytes = testdata('lzw-grey-large-strip.tif');
    const file = readTiff(bytes);
    expect(file.pages[0]?.stripOffsets).toHaveLength(1);
    const image = decodeTiffPage(bytes, file, 0);
    expect([image.width, image.height]).toEqual([128, 96]);
    expectPixels(image, largeOf);
  });
});

// make-reference-tiffs.py's fax pages: 1 is black (WhiteIsZero), drawn black on white.
const faxA = (x: number, y: number) =>
  (x * y + x) % 5 === 0 || x === y ? [0, 0, 0, 255] : [255, 255, 255, 255];
const faxB = (x: number, y: number) =>
  (Math.floor(x / 3) + y) % 2 === 0 ? [0, 0, 0, 255] : [255, 255, 255, 255];

describe('given the compressions of scanners and fax machines, written by libtiff', () => {
  it('decodes both pages of a CCITT Group 4 fax, each to its own pixels', () => {
    const bytes = testdata('ccitt-g4-2-pages.tif');
    const file = readTiff(bytes);
    expect(file.pages.map((p) => p.compression)).toEqual([4, 4]);
    expectPixels(decodeTiffPage(bytes, file, 0), faxA);
    expectPixels(decodeTiffPage(bytes, file, 1), faxB);
  });

  it('decodes a big-endian CCITT Group 3 fax', () => {
    const bytes = testdata('ccitt-g3-be.tif');
    expectPixels(decodeTiffPage(bytes, readTiff(bytes), 0), faxA);
  });

  it.each([
    ['deflate-rgb-predictor-le.tif', rgbOf],
    ['deflate-grey-be.tif', greyOf],
  ])('decodes %s (Deflate) to the pixels it was written with', (name, expected) => {
    const bytes = testdata(name);
    const file = readTiff(bytes);
    expect(file.pages[0]?.compression).toBe(8);
    expectPixels(decodeTiffPage(bytes, file, 0), expected);
  });

  it('decodes a JPEG-compressed page close to the picture it was written from', () => {
    const bytes = testdata('jpeg-rgb.tif');
    const file = readTiff(bytes);
    expect(file.pages[0]?.compression).toBe(7);
    const image = decodeTiffPage(bytes, file, 0);
    expect([image.width, image.height]).toEqual([16, 16]);
    let worst = 0;
    for (let y = 0; y < 16; y += 1)
      for (let x = 0; x < 16; x += 1) {
        const want = [x * 12 + 30, y * 12 + 30, 200 - x * 4 - y * 4];
        const have = pixel(image, x, y);
        want.forEach((v, c) => (worst = Math.max(worst, Math.abs((have[c] ?? 0) - v))));
        expect(have[3]).toBe(255);
      }
    // Quality 75 on a smooth gradient: a few levels off at most.
    expect(worst).toBeLessThanOrEqual(12);
  });
});

describe('given the demo documents of the reference API', () => {
  it('decodes the scanned certificate of the US market at its 340 x 440 pixels', () => {
    const scan = certificateTiff({ name: 'United States', lang: 'en' }, '2029-03-05', 'AN-US-4242');
    const bytes = new Uint8Array(scan);
    const file = readTiff(bytes);
    expect(file.pages).toHaveLength(1);
    const image = decodeTiffPage(bytes, file, 0);
    expect([image.width, image.height]).toEqual([340, 440]);
    // The same pixels as the seed's own test reader finds in the strips.
    const { rgb } = seedDecodeTiff(Buffer.from(bytes));
    expectPixels(image, (x, y) => [...rgb.subarray((y * 340 + x) * 3, (y * 340 + x) * 3 + 3), 255]);
  });

  it.each(Object.keys(SCANS) as ScanName[])(
    'decodes every page of the demo scan %s (made by libtiff)',
    (name) => {
      const bytes = new Uint8Array(scanTiff(name));
      const file = readTiff(bytes);
      expect(file.pages).toHaveLength(SCANS[name].pages);
      expect(file.pages.every((p) => p.compression === SCANS[name].compression)).toBe(true);
      file.pages.forEach((page, index) => {
        const image = decodeTiffPage(bytes, file, index);
        expect([image.width, image.height]).toEqual([page.width, page.height]);
        // Mostly paper, with ink: light and dark pixels both present.
        let dark = 0;
        let light = 0;
        for (let i = 0; i < image.rgba.length; i += 4 * 97) {
          const grey =
            ((image.rgba[i] ?? 0) + (image.rgba[i + 1] ?? 0) + (image.rgba[i + 2] ?? 0)) / 3;
          if (grey < 90) dark += 1;
          if (grey > 200) light += 1;
        }
        expect(dark).toBeGreaterThan(0);
        expect(light).toBeGreaterThan(dark);
      });
    },
  );

  it('matches the seed encoder pixel for pixel over several strips', () => {
    const draw = (x: number, y: number) => [(x * 5) % 256, (y * 7) % 256, (x + y) % 256] as const;
    const bytes = new Uint8Array(createTiff({ width: 97, height: 61, draw }));
    const file = readTiff(bytes);
    expect(file.pages[0]?.stripOffsets.length).toBeGreaterThan(1);
    expectPixels(decodeTiffPage(bytes, file, 0), (x, y) => [...draw(x, y), 255]);
  });
});

/** A page of `width` x `height` whose rows come from `row(y)`. */
const rowsOf = (height: number, row: (y: number) => number[]) =>
  Array.from({ length: height }, (_, y) => Uint8Array.from(row(y)));

const W = 9;
const H = 5;
const rgbRows = rowsOf(H, (y) => Array.from({ length: W * 3 }, (_, k) => (k * 13 + y * 29) % 256));

describe('given TIFF variants written by the test writer', () => {
  const grey4: TiffPageSpec = {
    width: W,
    height: H,
    samples: 1,
    bits: 4,
    photometric: 1,
    // Two pixels per byte; the odd last pixel fills the high half of the last byte.
    rows: rowsOf(H, (y) =>
      Array.from({ length: 5 }, (_, k) => ((2 * k + y) % 16) * 16 + ((2 * k + 1 + y) % 16)),
    ),
  };

  it.each<[string, TiffPageSpec, boolean, (x: number, y: number) => number[]]>([
    [
      'uncompressed RGB, big-endian, one row per strip',
      { width: W, height: H, samples: 3, bits: 8, photometric: 2, rows: rgbRows, rowsPerStrip: 1 },
      false,
      (x, y) => [...(rgbRows[y]?.subarray(x * 3, x * 3 + 3) ?? []), 255],
    ],
    [
      'LZW RGB, little-endian',
      { width: W, height: H, samples: 3, bits: 8, photometric: 2, rows: rgbRows, compression: 5 },
      true,
      (x, y) => [...(rgbRows[y]?.subarray(x * 3, x * 3 + 3) ?? []), 255],
    ],
    [
      '4-bit greyscale, PackBits, an odd width',
      { ...grey4, compression: 32773 },
      true,
      (x, y) => {
        const v = ((x + y) % 16) * 17;
        return [v, v, v, 255];
      },
    ],
    [
      'RGB with unassociated alpha',
      {
        width: 2,
        height: 1,
        samples: 4,
        bits: 8,
        photometric: 2,
        extraSample: 2,
        rows: [Uint8Array.from([10, 20, 30, 128, 200, 100, 50, 0])],
      },
      true,
      (x) => (x === 0 ? [10, 20, 30, 128] : [200, 100, 50, 0]),
    ],
    [
      'RGB with premultiplied alpha, un-premultiplied for the canvas',
      {
        width: 1,
        height: 1,
        samples: 4,
        bits: 8,
        photometric: 2,
        extraSample: 1,
        rows: [Uint8Array.from([50, 25, 0, 127])],
      },
      true,
      () => [100, 50, 0, 127],
    ],
    [
      'WhiteIsZero 8-bit grey',
      {
        width: 3,
        height: 1,
        samples: 1,
        bits: 8,
        photometric: 0,
        rows: [Uint8Array.from([0, 100, 255])],
      },
      true,
      (x) => {
        const v = [255, 155, 0][x] ?? 0;
        return [v, v, v, 255];
      },
    ],
    [
      '16-bit greyscale in the file byte order',
      {
        width: 2,
        height: 1,
        samples: 1,
        bits: 16,
        photometric: 1,
        rows: [Uint8Array.from([0x12, 0x34, 0xff, 0x00])],
      },
      false,
      (x) => (x === 0 ? [0x12, 0x12, 0x12, 255] : [0xff, 0xff, 0xff, 255]),
    ],
    [
      'a file without StripByteCounts (an old writer)',
      {
        width: W,
        height: H,
        samples: 3,
        bits: 8,
        photometric: 2,
        rows: rgbRows,
        omitByteCounts: true,
      },
      true,
      (x, y) => [...(rgbRows[y]?.subarray(x * 3, x * 3 + 3) ?? []), 255],
    ],
  ])('%s decodes', (_name, page, littleEndian, expected) => {
    const bytes = writeTiff({ littleEndian, pages: [page] });
    const file = readTiff(bytes);
    expectPixels(decodeTiffPage(bytes, file, 0), expected);
  });

  it('reads three pages in order, each with its own size', () => {
    const page = (width: number, value: number): TiffPageSpec => ({
      width,
      height: 2,
      samples: 1,
      bits: 8,
      photometric: 1,
      rows: rowsOf(2, () => new Array<number>(width).fill(value)),
    });
    const bytes = writeTiff({ pages: [page(3, 10), page(5, 20), page(7, 30)] });
    const file = readTiff(bytes);
    expect(file.pages.map((p) => p.width)).toEqual([3, 5, 7]);
    expect(pixel(decodeTiffPage(bytes, file, 2), 6, 1)).toEqual([30, 30, 30, 255]);
  });
});

describe('given files the preview cannot show', () => {
  const base: TiffPageSpec = {
    width: 4,
    height: 2,
    samples: 1,
    bits: 8,
    photometric: 1,
    rows: rowsOf(2, () => [1, 2, 3, 4]),
  };

  it.each<[string, Uint8Array, TiffProblem, string]>([
    [
      'a PNG',
      Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
      'not-tiff',
      '',
    ],
    ['an empty file', new Uint8Array(0), 'not-tiff', ''],
    ['a wrong magic number', Uint8Array.from([0x49, 0x49, 41, 0, 8, 0, 0, 0]), 'not-tiff', ''],
    ['BigTIFF', Uint8Array.from([0x49, 0x49, 43, 0, 8, 0, 0, 0]), 'bigtiff', ''],
    [
      'a directory past the end',
      Uint8Array.from([0x49, 0x49, 42, 0, 0xff, 0, 0, 0]),
      'truncated',
      '',
    ],
    ['no directory at all', Uint8Array.from([0x49, 0x49, 42, 0, 0, 0, 0, 0]), 'truncated', ''],
  ])('%s is refused when read: %s', (_name, bytes, problem, detail) => {
    expect(problemOf(() => readTiff(bytes))).toEqual({ problem, detail });
  });

  it.each<[string, Partial<TiffPageSpec>, TiffProblem, string]>([
    ['JPEG 2000', { compression: 34712 }, 'compression', 'JPEG 2000'],
    ['an unknown compression', { compression: 999 }, 'compression', 'compression 999'],
    [
      'CCITT fax of 8-bit samples',
      { compression: 4 },
      'format',
      'fax compression of 8-bit samples',
    ],
    [
      'CMYK',
      { photometric: 5, samples: 4, rows: rowsOf(2, () => new Array<number>(16).fill(0)) },
      'format',
      'CMYK',
    ],
    [
      'YCbCr',
      { photometric: 6, samples: 3, rows: rowsOf(2, () => new Array<number>(12).fill(0)) },
      'format',
      'YCbCr',
    ],
    [
      'floating-point samples',
      { extraShorts: { 339: 3 } },
      'format',
      'floating point or signed samples',
    ],
    ['12-bit RGB', { photometric: 2, samples: 3, bits: 12 }, 'format', '12-bit RGB'],
    [
      'a palette without its colour map',
      { photometric: 3 },
      'format',
      'palette without a colour map',
    ],
    ['a floating-point predictor', { extraShorts: { 317: 3 } }, 'format', 'predictor 3'],
  ])('%s is refused with what it is', (_name, change, problem, detail) => {
    const bytes = writeTiff({ pages: [{ ...base, ...change }] });
    const file = readTiff(bytes);
    const page = file.pages[0];
    expect(page && tiffPageProblem(page)).toMatchObject({ problem, detail });
    expect(problemOf(() => decodeTiffPage(bytes, file, 0))).toEqual({ problem, detail });
  });

  it('refuses a page of more pixels than it draws, before decoding anything', () => {
    const side = Math.ceil(Math.sqrt(MAX_PIXELS)) + 1;
    const bytes = writeTiff({ pages: [{ ...base, rows: [] }] });
    const file = readTiff(bytes);
    const page = file.pages[0];
    expect(page).toBeDefined();
    if (page)
      expect(tiffPageProblem({ ...page, width: side, height: side })?.problem).toBe('too-large');
  });

  it('refuses a strip that points past the end of the file', () => {
    const bytes = writeTiff({ pages: [base] });
    const file = readTiff(bytes);
    const page = file.pages[0];
    expect(page).toBeDefined();
    if (page) page.stripOffsets = [bytes.length - 2];
    expect(problemOf(() => decodeTiffPage(bytes, file, 0))?.problem).toBe('truncated');
  });

  it('stops at a directory chain that loops back on itself', () => {
    const bytes = writeTiff({ pages: [base] });
    const file = readTiff(bytes);
    const view = new DataView(bytes.buffer);
    const first = view.getUint32(4, true);
    view.setUint32(first + 2 + view.getUint16(first, true) * 12, first, true);
    expect(readTiff(bytes).pages).toHaveLength(file.pages.length);
  });
});
