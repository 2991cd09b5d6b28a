/**
 * The TIFF file's structure (TIFF 6.0 §2): the header (byte order, magic number) and the chain of
 * image file directories, one per page, with the tags the reader uses. Pixels are not read here.
 */
import { TiffError } from './tiff-error';

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
  /** Where the page's directory starts in the file. */
  ifdOffset: number;
  /** Where the directory's pointer to the next page sits. */
  nextPointer: number;
}

export interface TiffFile {
  littleEndian: boolean;
  pages: TiffPage[];
}

/** Pages read at most; a longer chain of directories is cut (a loop or a damaged file). */
export const MAX_PAGES = 1000;

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
    ifdOffset: ifd,
    nextPointer: ifd + 2 + count * 12,
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
