import type { PageRoute } from '../page-routes';
import { lazyComponent } from '../../lazy-component';

const ProfilePage = lazyComponent(() => import('./profile-page'), 'ProfilePage');

export const routes: PageRoute[] = [
  { path: 'profile', preload: ProfilePage.preload, render: () => <ProfilePage /> },
];
