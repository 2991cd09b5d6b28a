import type { PageRoute } from '../page-routes';
import { CartPage } from './cart-page';

/** ordering.md §2: cart, cart/review, cart/confirmation. */
export const routes: PageRoute[] = [
  { path: 'cart', render: () => <CartPage step="cart" /> },
  { path: 'cart/review', render: () => <CartPage step="review" /> },
  { path: 'cart/confirmation', render: () => <CartPage step="confirmation" /> },
];
