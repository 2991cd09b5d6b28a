import { renderRgb, type RasterSpec } from './raster';

/** Options of {@link createTiff}: the raster plus optional descriptive tags. */
export interface TiffSpec extends RasterSpec {
  /** ImageDescription tag (ASCII; other characters become `?`). */
  description?: string;
  /** Resolution in dots per inch written to XResolution/YResolution (default 72). */
  dpi?: number;
}

const SHORT = 3;
const LONG = 4;
const RATIONAL = 5;
const ASCII = 2;

interface Entry {
  tag: number;
  type: number;
  values: number[] | Uint8Array;
}

/**
 * Encodes a baseline TIFF 6.0 RGB image: little-endian (`II*\0`), one IFD, 8 bits per sample,
 * uncompressed (Compression 1), chunky (PlanarConfiguration 1), in strips of about 8 KB
 * (StripOffsets, RowsPerStrip, StripByteCounts), with XResolution, YResolution and
 * ResolutionUnit (inch) as baseline readers require. Deterministic: no date or software tag.
 *
 * Layout: header (8 bytes), IFD, the values that do not fit in 4 bytes, then the pixel strips.
 */
export function createTiff(spec: TiffSpec): Buffer {
  const { width, height } = spec;
  const pixels = renderRgb(spec);
  const rowBytes = width * 3;
  const rowsPerStrip = Math.max(1, Math.min(height, Math.floor(8192 / rowBytes)));
  const stripCount = Math.ceil(height / rowsPerStrip);
  const stripByteCounts = Array.from(
    { length: stripCount },
    (_, i) => Math.min(rowsPerStrip, height - i * rowsPerStrip) * rowBytes,
  );
  const dpi = Math.max(1, Math.round(spec.dpi ?? 72));
  const entries: Entry[] = [
    { tag: 256, type: LONG, values: [width] }, // ImageWidth
    { tag: 257, type: LONG, values: [height] }, // ImageLength
    { tag: 258, type: SHORT, values: [8, 8, 8] }, // BitsPerSample
    { tag: 259, type: SHORT, values: [1] }, // Compression: none
    { tag: 262, type: SHORT, values: [2] }, // PhotometricInterpretation: RGB
    { tag: 273, type: LONG, values: new Array<number>(stripCount).fill(0) }, // StripOffsets
    { tag: 277, type: SHORT, values: [3] }, // SamplesPerPixel
    { tag: 278, type: LONG, values: [rowsPerStrip] }, // RowsPerStrip
    { tag: 279, type: LONG, values: stripByteCounts }, // StripByteCounts
    { tag: 282, type: RATIONAL, values: [dpi, 1] }, // XResolution
    { tag: 283, type: RATIONAL, values: [dpi, 1] }, // YResolution
    { tag: 284, type: SHORT, values: [1] }, // PlanarConfiguration: chunky
    { tag: 296, type: SHORT, values: [2] }, // ResolutionUnit: inch
  ];
  if (spec.description) {
    const ascii = Buffer.from(`${spec.description.replace(/[^\x20-\x7e]/g, '?')}\0`, 'latin1');
    entries.push({ tag: 270, type: ASCII, values: ascii }); // ImageDescription
    entries.sort((a, b) => a.tag - b.tag);
  }

  const sizeOf = (e: Entry) =>
    e.values.length * (e.type === SHORT ? 2 : e.type === RATIONAL ? 4 : e.type === ASCII ? 1 : 4);
  const ifdOffset = 8;
  const ifdSize = 2 + entries.length * 12 + 4;
  // Out-of-line values follow the IFD, each on a word boundary.
  let cursor = ifdOffset + ifdSize;
  const valueOffsets = entries.map((e) => {
    if (sizeOf(e) <= 4) return -1;
    const at = cursor;
    cursor += sizeOf(e) + (sizeOf(e) % 2);
    return at;
  });
  let dataOffset = cursor;
  const stripOffsets = stripByteCounts.map((count) => {
    const at = dataOffset;
    dataOffset += count;
    return at;
  });
  const offsetsEntry = entries.find((e) => e.tag === 273);
  if (offsetsEntry) offsetsEntry.values = stripOffsets;

  const out = Buffer.alloc(dataOffset);
  out.write('II', 0, 'latin1');
  out.writeUInt16LE(42, 2);
  out.writeUInt32LE(ifdOffset, 4);
  out.writeUInt16LE(entries.length, ifdOffset);
  const writeValues = (e: Entry, at: number) => {
    if (e.type === ASCII) {
      out.set(e.values, at);
      return;
    }
    e.values.forEach((v, i) => {
      if (e.type === SHORT) out.writeUInt16LE(v, at + i * 2);
      else out.writeUInt32LE(v, at + i * 4);
    });
  };
  entries.forEach((e, i) => {
    const at = ifdOffset + 2 + i * 12;
    out.writeUInt16LE(e.tag, at);
    out.writeUInt16LE(e.type, at + 2);
    out.writeUInt32LE(e.type === RATIONAL ? e.values.length / 2 : e.values.length, at + 4);
    const valueAt = valueOffsets[i] ?? -1;
    if (valueAt < 0) writeValues(e, at + 8);
    else {
      out.writeUInt32LE(valueAt, at + 8);
      writeValues(e, valueAt);
    }
  });
  out.writeUInt32LE(0, ifdOffset + 2 + entries.length * 12); // no next IFD
  out.set(pixels, stripOffsets[0] ?? dataOffset);
  return out;
}
