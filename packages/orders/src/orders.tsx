import { headingLevelOf } from '@anp/core';
import type { ListState } from './model/filters';
import { useOrders } from './use-orders';
import { OrdersView, type HeadingLevel } from './orders.view';

export interface OrdersProps {
  /**
   * The filters and sort shown, when the caller keeps them (the host page keeps them in its URL
   * query). Without it the list keeps its own, starting from `initial`.
   */
  value?: ListState;
  /** Called with every change of filters or sort. */
  onChange?(state: ListState): void;
  /** Where an uncontrolled list starts; a new value (another attribute) starts it again. */
  initial?: ListState;
  /** Rows per page as the user scrolls (20-500, default 100). */
  pageSize?: number;
  /** Level of the empty states' headings (2-6, default 2), to fit the page outline. */
  headingLevel?: number;
}

/**
 * The orders list (ordering.md §2 screen 5): an account's orders and memos together, filtered by
 * status, type, date and order number or PO, sorted by the server, paged as the user scrolls,
 * with each order's lines or memo tile, the row actions, an export of the filtered list as PDF
 * or XLSX, and documents.zip of the selected orders.
 * @example
 * <KitRoot config={config}><Orders value={state} onChange={setState} /></KitRoot>
 */
export function Orders(props: OrdersProps) {
  const { state, setState, setFilters, list } = useOrders(props);
  return (
    <OrdersView
      state={state}
      onStateChange={setState}
      onFiltersChange={setFilters}
      list={list}
      headingLevel={headingLevelOf<HeadingLevel>(props.headingLevel, 2, 2, 6)}
    />
  );
}
