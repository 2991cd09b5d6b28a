/**
 * Tables as files (the users export, the bulk template and result) and uploaded files as rows:
 * CSV with csv-stringify / csv-parse, XLSX with exceljs (server-side only, loaded on first use; docs/decisions.md,
 * issue 15). Every cell is written as text, so a value such as `=1+1` stays text in a
 * spreadsheet (no formula is ever written), and numbers keep their leading zeros.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

export type FileFormat = 'csv' | 'xlsx';

/** exceljs is big: loaded on the first XLSX file, not when the server starts. */
const excel = async () => (await import('exceljs')).default;

export const CONTENT_TYPES: Record<FileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A cell a spreadsheet would run as a formula gets a leading apostrophe in CSV (OWASP). */
const guardCsv = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export async function tableFile(
  format: FileFormat,
  sheet: string,
  rows: readonly (readonly (string | number | null)[])[],
): Promise<Buffer> {
  const text = rows.map((row) => row.map((cell) => (cell === null ? '' : String(cell))));
  if (format === 'csv') {
    // A byte-order mark so spreadsheets read the file as UTF-8 (accents, Korean).
    return Buffer.from(
      stringify(
        text.map((row) => row.map(guardCsv)),
        { bom: true },
      ),
      'utf8',
    );
  }
  const ExcelJS = await excel();
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(sheet.slice(0, 31));
  for (const row of text) worksheet.addRow(row);
  if (text.length > 0) {
    worksheet.getRow(1).font = { bold: true };
    worksheet.columns.forEach((column, index) => {
      const widest = Math.max(...text.slice(0, 200).map((row) => (row[index] ?? '').length));
      column.width = Math.min(60, Math.max(10, widest + 2));
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** One row of an uploaded file: its line number (the header is line 1) and its cells as text. */
export interface FileRow {
  line: number;
  cells: string[];
}

/** Whether the bytes are a ZIP container (an XLSX file), whatever the name says. */
const isZip = (bytes: Buffer) => bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b;

/** The rows of a CSV or XLSX upload, blank rows left out; throws when it cannot be read. */
export async function readRows(bytes: Buffer): Promise<FileRow[]> {
  if (isZip(bytes)) {
    const ExcelJS = await excel();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) return [];
    const rows: FileRow[] = [];
    const width = Math.max(sheet.columnCount, 1);
    sheet.eachRow({ includeEmpty: false }, (row, line) => {
      const cells: string[] = [];
      for (let c = 1; c <= width; c += 1) cells.push(row.getCell(c).text.trim());
      if (cells.some((cell) => cell !== '')) rows.push({ line, cells });
    });
    return rows;
  }
  const text = bytes.toString('utf8');
  if (text.includes('\u0000')) throw new Error('binary content');
  const records = parse(text, {
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
  }) as unknown as { record: string[]; info: { lines: number } }[];
  return records
    .map(({ record, info }) => ({
      line: info.lines,
      // A cell written as `'=...` by our own export reads back as the text it was.
      cells: record.map((cell) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell)),
    }))
    .filter((row) => row.cells.some((cell) => cell !== ''));
}
