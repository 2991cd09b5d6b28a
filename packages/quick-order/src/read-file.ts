import { linesFromRows, parseCsv, type Cell, type ParsedLine } from './model/parse';

/** The file kinds quick order reads, by name. */
export function fileKind(name: string): 'csv' | 'xlsx' | null {
  if (/\.(csv|txt)$/iu.test(name)) return 'csv';
  if (/\.xlsx$/iu.test(name)) return 'xlsx';
  return null;
}

/**
 * A chosen file's lines: CSV as text (UTF-8), XLSX's first sheet through read-excel-file, which
 * loads only now, in its own chunk (docs/decisions.md, "Issue 17: quick order").
 */
export async function readLinesOf(file: Blob & { name: string }, country: string) {
  const kind = fileKind(file.name);
  if (kind === 'csv') return parseCsv(await file.text(), country);
  if (kind !== 'xlsx') throw new Error('unsupported file');
  const { readSheet } = await import('read-excel-file/browser');
  const data = await readSheet(file);
  // The library types a date cell as the Date constructor; cells are values (Date instances).
  return linesFromRows(data as unknown as Cell[][], country) satisfies ParsedLine[];
}
