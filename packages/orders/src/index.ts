/**
 * @anp/orders: the orders and memos list of the portal, and the typed calls of the order service
 * (`@anp/orders/api/orders-api`). `@anp/orders/element` registers `<anp-orders>`.
 */
export * from './api/orders-api';
