/**
 * The bulk upload's rules, pure: no React, no fetch, no DOM (shell-and-admin.md §2 "bulk-upload
 * flows"; issue 15 "Bulk upload": a dry run with row-level errors and line numbers,
 * fix-and-retry, then apply with progress and a result file).
 */
import type { BulkCheck, BulkColumn, BulkJob, BulkRowError } from '@anp/core/services/users';

export type { BulkMode } from '@anp/core/services/users';

/**
 * The columns of the template, in order (the contract's BULK_COLUMNS, repeated as a type-checked
 * list: importing the contract's value would bring its schema library into the element).
 */
export const TEMPLATE_COLUMNS: readonly BulkColumn[] = [
  'email',
  'firstName',
  'lastName',
  'phone',
  'mobile',
  'language',
  'country',
  'userType',
  'role',
  'businessUnit',
  'accounts',
  'permissions',
];

/** The files the upload area takes: CSV (as browsers and Excel name it) and XLSX, one at a time. */
export const BULK_UPLOAD_RULES = {
  accepted: [
    { extension: 'csv', mimeType: 'text/csv' },
    // Windows with Excel installed gives CSV files Excel's own type.
    { extension: 'csv', mimeType: 'application/vnd.ms-excel' },
    {
      extension: 'xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
  ],
  // 5,000 rows of the template are well under 2 MB as CSV; the limit leaves room for wide cells.
  maxFileBytes: 10 * 1024 * 1024,
  maxFiles: 1,
};

/** How often a running apply job is asked for its progress. */
export const JOB_POLL_MS = 500;

/** Rows of the errors table per page. */
export const ERRORS_PAGE_SIZE = 20;

/** At most this many errors come with a check (the contract's `errors`); `errorCount` counts rows. */
export const MAX_LISTED_ERRORS = 1000;

/**
 * What Apply does with a check: `none` when no row can be saved (every row has errors, or the
 * file has none); `all` when every row is valid; `valid-only` when some rows have errors, which
 * are skipped after a confirmation naming how many.
 */
export type ApplyPlan =
  | { kind: 'none' }
  | { kind: 'all'; rows: number }
  | { kind: 'valid-only'; rows: number; skipped: number };

export function applyPlan(
  check: Pick<BulkCheck, 'rowCount' | 'validCount' | 'errorCount'>,
): ApplyPlan {
  if (check.validCount <= 0) return { kind: 'none' };
  const skipped = Math.max(check.errorCount, check.rowCount - check.validCount, 0);
  return skipped === 0
    ? { kind: 'all', rows: check.validCount }
    : { kind: 'valid-only', rows: check.validCount, skipped };
}

/** One page of the errors table: its rows, the 1-based range shown and how many pages there are. */
export interface ErrorsPage {
  rows: BulkRowError[];
  /** 1-based page number, clamped to the pages there are. */
  page: number;
  pages: number;
  /** 1-based positions of the first and last error shown (0 and 0 when none). */
  from: number;
  to: number;
  total: number;
}

export function errorsPage(
  errors: readonly BulkRowError[],
  page: number,
  size = ERRORS_PAGE_SIZE,
): ErrorsPage {
  const total = errors.length;
  const pages = Math.max(1, Math.ceil(total / size));
  const current = Math.min(pages, Math.max(1, Math.trunc(page) || 1));
  const start = (current - 1) * size;
  const rows = errors.slice(start, start + size);
  return {
    rows,
    page: current,
    pages,
    from: rows.length > 0 ? start + 1 : 0,
    to: start + rows.length,
    total,
  };
}

/**
 * Errors in the order the table lists them: by line, then the row's own errors before the
 * columns', then by column in the template's order (unknown columns last, by name).
 */
export function sortErrors(errors: readonly BulkRowError[]): BulkRowError[] {
  const rank = (column: string | null) => {
    if (column === null) return -1;
    const at = TEMPLATE_COLUMNS.indexOf(column as BulkColumn);
    return at === -1 ? TEMPLATE_COLUMNS.length : at;
  };
  return [...errors].sort(
    (a, b) =>
      a.line - b.line ||
      rank(a.column) - rank(b.column) ||
      (a.column ?? '').localeCompare(b.column ?? ''),
  );
}

/**
 * One cell of a CSV file: quoted when it holds a separator, a quote or a line break; a text that
 * a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a leading
 * apostrophe, so a value read from an uploaded file cannot become a formula in the errors file.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The header's words of the errors file, in the caller's language. */
export interface ErrorsFileHeader {
  line: string;
  column: string;
  code: string;
  value: string;
  message: string;
}

/**
 * The errors of a check as a CSV file of the rows to fix (line, column, code, value, message),
 * one error a line, with a byte-order mark so Excel reads accents right; `columnName` gives the
 * column's readable name, `wholeRow` stands for an error of the whole row.
 */
export function errorsCsv(
  errors: readonly BulkRowError[],
  header: ErrorsFileHeader,
  columnName: (column: string) => string,
  wholeRow: string,
): string {
  const lines = [
    [header.line, header.column, header.code, header.value, header.message],
    ...sortErrors(errors).map((e) => [
      String(e.line),
      e.column === null ? wholeRow : columnName(e.column),
      e.code,
      e.value ?? '',
      e.message,
    ]),
  ];
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The job's progress in whole percents, 0..100 (100 once it is no longer running). */
export function jobPercent(job: Pick<BulkJob, 'status' | 'processed' | 'total'>): number {
  if (job.status !== 'running') return 100;
  if (job.total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((job.processed / job.total) * 100)));
}

/**
 * The quarter (0..4) a job's progress reached: the live region says 25 %, 50 % and 75 % once
 * each, not every poll, so a screen reader is not flooded.
 */
export function progressMilestone(percent: number): number {
  return Math.min(4, Math.max(0, Math.floor(percent / 25)));
}

/** The name of a file saved for a check: the uploaded file's base name and a suffix. */
export function derivedFileName(uploaded: string, suffix: string, extension: string): string {
  const base = uploaded
    .replace(/\.[^./\\]*$/, '')
    .replace(/[\\/:*?"<>|]+/g, '-')
    .trim();
  return `${base || 'users'}-${suffix}.${extension}`;
}
