import type { PageRoute } from '../page-routes';
import { DashboardPage } from './dashboard-page';

export const routes: PageRoute[] = [{ path: 'dashboard', render: () => <DashboardPage /> }];
