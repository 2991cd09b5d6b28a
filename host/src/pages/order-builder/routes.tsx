import type { PageRoute } from '../page-routes';
import { OrderBuilderPage } from './order-builder-page';

export const routes: PageRoute[] = [{ path: 'orderbuilder', render: () => <OrderBuilderPage /> }];
