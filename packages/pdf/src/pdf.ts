/**
 * A small PDF 1.4 writer (shared by the reference API's documents and the kit's exports) (price lists, brochures, invoices, packing lists,
 * certificates of analysis): a title block, wrapped text, sections with tables, automatic page
 * breaks (table heads repeat), a footer with page numbers. Standard Helvetica fonts with
 * WinAnsiEncoding (no embedded fonts), uncompressed content streams, exact xref offsets.
 *
 * The writer's parts: `document-spec.ts` (what callers ask for), `pages.ts` (the page layout),
 * `tables.ts`, `fonts.ts` (metrics, wrapping), `encoding.ts` (WinAnsi), `graphics.ts` (operators'
 * numbers and colours) and `objects.ts` (objects, xref and trailer).
 */
import type { PdfSpec } from './document-spec';
import { writeDocument } from './objects';
import { Layout } from './pages';

export type { PdfAlign, PdfColor, PdfSection, PdfSpec } from './document-spec';
export { pdfString, winAnsi } from './encoding';
export { textWidth, wrapText } from './fonts';

/**
 * Creates a PDF 1.4 document. Deterministic: the same spec gives the same bytes (no current date
 * unless `info.created` is given).
 *
 * @example
 * createPdf({
 *   title: 'Price list: swine feeds',
 *   subtitle: 'United States, USD, valid from 01-Mar-2025',
 *   sections: [{ heading: 'Starter feeds', columns: ['SKU', 'Product', 'Price'], rows: [['1001', 'Pig starter', '24.50']] }],
 *   footer: 'Prices exclude taxes.',
 * });
 */
export function createPdf(spec: PdfSpec): Uint8Array {
  const layout = new Layout(spec, spec.accent ?? [22, 101, 52]);
  layout.newPage();
  layout.lines();
  for (const section of spec.sections ?? []) layout.section(section);
  while (layout.pages.length < (spec.pages ?? 1)) {
    layout.newPage();
    layout.lines();
  }
  layout.footers();
  return writeDocument(spec, layout);
}
