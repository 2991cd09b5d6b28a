import { useCallback, useEffect, useRef, useState } from 'react';
import {
  DEFAULT_LIST_STATE,
  listStateKey,
  type ListState,
  type OrderFilters,
} from './model/filters';
import { pageSizeOf } from './model/limits';
import { useOrdersList, type OrdersList } from './use-orders-data';

export interface OrdersOptions {
  /** The filters and sort shown, when the caller keeps them (the host page: its URL query). */
  value?: ListState;
  /** Called with every change of filters or sort. */
  onChange?(state: ListState): void;
  /** Where an uncontrolled list starts; a new value (another attribute) starts it again. */
  initial?: ListState;
  /** Rows per page as the user scrolls (20-500, default 100). */
  pageSize?: number;
}

export interface OrdersBehaviour {
  /** The filters and sort shown. */
  state: ListState;
  setState(state: ListState): void;
  /** Changes the filters only; stable, so the search box's pending pause is never restarted. */
  setFilters(filters: OrderFilters): void;
  list: OrdersList;
}

/**
 * The list's behaviour: the filters and sort it shows (the caller's, or its own), and the pages of
 * orders and memos they select.
 */
export function useOrders({ value, onChange, initial, pageSize }: OrdersOptions): OrdersBehaviour {
  const [own, setOwn] = useState<ListState>(() => value ?? initial ?? DEFAULT_LIST_STATE);
  // The list shows a change at once and tells the caller; a new `value` from the caller (Back, a
  // link) or new initial filters (an attribute changed) replace what it shows. Adjusted while
  // rendering, as React recommends for state that follows a prop: a URL the router writes in a
  // transition would otherwise untick a checkbox until it catches up.
  const sourceKey = value ? `v${listStateKey(value)}` : initial ? `i${listStateKey(initial)}` : '';
  const [seen, setSeen] = useState(sourceKey);
  if (seen !== sourceKey) {
    setSeen(sourceKey);
    setOwn(value ?? initial ?? DEFAULT_LIST_STATE);
  }

  const state = own;
  const setState = useCallback(
    (next: ListState) => {
      setOwn(next);
      onChange?.(next);
    },
    [onChange],
  );

  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });
  const setFilters = useCallback(
    (filters: OrderFilters) => setState({ ...latest.current, filters }),
    [setState],
  );

  const list = useOrdersList(state, pageSizeOf(pageSize));
  return { state, setState, setFilters, list };
}
