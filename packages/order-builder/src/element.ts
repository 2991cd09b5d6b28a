/** Registers `<anp-order-builder>`. Safe to import more than once. */
export { orderBuilderElement } from './order-builder.element';
