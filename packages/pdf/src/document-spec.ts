/**
 * What the PDF writer is asked to draw: the title block, body lines and sections of a document,
 * as the reference API's documents and the kit's exports describe them.
 */

/** RGB colour, each channel 0-255. */
export type PdfColor = readonly [number, number, number];

export type PdfAlign = 'left' | 'right' | 'center';

/** A block of the document body. Every part is optional; they are drawn in this order. */
export interface PdfSection {
  /** Bold heading above the section. */
  heading?: string;
  /** Paragraphs, each wrapped to the text width. */
  text?: string[];
  /** Column headings of the table (bold, on a coloured band, repeated after a page break). */
  columns?: string[];
  /** Table rows; a table without `columns` is drawn as plain label/value pairs. */
  rows?: string[][];
  /**
   * Relative column widths (any unit). Default: each column as wide as its widest cell and, room
   * permitting, its heading (narrow headings wrap onto two lines), spread to the full text width.
   */
  widths?: number[];
  /** Alignment per column; default: right for columns whose cells all look like numbers. */
  align?: PdfAlign[];
  /** Bold rows after a rule below the table (subtotal, tax, total). */
  totals?: string[][];
  /** Notes in small grey type after the table. */
  notes?: string[];
  /**
   * A one-dimensional barcode drawn after the text (before a table and the notes), left-aligned: its elements from left to
   * right, starting with a bar and alternating bar / space, 'n' narrow and 'w' wide (e.g. an
   * interleaved 2 of 5 pattern). Drawn as artifacts: put its number in `text` or `notes` too.
   */
  barcode?: { pattern: string; narrow?: number; wideRatio?: number; height?: number };
  /** Start the section on a new page. */
  newPage?: boolean;
}

/** What {@link createPdf} draws. */
export interface PdfSpec {
  /** Title at the top of every page (and the document's Title metadata). */
  title: string;
  /** Line in grey under the title, e.g. a market, an account or a date. */
  subtitle?: string;
  /** Body lines under the title block of the first page, each wrapped to the text width. */
  lines?: string[];
  /** Body sections after `lines`, flowing over as many pages as they need. */
  sections?: PdfSection[];
  /**
   * Minimum page count. When the content needs fewer pages, further pages are added, each with
   * the title block and `lines` again (so `{ title, lines, pages: 3 }` gives three such pages).
   */
  pages?: number;
  /** Small text at the bottom left of every page; the page number ("2 / 3") is at the right. */
  footer?: string;
  /** The document's language (BCP 47, e.g. `es-MX`, `ko-KR`; default `en`). */
  lang?: string;
  /** Page size: A4 (595 x 842 pt, default) or US Letter (612 x 792 pt). */
  pageSize?: 'a4' | 'letter';
  /**
   * Packs the file's small objects (structure elements above all) into compressed object
   * streams with a cross-reference stream (PDF 1.5): a long table's file (the orders export)
   * shrinks by half. Off by default: short documents gain little, and keep a classic table.
   */
  objectStreams?: boolean;
  /** Colour of the top band, the rule under the title and table heads (default a deep green). */
  accent?: PdfColor;
  /** Document information dictionary entries besides the title. */
  info?: { author?: string; subject?: string; keywords?: string; created?: Date };
}
