/**
 * The export of the orders list (ordering.md §2 screen 5, §9 "Export types: pdf and xlsx"): the
 * same columns as the list, as a typed XLSX sheet (numbers as numbers, dates as dates) and as the
 * table of a PDF (text in the market's formats). The words come from the caller in the user's
 * language. Pure.
 */
import type { PdfSpec } from '@anp/pdf';
import {
  currencySymbolOf,
  formatDisplayDate,
  signedListAmount,
  weightUnitSymbol,
  type Language,
} from '@anp/rules';
import type { OrderListRow } from '@anp/core/services/orders';
import { formatRowAmount, formatRowWeight } from './amounts';
import type { XlsxColumn, XlsxSheet } from './xlsx';

export type ExportFormat = 'pdf' | 'xlsx';

export const EXPORT_COLUMNS = [
  'orderNumber',
  'type',
  'status',
  'orderDate',
  'requestedDate',
  'po',
  'shipMethod',
  'amount',
  'currency',
  'weight',
  'weightUnit',
] as const;
export type ExportColumnId = (typeof EXPORT_COLUMNS)[number];

type ExportRow = Pick<
  OrderListRow,
  | 'orderNumber'
  | 'type'
  | 'status'
  | 'orderDate'
  | 'requestedDate'
  | 'po'
  | 'shipMethod'
  | 'currency'
  | 'grossAmount'
  | 'totalWeight'
  | 'weightUnit'
  | 'cancelledInvoice'
  | 'kind'
>;

/** The words of an export, in the user's language. */
export interface ExportWords {
  /** Document title, e.g. "Orders". */
  title: string;
  columns: Record<ExportColumnId, string>;
  type(row: ExportRow): string;
  /** The status as the list shows it (with "invoice cancelled" where it applies). */
  status(row: ExportRow): string;
  shipMethod(row: ExportRow): string;
  /** "Tri-County Farmers Cooperative · sold-to 0010100012", when known. */
  account: string | null;
  /** "Exported 14-May-2026 14:05" and the like. */
  exported: string;
  /** The filters applied, one line each ("Status: Placed, Shipped"); none says so. */
  filters: string[];
  /** "5,995 of 7,210 orders; 1,215 left out …" when the cap applied. */
  leftOut: string | null;
  /** Footer of every PDF page. */
  footer: string;
}

/** `orders-2026-05-14.pdf`: the export's file name on the user's calendar date. */
export function exportFileName(format: ExportFormat, today: string): string {
  return `orders-${today}.${format}`;
}

const XLSX_FORMATS: Record<ExportColumnId, Pick<XlsxColumn, 'format' | 'width'>> = {
  orderNumber: { format: 'text', width: 14 },
  type: { format: 'text', width: 24 },
  status: { format: 'text', width: 22 },
  orderDate: { format: 'date', width: 13 },
  requestedDate: { format: 'date', width: 13 },
  po: { format: 'text', width: 18 },
  shipMethod: { format: 'text', width: 12 },
  amount: { format: 'money', width: 15 },
  currency: { format: 'text', width: 9 },
  weight: { format: 'decimal', width: 13 },
  weightUnit: { format: 'text', width: 8 },
};

/** The rows as one XLSX sheet: a header row and one typed row per order or memo. */
export function exportSheet(
  rows: readonly ExportRow[],
  words: ExportWords,
  country: string,
  created: Date,
): XlsxSheet {
  return {
    name: words.title,
    title: words.title,
    created,
    currencySymbol: currencySymbolOf(country),
    columns: EXPORT_COLUMNS.map((id) => ({ header: words.columns[id], ...XLSX_FORMATS[id] })),
    rows: rows.map((row) => [
      row.orderNumber,
      words.type(row),
      words.status(row),
      { date: row.orderDate },
      row.requestedDate ? { date: row.requestedDate } : null,
      row.po ?? null,
      words.shipMethod(row) || null,
      signedListAmount(row),
      row.currency,
      row.totalWeight,
      // The unit as the screen writes it (qq for the quintal), not the API's word.
      row.weightUnit ? weightUnitSymbol(row.weightUnit) : null,
    ]),
  };
}

