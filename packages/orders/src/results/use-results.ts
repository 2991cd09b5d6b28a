import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SortState } from '@anp/ui/data-table';
import type { OrderListRow } from '@anp/core/services/orders';
import {
  EMPTY_FILTERS,
  activeFilterCount,
  listStateKey,
  type ListState,
  type OrderSort,
} from '../model/filters';
import { ORDER_FILTER_RANGE, selectAll } from '../model/limits';
import type { HeadingLevel } from '../orders.view';
import type { OrdersList } from '../use-orders-data';
import type { ReorderSummary } from '@anp/core/services/cart';
import type { Notice } from './notice';
import { useFileTasks } from './use-file-tasks';
import { useRowActions } from './use-row-actions';

export interface ResultsProps {
  state: ListState;
  onStateChange(state: ListState): void;
  list: OrdersList;
  headingLevel: HeadingLevel;
}

/** Orders and memos can share a number: the kind makes the key unique. */
export const rowKey = (row: OrderListRow) => `${row.kind}:${row.orderNumber}`;

/**
 * The results' behaviour: the rows ticked for documents.zip (at most the order filter range),
 * the rows open, the sort, the row actions, the export and documents.zip, and the notice of
 * what the user last did. A selection and open rows belong to one result: other filters or
 * another sort start afresh.
 */
export function useResults({ state, onStateChange, list }: ResultsProps) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [capped, setCapped] = useState(0);
  const [reorderSummary, setReorderSummary] = useState<ReorderSummary | null>(null);
  const { actionsOf, open } = useRowActions(setNotice, setReorderSummary);
  const { task, exportList, zipDocuments, cancel } = useFileTasks(state, setNotice);

  const resultKey = listStateKey(state);
  const seen = useRef(resultKey);
  useEffect(() => {
    if (seen.current === resultKey) return;
    seen.current = resultKey;
    setSelected(new Set());
    setExpanded(new Set());
    setCapped(0);
  }, [resultKey]);

  const { rows } = list;
  const selectedRows = useMemo(() => rows.filter((r) => selected.has(rowKey(r))), [rows, selected]);

  const onSelectedChange = useCallback(
    (keys: ReadonlySet<string>) => {
      // ordering.md §9 order filter range: at most 5,995 rows are taken in one go.
      if (keys.size <= ORDER_FILTER_RANGE) {
        setSelected(keys);
        setCapped(0);
        return;
      }
      const { keys: kept, leftOut } = selectAll(
        rows.map(rowKey).filter((k) => keys.has(k)),
        new Set(),
      );
      setSelected(kept);
      setCapped(leftOut);
    },
    [rows],
  );

  const sort: SortState = { columnId: state.sort.field, direction: state.sort.direction };
  const onSortChange = useCallback(
    (next: SortState) =>
      onStateChange({
        ...state,
        sort: { field: next.columnId as OrderSort['field'], direction: next.direction },
      }),
    [onStateChange, state],
  );

  /** An order's row opens the order; a memo's row opens or closes its tile. */
  const activate = useCallback(
    (row: OrderListRow) => {
      if (row.kind === 'order') open(row);
      else {
        const key = rowKey(row);
        setExpanded((keys) => {
          const next = new Set(keys);
          if (next.has(key)) next.delete(key);
          else next.add(key);
          return next;
        });
      }
    },
    [open],
  );

  return {
    notice,
    dismissNotice: () => setNotice(null),
    reorderSummary,
    closeReorderSummary: () => setReorderSummary(null),
    expanded,
    setExpanded,
    selected,
    selectedRows,
    onSelectedChange,
    /** Rows left out of the last selection by the cap. */
    capped,
    sort,
    onSortChange,
    /** The filters narrow the list (an empty result says "no match", not "no orders"). */
    filtered: activeFilterCount(state.filters) > 0,
    clearFilters: () => onStateChange({ ...state, filters: EMPTY_FILTERS }),
    actionsOf,
    activate,
    task,
    exportList,
    zipDocuments,
    cancelTask: cancel,
  };
}

export type ResultsBehaviour = ReturnType<typeof useResults>;
