/**
 * Tables of a section: column widths from their content, numeric columns aligned right, a head
 * band repeated after every page break, zebra rows and bold totals under a rule.
 */
import type { PdfAlign, PdfColor, PdfSection } from './document-spec';
import type { Font, FontSet } from './fonts';
import { INK, ZEBRA } from './graphics';
import { node, type StructNode } from './structure';

/** What a table draws on: the page layout (pages.ts's Layout), seen from the table. */
export interface TableSurface {
  readonly accent: PdfColor;
  readonly left: number;
  readonly right: number;
  readonly fonts: FontSet;
  y: number;
  aligned(
    x: number,
    w: number,
    y: number,
    text: string,
    size: number,
    font: Font,
    align: PdfAlign,
    owner: StructNode | null,
    color?: PdfColor,
  ): void;
  rect(x: number, y: number, w: number, h: number, color: PdfColor): void;
  ensure(height: number): boolean;
}

/** Rows above which a table's rows, not its cells, are its structure elements. */
export const LONG_TABLE = 200;

const NUMERIC = /^[^\p{L}]*\d[^\p{L}]*$|^\p{Lu}{1,3}\$?\s?[-\d.,]+$/u;

/**
 * Column widths that fill `available`: every column gets its widest body cell, and its full
 * heading when that fits, else its longest heading word (the heading then wraps); if even the
 * body does not fit, all columns shrink in proportion (cells are then cut with an ellipsis).
 * Spare room is shared in proportion to the widths.
 */
function autoWidths(
  fonts: FontSet,
  count: number,
  available: number,
  pad: number,
  column: (c: number) => { head: string; body: number[] },
): number[] {
  const columns = Array.from({ length: count }, (_, c) => column(c));
  const body = columns.map((col) => Math.max(12, ...col.body) + 2 * pad);
  const headFull = columns.map((col) => fonts.width(col.head, 9, 'F2') + 2 * pad);
  const headWord = columns.map(
    (col) => Math.max(0, ...col.head.split(/\s+/).map((w) => fonts.width(w, 9, 'F2'))) + 2 * pad,
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

/** Draws the table of `section` at the layout's cursor, starting new pages as it needs. */
export function drawTable(layout: TableSurface, section: PdfSection, parent: StructNode): void {
  const { fonts } = layout;
  const rows = section.rows ?? [];
  const totals = section.totals ?? [];
  const head = section.columns;
  const count = Math.max(
    head?.length ?? 0,
    ...rows.map((r) => r.length),
    ...totals.map((r) => r.length),
  );
  const available = layout.right - layout.left;
  const pad = 5;
  const widths =
    section.widths?.length === count
      ? section.widths.map((w, _, all) => (w / (all.reduce((a, b) => a + b, 0) || 1)) * available)
      : autoWidths(fonts, count, available, pad, (c) => ({
          head: head?.[c] ?? '',
          body: [
            ...rows.map((r) => fonts.width(r[c] ?? '', 9, !head && c === 0 ? 'F2' : 'F1')),
            ...totals.map((r) => fonts.width(r[c] ?? '', 9, 'F2')),
          ],
        }));
  const xs = widths.map((_, c) => layout.left + widths.slice(0, c).reduce((a, b) => a + b, 0));
  const align = Array.from({ length: count }, (_, c): PdfAlign => {
    const given = section.align?.[c];
    if (given) return given;
    const cells = rows.map((r) => r[c] ?? '').filter(Boolean);
    return head && cells.length > 0 && cells.every((cell) => NUMERIC.test(cell)) ? 'right' : 'left';
  });
  const rowHeight = 16;
  // Column heads wrap onto a second line when their column is narrow.
  const headLines = (head ?? []).map((cell, c) => {
    const inner = (widths[c] ?? 0) - 2 * pad;
    const [first = '', ...rest] = fonts.wrap(cell, inner, 9, 'F2');
    return rest.length ? [first, fonts.fit(rest.join(' '), inner, 9, 'F2')] : [first];
  });
  const headHeight = Math.max(1, ...headLines.map((l) => l.length)) * 10 + 8;
  const table = node('Table', parent);
  const body = node('TBody');
  // The head's first drawing is its structure; after a page break it repeats as an artifact.
  let headRow: StructNode | null = head ? node('TR', node('THead', table)) : null;
  table.children.push(body);
  const drawHead = () => {
    if (!head) return;
    layout.rect(layout.left, layout.y - headHeight, available, headHeight, layout.accent);
    headLines.forEach((lines, c) => {
      const cell = headRow ? node('TH', headRow) : null;
      if (cell) cell.scope = 'Column';
      lines.forEach((line, i) =>
        layout.aligned(
          (xs[c] ?? 0) + pad,
          (widths[c] ?? 0) - 2 * pad,
          layout.y - 13 - i * 10,
          line,
          9,
          'F2',
          align[c] ?? 'left',
          cell,
          [255, 255, 255],
        ),
      );
    });
    headRow = null;
    layout.y -= headHeight;
  };
  // A long table (the orders export: 5,995 rows) tags each row as one element whose content is
  // its cells left to right: a structure element per cell would be an uncompressed object each,
  // and make the file larger than all its compressed pages.
  const rowTags = rows.length > LONG_TABLE;
  const drawRow = (row: string[], bold: (c: number) => boolean) => {
    const tr = node('TR', body);
    row.forEach((cell, c) => {
      const font: Font = bold(c) ? 'F2' : 'F1';
      // A label/value table's labels are row heads.
      const owner = rowTags ? tr : node(!head && c === 0 && row.length > 1 ? 'TH' : 'TD', tr);
      if (owner.role === 'TH') owner.scope = 'Row';
      layout.aligned(
        (xs[c] ?? 0) + pad,
        (widths[c] ?? 0) - 2 * pad,
        layout.y - 11.5,
        cell,
        9,
        font,
        align[c] ?? 'left',
        owner,
      );
    });
    layout.y -= rowHeight;
  };
  layout.ensure(rowHeight + headHeight);
  drawHead();
  rows.forEach((row, r) => {
    if (layout.ensure(rowHeight)) drawHead();
    if (r % 2 === 1) layout.rect(layout.left, layout.y - rowHeight, available, rowHeight, ZEBRA);
    drawRow(row, (c) => !head && c === 0);
  });
  if (totals.length) {
    layout.ensure(rowHeight * totals.length + 4);
    layout.rect(layout.left, layout.y - 1, available, 0.8, INK);
    layout.y -= 2;
    for (const row of totals) drawRow(row, () => true);
  }
  layout.y -= 6;
}
