import type { PageRoute } from '../page-routes';
import { lazyComponent } from '../../lazy-component';

const UsersPage = lazyComponent(() => import('./users-page'), 'UsersPage');

/** shell-and-admin.md §2: the users list of user management (`users`). */
export const routes: PageRoute[] = [
  { path: 'users', preload: UsersPage.preload, render: () => <UsersPage /> },
];
