/**
 * A small PDF 1.4 writer (shared by the reference API's documents and the kit's exports) (price lists, brochures, invoices, packing lists,
 * certificates of analysis): a title block, wrapped text, sections with tables, automatic page
 * breaks (table heads repeat), a footer with page numbers. Standard Helvetica fonts with
 * WinAnsiEncoding (no embedded fonts), uncompressed content streams, exact xref offsets.
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
  /** Page size: A4 (595 x 842 pt, default) or US Letter (612 x 792 pt). */
  pageSize?: 'a4' | 'letter';
  /** Colour of the top band, the rule under the title and table heads (default a deep green). */
  accent?: PdfColor;
  /** Document information dictionary entries besides the title. */
  info?: { author?: string; subject?: string; keywords?: string; created?: Date };
}

// Helvetica and Helvetica-Bold advance widths (1/1000 em) for character codes 32-126, from the
// Adobe Core 14 AFM files (WinAnsi: 39 is quotesingle, 96 is grave).
const WIDTHS_REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const WIDTHS_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667,
  611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556,
  278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
const WIDTHS_SPECIAL: Record<string, number> = {
  '\u2014': 1000, // em dash
  '\u2026': 1000, // ellipsis
  '\u2022': 350, // bullet
  '\u2018': 222,
  '\u2019': 222,
  '\u201c': 333,
  '\u201d': 333,
  '\u00b0': 400, // degree
  '\u00a0': 278, // no-break space
};

// Unicode characters WinAnsiEncoding places at 0x80-0x9f (0xa0-0xff equal Latin-1).
const WIN_ANSI_HIGH: Record<number, number> = {
  0x20ac: 0x80,
  0x201a: 0x82,
  0x0192: 0x83,
  0x201e: 0x84,
  0x2026: 0x85,
  0x2020: 0x86,
  0x2021: 0x87,
  0x02c6: 0x88,
  0x2030: 0x89,
  0x0160: 0x8a,
  0x2039: 0x8b,
  0x0152: 0x8c,
  0x017d: 0x8e,
  0x2018: 0x91,
  0x2019: 0x92,
  0x201c: 0x93,
  0x201d: 0x94,
  0x2022: 0x95,
  0x2013: 0x96,
  0x2014: 0x97,
  0x02dc: 0x98,
  0x2122: 0x99,
  0x0161: 0x9a,
  0x203a: 0x9b,
  0x0153: 0x9c,
  0x017e: 0x9e,
  0x0178: 0x9f,
};

/** WinAnsi byte of one character: unmappable characters fall back to their base letter, or `?`. */
function winAnsiByte(char: string): number {
  const code = char.codePointAt(0) ?? 63;
  if (code === 9 || code === 10 || code === 13) return 32;
  if ((code >= 32 && code <= 126) || (code >= 0xa0 && code <= 0xff)) return code;
  const high = WIN_ANSI_HIGH[code];
  if (high !== undefined) return high;
  const base = char.normalize('NFD').codePointAt(0) ?? 63;
  return base >= 32 && base <= 126 ? base : 63;
}

/** Encodes text as WinAnsi bytes (what the content stream shows with the fonts used here). */
export function winAnsi(text: string): Uint8Array {
  return Uint8Array.from([...text].map(winAnsiByte));
}

/**
 * A PDF literal string for `text`: WinAnsi bytes in parentheses, with `(`, `)` and `\` escaped
 * and every byte outside printable ASCII written as an octal escape (the file stays ASCII).
 */
export function pdfString(text: string): string {
  let out = '(';
  for (const byte of winAnsi(text)) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 32 || byte > 126) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return `${out})`;
}

/** Text string for the information dictionary: UTF-16BE with byte order mark, hex-encoded. */
function infoString(text: string): string {
  let hexText = 'FEFF';
  for (let i = 0; i < text.length; i++) hexText += text.charCodeAt(i).toString(16).padStart(4, '0');
  return `<${hexText.toUpperCase()}>`;
}

