/**
 * A TIFF reader for the document preview (ordering.md §5: tif and tiff files are previewed, and
 * browsers cannot show TIFF). Pure: bytes in, RGBA pixels out, no DOM.
 *
 * Reads baseline TIFF 6.0 and the common extensions of scanned documents: both byte orders, any
 * number of pages (IFDs), strips; no compression, PackBits and LZW (with the horizontal
 * predictor); bilevel, greyscale (1, 2, 4, 8 or 16 bits), palette (1 to 8 bits) and RGB (8 or 16
 * bits, with or without alpha), chunky or planar. Everything else (tiles, JPEG, CCITT fax,
 * Deflate, CMYK, YCbCr, floating point, BigTIFF) is refused with a {@link TiffError} that says
 * what, so the preview can say why and offer the download instead.
 */
import { lzwDecode, unpackBits } from './tiff-codecs';

/** Why a file or page cannot be shown. */
export type TiffProblem =
  /** Not a TIFF file at all. */
  | 'not-tiff'
  /** BigTIFF (64-bit offsets), rare for documents. */
  | 'bigtiff'
  /** An offset or length points past the end of the file. */
  | 'truncated'
  /** A compression other than none, PackBits and LZW; `detail` names it. */
  | 'compression'
  /** Tiles instead of strips. */
  | 'tiled'
  /** A pixel layout this reader does not draw (`detail` says which). */
  | 'format'
  /** More pixels than the preview draws ({@link MAX_PIXELS}). */
  | 'too-large';

export class TiffError extends Error {
  readonly problem: TiffProblem;
  readonly detail: string;
  constructor(problem: TiffProblem, detail = '') {
    super(detail ? `TIFF ${problem}: ${detail}` : `TIFF ${problem}`);
    this.name = 'TiffError';
    this.problem = problem;
    this.detail = detail;
  }
}

/** One page (image file directory) as read from the file. */
export interface TiffPage {
  width: number;
  height: number;
  bitsPerSample: number[];
  samplesPerPixel: number;
  /** 1 none, 5 LZW, 32773 PackBits, ... */
  compression: number;
  /** 0 WhiteIsZero, 1 BlackIsZero, 2 RGB, 3 palette, ... */
  photometric: number;
  /** 1 chunky (RGBRGB), 2 planar (RR.. GG.. BB..). */
  planar: number;
  /** 1 none, 2 horizontal differencing. */
  predictor: number;
  /** 1 most significant bit first, 2 least significant first. */
  fillOrder: number;
  /** 1 unsigned integer; others are refused. */
  sampleFormat: number;
  /** The first extra sample's meaning: 0 unspecified, 1 premultiplied alpha, 2 alpha; -1 none. */
  extraSample: number;
  rowsPerStrip: number;
  stripOffsets: number[];
  stripByteCounts: number[];
  /** ColorMap: 3 x 2^bits values of 0..65535 (all red, then green, then blue). */
  colorMap: number[] | null;
  tiled: boolean;
}

export interface TiffFile {
  littleEndian: boolean;
  pages: TiffPage[];
}

/** A decoded page: RGBA, 4 bytes per pixel, rows top to bottom, as ImageData wants it. */
export interface TiffImage {
  width: number;
  height: number;
  rgba: Uint8ClampedArray<ArrayBuffer>;
}

/** The largest page drawn: 40 million pixels (160 MB of RGBA), well above an A4 scan at 600 dpi. */
export const MAX_PIXELS = 40_000_000;
/** Pages read at most; a longer chain of directories is cut (a loop or a damaged file). */
export const MAX_PAGES = 1000;

const COMPRESSION_NAMES: Record<number, string> = {
  2: 'CCITT modified Huffman',
  3: 'CCITT Group 3 fax',
  4: 'CCITT Group 4 fax',
  6: 'old-style JPEG',
  7: 'JPEG',
  8: 'Deflate',
  32946: 'Deflate',
  34712: 'JPEG 2000',
  50000: 'Zstandard',
  50001: 'WebP',
};

const TYPE_SIZES: Record<number, number> = {
  1: 1, // BYTE
  2: 1, // ASCII
  3: 2, // SHORT
  4: 4, // LONG
  5: 8, // RATIONAL
  6: 1, // SBYTE
  7: 1, // UNDEFINED
  8: 2, // SSHORT
  9: 4, // SLONG
  10: 8, // SRATIONAL
  11: 4, // FLOAT
  12: 8, // DOUBLE
  13: 4, // IFD
};

