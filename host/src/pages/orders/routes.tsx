import type { PageRoute } from '../page-routes';
import { OrdersPage } from './orders-page';

/** ordering.md §2: the orders list (an order's own pages are the order detail's). */
export const routes: PageRoute[] = [{ path: 'orders', render: () => <OrdersPage /> }];
