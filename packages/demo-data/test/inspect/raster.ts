/** PNG and TIFF readers: chunks and CRCs, the PNG decoder, the TIFF IFD and its strips. */
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