class Reader {
  readonly view: DataView;
  constructor(
    readonly bytes: Uint8Array,
    readonly little: boolean,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  check(offset: number, size: number) {
    if (offset < 0 || offset + size > this.bytes.length) throw new TiffError('truncated');
  }
  u16(offset: number): number {
    this.check(offset, 2);
    return this.view.getUint16(offset, this.little);
  }
  u32(offset: number): number {
    this.check(offset, 4);
    return this.view.getUint32(offset, this.little);
  }
}

/** The unsigned integer values of one directory entry (BYTE, SHORT, LONG or IFD); else none. */
function entryValues(reader: Reader, entry: number): { tag: number; values: number[] } {
  const tag = reader.u16(entry);
  const type = reader.u16(entry + 2);
  const count = reader.u32(entry + 4);
  const size = TYPE_SIZES[type];
  if (size === undefined || ![1, 3, 4, 13].includes(type)) return { tag, values: [] };
  const total = size * count;
  // Values of four bytes or less sit in the entry itself.
  const at = total <= 4 ? entry + 8 : reader.u32(entry + 8);
  reader.check(at, total);
  const values = new Array<number>(count);
  for (let k = 0; k < count; k += 1) {
    const p = at + k * size;
    values[k] = size === 1 ? (reader.bytes[p] ?? 0) : size === 2 ? reader.u16(p) : reader.u32(p);
  }
  return { tag, values };
}

function readPage(reader: Reader, ifd: number): { page: TiffPage; next: number } {
  const count = reader.u16(ifd);
  reader.check(ifd + 2, count * 12 + 4);
  const tags = new Map<number, number[]>();
  for (let k = 0; k < count; k += 1) {
    const { tag, values } = entryValues(reader, ifd + 2 + k * 12);
    tags.set(tag, values);
  }
  const one = (tag: number, fallback: number) => tags.get(tag)?.[0] ?? fallback;
  const samplesPerPixel = one(277, 1);
  const height = one(257, 0);
  const bits = tags.get(258);
  const page: TiffPage = {
    width: one(256, 0),
    height,
    bitsPerSample:
      bits && bits.length > 0
        ? Array.from({ length: samplesPerPixel }, (_, s) => bits[s] ?? bits[0] ?? 1)
        : new Array<number>(samplesPerPixel).fill(1),
    samplesPerPixel,
    compression: one(259, 1),
    // A file without it (it is required) is read as most writers mean it.
    photometric: one(262, samplesPerPixel >= 3 ? 2 : 1),
    planar: one(284, 1),
    predictor: one(317, 1),
    fillOrder: one(266, 1),
    sampleFormat: one(339, 1),
    extraSample: tags.get(338)?.[0] ?? -1,
    rowsPerStrip: Math.min(one(278, height), height) || height,
    stripOffsets: tags.get(273) ?? [],
    stripByteCounts: tags.get(279) ?? [],
    colorMap: tags.get(320) ?? null,
    tiled: tags.has(322) || tags.has(324),
  };
  return { page, next: reader.u32(ifd + 2 + count * 12) };
}

/**
 * Reads the header and every page's directory (not the pixels). Throws {@link TiffError}:
 * `not-tiff`, `bigtiff`, `truncated` (also for a file without any page).
 */
export function readTiff(bytes: Uint8Array): TiffFile {
  if (bytes.length < 8) throw new TiffError('not-tiff');
  const order = String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0);
  if (order !== 'II' && order !== 'MM') throw new TiffError('not-tiff');
  const reader = new Reader(bytes, order === 'II');
  const magic = reader.u16(2);
  if (magic === 43) throw new TiffError('bigtiff');
  if (magic !== 42) throw new TiffError('not-tiff');
  const pages: TiffPage[] = [];
  const seen = new Set<number>();
  let ifd = reader.u32(4);
  while (ifd !== 0 && !seen.has(ifd) && pages.length < MAX_PAGES) {
    seen.add(ifd);
    const { page, next } = readPage(reader, ifd);
    pages.push(page);
    ifd = next;
  }
  if (pages.length === 0) throw new TiffError('truncated');
  return { littleEndian: reader.little, pages };
}

