/**
 * The page layout: pages of drawing operators, each with the title block, the body flowing
 * from page to page (paragraphs, sections) and the footer with page numbers.
 */
import type { PdfAlign, PdfColor, PdfSection, PdfSpec } from './document-spec';
import { pdfString } from './encoding';
import { fit, textWidth, wrapText, type Font } from './fonts';
import { GREY, INK, num, rgb } from './graphics';
import { drawTable } from './tables';

/** Lays content out on pages, keeping the drawing operators of each page. */
export class Layout {
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
    if (section.rows?.length || section.columns?.length) drawTable(this, section);
    for (const note of section.notes ?? []) this.paragraph(note, 8, GREY);
    this.y -= 10;
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
