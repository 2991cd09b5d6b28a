/**
 * A page's pixel data as stored (TIFF 6.0 baseline strips): its strips found, their bit order
 * reversed when FillOrder asks, decompressed (none, PackBits §9, LZW §13), joined into whole
 * planes of rows, and the horizontal predictor undone (§14).
 */
import { lzwDecode, unpackBits } from './tiff-codecs';
import { TiffError } from './tiff-error';
import type { TiffPage } from './tiff-ifd';

/** Reverses the bit order of every byte (FillOrder 2). */
export function reverseBits(data: Uint8Array): Uint8Array {
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
export function undoPredictor(
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

/** A page's samples as stored: whole planes of rows, decompressed, the predictor undone. */
export interface Planes {
  /** One plane for chunky pixels (RGBRGB...), one per sample for planar ones (RR.. GG.. BB..). */
  data: Uint8Array[];
  /** Bytes of one row of one plane (rows start on a byte boundary). */
  rowBytes: number;
}

/**
 * Reads a page's strips into whole planes. Throws `truncated` when a strip points past the end of
 * the file. The page must be drawable ({@link tiffPageProblem} of model/tiff.ts).
 */
export function readPlanes(bytes: Uint8Array, page: TiffPage, little: boolean): Planes {
  const { width, height, samplesPerPixel, rowsPerStrip } = page;
  const bits = page.bitsPerSample[0] ?? 1;
  const planes = page.planar === 2 ? samplesPerPixel : 1;
  // Samples in one row of one plane, and its bytes.
  const rowSamples = planes === 1 ? width * samplesPerPixel : width;
  const rowBytes = Math.ceil((rowSamples * bits) / 8);
  const stripsPerPlane = Math.ceil(height / rowsPerStrip);
  const data: Uint8Array[] = [];
  for (let p = 0; p < planes; p += 1) {
    const plane = new Uint8Array(rowBytes * height);
    for (let s = 0; s < stripsPerPlane; s += 1) {
      const rows = Math.min(rowsPerStrip, height - s * rowsPerStrip);
      const strip = stripData(bytes, page, p * stripsPerPlane + s, rows * rowBytes);
      plane.set(strip.subarray(0, rows * rowBytes), s * rowsPerStrip * rowBytes);
    }
    if (page.predictor === 2) {
      const samples = planes === 1 ? samplesPerPixel : 1;
      for (let y = 0; y < height; y += 1)
        undoPredictor(
          plane.subarray(y * rowBytes, (y + 1) * rowBytes),
          samples,
          width,
          bits,
          little,
        );
    }
    data.push(plane);
  }
  return { data, rowBytes };
}
