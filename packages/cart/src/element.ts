/** Registers `<anp-cart>` (its module registers on load). Safe to import twice. */
export { cartElement } from './cart.element';
