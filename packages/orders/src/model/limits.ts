/**
 * Paging of the orders list and the one limit of ordering.md §9, "order filter range 5995".
 *
 * The decision (docs/decisions.md, issue 6): 5,995 is the most rows of one filter result that the
 * list hands over in one go, for an export (PDF or XLSX) and for a selection (documents.zip). A
 * result that is larger is not refused: its first 5,995 rows in the list's own sort are used, and
 * the user is told how many were left out and that narrower filters get the rest. Scrolling the
 * list itself is not capped; it pages through every order.
 */
import { ORDER_FILTER_RANGE } from '@anp/rules';

export { ORDER_FILTER_RANGE };

/** Rows per page of the list as the user scrolls (ordering.md §2 screen 5: thousands of orders). */
export const PAGE_SIZE = 100;
const MIN_PAGE_SIZE = 20;
/** The API's largest page (OrdersQuery.limit). */
export const MAX_PAGE_SIZE = 500;

/** The `page-size` attribute: a whole number from 20 to 500, else {@link PAGE_SIZE}. */
export function pageSizeOf(value: number | null | undefined): number {
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= MIN_PAGE_SIZE &&
    value <= MAX_PAGE_SIZE
    ? value
    : PAGE_SIZE;
}

export interface ExportPlan {
  /** Rows the export will hold. */
  take: number;
  /** Rows of the result beyond the cap. */
  leftOut: number;
  /** The pages to fetch, largest pages first: fewer calls for the same rows. */
  pages: { offset: number; limit: number }[];
}

/** What an export of a result of `total` rows fetches, at most `cap` rows. */
export function exportPlan(
  total: number,
  cap: number = ORDER_FILTER_RANGE,
  pageSize: number = MAX_PAGE_SIZE,
): ExportPlan {
  const safeTotal = Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
  const take = Math.min(safeTotal, Math.max(0, Math.floor(cap)));
  const pages: ExportPlan['pages'] = [];
  for (let offset = 0; offset < take; offset += pageSize) {
    pages.push({ offset, limit: Math.min(pageSize, take - offset) });
  }
  return { take, leftOut: safeTotal - take, pages };
}

/**
 * "Select all" on the loaded rows: their keys in list order, at most `cap` of them. Keys already
 * selected stay selected (within the cap).
 */
export function selectAll(
  loadedKeys: readonly string[],
  selected: ReadonlySet<string>,
  cap: number = ORDER_FILTER_RANGE,
): { keys: Set<string>; leftOut: number } {
  const keys = new Set<string>();
  for (const key of selected) if (keys.size < cap) keys.add(key);
  let leftOut = 0;
  for (const key of loadedKeys) {
    if (keys.has(key)) continue;
    if (keys.size < cap) keys.add(key);
    else leftOut += 1;
  }
  return { keys, leftOut };
}

/** Whether one more row may join the selection. */
export function canSelectMore(selected: ReadonlySet<string>, cap = ORDER_FILTER_RANGE): boolean {
  return selected.size < cap;
}
