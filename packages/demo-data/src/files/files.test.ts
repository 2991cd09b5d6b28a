import { createHash } from 'node:crypto';
import { crc32 as zlibCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createJpeg, HUFFMAN, ZIGZAG } from './jpeg';
import {
  checkPdf,
  decodeJpeg,
  decodePng,
  decodeTiff,
  findBox,
  jpegSegments,
  mp4Boxes,
  pngChunks,
  tiffTags,
} from '../../test/inspect';
import { demoVideo } from './mp4';
import { createPdf, wrapText } from './pdf';
import { createPng, crc32 } from './png';
import type { Draw, Rgb } from './raster';
import { Canvas } from './raster';
import { thumbnailPng } from './thumbnail';
import { createTiff } from './tiff';

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A smooth test picture: gradients plus a soft disc (what JPEG handles well). */
const smooth: Draw = (x, y) => {
  const d = Math.hypot(x - 40, y - 25);
  const disc = d < 15 ? 80 * (1 - d / 15) : 0;
  return [x * 2 + disc, y * 3, 180 - x + disc / 2];
};

/** The pixels `draw` asks for, as the encoders round them. */
function expected(width: number, height: number, draw: Draw): Uint8Array {
  const out = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      draw(x, y).forEach((v, c) => {
        out[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, Math.round(v)));
      });
    }
  }
  return out;
}

const meanAbsoluteError = (a: Uint8Array, b: Uint8Array) =>
  a.reduce((sum, v, i) => sum + Math.abs(v - (b[i] ?? 0)), 0) / a.length;

describe('given the PNG encoder', () => {
  const png = createPng({ width: 83, height: 51, draw: smooth });

  it('starts with the PNG signature and has IHDR, IDAT and IEND chunks with valid CRCs', () => {
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const chunks = pngChunks(png);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(chunks.every((c) => c.crcOk)).toBe(true);
    const ihdr = chunks[0]?.data ?? Buffer.alloc(0);
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8], ihdr[9]]).toEqual([83, 51, 8, 2]);
  });

  it('inflates IDAT to (3 x width + 1) x height bytes and decodes to exactly the drawn pixels', () => {
    const decoded = decodePng(png);
    expect(decoded.inflatedLength).toBe((83 * 3 + 1) * 51);
    expect(Buffer.from(decoded.rgb).equals(Buffer.from(expected(83, 51, smooth)))).toBe(true);
  });

  it('computes the same CRC-32 as node:zlib', () => {
    const data = Buffer.from('IEND and some other bytes \u00ff\u0000', 'latin1');
    expect(crc32(data)).toBe(zlibCrc32(data));
    expect(crc32(new Uint8Array(0))).toBe(0);
  });

  it('clamps out-of-range colours, gives the same bytes for the same input, and rejects bad sizes', () => {
    const wild = createPng({ width: 3, height: 1, draw: (x) => [x * 300 - 100, 255.4, 0.5] });
    expect([...decodePng(wild).rgb]).toEqual([0, 255, 1, 200, 255, 1, 255, 255, 1]);
    expect(sha(createPng({ width: 83, height: 51, draw: smooth }))).toBe(sha(png));
    expect(() => createPng({ width: 0, height: 1, draw: smooth })).toThrow(RangeError);
    expect(() => createPng({ width: 1.5, height: 1, draw: smooth })).toThrow(RangeError);
  });
});

describe('given the TIFF encoder', () => {
  it('writes a little-endian baseline RGB IFD whose tags read back', () => {
    const tiff = createTiff({ width: 37, height: 21, draw: smooth, dpi: 150 });
    expect(tiff.toString('latin1', 0, 4)).toBe('II*\0');
    const tags = tiffTags(tiff);
    expect(tags.get(256)).toEqual([37]); // ImageWidth
    expect(tags.get(257)).toEqual([21]); // ImageLength
    expect(tags.get(258)).toEqual([8, 8, 8]); // BitsPerSample
    expect(tags.get(259)).toEqual([1]); // Compression: none
    expect(tags.get(262)).toEqual([2]); // RGB
    expect(tags.get(277)).toEqual([3]); // SamplesPerPixel
    expect(tags.get(284)).toEqual([1]); // chunky
    expect(tags.get(282)).toEqual([150]);
    expect(tags.get(283)).toEqual([150]);
    expect(tags.get(296)).toEqual([2]); // inch
    expect(tags.get(279)).toEqual([37 * 21 * 3]); // one strip holds it all
    expect(tags.get(278)).toEqual([21]);
    expect((tags.get(273)?.[0] ?? 0) + 37 * 21 * 3).toBe(tiff.length);
    expect(Buffer.from(decodeTiff(tiff).rgb).equals(Buffer.from(expected(37, 21, smooth)))).toBe(
      true,
    );
  });

  it('splits larger images into strips of about 8 KB and keeps the description tag', () => {
    const tiff = createTiff({
      width: 200,
      height: 100,
      draw: smooth,
      description: 'Scan \u00e9 1',
    });
    const tags = tiffTags(tiff);
    const rowsPerStrip = Math.floor(8192 / 600);
    expect(tags.get(278)).toEqual([rowsPerStrip]);
    const counts = tags.get(279) ?? [];
    expect(counts).toHaveLength(Math.ceil(100 / rowsPerStrip));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(200 * 100 * 3);
    expect(tags.get(273)).toHaveLength(counts.length);
    expect(String.fromCharCode(...(tags.get(270) ?? []))).toBe('Scan ? 1\0');
    expect(Buffer.from(decodeTiff(tiff).rgb).equals(Buffer.from(expected(200, 100, smooth)))).toBe(
      true,
    );
  });

  it('gives the same bytes for the same input', () => {
    const a = createTiff({ width: 20, height: 30, draw: smooth });
    expect(sha(createTiff({ width: 20, height: 30, draw: smooth }))).toBe(sha(a));
  });
});

