import type { PageRoute } from '../page-routes';
import { lazyComponent } from '../../lazy-component';

const OrdersPage = lazyComponent(() => import('./orders-page'), 'OrdersPage');

/** ordering.md §2: the orders list (an order's own pages are the order detail's). */
export const routes: PageRoute[] = [
  { path: 'orders', preload: OrdersPage.preload, render: () => <OrdersPage /> },
];