/** Why `page` cannot be drawn, or null when {@link decodeTiffPage} can draw it. */
export function tiffPageProblem(page: TiffPage): TiffError | null {
  if (page.tiled) return new TiffError('tiled');
  if (![1, 5, 32773].includes(page.compression))
    return new TiffError(
      'compression',
      COMPRESSION_NAMES[page.compression] ?? `compression ${page.compression}`,
    );
  if (page.width <= 0 || page.height <= 0) return new TiffError('format', 'no size');
  if (page.width * page.height > MAX_PIXELS) return new TiffError('too-large');
  if (page.sampleFormat !== 1) return new TiffError('format', 'floating point or signed samples');
  if (page.predictor !== 1 && page.predictor !== 2)
    return new TiffError('format', `predictor ${page.predictor}`);
  const bits = page.bitsPerSample[0] ?? 1;
  if (page.bitsPerSample.some((b) => b !== bits))
    return new TiffError('format', 'mixed bits per sample');
  if (page.predictor === 2 && bits !== 8 && bits !== 16)
    return new TiffError('format', `predictor with ${bits}-bit samples`);
  if (page.planar !== 1 && page.planar !== 2)
    return new TiffError('format', `planar configuration ${page.planar}`);
  switch (page.photometric) {
    case 0:
    case 1:
      if (![1, 2, 4, 8, 16].includes(bits)) return new TiffError('format', `${bits}-bit grey`);
      return null;
    case 2:
      if (page.samplesPerPixel < 3) return new TiffError('format', 'RGB without three samples');
      if (bits !== 8 && bits !== 16) return new TiffError('format', `${bits}-bit RGB`);
      return null;
    case 3:
      if (bits > 8 || page.samplesPerPixel !== 1)
        return new TiffError('format', `${bits}-bit palette`);
      if (!page.colorMap || page.colorMap.length < 3 * (1 << bits))
        return new TiffError('format', 'palette without a colour map');
      return null;
    case 5:
      return new TiffError('format', 'CMYK');
    case 6:
      return new TiffError('format', 'YCbCr');
    default:
      return new TiffError('format', `photometric interpretation ${page.photometric}`);
  }
}

/** Reverses the bit order of every byte (FillOrder 2). */
function reverseBits(data: Uint8Array): Uint8Array {
  const out = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i += 1) {
    let b = data[i] ?? 0;
    b = ((b & 0xf0) >> 4) | ((b & 0x0f) << 4);
    b = ((b & 0xcc) >> 2) | ((b & 0x33) << 2);
    b = ((b & 0xaa) >> 1) | ((b & 0x55) << 1);
    out[i] = b;
  }
  return out;
}

/** The bytes of one strip, decompressed to `expected` bytes (short strips are zero-filled). */
function stripData(bytes: Uint8Array, page: TiffPage, strip: number, expected: number): Uint8Array {
  const offset = page.stripOffsets[strip];
  if (offset === undefined) throw new TiffError('truncated');
  // Without StripByteCounts (an old writer) an uncompressed strip is as long as its rows.
  const count = page.stripByteCounts[strip] ?? (page.compression === 1 ? expected : 0);
  if (offset + count > bytes.length) throw new TiffError('truncated');
  let raw = bytes.subarray(offset, offset + count);
  if (page.fillOrder === 2) raw = reverseBits(raw);
  if (page.compression === 5) return lzwDecode(raw, expected);
  if (page.compression === 32773) return unpackBits(raw, expected);
  if (raw.length >= expected) return raw.subarray(0, expected);
  const padded = new Uint8Array(expected);
  padded.set(raw);
  return padded;
}

/** Undoes the horizontal predictor in place: each sample was stored as a difference. */
function undoPredictor(
  row: Uint8Array,
  samples: number,
  width: number,
  bits: number,
  little: boolean,
) {
  if (bits === 8) {
    for (let k = samples; k < width * samples; k += 1)
      row[k] = ((row[k] ?? 0) + (row[k - samples] ?? 0)) & 0xff;
    return;
  }
  const view = new DataView(row.buffer, row.byteOffset, row.byteLength);
  for (let k = samples; k < width * samples; k += 1) {
    const value =
      (view.getUint16(k * 2, little) + view.getUint16((k - samples) * 2, little)) & 0xffff;
    view.setUint16(k * 2, value, little);
  }
}

