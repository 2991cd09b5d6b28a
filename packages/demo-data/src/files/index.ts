/** Pure-Node generators of real document files for the demo data (see each module). */
export { createPdf, textWidth, wrapText, type PdfSection, type PdfSpec } from './pdf';
export { PNG_SIGNATURE, createPng, crc32 } from './png';
export { createJpeg, type JpegSpec } from './jpeg';
export { createTiff, type TiffSpec } from './tiff';
export { demoVideo } from './mp4';
export { SCANS, scanFile, scanTiff, type ScanLang, type ScanName } from './scans';
export { thumbnailPng, THUMBNAIL_SIZE, type FileKind } from './thumbnail';
export { Canvas, hsl, hex, mix, type Draw, type RasterSpec, type Rgb } from './raster';
export { hashString } from '../rng';
