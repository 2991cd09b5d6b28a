import type { PageRoute } from '../page-routes';
import { lazyComponent } from '../../lazy-component';

const CartPage = lazyComponent(() => import('./cart-page'), 'CartPage');

/** ordering.md §2: cart, cart/review, cart/confirmation. */
export const routes: PageRoute[] = [
  { path: 'cart', preload: CartPage.preload, render: () => <CartPage step="cart" /> },
  { path: 'cart/review', preload: CartPage.preload, render: () => <CartPage step="review" /> },
  {
    path: 'cart/confirmation',
    preload: CartPage.preload,
    render: () => <CartPage step="confirmation" />,
  },
];
