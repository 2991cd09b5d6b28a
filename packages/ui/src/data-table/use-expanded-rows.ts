import { useMemo, useState } from 'react';

const EMPTY_SET: ReadonlySet<string> = new Set();

export interface ExpandedRowsOptions<Row> {
  rows: readonly Row[];
  rowKey(row: Row): string;
  /** The table renders child rows (`renderChild`). */
  expandable: boolean;
  isExpandable?: ((row: Row) => boolean) | undefined;
  /** Controlled open rows; the table keeps its own without them. */
  expanded?: ReadonlySet<string> | undefined;
  onExpandedChange?: ((keys: ReadonlySet<string>) => void) | undefined;
}

export interface ExpandedRows<Row> {
  /** The open rows by index, in order, with their keys. */
  openRows: { index: number; key: string }[];
  isOpen(index: number): boolean;
  canExpand(row: Row): boolean;
  toggleExpanded(key: string): void;
}

/** Which rows have their child row open: controlled, or the table's own. */
export function useExpandedRows<Row>(options: ExpandedRowsOptions<Row>): ExpandedRows<Row> {
  const { rows, rowKey, expandable, isExpandable, onExpandedChange } = options;
  const [ownExpanded, setOwnExpanded] = useState<ReadonlySet<string>>(EMPTY_SET);
  const expanded = options.expanded ?? ownExpanded;
  const setExpanded = (next: ReadonlySet<string>) => {
    if (options.expanded === undefined) setOwnExpanded(next);
    onExpandedChange?.(next);
  };

  // Where open rows are: one pass over the rows, only while some are open.
  const openRows = useMemo(() => {
    const out: { index: number; key: string }[] = [];
    if (!expandable || expanded.size === 0) return out;
    for (let index = 0; index < rows.length && out.length < expanded.size; index += 1) {
      const key = rowKey(rows[index] as Row);
      if (expanded.has(key)) out.push({ index, key });
    }
    return out;
  }, [expandable, expanded, rows, rowKey]);
  const openIndexes = useMemo(() => new Set(openRows.map((r) => r.index)), [openRows]);

  return {
    openRows,
    isOpen: (index: number) => openIndexes.has(index),
    canExpand: (row: Row) => expandable && (isExpandable?.(row) ?? true),
    toggleExpanded: (key: string) => {
      const next = new Set(expanded);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      setExpanded(next);
    },
  };
}
