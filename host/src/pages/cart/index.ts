export { CartPage, CART_STEP_PAGES } from './cart-page';