type Font = 'F1' | 'F2';

/** Width of `text` in points in Helvetica (F1) or Helvetica-Bold (F2) at `size`. */
export function textWidth(text: string, size: number, font: Font = 'F1'): number {
  const table = font === 'F2' ? WIDTHS_BOLD : WIDTHS_REGULAR;
  let units = 0;
  for (const char of text) {
    const special = WIDTHS_SPECIAL[char];
    if (special !== undefined) {
      units += special;
      continue;
    }
    const byte = winAnsiByte(char);
    const base = byte >= 32 && byte <= 126 ? byte : winAnsiByte(char.normalize('NFD').charAt(0));
    units += base >= 32 && base <= 126 ? (table[base - 32] ?? 556) : 556;
  }
  return (units * size) / 1000;
}

/** Splits `text` into lines no wider than `width` (words kept whole unless longer than a line). */
export function wrapText(text: string, width: number, size: number, font: Font = 'F1'): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size, font) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (textWidth(rest, size, font) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && textWidth(rest.slice(0, cut), size, font) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

/** Shortens `text` with an ellipsis until it fits `width`. */
function fit(text: string, width: number, size: number, font: Font): string {
  if (textWidth(text, size, font) <= width) return text;
  let cut = text.length;
  while (cut > 0 && textWidth(`${text.slice(0, cut)}\u2026`, size, font) > width) cut--;
  return `${text.slice(0, cut)}\u2026`;
}

const num = (value: number) => (Math.round(value * 100) / 100).toString();
const rgb = (c: PdfColor) => `${num(c[0] / 255)} ${num(c[1] / 255)} ${num(c[2] / 255)}`;

const INK: PdfColor = [33, 37, 41];
const GREY: PdfColor = [108, 117, 125];
const ZEBRA: PdfColor = [244, 246, 245];
const NUMERIC = /^[^\p{L}]*\d[^\p{L}]*$|^\p{Lu}{1,3}\$?\s?[-\d.,]+$/u;

/**
 * Column widths that fill `available`: every column gets its widest body cell, and its full
 * heading when that fits, else its longest heading word (the heading then wraps); if even the
 * body does not fit, all columns shrink in proportion (cells are then cut with an ellipsis).
 * Spare room is shared in proportion to the widths.
 */
function autoWidths(
  count: number,
  available: number,
  pad: number,
  column: (c: number) => { head: string; body: number[] },
): number[] {
  const columns = Array.from({ length: count }, (_, c) => column(c));
  const body = columns.map((col) => Math.max(12, ...col.body) + 2 * pad);
  const headFull = columns.map((col) => textWidth(col.head, 9, 'F2') + 2 * pad);
  const headWord = columns.map(
    (col) => Math.max(0, ...col.head.split(/\s+/).map((w) => textWidth(w, 9, 'F2'))) + 2 * pad,
  );
  const full = body.map((b, c) => Math.max(b, headFull[c] ?? 0));
  const narrow = body.map((b, c) => Math.max(b, headWord[c] ?? 0));
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  let widths = narrow;
  if (sum(full) <= available) widths = full;
  else if (sum(narrow) < available) {
    // Let headings stay on one line, left to right, while the room lasts.
    let spare = available - sum(narrow);
    widths = narrow.map((w, c) => {
      const extra = Math.min(spare, (full[c] ?? 0) - w);
      spare -= extra;
      return w + extra;
    });
  }
  const total = sum(widths) || 1;
  return widths.map((w) => (w / total) * available);
}

/** Lays content out on pages, keeping the drawing operators of each page. */
class Layout {
  readonly pages: string[][] = [];
  readonly width: number;
  readonly height: number;
  readonly left = 50;
  readonly right: number;
  readonly bottom = 64;
  y = 0;

  private readonly spec: PdfSpec;
  readonly accent: PdfColor;

  constructor(spec: PdfSpec, accent: PdfColor) {
    this.spec = spec;
    this.accent = accent;
    this.width = spec.pageSize === 'letter' ? 612 : 595;
    this.height = spec.pageSize === 'letter' ? 792 : 842;
    this.right = this.width - 50;
  }

  get ops(): string[] {
    const page = this.pages[this.pages.length - 1];
    if (!page) throw new Error('no page');
    return page;
  }

  text(x: number, y: number, text: string, size: number, font: Font = 'F1', color = INK): void {
    this.ops.push(
      `${rgb(color)} rg BT /${font} ${size} Tf 1 0 0 1 ${num(x)} ${num(y)} Tm ${pdfString(text)} Tj ET`,
    );
  }

  aligned(
    x: number,
    w: number,
    y: number,
    text: string,
    size: number,
    font: Font,
    align: PdfAlign,
    color = INK,
  ): void {
    const shown = fit(text, w, size, font);
    const tw = textWidth(shown, size, font);
    const at = align === 'right' ? x + w - tw : align === 'center' ? x + (w - tw) / 2 : x;
    this.text(at, y, shown, size, font, color);
  }

  rect(x: number, y: number, w: number, h: number, color: PdfColor): void {
    this.ops.push(`${rgb(color)} rg ${num(x)} ${num(y)} ${num(w)} ${num(h)} re f`);
  }

  /** Starts a page with the title block and moves the cursor below it. */
  newPage(): void {
    this.pages.push([]);
    this.rect(0, this.height - 8, this.width, 8, this.accent);
    const titleLines = wrapText(this.spec.title, this.right - this.left, 18, 'F2');
    let y = this.height - 52;
    for (const line of titleLines) {
      this.text(this.left, y, line, 18, 'F2');
      y -= 22;
    }
    if (this.spec.subtitle) {
      for (const line of wrapText(this.spec.subtitle, this.right - this.left, 11)) {
        this.text(this.left, y + 2, line, 11, 'F1', GREY);
        y -= 15;
      }
    }
    this.rect(this.left, y + 4, this.right - this.left, 1.2, this.accent);
    this.y = y - 16;
  }

  /** Makes room for `height` points, starting a new page when needed; true if it did. */
  ensure(height: number): boolean {
    if (this.y - height >= this.bottom) return false;
    this.newPage();
    return true;
  }

  paragraph(text: string, size = 10, color = INK): void {
    for (const line of wrapText(text, this.right - this.left, size)) {
      this.ensure(size * 1.4);
      this.text(this.left, this.y - size, line, size, 'F1', color);
      this.y -= size * 1.4;
    }
  }

  lines(): void {
    for (const line of this.spec.lines ?? []) {
      this.paragraph(line);
      this.y -= 3; // a little air between paragraphs
    }
    if (this.spec.lines?.length) this.y -= 3;
  }

  section(section: PdfSection): void {
    if (section.newPage && this.y < this.height - 120) this.newPage();
    if (section.heading) {
      this.ensure(22 + 18 * 2);
      this.y -= 8;
      this.text(this.left, this.y - 12, section.heading, 12, 'F2', this.accent);
      this.y -= 20;
    }
    for (const text of section.text ?? []) {
      this.paragraph(text);
      this.y -= 4;
    }
    if (section.rows?.length || section.columns?.length) this.table(section);
    for (const note of section.notes ?? []) this.paragraph(note, 8, GREY);
    this.y -= 10;
  }

  table(section: PdfSection): void {
    const rows = section.rows ?? [];
    const totals = section.totals ?? [];
    const head = section.columns;
    const count = Math.max(
      head?.length ?? 0,
      ...rows.map((r) => r.length),
      ...totals.map((r) => r.length),
    );
    const available = this.right - this.left;
    const pad = 5;
    const widths =
      section.widths?.length === count
        ? section.widths.map((w, _, all) => (w / (all.reduce((a, b) => a + b, 0) || 1)) * available)
        : autoWidths(count, available, pad, (c) => ({
            head: head?.[c] ?? '',
            body: [
              ...rows.map((r) => textWidth(r[c] ?? '', 9, !head && c === 0 ? 'F2' : 'F1')),
              ...totals.map((r) => textWidth(r[c] ?? '', 9, 'F2')),
            ],
          }));
    const xs = widths.map((_, c) => this.left + widths.slice(0, c).reduce((a, b) => a + b, 0));
    const align = Array.from({ length: count }, (_, c): PdfAlign => {
      const given = section.align?.[c];
      if (given) return given;
      const cells = rows.map((r) => r[c] ?? '').filter(Boolean);
      return head && cells.length > 0 && cells.every((cell) => NUMERIC.test(cell))
        ? 'right'
        : 'left';
    });
    const rowHeight = 16;
    // Column heads wrap onto a second line when their column is narrow.
    const headLines = (head ?? []).map((cell, c) => {
      const inner = (widths[c] ?? 0) - 2 * pad;
      const [first = '', ...rest] = wrapText(cell, inner, 9, 'F2');
      return rest.length ? [first, fit(rest.join(' '), inner, 9, 'F2')] : [first];
    });
    const headHeight = Math.max(1, ...headLines.map((l) => l.length)) * 10 + 8;
    const drawHead = () => {
      if (!head) return;
      this.rect(this.left, this.y - headHeight, available, headHeight, this.accent);
      headLines.forEach((lines, c) =>
        lines.forEach((line, i) =>
          this.aligned(
            (xs[c] ?? 0) + pad,
            (widths[c] ?? 0) - 2 * pad,
            this.y - 13 - i * 10,
            line,
            9,
            'F2',
            align[c] ?? 'left',
            [255, 255, 255],
          ),
        ),
      );
      this.y -= headHeight;
    };
    this.ensure(rowHeight + headHeight);
    drawHead();
    rows.forEach((row, r) => {
      if (this.ensure(rowHeight)) drawHead();
      if (r % 2 === 1) this.rect(this.left, this.y - rowHeight, available, rowHeight, ZEBRA);
      row.forEach((cell, c) => {
        const font: Font = !head && c === 0 ? 'F2' : 'F1';
        this.aligned(
          (xs[c] ?? 0) + pad,
          (widths[c] ?? 0) - 2 * pad,
          this.y - 11.5,
          cell,
          9,
          font,
          align[c] ?? 'left',
        );
      });
      this.y -= rowHeight;
    });
    if (totals.length) {
      this.ensure(rowHeight * totals.length + 4);
      this.rect(this.left, this.y - 1, available, 0.8, INK);
      this.y -= 2;
      for (const row of totals) {
        row.forEach((cell, c) =>
          this.aligned(
            (xs[c] ?? 0) + pad,
            (widths[c] ?? 0) - 2 * pad,
            this.y - 11.5,
            cell,
            9,
            'F2',
            align[c] ?? 'left',
          ),
        );
        this.y -= rowHeight;
      }
    }
    this.y -= 6;
  }

  footers(): void {
    const count = this.pages.length;
    this.pages.forEach((page, i) => {
      const ops: string[] = [];
      const line = (text: string, x: number) =>
        ops.push(`${rgb(GREY)} rg BT /F1 8 Tf 1 0 0 1 ${num(x)} 36 Tm ${pdfString(text)} Tj ET`);
      ops.push(`${rgb([206, 212, 218])} rg ${this.left} 50 ${this.right - this.left} 0.6 re f`);
      if (this.spec.footer)
        line(fit(this.spec.footer, this.right - this.left - 60, 8, 'F1'), this.left);
      const label = `${i + 1} / ${count}`;
      line(label, this.right - textWidth(label, 8));
      page.push(...ops);
    });
  }
}

/** Formats a date as a PDF date string (UTC). */
function pdfDate(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `D:${date.getUTCFullYear()}${p(date.getUTCMonth() + 1)}${p(date.getUTCDate())}${p(date.getUTCHours())}${p(date.getUTCMinutes())}${p(date.getUTCSeconds())}Z`;
}

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
