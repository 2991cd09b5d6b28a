/**
 * The figures of the review (the ones issue 12's closing note gives) and the table printed at
 * the end. A figure that counts failures (successes of an attack, effects, executions, wrong
 * accepts, duplicates, losses, 5xx) fails the run when above zero.
 */
export interface Figure {
  /** What was tried, e.g. "cross-account attempts". */
  tried: string;
  count: number;
  /** What must stay 0, e.g. "successes". */
  failed: string;
  failures: number;
  /** A short note printed beside the row. */
  note?: string;
}

/** The rows that fail the run (a count of failures above zero). */
export const failing = (figures: readonly Figure[]) => figures.filter((f) => f.failures > 0);

/** The figures as a plain-text table, one row each, with a verdict column. */
export function figureTable(figures: readonly Figure[]): string {
  const rows = figures.map((f) => [
    String(f.count),
    f.tried,
    String(f.failures),
    f.failed,
    f.failures > 0 ? 'FAIL' : 'ok',
    f.note ?? '',
  ]);
  const head = ['count', 'tried', 'bad', 'of which must be 0', 'verdict', 'note'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) =>
        i === 0 || i === 2 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** One sentence in the words of the issue: "346 cross-account attempts, 0 successes; ...". */
export function figureSentence(figures: readonly Figure[]): string {
  return figures.map((f) => `${f.count} ${f.tried}, ${f.failures} ${f.failed}`).join('; ');
}
