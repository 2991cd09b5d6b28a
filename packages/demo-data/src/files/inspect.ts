/**
 * Independent readers of the generated files, used by the tests to prove the files are valid
 * (and handy when debugging the seed): a PNG chunk reader and decoder, a TIFF IFD reader, a
 * baseline JPEG segment walker and decoder, an MP4 box walker and a PDF xref checker. They share
 * no code with the writers on purpose.
 */
import { crc32 as zlibCrc32, inflateSync } from 'node:zlib';

export interface DecodedImage {
  width: number;
  height: number;
  /** Packed RGB, 3 bytes per pixel, row by row. */
  rgb: Uint8Array;
}

// ---------------------------------------------------------------------------------------------
// PNG

export interface PngChunk {
  type: string;
  data: Buffer;
  /** Whether the stored CRC equals node:zlib's CRC-32 of type + data. */
  crcOk: boolean;
}

/** Splits a PNG into chunks (after checking the signature), verifying each CRC with node:zlib. */
export function pngChunks(file: Buffer): PngChunk[] {
  if (!file.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))) {
    throw new Error('not a PNG signature');
  }
  const chunks: PngChunk[] = [];
  let at = 8;
  while (at < file.length) {
    const length = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    const data = file.subarray(at + 8, at + 8 + length);
    const crc = file.readUInt32BE(at + 8 + length);
    chunks.push({ type, data, crcOk: zlibCrc32(file.subarray(at + 4, at + 8 + length)) === crc });
    at += 12 + length;
  }
  if (at !== file.length) throw new Error('PNG chunks overrun the file');
  return chunks;
}

/** Decodes an 8-bit RGB, non-interlaced PNG (all five filter types). */
export function decodePng(file: Buffer): DecodedImage & { inflatedLength: number } {
  const chunks = pngChunks(file);
  const ihdr = chunks[0];
  if (ihdr?.type !== 'IHDR') throw new Error('IHDR must come first');
  const width = ihdr.data.readUInt32BE(0);
  const height = ihdr.data.readUInt32BE(4);
  if (ihdr.data[8] !== 8 || ihdr.data[9] !== 2 || ihdr.data[12] !== 0) {
    throw new Error('only 8-bit RGB non-interlaced PNG is supported');
  }
  const raw = inflateSync(
    Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)),
  );
  const stride = width * 3;
  const rgb = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const value = raw[y * (stride + 1) + 1 + i] ?? 0;
      const a = i >= 3 ? (rgb[y * stride + i - 3] ?? 0) : 0;
      const b = y > 0 ? (rgb[(y - 1) * stride + i] ?? 0) : 0;
      const c = y > 0 && i >= 3 ? (rgb[(y - 1) * stride + i - 3] ?? 0) : 0;
      let predictor = 0;
      if (filter === 1) predictor = a;
      else if (filter === 2) predictor = b;
      else if (filter === 3) predictor = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      } else if (filter !== 0) throw new Error(`bad filter ${filter}`);
      rgb[y * stride + i] = (value + predictor) & 0xff;
    }
  }
  return { width, height, rgb, inflatedLength: raw.length };
}

// ---------------------------------------------------------------------------------------------
// TIFF

/** Reads the first IFD of a little-endian TIFF: tag number to its values (ASCII as char codes). */
export function tiffTags(file: Buffer): Map<number, number[]> {
  if (file.toString('latin1', 0, 2) !== 'II' || file.readUInt16LE(2) !== 42) {
    throw new Error('not a little-endian TIFF');
  }
  const ifd = file.readUInt32LE(4);
  const count = file.readUInt16LE(ifd);
  const tags = new Map<number, number[]>();
  let previous = -1;
  for (let i = 0; i < count; i++) {
    const at = ifd + 2 + i * 12;
    const tag = file.readUInt16LE(at);
    if (tag <= previous) throw new Error('IFD tags must be sorted ascending');
    previous = tag;
    const type = file.readUInt16LE(at + 2);
    const n = file.readUInt32LE(at + 4);
    const size = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8 }[type];
    if (!size) throw new Error(`unsupported field type ${type}`);
    const base = n * size <= 4 ? at + 8 : file.readUInt32LE(at + 8);
    const values: number[] = [];
    for (let k = 0; k < n; k++) {
      if (type === 3) values.push(file.readUInt16LE(base + k * 2));
      else if (type === 4) values.push(file.readUInt32LE(base + k * 4));
      else if (type === 5)
        values.push(file.readUInt32LE(base + k * 8) / file.readUInt32LE(base + k * 8 + 4));
      else values.push(file[base + k] ?? 0);
    }
    tags.set(tag, values);
  }
  if (file.readUInt32LE(ifd + 2 + count * 12) !== 0) throw new Error('expected a single IFD');
  return tags;
}

