/**
 * The pixels of a TIFF page, decoded by utif2 (photopea's UTIF.js, MIT): the codecs of scanned
 * and fax-born documents (CCITT Group 3 and 4, LZW, Deflate, PackBits, JPEG) and the colour
 * conversions to RGBA. Runs in the preview's worker (viewers/tiff.worker.ts), or on the main
 * thread when no worker can be started; never in the element's first chunk.
 *
 * The file's structure comes from the kit's own reader (model/tiff-ifd.ts), which bounds every
 * offset and stops at a chain of pages that loops; utif2 is then shown one page at a time, so it
 * never walks the chain itself.
 */
// Before utif2: its Deflate codec is read from the global scope in a bundle.
import './pako-global';
import * as UTIF from 'utif2';
import { TiffError, tiffPageProblem, type TiffFile, type TiffImage } from './tiff';

/** The directory of one page as utif2 reads it: tags by `t<number>`, then the pixels. */
type Ifd = UTIF.IFD;

function u32(bytes: Uint8Array, at: number, little: boolean): number {
  return new DataView(bytes.buffer, bytes.byteOffset).getUint32(at, little);
}

function setU32(bytes: Uint8Array, at: number, value: number, little: boolean): void {
  new DataView(bytes.buffer, bytes.byteOffset).setUint32(at, value, little);
}

/**
 * utif2's directory of page `index` alone: the header is pointed at that page and its pointer to
 * the next page cleared for the time of the call, then both are put back.
 */
function pageDirectory(bytes: Uint8Array<ArrayBuffer>, file: TiffFile, index: number): Ifd {
  const page = file.pages[index];
  if (!page) throw new TiffError('truncated');
  const little = file.littleEndian;
  const first = u32(bytes, 4, little);
  const next = u32(bytes, page.nextPointer, little);
  setU32(bytes, 4, page.ifdOffset, little);
  setU32(bytes, page.nextPointer, 0, little);
  try {
    const [ifd] = UTIF.decode(bytes.buffer);
    if (!ifd) throw new TiffError('truncated');
    return ifd;
  } finally {
    setU32(bytes, 4, first, little);
    setU32(bytes, page.nextPointer, next, little);
  }
}

/** 4-bit BlackIsZero grey (utif2 draws 4-bit grey only as WhiteIsZero). */
function grey4(data: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height * 4);
  const rowBytes = Math.ceil(width / 2);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const byte = data[y * rowBytes + (x >> 1)] ?? 0;
      const v = ((x & 1 ? byte : byte >> 4) & 15) * 17;
      out.set([v, v, v, 255], (y * width + x) * 4);
    }
  return out;
}

/** Premultiplied alpha (ExtraSamples 1) back to the straight alpha a canvas expects. */
function unpremultiply(rgba: Uint8Array): void {
  for (let i = 0; i < rgba.length; i += 4) {
    const a = rgba[i + 3] ?? 255;
    if (a === 0 || a === 255) continue;
    for (let c = i; c < i + 3; c += 1)
      rgba[c] = Math.min(255, Math.round(((rgba[c] ?? 0) * 255) / a));
  }
}

/**
 * Decodes page `index` (0-based) of `file` to RGBA. Throws the page's problem
 * ({@link tiffPageProblem}), or `truncated` when its data is damaged or cut short.
 * A view on part of a buffer is copied first (utif2 reads strips by offsets in the buffer).
 */
export function decodeTiffPage(bytes: Uint8Array, file: TiffFile, index: number): TiffImage {
  const page = file.pages[index];
  if (!page) throw new TiffError('truncated');
  const problem = tiffPageProblem(page);
  if (problem) throw problem;
  page.stripOffsets.forEach((offset, i) => {
    if (offset + (page.stripByteCounts[i] ?? 0) > bytes.length) throw new TiffError('truncated');
  });
  const whole: Uint8Array<ArrayBuffer> =
    bytes.buffer instanceof ArrayBuffer &&
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength
      ? new Uint8Array(bytes.buffer)
      : new Uint8Array(bytes);
  let rgba: Uint8Array;
  try {
    const ifd = pageDirectory(whole, file, index);
    UTIF.decodeImage(whole.buffer, ifd);
    if (!ifd.data || ifd.data.length === 0) throw new TiffError('truncated');
    rgba =
      page.photometric === 1 && page.bitsPerSample[0] === 4
        ? grey4(ifd.data, page.width, page.height)
        : UTIF.toRGBA8(ifd);
    if (page.photometric === 2 && page.extraSample === 1) unpremultiply(rgba);
  } catch (error) {
    if (error instanceof TiffError) throw error;
    // utif2 throws strings and plain errors on damaged data.
    throw new TiffError('truncated', String(error));
  }
  if (rgba.length !== page.width * page.height * 4) throw new TiffError('truncated');
  return {
    width: page.width,
    height: page.height,
    rgba: new Uint8ClampedArray(rgba.buffer as ArrayBuffer, rgba.byteOffset, rgba.length),
  };
}
