/** Registers `<anp-orders>`. Safe to import more than once. */
export { ordersElement } from './orders.element';