/** Reassembles the pixels of an uncompressed chunky RGB TIFF from its strips. */
export function decodeTiff(file: Buffer): DecodedImage {
  const tags = tiffTags(file);
  const width = tags.get(256)?.[0] ?? 0;
  const height = tags.get(257)?.[0] ?? 0;
  const offsets = tags.get(273) ?? [];
  const counts = tags.get(279) ?? [];
  const rgb = Buffer.concat(offsets.map((o, i) => file.subarray(o, o + (counts[i] ?? 0))));
  if (rgb.length !== width * height * 3)
    throw new Error('strips do not hold width x height x 3 bytes');
  return { width, height, rgb };
}

// ---------------------------------------------------------------------------------------------
// JPEG

export interface JpegSegment {
  marker: number;
  offset: number;
  /** Payload without the marker and length bytes. */
  data: Buffer;
}

/**
 * Walks the marker segments of a JPEG from SOI to EOI, checking that every length chains to the
 * next marker; the entropy-coded data after SOS is skipped (stuffed 0xFF00 and RSTn allowed).
 */
export function jpegSegments(file: Buffer): { segments: JpegSegment[]; scanData: Buffer[] } {
  if (file[0] !== 0xff || file[1] !== 0xd8) throw new Error('missing SOI');
  const segments: JpegSegment[] = [];
  const scanData: Buffer[] = [];
  let at = 2;
  for (;;) {
    if (file[at] !== 0xff) throw new Error(`expected a marker at ${at}`);
    const marker = file[at + 1] ?? 0;
    if (marker === 0xd9) {
      if (at + 2 !== file.length) throw new Error('data after EOI');
      return { segments, scanData };
    }
    const length = file.readUInt16BE(at + 2);
    segments.push({ marker, offset: at, data: file.subarray(at + 4, at + 2 + length) });
    at += 2 + length;
    if (marker === 0xda) {
      const start = at;
      while (
        at < file.length &&
        !(
          file[at] === 0xff &&
          (file[at + 1] ?? 0) !== 0 &&
          ((file[at + 1] ?? 0) < 0xd0 || (file[at + 1] ?? 0) > 0xd7)
        )
      )
        at++;
      scanData.push(file.subarray(start, at));
    }
    if (at >= file.length) throw new Error('ran past the end without EOI');
  }
}

