import { useMemo } from 'react';

const EMPTY_SET: ReadonlySet<string> = new Set();

export interface SelectionOptions<Row> {
  rows: readonly Row[];
  rowKey(row: Row): string;
  selected?: ReadonlySet<string> | undefined;
  /** Without it the table has no selection. */
  onSelectedChange?: ((keys: ReadonlySet<string>) => void) | undefined;
}

export interface Selection {
  selectable: boolean;
  isSelected(key: string): boolean;
  /** Every loaded row is selected (the select-all box is checked). */
  allSelected: boolean;
  /** Some but not all: the select-all box is mixed. */
  someSelected: boolean;
  toggleSelected(key: string): void;
  /** Selects the loaded rows, or unselects them when all are selected. */
  toggleAll(): void;
}

/** Row selection (controlled by the caller): one row, or all the loaded rows. */
export function useSelection<Row>(options: SelectionOptions<Row>): Selection {
  const { rows, rowKey, onSelectedChange } = options;
  const selectable = onSelectedChange !== undefined;
  const selected = options.selected ?? EMPTY_SET;
  const selectedCount = useMemo(() => {
    if (!selectable || selected.size === 0) return 0;
    let count = 0;
    for (const row of rows) if (selected.has(rowKey(row))) count += 1;
    return count;
  }, [selectable, selected, rows, rowKey]);
  const allSelected = rows.length > 0 && selectedCount === rows.length;
  return {
    selectable,
    isSelected: (key: string) => selectable && selected.has(key),
    allSelected,
    someSelected: selectedCount > 0 && !allSelected,
    toggleSelected: (key: string) => {
      const next = new Set(selected);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      onSelectedChange?.(next);
    },
    toggleAll: () => {
      const next = new Set(selected);
      for (const row of rows) {
        if (allSelected) next.delete(rowKey(row));
        else next.add(rowKey(row));
      }
      onSelectedChange?.(next);
    },
  };
}
