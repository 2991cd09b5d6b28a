import type { PageRoute } from '../page-routes';
import { lazyComponent } from '../../lazy-component';

const ReportsPage = lazyComponent(() => import('./reports-page'), 'ReportsPage');

/** shell-and-admin.md §2 `{base}/reports`: the account's reports (`?report=<id>` names one). */
export const routes: PageRoute[] = [
  { path: 'reports', preload: ReportsPage.preload, render: () => <ReportsPage /> },
];
