/**
 * The kit's PDF writer (shared by the reference API's documents and the kit's exports: price
 * lists, brochures, invoices, packing lists, certificates of analysis, the orders list): a title
 * block, wrapped text, sections with tables, automatic page breaks (table heads repeat), a footer
 * with page numbers. PDFKit writes the file: compressed streams, embedded subset fonts (Noto
 * Sans, Noto Sans KR for Hangul), tagged (title, language, structure tree in reading order,
 * marked content, artifacts).
 *
 * The writer's parts: `document-spec.ts` (what callers ask for), `pages.ts` (the page layout and
 * its structure), `tables.ts`, `fonts.ts` (font runs, metrics, wrapping), `graphics.ts`
 * (colours) and this file (the PDFKit document).
 */
import PDFDocument from 'pdfkit';
import type { PdfSpec } from './document-spec';
import { FontSet, type PdfFonts } from './fonts';
import { packObjects } from './object-streams';
import { Layout } from './pages';
import type { Op, StructNode } from './structure';

export type { PdfAlign, PdfColor, PdfSection, PdfSpec } from './document-spec';
export { HANGUL, FontSet, dataUrlBytes, type PdfFonts } from './fonts';

/** PDFKit's document, whose bytes are collected as it writes them (it writes synchronously). */
class CollectedDocument extends PDFDocument {
  // `declare`: a field initialiser would run after super() and drop the header written there.
  declare collected?: Uint8Array[];
  /** The fill colour the current page's content last set. */
  declare pageFill: string | null;
  // PDFKit hands every piece of the file to Readable#push; keeping them here makes the result
  // available as soon as end() returns, with no stream to wait for.
  override push(chunk: unknown): boolean {
    if (chunk instanceof Uint8Array) (this.collected ??= []).push(chunk);
    return true;
  }
}

const hex = (c: readonly [number, number, number]) =>
  `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

type Doc = InstanceType<typeof CollectedDocument>;
type Element = ReturnType<Doc['struct']>;

/** Creates the PDFKit structure elements of a layout's tree (children in reading order). */
function structure(doc: Doc, tree: StructNode, elements: Map<StructNode, Element>): Element {
  // PDFKit takes `scope` (the table attribute of TH) though its typings do not list it.
  const options = (
    tree.scope ? { scope: tree.scope } : {}
  ) as PDFKit.Mixins.StructureElementOptions;
  const element = doc.struct(tree.role, options);
  elements.set(tree, element);
  for (const child of tree.children) element.add(structure(doc, child, elements));
  return element;
}

/** Sets the fill colour unless the page's content already did: PDFKit writes it on every call. */
function fillColor(doc: Doc, fill: string): void {
  if (fill !== doc.pageFill) doc.fillColor(fill);
  doc.pageFill = fill;
}

function drawText(doc: Doc, layout: Layout, op: Extract<Op, { kind: 'text' }>): void {
  let x = op.x;
  const fill = hex(op.color);
  for (const run of layout.fonts.runs(op.text, op.font)) {
    doc.font(run.font).fontSize(op.size);
    fillColor(doc, fill);
    if (run.fakeBold) doc.strokeColor(fill).lineWidth(op.size * 0.04);
    doc.text(run.text, x, layout.height - op.y, {
      lineBreak: false,
      baseline: 'alphabetic',
      ...(run.fakeBold ? { stroke: true, fill: true } : {}),
    });
    x += layout.fonts.runWidth(run, op.size);
  }
}

function drawPage(doc: Doc, layout: Layout, ops: Op[], elements: Map<StructNode, Element>): void {
  doc.pageFill = null;
  let artifact = false;
  let current: ReturnType<Doc['markStructureContent']> | null = null;
  ops.forEach((op, i) => {
    const owner = op.kind === 'text' ? op.node : null;
    if (!owner && !artifact) {
      doc.markContent('Artifact', { type: 'Pagination' });
      artifact = true;
    }
    if (owner && artifact) {
      doc.endMarkedContent();
      artifact = false;
    }
    if (op.kind === 'rect') {
      fillColor(doc, hex(op.color));
      doc.rect(op.x, layout.height - op.y - op.h, op.w, op.h).fill();
      return;
    }
    if (!owner) {
      drawText(doc, layout, op);
      return;
    }
    // Consecutive texts of one element (a long table's row) share one marked content sequence.
    const previous = ops[i - 1];
    const next = ops[i + 1];
    const opens = !(previous?.kind === 'text' && previous.node === owner);
    const closes = !(next?.kind === 'text' && next.node === owner);
    if (opens) current = doc.markStructureContent(owner.role);
    drawText(doc, layout, op);
    if (closes) {
      doc.endMarkedContent();
      if (current) elements.get(owner)?.add(current);
      current = null;
    }
  });
  if (artifact) doc.endMarkedContent();
}

/**
 * Creates a PDF document with the given fonts. Deterministic: the same spec and fonts give the
 * same bytes (no current date unless `info.created` is given).
 *
 * @example
 * createPdf({
 *   title: 'Price list: swine feeds',
 *   subtitle: 'United States, USD, valid from 01-Mar-2025',
 *   sections: [{ heading: 'Starter feeds', columns: ['SKU', 'Product', 'Price'], rows: [['1001', 'Pig starter', '24.50']] }],
 *   footer: 'Prices exclude taxes.',
 * }, fonts);
 */
export function createPdf(spec: PdfSpec, fonts: PdfFonts | FontSet): Uint8Array {
  const set = fonts instanceof FontSet ? fonts : new FontSet(fonts);
  const layout = new Layout(spec, spec.accent ?? [22, 101, 52], set);
  layout.newPage();
  layout.lines();
  for (const section of spec.sections ?? []) layout.section(section);
  while (layout.pages.length < (spec.pages ?? 1)) {
    layout.newPage();
    layout.lines(true);
  }
  layout.footers();

  const info: PDFKit.DocumentInfo = {
    Title: spec.title,
    Producer: 'AN Portal Kit',
    Creator: 'AN Portal Kit',
    // PDFKit hashes the information (its date included) into the file ID and writes the date in
    // the XMP metadata: without a date from the caller, a fixed one keeps the bytes the same.
    CreationDate: spec.info?.created ?? new Date(0),
  };
  if (spec.info?.author) info.Author = spec.info.author;
  if (spec.info?.subject) info.Subject = spec.info.subject;
  if (spec.info?.keywords) info.Keywords = spec.info.keywords;
  const doc = new CollectedDocument({
    autoFirstPage: false,
    size: [layout.width, layout.height],
    margin: 0,
    pdfVersion: '1.7',
    tagged: true,
    lang: spec.lang ?? 'en',
    displayTitle: true,
    compress: true,
    info,
    // No standard font: the browser build of PDFKit has none registered (its default,
    // Helvetica, throws there), and every run of text uses the embedded Noto Sans.
    // @ts-expect-error PDFKit takes null (skips the default font); its typings say string.
    font: null,
  });
  for (const name of set.names()) {
    const file = set.files[name];
    if (file) doc.registerFont(name, file as Buffer);
  }
  const elements = new Map<StructNode, Element>();
  const root = structure(doc, layout.root, elements);
  for (const ops of layout.pages) {
    doc.addPage({ size: [layout.width, layout.height], margin: 0 });
    drawPage(doc, layout, ops, elements);
  }
  doc.addStructure(root);
  root.end();
  doc.end();
  const chunks = doc.collected ?? [];
  const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return spec.objectStreams ? packObjects(bytes) : bytes;
}
