import type { PageRoute } from '../page-routes';
import { lazyComponent } from '../../lazy-component';

const load = () => import('./user-editor-page');
const AddUserPage = lazyComponent(load, 'AddUserPage');
const EditUserPage = lazyComponent(load, 'EditUserPage');

/** shell-and-admin.md §2 User management: users/adduser and users/edituser/{id}. */
export const routes: PageRoute[] = [
  { path: 'users/adduser', preload: AddUserPage.preload, render: () => <AddUserPage /> },
  {
    path: 'users/edituser/:userId',
    preload: EditUserPage.preload,
    render: ({ userId = '' }) => <EditUserPage userId={userId} />,
  },
];
