/** Registers `<anp-orders>`. Safe to import more than once. */
export { ordersElement } from './orders.element';

// The element typings (`npm run manifest`): each tag's element interface, HTMLElementTagNameMap
// and React's JSX.IntrinsicElements; importing this entry brings them to a TypeScript consumer.
export type * from './custom-elements';