/** Decodes a baseline (SOF0) Huffman JPEG with 1 or 3 components, any sampling factors. */
export function decodeJpeg(file: Buffer): DecodedImage {
  const { segments, scanData } = jpegSegments(file);
  const quant = new Map<number, number[]>();
  const huffman = new Map<number, Map<number, number>>(); // class<<4|id -> (length<<16|code) -> symbol
  let frame:
    | { width: number; height: number; comps: { id: number; h: number; v: number; tq: number }[] }
    | undefined;
  let scan: { id: number; td: number; ta: number }[] = [];
  for (const { marker, data } of segments) {
    if (marker === 0xdb) {
      for (let i = 0; i < data.length; i += 65) {
        if ((data[i] ?? 0) >> 4 !== 0) throw new Error('16-bit tables unsupported');
        quant.set((data[i] ?? 0) & 15, [...data.subarray(i + 1, i + 65)]);
      }
    } else if (marker === 0xc0) {
      const comps = [];
      for (let c = 0; c < (data[5] ?? 0); c++) {
        const sampling = data[7 + c * 3] ?? 0x11;
        comps.push({
          id: data[6 + c * 3] ?? 0,
          h: sampling >> 4,
          v: sampling & 15,
          tq: data[8 + c * 3] ?? 0,
        });
      }
      frame = { height: data.readUInt16BE(1), width: data.readUInt16BE(3), comps };
    } else if (
      marker >= 0xc1 &&
      marker <= 0xcf &&
      marker !== 0xc4 &&
      marker !== 0xc8 &&
      marker !== 0xcc
    ) {
      throw new Error('only baseline JPEG is supported');
    } else if (marker === 0xc4) {
      let i = 0;
      while (i < data.length) {
        const key = data[i] ?? 0;
        const bits = [...data.subarray(i + 1, i + 17)];
        const values = data.subarray(i + 17, i + 17 + bits.reduce((a, b) => a + b, 0));
        const table = new Map<number, number>();
        let code = 0;
        let k = 0;
        bits.forEach((n, index) => {
          for (let j = 0; j < n; j++) table.set(((index + 1) << 16) | code++, values[k++] ?? 0);
          code <<= 1;
        });
        huffman.set(key, table);
        i += 17 + values.length;
      }
    } else if (marker === 0xda) {
      scan = Array.from({ length: data[0] ?? 0 }, (_, c) => ({
        id: data[1 + c * 2] ?? 0,
        td: (data[2 + c * 2] ?? 0) >> 4,
        ta: (data[2 + c * 2] ?? 0) & 15,
      }));
    }
  }
  if (!frame || scan.length !== frame.comps.length) throw new Error('missing frame or scan');
  const { width, height, comps } = frame;

  // Unstuff the entropy-coded data and read it bit by bit.
  const bytes: number[] = [];
  const data = scanData[0] ?? Buffer.alloc(0);
  for (let i = 0; i < data.length; i++) {
    bytes.push(data[i] ?? 0);
    if (data[i] === 0xff) i++;
  }
  let bitPos = 0;
  const bit = () => {
    const byte = bytes[bitPos >> 3];
    if (byte === undefined) throw new Error('entropy data ended early');
    return (byte >> (7 - (bitPos++ & 7))) & 1;
  };
  const receive = (n: number) => {
    let v = 0;
    for (let i = 0; i < n; i++) v = (v << 1) | bit();
    return v;
  };
  const extend = (v: number, n: number) => (n === 0 ? 0 : v < 1 << (n - 1) ? v - (1 << n) + 1 : v);
  const decode = (table: Map<number, number>) => {
    let code = 0;
    for (let length = 1; length <= 16; length++) {
      code = (code << 1) | bit();
      const symbol = table.get((length << 16) | code);
      if (symbol !== undefined) return symbol;
    }
    throw new Error('bad Huffman code');
  };

  const zigzag: number[] = [];
  for (let s = 0; s < 15; s++) {
    for (let i = 0; i < 8; i++) {
      const r = s % 2 === 0 ? Math.min(7, s) - i : Math.max(0, s - 7) + i;
      const c = s - r;
      if (r >= 0 && r < 8 && c >= 0 && c < 8) zigzag.push(r * 8 + c);
    }
  }
  const hMax = Math.max(...comps.map((c) => c.h));
  const vMax = Math.max(...comps.map((c) => c.v));
  const mcuX = Math.ceil(width / (8 * hMax));
  const mcuY = Math.ceil(height / (8 * vMax));
  const planes = comps.map((c) => ({
    w: mcuX * c.h * 8,
    samples: new Float64Array(mcuX * c.h * 8 * mcuY * c.v * 8),
  }));
  const cos = (x: number, u: number) =>
    ((u === 0 ? Math.SQRT1_2 : 1) / 2) * Math.cos(((2 * x + 1) * u * Math.PI) / 16);
  const predictors = comps.map(() => 0);

  for (let my = 0; my < mcuY; my++) {
    for (let mx = 0; mx < mcuX; mx++) {
      comps.forEach((comp, ci) => {
        const q = quant.get(comp.tq) ?? [];
        const dc = huffman.get(scan[ci]?.td ?? 0) ?? new Map<number, number>();
        const ac = huffman.get(0x10 | (scan[ci]?.ta ?? 0)) ?? new Map<number, number>();
        for (let by = 0; by < comp.v; by++) {
          for (let bx = 0; bx < comp.h; bx++) {
            const coef = new Float64Array(64);
            const t = decode(dc);
            predictors[ci] = (predictors[ci] ?? 0) + extend(receive(t), t);
            coef[0] = (predictors[ci] ?? 0) * (q[0] ?? 1);
            for (let k = 1; k < 64;) {
              const rs = decode(ac);
              const r = rs >> 4;
              const s = rs & 15;
              if (s === 0) {
                if (r !== 15) break;
                k += 16;
                continue;
              }
              k += r;
              coef[zigzag[k] ?? 0] = extend(receive(s), s) * (q[k] ?? 1);
              k++;
            }
            const plane = planes[ci];
            if (!plane) continue;
            for (let y = 0; y < 8; y++) {
              for (let x = 0; x < 8; x++) {
                let sum = 0;
                for (let v = 0; v < 8; v++) {
                  for (let u = 0; u < 8; u++) sum += cos(x, u) * cos(y, v) * (coef[v * 8 + u] ?? 0);
                }
                const px = (mx * comp.h + bx) * 8 + x;
                const py = (my * comp.v + by) * 8 + y;
                plane.samples[py * plane.w + px] = sum + 128;
              }
            }
          }
        }
      });
    }
  }

  const rgb = new Uint8Array(width * height * 3);
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sample = (ci: number) => {
        const comp = comps[ci];
        const plane = planes[ci];
        if (!comp || !plane) return 128;
        return (
          plane.samples[
            Math.floor((y * comp.v) / vMax) * plane.w + Math.floor((x * comp.h) / hMax)
          ] ?? 0
        );
      };
      const Y = sample(0);
      const cb = comps.length === 3 ? sample(1) - 128 : 0;
      const cr = comps.length === 3 ? sample(2) - 128 : 0;
      const i = (y * width + x) * 3;
      rgb[i] = clamp(Y + 1.402 * cr);
      rgb[i + 1] = clamp(Y - 0.344136 * cb - 0.714136 * cr);
      rgb[i + 2] = clamp(Y + 1.772 * cb);
    }
  }
  return { width, height, rgb };
}

