/**
 * The documents of the orders list's rows (ordering.md §2 screens 5 and 6): which a row offers,
 * and how the selected rows' documents are laid out in documents.zip (a folder per order number,
 * the server's file names, a short errors.txt for the ones that failed). Pure.
 */
import { DOCUMENTS_ZIP_NAME } from '@anp/rules';
import type { OrderDocumentType, OrderListRow } from '@anp/core/services/orders';

export { DOCUMENTS_ZIP_NAME };

/** The order documents in the order they are offered (ordering.md §2 screen 6). */
export const ORDER_DOCUMENTS: readonly Exclude<OrderDocumentType, 'memo'>[] = [
  'invoice',
  'packlist',
  'coa',
];

type DocumentRow = Pick<OrderListRow, 'kind' | 'orderNumber' | 'documents'>;

/** The documents a row offers now: a memo its memo PDF, an order those its `documents` allow. */
export function documentsOf(row: DocumentRow): OrderDocumentType[] {
  if (row.kind === 'memo') return ['memo'];
  return ORDER_DOCUMENTS.filter((type) => row.documents[type]);
}

export interface DocumentJob {
  orderNumber: string;
  type: OrderDocumentType;
}

/** Every document of the rows, row by row in the rows' order. */
export function documentJobs(rows: readonly DocumentRow[]): DocumentJob[] {
  return rows.flatMap((row) =>
    documentsOf(row).map((type) => ({ orderNumber: row.orderNumber, type })),
  );
}

/** A name that is safe as one path segment of a zip entry on every system. */
export function safeName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    // Path separators, characters Windows refuses, and control characters.
    .replace(/[/\\:*?"<>|]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/\p{Cc}/gu, '')
    .trim()
    // "." and ".." would climb out of the folder; trailing dots are dropped by Windows.
    .replace(/^\.+/, '')
    .replace(/\.+$/, '');
  return cleaned.slice(0, 120) || 'document';
}

/** The file name of a document when the server named none. */
export function fallbackName(job: DocumentJob): string {
  return `${job.type}-${job.orderNumber}.pdf`;
}

/**
 * The path of a document in documents.zip: `{orderNumber}/{file name}`, the file name from the
 * server's Content-Disposition (else `{type}-{orderNumber}.pdf`). A name already taken in the
 * folder gets ` (2)`, ` (3)` before its extension; `taken` is updated.
 */
export function zipPathOf(job: DocumentJob, serverName: string | null, taken: Set<string>): string {
  const folder = safeName(job.orderNumber);
  const name = safeName(serverName ?? fallbackName(job));
  const dot = name.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let path = `${folder}/${name}`;
  for (let n = 2; taken.has(path.toLowerCase()); n += 1) path = `${folder}/${base} (${n})${ext}`;
  taken.add(path.toLowerCase());
  return path;
}

/** A document that could not be added, with the reason in the user's language. */
export interface DocumentFailure {
  job: DocumentJob;
  /** The document's name in the user's language ("Invoice"). */
  label: string;
  reason: string;
}

/**
 * errors.txt of documents.zip: a heading line, then one line per failed document
 * (`4000120001  Invoice  File size is too big…`). Windows line ends, so Notepad shows lines.
 */
export function errorsReport(heading: string, failures: readonly DocumentFailure[]): string {
  const lines = failures.map((f) => `${f.job.orderNumber}\t${f.label}\t${f.reason}`);
  return [heading, '', ...lines, ''].join('\r\n');
}

export const ERRORS_FILE = 'errors.txt';
