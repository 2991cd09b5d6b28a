// The PDF writer is shared with the kit (exports of the orders list): it lives in @anp/pdf.
import { createPdf as createPdfBytes, type PdfSpec } from '@anp/pdf';

export {
  pdfString,
  textWidth,
  winAnsi,
  wrapText,
  type PdfAlign,
  type PdfColor,
  type PdfSection,
  type PdfSpec,
} from '@anp/pdf';

/** The PDF as a Node Buffer, as the seed and the API store and send files. */
export function createPdf(spec: PdfSpec): Buffer {
  const bytes = createPdfBytes(spec);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
