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
import { TiffError } from './tiff-error';
import type { TiffFile, TiffPage } from './tiff-ifd';
import { readPlanes } from './tiff-strips';
import { toRgba } from './tiff-colour';

export { TiffError, type TiffProblem } from './tiff-error';
export { readTiff, MAX_PAGES, type TiffFile, type TiffPage } from './tiff-ifd';

/** A decoded page: RGBA, 4 bytes per pixel, rows top to bottom, as ImageData wants it. */
export interface TiffImage {
  width: number;
  height: number;
  rgba: Uint8ClampedArray<ArrayBuffer>;
}

/** The largest page drawn: 40 million pixels (160 MB of RGBA), well above an A4 scan at 600 dpi. */
export const MAX_PIXELS = 40_000_000;

/** The compressions the reader refuses, named in the sentence that says why. */
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

/**
 * Decodes one page to RGBA. Throws the page's {@link tiffPageProblem}, or `truncated` when its
 * strips point past the end of the file.
 */
export function decodeTiffPage(bytes: Uint8Array, file: TiffFile, index: number): TiffImage {
  const page = file.pages[index];
  if (!page) throw new TiffError('truncated');
  const problem = tiffPageProblem(page);
  if (problem) throw problem;
  const planes = readPlanes(bytes, page, file.littleEndian);
  return { width: page.width, height: page.height, rgba: toRgba(planes, page, file.littleEndian) };
}
