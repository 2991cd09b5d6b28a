/** The order's pages under the portal's base path (ordering.md §2 routes). */
export const orderPage = (orderNumber: string) => `orders/${encodeURIComponent(orderNumber)}`;
export const modifyPage = (orderNumber: string) => `${orderPage(orderNumber)}/modify`;
export const ORDERS_PAGE = 'orders';
