import { useMemo } from 'react';
import type { Column, Slot } from './data-table.types';
import { useMinWidths } from './use-min-widths';

/** Grid tracks of the control cells (selection, disclosure, menu): a 44 px target each. */
const TRACKS = { select: '2.75rem', expand: '2.75rem', actions: '2.75rem' } as const;

export interface ColumnsOptions<Row> {
  columns: readonly Column<Row>[];
  /** A selection box first. */
  selectable: boolean;
  /** A disclosure button for child rows. */
  expandable: boolean;
  /** A "More actions" button last. */
  withActions: boolean;
}

export interface ColumnLayout<Row> {
  /** The cells of every row, in order. */
  slots: Slot<Row>[];
  /** The CSS grid template of the rows (`--anp-dt-columns`). */
  template: string;
  /** The slot of the first data column: each row's `rowheader`. */
  headerSlot: number;
}

/**
 * The cells of every row and their widths: the control cells the table's features add, and the
 * columns that fit the viewport (`hideBelow`, followed as the window is resized).
 */
export function useColumns<Row>(options: ColumnsOptions<Row>): ColumnLayout<Row> {
  const { columns, selectable, expandable, withActions } = options;
  const thresholds = useMemo(
    () =>
      [...new Set(columns.map((c) => c.hideBelow).filter((w): w is number => w !== undefined))]
        .filter((w) => Number.isFinite(w))
        .sort((a, b) => a - b),
    [columns],
  );
  const reached = useMinWidths(thresholds);
  const slots = useMemo<Slot<Row>[]>(() => {
    const shown = columns.filter(
      (c) => c.hideBelow === undefined || reached[thresholds.indexOf(c.hideBelow)] !== '0',
    );
    return [
      ...(selectable ? [{ kind: 'select' } as const] : []),
      ...(expandable ? [{ kind: 'expand' } as const] : []),
      ...shown.map((column) => ({ kind: 'data', column }) as const),
      ...(withActions ? [{ kind: 'actions' } as const] : []),
    ];
  }, [columns, reached, thresholds, selectable, expandable, withActions]);
  const template = slots
    .map((slot) =>
      slot.kind === 'data' ? (slot.column.width ?? 'minmax(8rem, 1fr)') : TRACKS[slot.kind],
    )
    .join(' ');
  const headerSlot = slots.findIndex((slot) => slot.kind === 'data');
  return { slots, template, headerSlot };
}
