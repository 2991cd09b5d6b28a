/**
 * The modification notices (ordering.md §2 screen 8): which of the user's orders still open to
 * changes are shown, nearest cut-off first.
 */
import type { OrderListRow } from '@anp/contract';
import { cutoffTime } from './cutoff';

/** Decision: at most three notices, then "and N more": more would push the page's content away. */
export const MAX_NOTICES = 3;

export type NoticeOrder = Pick<OrderListRow, 'orderNumber' | 'modifiableUntil'> &
  Partial<Pick<OrderListRow, 'kind' | 'status' | 'modifiable'>>;

export interface NoticeSelection<T extends NoticeOrder> {
  /** The orders to show a notice for, nearest cut-off first. */
  shown: T[];
  /** How many more orders can still be changed. */
  more: number;
}

/**
 * The orders a notice is shown for: orders (not memos), Placed, marked modifiable by the server
 * and with a cut-off still ahead at `now`, nearest cut-off first (the most urgent), then by order
 * number; at most `max`, with the count of the rest. A row the server marks modifiable but whose
 * cut-off has passed meanwhile is left out: the page may have been open for hours.
 */
export function selectNotices<T extends NoticeOrder>(
  rows: readonly T[],
  now: number,
  max: number = MAX_NOTICES,
): NoticeSelection<T> {
  const open = rows
    .filter((row) => (row.kind ?? 'order') === 'order')
    .filter((row) => (row.status ?? 'Placed') === 'Placed' && row.modifiable !== false)
    .map((row) => ({ row, until: cutoffTime(row.modifiableUntil) }))
    .filter(
      (entry): entry is { row: T; until: number } => entry.until !== null && entry.until > now,
    )
    .sort((a, b) => a.until - b.until || a.row.orderNumber.localeCompare(b.row.orderNumber));
  const limit = Number.isInteger(max) && max > 0 ? max : MAX_NOTICES;
  return { shown: open.slice(0, limit).map((e) => e.row), more: Math.max(0, open.length - limit) };
}
