/**
 * @anp/cart: the cart of the ordering portal (cart, review and confirmation) as a React component,
 * its typed calls, and the ordering rules of ordering.md §5 (`@anp/rules/cart`).
 * `@anp/cart/element` registers `<anp-cart>`.
 */
export * from '@anp/core/services/cart';
export { Cart, type CartProps, type CartStep } from './cart';
export { CartView, type CartAccount, type CartViewProps } from './cart.view';
export type { CartLinks } from './cart.links';
export {
  useCart,
  SAVE_DEBOUNCE_MS,
  type CartBehaviour,
  type CartBlockedReason,
  type CartProblem,
  type PlacedOrder,
  type SaveState,
  type SaveStatus,
} from './use-cart';
export { CART_NS } from './i18n';
