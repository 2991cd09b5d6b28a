/**
 * The file itself: the catalog, the page tree, the fonts, the information dictionary and one
 * page and content stream per page, numbered as objects, then the cross-reference table with
 * exact byte offsets and the trailer.
 */
import type { PdfSpec } from './document-spec';
import { infoString } from './encoding';
import type { Layout } from './pages';

/** Formats a date as a PDF date string (UTC). */
function pdfDate(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `D:${date.getUTCFullYear()}${p(date.getUTCMonth() + 1)}${p(date.getUTCDate())}${p(date.getUTCHours())}${p(date.getUTCMinutes())}${p(date.getUTCSeconds())}Z`;
}

/** The bytes of the document whose pages `layout` has drawn. */
export function writeDocument(spec: PdfSpec, layout: Layout): Uint8Array {
  const objects: string[] = [];
  const pageCount = layout.pages.length;
  const firstPage = 6;
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${layout.pages.map((_, i) => `${firstPage + 2 * i} 0 R`).join(' ')}] /Count ${pageCount} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] =
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  const info = [`/Title ${infoString(spec.title)}`, `/Producer ${infoString('AN Portal Kit')}`];
  if (spec.info?.author) info.push(`/Author ${infoString(spec.info.author)}`);
  if (spec.info?.subject) info.push(`/Subject ${infoString(spec.info.subject)}`);
  if (spec.info?.keywords) info.push(`/Keywords ${infoString(spec.info.keywords)}`);
  if (spec.info?.created) info.push(`/CreationDate (${pdfDate(spec.info.created)})`);
  objects[5] = `<< ${info.join(' ')} >>`;
  layout.pages.forEach((ops, i) => {
    const content = ops.join('\n');
    objects[firstPage + 2 * i] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${layout.width} ${layout.height}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${firstPage + 2 * i + 1} 0 R >>`;
    // The end-of-line before endstream is not part of /Length (ISO 32000-1, 7.3.8.1).
    objects[firstPage + 2 * i + 1] =
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  });

  // Header with a binary comment so transfer tools treat the file as binary (PDF 1.4, 7.5.2).
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  for (let n = 1; n < objects.length; n++) {
    // Every character of the body is one byte (latin1), so its length is its byte length.
    offsets[n] = body.length;
    body += `${n} 0 obj\n${objects[n]}\nendobj\n`;
  }
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let n = 1; n < objects.length; n++)
    body += `${String(offsets[n]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return latin1Bytes(body);
}

/** The bytes of a string whose characters are all below 256. */
function latin1Bytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i) & 0xff;
  return bytes;
}