// ---------------------------------------------------------------------------------------------
// MP4

export interface Mp4Box {
  type: string;
  offset: number;
  size: number;
  children: Mp4Box[];
}

const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'edts', 'dinf', 'udta']);

/** Parses ISO BMFF boxes (recursing into the usual containers and into stsd entries). */
export function mp4Boxes(file: Buffer, start = 0, end = file.length): Mp4Box[] {
  const boxes: Mp4Box[] = [];
  let at = start;
  while (at < end) {
    let size = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      size = Number(file.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end)
      throw new Error(`box ${type} at ${at} overruns its parent`);
    let children: Mp4Box[] = [];
    if (CONTAINERS.has(type)) children = mp4Boxes(file, at + header, at + size);
    else if (type === 'stsd')
      children = mp4Boxes(file, at + header + 8, at + size); // full box + entry count
    else if (type === 'avc1') children = mp4Boxes(file, at + header + 78, at + size); // VisualSampleEntry fields
    boxes.push({ type, offset: at, size, children });
    at += size;
  }
  return boxes;
}

/** Depth-first search for a box type. */
export function findBox(boxes: Mp4Box[], type: string): Mp4Box | undefined {
  for (const box of boxes) {
    if (box.type === type) return box;
    const inner = findBox(box.children, type);
    if (inner) return inner;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// PDF

export interface PdfCheck {
  /** Object number to byte offset, from the xref table. */
  offsets: Map<number, number>;
  /** The /Size of the trailer. */
  size: number;
  /** Decoded (uncompressed) content streams, in file order. */
  streams: string[];
  /** The /Count of the page tree. */
  pageCount: number;
}

/**
 * Checks a classic-xref PDF: header, `%%EOF`, `startxref` pointing at `xref`, every in-use entry
 * pointing at `N 0 obj`, every stream's /Length matching its data. Throws on the first problem.
 */
export function checkPdf(file: Buffer): PdfCheck {
  const text = file.toString('latin1');
  if (!text.startsWith('%PDF-1.')) throw new Error('missing %PDF header');
  if (!/%%EOF\s*$/.test(text)) throw new Error('missing %%EOF');
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text);
  const xrefAt = Number(startxref?.[1] ?? -1);
  if (text.slice(xrefAt, xrefAt + 4) !== 'xref')
    throw new Error('startxref does not point at xref');
  const header = /^xref\s+(\d+) (\d+)\s+/.exec(text.slice(xrefAt));
  const first = Number(header?.[1] ?? 0);
  const count = Number(header?.[2] ?? 0);
  const entriesAt = xrefAt + (header?.[0].length ?? 0);
  const offsets = new Map<number, number>();
  for (let i = 0; i < count; i++) {
    const entry = text.slice(entriesAt + i * 20, entriesAt + (i + 1) * 20);
    const match = /^(\d{10}) (\d{5}) ([nf])(?: \n| \r|\r\n)$/.exec(entry);
    if (!match) throw new Error(`bad xref entry ${i}: ${JSON.stringify(entry)}`);
    if (match[3] !== 'n') continue;
    const offset = Number(match[1]);
    const n = first + i;
    if (!text.startsWith(`${n} 0 obj`, offset))
      throw new Error(`xref entry ${n} does not point at "${n} 0 obj"`);
    offsets.set(n, offset);
  }
  const size = Number(/trailer\s*<<[^]*?\/Size (\d+)/.exec(text.slice(xrefAt))?.[1] ?? -1);
  const streams: string[] = [];
  const streamRe = /\/Length (\d+)[^]*?>>\s*stream\r?\n/g;
  for (let m = streamRe.exec(text); m; m = streamRe.exec(text)) {
    const start = m.index + m[0].length;
    const length = Number(m[1]);
    if (!/^\r?\nendstream/.test(text.slice(start + length, start + length + 12))) {
      throw new Error(`stream at ${start} does not end after /Length ${length}`);
    }
    streams.push(text.slice(start, start + length));
  }
  const pageCount = Number(/\/Type \/Pages[^]*?\/Count (\d+)/.exec(text)?.[1] ?? 0);
  return { offsets, size, streams, pageCount };
}
