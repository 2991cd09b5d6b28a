import type { PageRoute } from '../page-routes';
import { ProfilePage } from './profile-page';

export const routes: PageRoute[] = [{ path: 'profile', render: () => <ProfilePage /> }];
