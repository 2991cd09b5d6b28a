/**
 * What the document preview knows of a TIFF file before drawing it (ordering.md §5: tif and tiff
 * files are previewed, and browsers cannot show TIFF). Pure and light: the header and the chain
 * of pages with their tags ({@link readTiff}), and whether a page can be drawn
 * ({@link tiffPageProblem}). The pixels are decoded by utif2 in a worker (tiff-decode.ts), which
 * this module does not load.
 *
 * Drawn: both byte orders, any number of pages, strips or tiles; no compression, CCITT modified
 * Huffman, Group 3 and Group 4 fax, LZW, Deflate, PackBits, JPEG (old and new style); bilevel,
 * greyscale, palette, RGB (with or without alpha) and JPEG's YCbCr. Refused with a
 * {@link TiffError} that says what, so the preview can say why and offer the download instead:
 * other compressions (JPEG 2000, Zstandard, WebP...), CMYK, floating point, BigTIFF, pages over
 * {@link MAX_PIXELS}.
 */
import { TiffError } from './tiff-error';
import type { TiffPage } from './tiff-ifd';

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

/** The compressions drawn, by their TIFF code, with the names a refusal would use. */
export const TIFF_COMPRESSIONS: Readonly<Record<number, string>> = {
  1: 'none',
  2: 'CCITT modified Huffman',
  3: 'CCITT Group 3 fax',
  4: 'CCITT Group 4 fax',
  5: 'LZW',
  6: 'old-style JPEG',
  7: 'JPEG',
  8: 'Deflate',
  32773: 'PackBits',
  32946: 'Deflate',
};

/** The compressions refused, named in the sentence that says why. */
const REFUSED_COMPRESSIONS: Record<number, string> = {
  34712: 'JPEG 2000',
  50000: 'Zstandard',
  50001: 'WebP',
  34925: 'LZMA',
};

const FAX = [2, 3, 4];
const JPEG = [6, 7];

/** Why `page` cannot be drawn, or null when the decoder can draw it. */
export function tiffPageProblem(page: TiffPage): TiffError | null {
  if (!(page.compression in TIFF_COMPRESSIONS))
    return new TiffError(
      'compression',
      REFUSED_COMPRESSIONS[page.compression] ?? `compression ${page.compression}`,
    );
  if (page.width <= 0 || page.height <= 0) return new TiffError('format', 'no size');
  if (page.width * page.height > MAX_PIXELS) return new TiffError('too-large');
  if (page.sampleFormat !== 1) return new TiffError('format', 'floating point or signed samples');
  const bits = page.bitsPerSample[0] ?? 1;
  if (page.bitsPerSample.some((b) => b !== bits))
    return new TiffError('format', 'mixed bits per sample');
  if (FAX.includes(page.compression) && (bits !== 1 || page.samplesPerPixel !== 1))
    return new TiffError('format', `fax compression of ${bits}-bit samples`);
  if (page.planar !== 1) return new TiffError('format', `planar configuration ${page.planar}`);
  if (page.predictor !== 1 && page.predictor !== 2)
    return new TiffError('format', `predictor ${page.predictor}`);
  switch (page.photometric) {
    case 0:
      if (![1, 4, 8, 16].includes(bits)) return new TiffError('format', `${bits}-bit grey`);
      return null;
    case 1:
      if (![1, 2, 4, 8, 16].includes(bits)) return new TiffError('format', `${bits}-bit grey`);
      return null;
    case 2:
      if (page.samplesPerPixel < 3) return new TiffError('format', 'RGB without three samples');
      if (bits !== 8 && bits !== 16) return new TiffError('format', `${bits}-bit RGB`);
      return null;
    case 3:
      if (![1, 2, 4, 8].includes(bits) || page.samplesPerPixel > 2)
        return new TiffError('format', `${bits}-bit palette`);
      if (!page.colorMap || page.colorMap.length < 3 * (1 << bits))
        return new TiffError('format', 'palette without a colour map');
      return null;
    case 5:
      return new TiffError('format', 'CMYK');
    case 6:
      // The JPEG decoder turns YCbCr into RGB; uncompressed YCbCr is rare in documents.
      return JPEG.includes(page.compression) ? null : new TiffError('format', 'YCbCr');
    default:
      return new TiffError('format', `photometric interpretation ${page.photometric}`);
  }
}
