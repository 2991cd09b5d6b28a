import { describe, expect, it } from 'vitest';
import type { BulkRowError } from '@anp/core/services/users';
import {
  applyPlan,
  csvCell,
  derivedFileName,
  errorsCsv,
  errorsPage,
  jobPercent,
  progressMilestone,
  sortErrors,
} from './bulk-users';

// Issue 15 "Bulk upload": a dry run with row-level errors and line numbers, fix-and-retry, then
// apply (shell-and-admin.md §2 "bulk-upload flows").

const error = (line: number, column: string | null, code = 'INVALID'): BulkRowError => ({
  line,
  column,
  code,
  message: `${code} at ${line}`,
  value: column === null ? null : `v${line}`,
});

describe('applyPlan: Apply only when no errors, or the valid rows after a confirmation', () => {
  it.each([
    [
      { rowCount: 10, validCount: 10, errorCount: 0 },
      { kind: 'all', rows: 10 },
    ],
    [
      { rowCount: 10, validCount: 7, errorCount: 3 },
      { kind: 'valid-only', rows: 7, skipped: 3 },
    ],
    [{ rowCount: 10, validCount: 0, errorCount: 10 }, { kind: 'none' }],
    [{ rowCount: 0, validCount: 0, errorCount: 0 }, { kind: 'none' }],
  ])('%o -> %o', (check, plan) => {
    expect(applyPlan(check)).toEqual(plan);
  });
});

describe('errorsPage: the errors table pages when many', () => {
  const errors = Array.from({ length: 45 }, (_, i) => error(i + 2, 'email'));
  it.each([
    [1, { page: 1, pages: 3, from: 1, to: 20 }],
    [3, { page: 3, pages: 3, from: 41, to: 45 }],
    [9, { page: 3, pages: 3, from: 41, to: 45 }],
    [0, { page: 1, pages: 3, from: 1, to: 20 }],
  ])('page %i', (page, expected) => {
    expect(errorsPage(errors, page)).toMatchObject({ ...expected, total: 45 });
  });
  it('has one empty page without errors', () => {
    expect(errorsPage([], 1)).toEqual({ rows: [], page: 1, pages: 1, from: 0, to: 0, total: 0 });
  });
});

describe('sortErrors: by line, the whole row first, then in the template column order', () => {
  it('orders them', () => {
    const sorted = sortErrors([
      error(5, 'accounts'),
      error(3, 'role'),
      error(5, null, 'DUPLICATE_EMAIL'),
      error(5, 'email'),
      error(5, 'zzz'),
    ]);
    expect(sorted.map((e) => `${e.line}:${e.column ?? '-'}`)).toEqual([
      '3:role',
      '5:-',
      '5:email',
      '5:accounts',
      '5:zzz',
    ]);
  });
});

describe('the errors file', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+1 555', "'+1 555"],
    ['@sum', "'@sum"],
  ])('csvCell(%j) = %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('lists every error with its line, column, code, value and message, header first', () => {
    const text = errorsCsv(
      [error(4, 'role', 'BAD_ROLE'), error(2, null, 'DUPLICATE_EMAIL')],
      { line: 'Line', column: 'Column', code: 'Code', value: 'Value', message: 'Problem' },
      (c) => (c === 'role' ? 'Role' : c),
      'Whole row',
    );
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Line,Column,Code,Value,Problem',
      '2,Whole row,DUPLICATE_EMAIL,,DUPLICATE_EMAIL at 2',
      '4,Role,BAD_ROLE,v4,BAD_ROLE at 4',
      '',
    ]);
  });

  it.each([
    ['users.csv', 'users-to-fix.csv'],
    ['march users.v2.xlsx', 'march users.v2-to-fix.csv'],
    ['.csv', 'users-to-fix.csv'],
    ['a/b:c.csv', 'a-b-c-to-fix.csv'],
  ])('names the file of %j %j', (uploaded, name) => {
    expect(derivedFileName(uploaded, 'to-fix', 'csv')).toBe(name);
  });
});

describe('the job progress (processed of total)', () => {
  it.each([
    [{ status: 'running', processed: 0, total: 5000 }, 0, 0],
    [{ status: 'running', processed: 1249, total: 5000 }, 24, 0],
    [{ status: 'running', processed: 2500, total: 5000 }, 50, 2],
    [{ status: 'running', processed: 10, total: 0 }, 0, 0],
    [{ status: 'done', processed: 4990, total: 5000 }, 100, 4],
    [{ status: 'failed', processed: 3, total: 5000 }, 100, 4],
  ] as const)('%o is %i %% (quarter %i)', (job, percent, quarter) => {
    expect(jobPercent(job)).toBe(percent);
    expect(progressMilestone(jobPercent(job))).toBe(quarter);
  });
});
