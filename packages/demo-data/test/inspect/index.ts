/**
 * Independent readers of the generated files, used by the tests to prove the files are valid
 * (and handy when debugging the seed): a PNG chunk reader and decoder, a TIFF IFD reader, a
 * baseline JPEG segment walker and decoder, an MP4 box walker and a PDF xref checker. They share
 * no code with the writers on purpose.
 */
export { decodePng, decodeTiff, pngChunks, tiffTags } from './raster';
export type { DecodedImage, PngChunk } from './raster';
export { decodeJpeg, jpegSegments } from './jpeg';
export type { JpegSegment } from './jpeg';
export { checkPdf, findBox, mp4Boxes } from './containers';
export type { Mp4Box, PdfCheck } from './containers';
