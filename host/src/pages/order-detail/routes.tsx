import type { PageRoute } from '../page-routes';
import { ModifyOrderPage, OrderDetailPage } from './order-detail-page';

/** ordering.md §2: orders/{orderId} and orders/{orderNr}/modify. */
export const routes: PageRoute[] = [
  {
    path: 'orders/:orderId',
    render: ({ orderId = '' }) => <OrderDetailPage orderNumber={orderId} />,
  },
  {
    path: 'orders/:orderNr/modify',
    render: ({ orderNr = '' }) => <ModifyOrderPage orderNumber={orderNr} />,
  },
];