/** Sample k of a row packed at `bits` per sample (1 to 8 MSB first, or 16 in file order). */
function sampleAt(row: Uint8Array, k: number, bits: number, little: boolean): number {
  if (bits === 8) return row[k] ?? 0;
  if (bits === 16) {
    const a = row[k * 2] ?? 0;
    const b = row[k * 2 + 1] ?? 0;
    return little ? a | (b << 8) : (a << 8) | b;
  }
  const bit = k * bits;
  const byte = row[bit >> 3] ?? 0;
  return (byte >> (8 - bits - (bit & 7))) & ((1 << bits) - 1);
}

/**
 * Decodes one page to RGBA. Throws the page's {@link tiffPageProblem}, or `truncated` when its
 * strips point past the end of the file.
 */
export function decodeTiffPage(bytes: Uint8Array, file: TiffFile, index: number): TiffImage {
  const page = file.pages[index];
  if (!page) throw new TiffError('truncated');
  const problem = tiffPageProblem(page);
  if (problem) throw problem;
  const { width, height, samplesPerPixel, photometric, rowsPerStrip } = page;
  const bits = page.bitsPerSample[0] ?? 1;
  const little = file.littleEndian;
  const planes = page.planar === 2 ? samplesPerPixel : 1;
  // Samples in one row of one plane, and its bytes (rows start on a byte boundary).
  const rowSamples = planes === 1 ? width * samplesPerPixel : width;
  const rowBytes = Math.ceil((rowSamples * bits) / 8);
  const stripsPerPlane = Math.ceil(height / rowsPerStrip);
  const max = (1 << Math.min(bits, 16)) - 1;
  const scale = (v: number) =>
    bits === 8 ? v : bits === 16 ? v >> 8 : Math.round((v * 255) / max);
  const rgba = new Uint8ClampedArray(width * height * 4);

  // Whole planes (one for chunky pixels), row by row.
  const plane: Uint8Array[] = [];
  for (let p = 0; p < planes; p += 1) {
    const data = new Uint8Array(rowBytes * height);
    for (let s = 0; s < stripsPerPlane; s += 1) {
      const rows = Math.min(rowsPerStrip, height - s * rowsPerStrip);
      const strip = stripData(bytes, page, p * stripsPerPlane + s, rows * rowBytes);
      data.set(strip.subarray(0, rows * rowBytes), s * rowsPerStrip * rowBytes);
    }
    if (page.predictor === 2) {
      const samples = planes === 1 ? samplesPerPixel : 1;
      for (let y = 0; y < height; y += 1)
        undoPredictor(
          data.subarray(y * rowBytes, (y + 1) * rowBytes),
          samples,
          width,
          bits,
          little,
        );
    }
    plane.push(data);
  }

  const sample = (x: number, y: number, s: number): number => {
    if (planes === 1) {
      const row = (plane[0] as Uint8Array).subarray(y * rowBytes, (y + 1) * rowBytes);
      return sampleAt(row, x * samplesPerPixel + s, bits, little);
    }
    const row = (plane[s] as Uint8Array).subarray(y * rowBytes, (y + 1) * rowBytes);
    return sampleAt(row, x, bits, little);
  };

  const colours = photometric === 3 ? 1 : photometric === 2 ? 3 : 1;
  // Only the first extra sample counts, and only when it is alpha.
  const alphaSample =
    samplesPerPixel > colours && (page.extraSample === 1 || page.extraSample === 2) ? colours : -1;
  const premultiplied = page.extraSample === 1;
  const map = page.colorMap ?? [];
  const entries = 1 << bits;

  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const o = (y * width + x) * 4;
      let r: number;
      let g: number;
      let b: number;
      if (photometric === 2) {
        r = scale(sample(x, y, 0));
        g = scale(sample(x, y, 1));
        b = scale(sample(x, y, 2));
      } else if (photometric === 3) {
        const i = sample(x, y, 0);
        r = (map[i] ?? 0) >> 8;
        g = (map[entries + i] ?? 0) >> 8;
        b = (map[2 * entries + i] ?? 0) >> 8;
      } else {
        const v = scale(sample(x, y, 0));
        r = g = b = photometric === 0 ? 255 - v : v;
      }
      const a = alphaSample >= 0 ? scale(sample(x, y, alphaSample)) : 255;
      if (premultiplied && a > 0 && a < 255) {
        r = (r * 255) / a;
        g = (g * 255) / a;
        b = (b * 255) / a;
      }
      rgba[o] = r;
      rgba[o + 1] = g;
      rgba[o + 2] = b;
      rgba[o + 3] = a;
    }
  }
  return { width, height, rgba };
}