describe('given the JPEG encoder', () => {
  it('uses the Annex K Huffman tables: code counts match the symbols, which are all distinct', () => {
    for (const table of Object.values(HUFFMAN)) {
      expect(table.bits.reduce((a, b) => a + b, 0)).toBe(table.values.length);
      expect(new Set(table.values).size).toBe(table.values.length);
    }
    const acSymbols = [0x00, 0xf0];
    for (let r = 0; r < 16; r++) for (let s = 1; s <= 10; s++) acSymbols.push((r << 4) | s);
    expect([...HUFFMAN.acLuma.values].sort((a, b) => a - b)).toEqual(
      acSymbols.sort((a, b) => a - b),
    );
    expect([...HUFFMAN.acChroma.values].sort((a, b) => a - b)).toEqual(acSymbols);
    expect(new Set(ZIGZAG).size).toBe(64);
    expect(ZIGZAG.slice(0, 10)).toEqual([0, 1, 8, 16, 9, 2, 3, 10, 17, 24]);
  });

  it('writes SOI, JFIF, DQT, SOF0 with the size, DHT, SOS and EOI, with lengths chaining to EOI', () => {
    const jpeg = createJpeg({ width: 83, height: 51, draw: smooth, comment: 'AN Portal Kit' });
    expect([...jpeg.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect([...jpeg.subarray(-2)]).toEqual([0xff, 0xd9]);
    const { segments, scanData } = jpegSegments(jpeg);
    expect(segments.map((s) => s.marker)).toEqual([0xe0, 0xfe, 0xdb, 0xc0, 0xc4, 0xda]);
    expect(segments[0]?.data.toString('latin1', 0, 5)).toBe('JFIF\0');
    expect(segments[1]?.data.toString('latin1')).toBe('AN Portal Kit');
    const sof = segments.find((s) => s.marker === 0xc0)?.data ?? Buffer.alloc(0);
    expect([sof[0], sof.readUInt16BE(1), sof.readUInt16BE(3), sof[5]]).toEqual([8, 51, 83, 3]);
    expect([sof[7], sof[10], sof[13]]).toEqual([0x22, 0x11, 0x11]); // 4:2:0
    expect(scanData[0]?.length).toBeGreaterThan(100);
  });

  it('decodes back to the drawn picture (4:2:0 and 4:4:4, odd sizes)', () => {
    for (const subsampling of ['420', '444'] as const) {
      const jpeg = createJpeg({ width: 83, height: 51, draw: smooth, quality: 90, subsampling });
      const decoded = decodeJpeg(jpeg);
      expect([decoded.width, decoded.height]).toEqual([83, 51]);
      expect(meanAbsoluteError(decoded.rgb, expected(83, 51, smooth))).toBeLessThan(2.5);
    }
    const tiny = decodeJpeg(createJpeg({ width: 1, height: 1, draw: () => [200, 40, 90] }));
    expect(meanAbsoluteError(tiny.rgb, Uint8Array.from([200, 40, 90]))).toBeLessThan(6);
  });

  it('keeps hard edges and text recognisable', () => {
    const canvas = new Canvas(96, 32, [255, 255, 255]);
    canvas.text('AN 123', 4, 4, [0, 0, 0], 3);
    const decoded = decodeJpeg(
      createJpeg({ width: 96, height: 32, draw: canvas.draw, quality: 92 }),
    );
    expect(meanAbsoluteError(decoded.rgb, canvas.pixels)).toBeLessThan(8);
  });

  it('trades size for quality and gives the same bytes for the same input', () => {
    const low = createJpeg({ width: 83, height: 51, draw: smooth, quality: 30 });
    const high = createJpeg({ width: 83, height: 51, draw: smooth, quality: 95 });
    expect(low.length).toBeLessThan(high.length);
    expect(sha(createJpeg({ width: 83, height: 51, draw: smooth, quality: 30 }))).toBe(sha(low));
  });
});

describe('given the PDF writer (@anp/pdf with its own fonts; its text is tested there, with pdf.js)', () => {
  const lines = ['Prices per unit (USD), excluding taxes.', 'Tabela de preços, ₩ and ₡ prices.'];

  it('writes a compressed PDF whose xref offsets all point at their objects, fonts embedded', () => {
    const pdf = createPdf({ title: 'Price list', lines });
    expect(pdf.toString('latin1', 0, 8)).toBe('%PDF-1.7');
    const check = checkPdf(pdf);
    expect(check.size).toBe(check.offsets.size + 1);
    expect(check.pageCount).toBe(1);
    const raw = pdf.toString('latin1');
    expect(raw).toContain('/FlateDecode');
    expect(raw).not.toContain('Prices per unit');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(raw).toContain('/FontFile2');
  });

  it('gives `pages` pages and the same bytes for the same input', () => {
    expect(checkPdf(createPdf({ title: 'Brochure', lines, pages: 3 })).pageCount).toBe(3);
    const spec = {
      title: 'Same',
      lines: ['a', 'b'],
      sections: [{ heading: 'H', rows: [['x', '1']] }],
    };
    expect(sha(createPdf(spec))).toBe(sha(createPdf(spec)));
  });

  it('wraps text to the width with the embedded font metrics', () => {
    expect(wrapText('word '.repeat(60), 200, 10).length).toBeGreaterThan(3);
    expect(wrapText('Supercalifragilistic'.repeat(5), 100, 10).length).toBeGreaterThan(1);
  });
});

describe('given the thumbnails', () => {
  it('are 160 x 200 PNGs, different per kind and stable per title', () => {
    const kinds = ['pdf', 'png', 'jpeg', 'tiff', 'mp4'] as const;
    const hashes = kinds.map((kind) => {
      const png = thumbnailPng(kind, 'Price list');
      const decoded = decodePng(png);
      expect([decoded.width, decoded.height]).toEqual([160, 200]);
      expect(pngChunks(png).every((c) => c.crcOk)).toBe(true);
      return sha(png);
    });
    expect(new Set(hashes).size).toBe(5);
    expect(sha(thumbnailPng('pdf', 'Price list'))).toBe(hashes[0]);
  });
});

describe('given the demo video', () => {
  const video = demoVideo();

  it('is a small faststart MP4 with an ftyp box and an avc1 320 x 180 sample entry', () => {
    expect(video.length).toBeLessThanOrEqual(60 * 1024);
    expect(video.toString('latin1', 4, 8)).toBe('ftyp');
    const boxes = mp4Boxes(video);
    expect(boxes[0]?.type).toBe('ftyp');
    const top = boxes.map((b) => b.type);
    expect(top.indexOf('moov')).toBeGreaterThan(-1);
    expect(top.indexOf('moov')).toBeLessThan(top.indexOf('mdat')); // +faststart
    const avc1 = findBox(boxes, 'avc1');
    expect(avc1).toBeDefined();
    const at = avc1?.offset ?? 0;
    // VisualSampleEntry: 8 box header, 6 reserved, 2 data_reference_index, 16 pre-defined/reserved.
    expect([video.readUInt16BE(at + 32), video.readUInt16BE(at + 34)]).toEqual([320, 180]);
    const avcC = findBox(boxes, 'avcC');
    expect(avcC && video[avcC.offset + 9]).toBe(77); // AVCProfileIndication: Main
  });

  it('is read once and shared', () => {
    expect(demoVideo()).toBe(video);
  });
});

describe('given the pixel canvas', () => {
  it('draws text with the 5x7 font and shapes with blending', () => {
    const canvas = new Canvas(40, 12, [255, 255, 255]);
    expect(canvas.text('Hé!', 1, 1, [0, 0, 0])).toBe(Canvas.textWidth('HE!'));
    const ink = (x: number, y: number): Rgb => canvas.get(x, y);
    expect(ink(1, 1)).toEqual([0, 0, 0]); // H: top-left pixel set
    expect(ink(2, 1)).toEqual([255, 255, 255]); // H: gap between the posts
    canvas.fillRect(30, 0, 10, 12, [255, 0, 0], 0.5);
    expect(ink(35, 5)).toEqual([255, 128, 128]);
  });
});
