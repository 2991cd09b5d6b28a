import { useEffect, useRef } from 'react';

/** `onEndReached` fires when the rendered rows come this close to the end. */
const END_THRESHOLD = 10;

export interface EndReachedOptions<Row> {
  rows: readonly Row[];
  rowKey(row: Row): string;
  /** The last row rendered. */
  lastRendered: number;
  loading: boolean;
  onEndReached?: (() => void) | undefined;
}

/**
 * Asks for the next page when the rendered rows near the end: once per list (its length and its
 * first and last rows), so a page that fails or comes back empty is not asked for again and
 * again, while a new list (other filters, another sort) of the same length is.
 */
export function useEndReached<Row>(options: EndReachedOptions<Row>): void {
  const { rows, rowKey, lastRendered, loading, onEndReached } = options;
  const listId =
    rows.length === 0
      ? ''
      : `${rows.length}\u0000${rowKey(rows[0] as Row)}\u0000${rowKey(rows[rows.length - 1] as Row)}`;
  const endAskedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!onEndReached || loading || listId === '') return;
    if (lastRendered >= rows.length - 1 - END_THRESHOLD && endAskedFor.current !== listId) {
      endAskedFor.current = listId;
      onEndReached();
    }
  }, [onEndReached, loading, listId, rows.length, lastRendered]);
}
