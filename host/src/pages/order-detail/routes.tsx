import type { PageRoute } from '../page-routes';
import { lazyComponent } from '../../lazy-component';

const load = () => import('./order-detail-page');
const OrderDetailPage = lazyComponent(load, 'OrderDetailPage');
const ModifyOrderPage = lazyComponent(load, 'ModifyOrderPage');

/** ordering.md §2: orders/{orderId} and orders/{orderNr}/modify. */
export const routes: PageRoute[] = [
  {
    path: 'orders/:orderId',
    preload: OrderDetailPage.preload,
    render: ({ orderId = '' }) => <OrderDetailPage orderNumber={orderId} />,
  },
  {
    path: 'orders/:orderNr/modify',
    preload: ModifyOrderPage.preload,
    render: ({ orderNr = '' }) => <ModifyOrderPage orderNumber={orderNr} />,
  },
];
