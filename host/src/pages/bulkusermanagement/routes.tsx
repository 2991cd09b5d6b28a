import type { PageRoute } from '../page-routes';
import { lazyComponent } from '../../lazy-component';

const BulkUsersPage = lazyComponent(() => import('./bulk-users-page'), 'BulkUsersPage');

/** shell-and-admin.md §2: bulkusermanagement, the bulk upload of users. */
export const routes: PageRoute[] = [
  {
    path: 'bulkusermanagement',
    preload: BulkUsersPage.preload,
    render: () => <BulkUsersPage />,
  },
];
