/**
 * @anp/orders: the orders and memos list of the portal as a React component (`Orders`), its
 * rules (`@anp/orders/model`), and the typed calls of the order service
 * (`@anp/orders/api/orders-api`). `@anp/orders/element` registers `<anp-orders>`.
 */
export * from '@anp/core/services/orders';
export { Orders, type OrdersProps } from './orders';
export { OrdersView, type HeadingLevel, type OrdersViewProps } from './orders.view';
export { useOrders, type OrdersBehaviour, type OrdersOptions } from './use-orders';
export { useOrdersList, useOrdersAccount, type OrdersList } from './use-orders-data';
export { NS as ORDERS_NS } from './i18n';
export {
  DEFAULT_LIST_STATE,
  EMPTY_FILTERS,
  parseListState,
  writeListState,
  type ListState,
  type OrderFilters,
  type OrderSort,
} from './model/filters';
export { ORDER_FILTER_RANGE, PAGE_SIZE } from './model/limits';
