import type { PageRoute } from '../page-routes';
import { lazyComponent } from '../../lazy-component';

const DashboardPage = lazyComponent(() => import('./dashboard-page'), 'DashboardPage');

export const routes: PageRoute[] = [
  { path: 'dashboard', preload: DashboardPage.preload, render: () => <DashboardPage /> },
];
