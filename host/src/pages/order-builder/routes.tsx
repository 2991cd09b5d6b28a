import type { PageRoute } from '../page-routes';
import { lazyComponent } from '../../lazy-component';

const OrderBuilderPage = lazyComponent(() => import('./order-builder-page'), 'OrderBuilderPage');

export const routes: PageRoute[] = [
  { path: 'orderbuilder', preload: OrderBuilderPage.preload, render: () => <OrderBuilderPage /> },
];
