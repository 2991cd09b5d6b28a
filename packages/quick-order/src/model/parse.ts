/**
 * Quick order's input, pure: pasted text, CSV text and spreadsheet rows become lines of a
 * reference (SKU or customer material number) and a quantity. No React, no DOM.
 *
 * Decisions (docs/decisions.md, "Issue 17: quick order"):
 * - Quantities are read in the market's number format (ordering.md §1: en-US for the Central
 *   American markets, Guatemala included, pt-BR for co and br). A group separator counts only
 *   in groups of three ("1,500" is 1500 in en-US, "1.500" in pt-BR); anything else that is not
 *   the market's number ("1,5" on a US or Guatemalan page) is unreadable, shown with the format
 *   to use, never guessed.
 * - Columns: a line with a tab splits on tabs, else one with a semicolon on semicolons, else one
 *   with spaces between words on spaces, else it splits at its FIRST comma. A reference never
 *   holds a separator, so "10010001,1,5" on a Brazilian page is 10010001 and 1.5: the comma
 *   after the reference is the column, the rest is the quantity. Columns after the second
 *   (a unit, a description) are ignored.
 * - A first row whose quantity holds no digit is a heading row (the template's, or the user's),
 *   and is skipped.
 */
import { marketOf, normalizeCountry } from '@anp/rules';

/** Why a line could not be read: no reference, no quantity, or a quantity that is no number. */
export type ParseProblem = 'noReference' | 'noQuantity' | 'badQuantity';

export interface ParsedLine {
  /** 1-based row of the input (pasted line, CSV row or sheet row). */
  row: number;
  /** The SKU or customer material number, trimmed. */
  reference: string;
  /** The quantity as written (for fixing in place). */
  quantityText: string;
  /** The quantity read; null when it could not be read. */
  quantity: number | null;
  problem: ParseProblem | null;
}

/** The most lines one check takes (the contract's cap). */
export const MAX_LINES = 500;

export interface NumberFormat {
  decimal: string;
  group: string;
}

/** The decimal and group separators of a market's number format (en-US for other values). */
export function numberFormatOf(country: string): NumberFormat {
  const code = normalizeCountry(country);
  const locale = code ? marketOf(code).numberLocale : 'en-US';
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  // Some locales group with a (narrow) no-break space: a typed space stands for it.
  return { decimal, group: /\s/u.test(group) ? ' ' : group };
}

/**
 * A quantity written in the market's format, or null when it is not one: digits with at most
 * one decimal separator, group separators only between groups of three digits.
 */
export function parseQuantity(text: string, format: NumberFormat): number | null {
  const value = text.trim().replace(/[\u00a0\u202f]/gu, ' ');
  if (value === '') return null;
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  const g = esc(format.group);
  const d = esc(format.decimal);
  const pattern = new RegExp(`^(\\d{1,3}(?:${g}\\d{3})+|\\d+)(?:${d}(\\d+))?$`, 'u');
  const match = pattern.exec(value);
  if (!match) return null;
  const whole = match[1]!.split(format.group).join('');
  const number = Number(match[2] === undefined ? whole : `${whole}.${match[2]}`);
  return Number.isFinite(number) ? number : null;
}

/** Splits one pasted line into its columns (see the module's decision). */
export function splitColumns(line: string): string[] {
  const text = line.trim();
  if (text.includes('\t')) return text.split('\t').map(clean);
  if (text.includes(';')) return text.split(';').map(clean);
  // The reference runs to the first space or comma; after the separators, the quantity runs to
  // the next space, and any words after it are further columns.
  const match = /^([^\s,]*)[\s,]*(\S*)\s*(.*)$/u.exec(text);
  if (!match) return [clean(text)];
  const [, reference = '', quantity = '', rest = ''] = match;
  return [
    clean(reference),
    ...(quantity || rest ? [clean(quantity)] : []),
    ...(rest ? rest.split(/\s+/u) : []),
  ];
}

/** A cell without surrounding space and quotes. */
function clean(cell: string): string {
  const trimmed = cell.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"'))
    return trimmed.slice(1, -1).replace(/""/gu, '"').trim();
  return trimmed;
}

