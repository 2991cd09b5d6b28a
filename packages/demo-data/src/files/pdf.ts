// The PDF writer is shared with the kit (exports of the orders list): it lives in @anp/pdf, whose
// Node entry reads its own fonts (Noto Sans, Noto Sans KR).
import { createPdf as createPdfBytes, nodeFonts, type PdfSpec } from '@anp/pdf/node';

export type { PdfAlign, PdfColor, PdfSection, PdfSpec } from '@anp/pdf/node';

/** The PDF as a Node Buffer, as the seed and the API store and send files. */
export function createPdf(spec: PdfSpec): Buffer {
  const bytes = createPdfBytes(spec);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Width of `text` in points in the writer's regular (F1) or bold (F2) font at `size`. */
export const textWidth = (text: string, size: number, font: 'F1' | 'F2' = 'F1') =>
  nodeFonts().width(text, size, font);

/** Splits `text` into lines no wider than `width` points at `size`. */
export const wrapText = (text: string, width: number, size: number) =>
  nodeFonts().wrap(text, width, size);