/**
 * The PDF's columns: amount and weight carry their currency and unit, as on screen. The ship
 * method stays in the XLSX only: nine columns do not fit a portrait page at a readable size.
 */
const PDF_COLUMNS = [
  'orderNumber',
  'type',
  'status',
  'orderDate',
  'requestedDate',
  'po',
  'amount',
  'weight',
] as const satisfies readonly ExportColumnId[];

/** Columns whose text may be cut short (with an ellipsis) when the page is too narrow. */
const SHRINKABLE = new Set<ExportColumnId>(['type', 'status', 'po']);

/** Width in points of text at a size, bold or not, in the fonts the PDF embeds. */
export type MeasureText = (text: string, size: number, bold: boolean) => number;

/** The writer's table: 9 pt text, 5 pt padding each side, 50 pt page margins. */
const CELL_SIZE = 9;
const CELL_PAD = 10;
const TEXT_WIDTH = { letter: 612 - 100, a4: 595 - 100 } as const;

/**
 * Column widths in points: each column as wide as its widest cell (or heading word); when that
 * is wider than the page, only the text columns give way, so numbers, dates and amounts are
 * never cut short.
 */
export function pdfColumnWidths(
  ids: readonly ExportColumnId[],
  header: readonly string[],
  rows: readonly (readonly string[])[],
  available: number,
  measure: MeasureText,
): number[] {
  const natural = ids.map((_, c) => {
    const headWord = Math.max(
      0,
      ...(header[c] ?? '').split(/\s+/).map((w) => measure(w, CELL_SIZE, true)),
    );
    let widest = headWord;
    for (const row of rows) widest = Math.max(widest, measure(row[c] ?? '', CELL_SIZE, false));
    return Math.ceil(widest) + CELL_PAD;
  });
  const fixed = natural.reduce((sum, w, c) => sum + (SHRINKABLE.has(ids[c]!) ? 0 : w), 0);
  const flexible = natural.reduce((sum, w, c) => sum + (SHRINKABLE.has(ids[c]!) ? w : 0), 0);
  const spare = available - fixed - flexible;
  if (spare >= 0) return natural.map((w) => w + (spare * w) / (fixed + flexible || 1));
  const room = Math.max(available - fixed, 0);
  return natural.map((w, c) => (SHRINKABLE.has(ids[c]!) ? (room * w) / (flexible || 1) : w));
}

/** The rows as a PDF: title, account, when, the filters applied, and the table. */
export function exportPdfSpec(
  rows: readonly ExportRow[],
  words: ExportWords,
  country: string,
  lang: Language,
  created: Date,
  measure: MeasureText,
): PdfSpec {
  const date = (iso: string | null) => (iso ? formatDisplayDate(iso, lang) : '');
  const pageSize = country === 'us' || country === 'canada' ? 'letter' : 'a4';
  const columns = PDF_COLUMNS.map((id) => words.columns[id]);
  const cells = rows.map((row) => [
    row.orderNumber,
    words.type(row),
    words.status(row),
    date(row.orderDate),
    date(row.requestedDate),
    row.po ?? '',
    formatRowAmount(row, country),
    formatRowWeight(row, country),
  ]);
  return {
    title: words.title,
    ...(words.account ? { subtitle: words.account } : {}),
    lines: [words.exported, ...words.filters, ...(words.leftOut ? [words.leftOut] : [])],
    sections: [
      {
        columns,
        rows: cells,
        widths: pdfColumnWidths(PDF_COLUMNS, columns, cells, TEXT_WIDTH[pageSize], measure),
        align: ['left', 'left', 'left', 'left', 'left', 'left', 'right', 'right'],
      },
    ],
    footer: words.footer,
    pageSize,
    lang,
    // 6,000 row elements as plain objects would be half the file (docs/decisions.md).
    objectStreams: true,
    info: { created, subject: words.title },
  };
}