/** A cell of a sheet or CSV row as text (a number cell keeps its value exactly). */
export type Cell = string | number | boolean | Date | null | undefined;

function cellText(cell: Cell, format: NumberFormat): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number')
    // A number cell is already a number: written back in the market's format so the line
    // reads like the others (and its quantity is read back exactly).
    return String(cell).replace('.', format.decimal);
  if (cell instanceof Date) return '';
  return String(cell).trim();
}

/**
 * Rows of cells (a sheet, a CSV file, split pasted text) into lines: empty rows are skipped, a
 * first heading row too; every other row is a line, readable or with its problem.
 */
export function linesFromRows(rows: readonly (readonly Cell[])[], country: string): ParsedLine[] {
  const format = numberFormatOf(country);
  const lines: ParsedLine[] = [];
  let seenContent = false;
  rows.forEach((cells, index) => {
    const reference = cellText(cells[0], format);
    const quantityText = cellText(cells[1], format);
    if (reference === '' && quantityText === '') return;
    if (!seenContent) {
      seenContent = true;
      if (!/\d/u.test(quantityText) && quantityText !== '') return;
    }
    const quantity = parseQuantity(quantityText, format);
    const problem: ParseProblem | null =
      reference === ''
        ? 'noReference'
        : quantityText === ''
          ? 'noQuantity'
          : quantity === null
            ? 'badQuantity'
            : null;
    lines.push({ row: index + 1, reference, quantityText, quantity, problem });
  });
  return lines;
}

/** Pasted text (one line per row) into lines. */
export function parsePasted(text: string, country: string): ParsedLine[] {
  return linesFromRows(text.split(/\r\n|\n|\r/u).map(splitColumns), country);
}

/**
 * CSV text into rows: the delimiter is the first of tab, semicolon and comma that the first
 * non-empty line holds (Excel writes semicolons where the decimal is a comma); quoted cells may
 * hold the delimiter, doubled quotes and line breaks.
 */
export function csvRows(text: string): string[][] {
  const body = text.replace(/^\uFEFF/u, '');
  const first = body.split(/\r\n|\n|\r/u).find((l) => l.trim() !== '') ?? '';
  const delimiter = ['\t', ';', ','].find((d) => first.includes(d)) ?? ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (c === delimiter) {
      row.push(cell.trim());
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i += 1;
      row.push(cell.trim());
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell.trim());
    rows.push(row);
  }
  return rows;
}

/** CSV text into lines. */
export function parseCsv(text: string, country: string): ParsedLine[] {
  return linesFromRows(csvRows(text), country);
}

/**
 * The template file's CSV: a heading row in the user's language and two example rows, the
 * delimiter a semicolon where the market's decimal is a comma (so a spreadsheet opens it in
 * columns), a comma elsewhere. A byte order mark lets Excel read it as UTF-8.
 */
export function templateCsv(
  headings: { reference: string; quantity: string },
  examples: readonly { reference: string; quantity: number }[],
  country: string,
): string {
  const format = numberFormatOf(country);
  const delimiter = format.decimal === ',' ? ';' : ',';
  const quote = (s: string) =>
    s.includes(delimiter) || /["\n]/u.test(s) ? `"${s.replace(/"/gu, '""')}"` : s;
  const rows = [
    [headings.reference, headings.quantity],
    ...examples.map((e) => [e.reference, String(e.quantity).replace('.', format.decimal)]),
  ];
  return `\uFEFF${rows.map((r) => r.map(quote).join(delimiter)).join('\r\n')}\r\n`;
}

/** A quantity written back in the market's format, without grouping ("1500.5", "1500,5"). */
export function formatQuantity(value: number, country: string): string {
  const code = normalizeCountry(country);
  const locale = code ? marketOf(code).numberLocale : 'en-US';
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 3, useGrouping: false }).format(
    value,
  );
}

/** The example of a quantity in the market's format the hints show ("1,500.5"). */
export function quantityExample(country: string): string {
  const code = normalizeCountry(country);
  const locale = code ? marketOf(code).numberLocale : 'en-US';
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(1500.5);
}
