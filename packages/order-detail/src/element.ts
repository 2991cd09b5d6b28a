/**
 * Registers `<anp-order-detail>`, `<anp-order-modification-notice>` and `<anp-modify-order>`
 * (each module registers on load). Safe to import twice.
 */
export { orderDetailElement } from './order-detail/order-detail.element';
export { orderModificationNoticeElement } from './order-modification-notice/order-modification-notice.element';
export { modifyOrderElement } from './modify-order/modify-order.element';

// The element typings (`npm run manifest`): each tag's element interface, HTMLElementTagNameMap
// and React's JSX.IntrinsicElements; importing this entry brings them to a TypeScript consumer.
export type * from './custom-elements';
