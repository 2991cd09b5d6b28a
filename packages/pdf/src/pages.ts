/**
 * The page layout: pages of drawing operations, each with the title block, the body flowing
 * from page to page (paragraphs, sections) and the footer with page numbers. Every piece of text
 * belongs to a node of the document's structure (headings, paragraphs, tables), in reading
 * order; what repeats on every page (bands, repeated titles and table heads, footers) is an
 * artifact, outside the structure.
 */
import type { PdfAlign, PdfColor, PdfSection, PdfSpec } from './document-spec';
import type { Font, FontSet } from './fonts';
import { GREY, INK } from './graphics';
import { node, type Op, type StructNode } from './structure';
import { drawTable, type TableSurface } from './tables';

/** Lays content out on pages, keeping the drawing operations of each page. */
export class Layout implements TableSurface {
  readonly pages: Op[][] = [];
  readonly width: number;
  readonly height: number;
  readonly left = 50;
  readonly right: number;
  readonly bottom = 64;
  readonly root = node('Document');
  y = 0;

  private readonly spec: PdfSpec;
  readonly accent: PdfColor;
  readonly fonts: FontSet;

  constructor(spec: PdfSpec, accent: PdfColor, fonts: FontSet) {
    this.spec = spec;
    this.accent = accent;
    this.fonts = fonts;
    this.width = spec.pageSize === 'letter' ? 612 : 595;
    this.height = spec.pageSize === 'letter' ? 792 : 842;
    this.right = this.width - 50;
  }

  get ops(): Op[] {
    const page = this.pages[this.pages.length - 1];
    if (!page) throw new Error('no page');
    return page;
  }

  text(
    x: number,
    y: number,
    text: string,
    size: number,
    font: Font,
    color: PdfColor,
    owner: StructNode | null,
  ): void {
    if (text) this.ops.push({ kind: 'text', x, y, text, size, font, color, node: owner });
  }

  aligned(
    x: number,
    w: number,
    y: number,
    text: string,
    size: number,
    font: Font,
    align: PdfAlign,
    owner: StructNode | null,
    color = INK,
  ): void {
    const shown = this.fonts.fit(text, w, size, font);
    const tw = this.fonts.width(shown, size, font);
    const at = align === 'right' ? x + w - tw : align === 'center' ? x + (w - tw) / 2 : x;
    this.text(at, y, shown, size, font, color, owner);
  }

  rect(x: number, y: number, w: number, h: number, color: PdfColor): void {
    this.ops.push({ kind: 'rect', x, y, w, h, color });
  }

  /**
   * Starts a page with the title block and moves the cursor below it. The first page's title
   * and subtitle are the document's heading; later pages repeat them as artifacts.
   */
  newPage(): void {
    const first = this.pages.length === 0;
    this.pages.push([]);
    this.rect(0, this.height - 8, this.width, 8, this.accent);
    const width = this.right - this.left;
    const title = first ? node('H1', this.root) : null;
    let y = this.height - 52;
    for (const line of this.fonts.wrap(this.spec.title, width, 18, 'F2')) {
      this.text(this.left, y, line, 18, 'F2', INK, title);
      y -= 22;
    }
    if (this.spec.subtitle) {
      const subtitle = first ? node('P', this.root) : null;
      for (const line of this.fonts.wrap(this.spec.subtitle, width, 11, 'F1')) {
        this.text(this.left, y + 2, line, 11, 'F1', GREY, subtitle);
        y -= 15;
      }
    }
    this.rect(this.left, y + 4, width, 1.2, this.accent);
    this.y = y - 16;
  }

  /** Makes room for `height` points, starting a new page when needed; true if it did. */
  ensure(height: number): boolean {
    if (this.y - height >= this.bottom) return false;
    this.newPage();
    return true;
  }

  paragraph(text: string, parent: StructNode, size = 10, color = INK): void {
    const owner = node('P', parent);
    for (const line of this.fonts.wrap(text, this.right - this.left, size, 'F1')) {
      this.ensure(size * 1.4);
      this.text(this.left, this.y - size, line, size, 'F1', color, owner);
      this.y -= size * 1.4;
    }
  }

  /** The body lines under the title block; `repeat` draws them again as artifacts. */
  lines(repeat = false): void {
    for (const line of this.spec.lines ?? []) {
      if (repeat) {
        for (const wrapped of this.fonts.wrap(line, this.right - this.left, 10, 'F1')) {
          this.ensure(14);
          this.text(this.left, this.y - 10, wrapped, 10, 'F1', INK, null);
          this.y -= 14;
        }
      } else this.paragraph(line, this.root);
      this.y -= 3; // a little air between paragraphs
    }
    if (this.spec.lines?.length) this.y -= 3;
  }

  section(section: PdfSection): void {
    if (section.newPage && this.y < this.height - 120) this.newPage();
    const sect = node('Sect', this.root);
    if (section.heading) {
      this.ensure(22 + 18 * 2);
      this.y -= 8;
      this.text(this.left, this.y - 12, section.heading, 12, 'F2', this.accent, node('H2', sect));
      this.y -= 20;
    }
    for (const text of section.text ?? []) {
      this.paragraph(text, sect);
      this.y -= 4;
    }
    if (section.barcode) this.barcode(section.barcode);
    if (section.rows?.length || section.columns?.length) drawTable(this, section, sect);
    for (const note of section.notes ?? []) this.paragraph(note, sect, 8, GREY);
    this.y -= 10;
  }

  /** Bars of a barcode pattern ('n'/'w', bar first), from the left margin at the cursor. */
  barcode({
    pattern,
    narrow = 0.72,
    wideRatio = 3,
    height = 36,
  }: NonNullable<PdfSection['barcode']>): void {
    this.ensure(height + 8);
    this.y -= 4;
    let x = this.left;
    for (let i = 0; i < pattern.length; i += 1) {
      const w = pattern[i] === 'w' ? narrow * wideRatio : narrow;
      if (i % 2 === 0) this.rect(x, this.y - height, w, height, INK);
      x += w;
    }
    this.y -= height + 4;
  }

  /** The rule, footer text and page number ("2 / 3") of every page, as artifacts. */
  footers(): void {
    const count = this.pages.length;
    this.pages.forEach((page, i) => {
      page.push({
        kind: 'rect',
        x: this.left,
        y: 50,
        w: this.right - this.left,
        h: 0.6,
        color: [206, 212, 218],
      });
      const line = (text: string, x: number) =>
        page.push({ kind: 'text', x, y: 36, text, size: 8, font: 'F1', color: GREY, node: null });
      if (this.spec.footer)
        line(this.fonts.fit(this.spec.footer, this.right - this.left - 60, 8, 'F1'), this.left);
      const label = `${i + 1} / ${count}`;
      line(label, this.right - this.fonts.width(label, 8, 'F1'));
    });
  }
}
