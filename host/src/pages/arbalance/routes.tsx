import type { PageRoute } from '../page-routes';
import { lazyComponent } from '../../lazy-component';

const AccountBalancePage = lazyComponent(
  () => import('./account-balance-page'),
  'AccountBalancePage',
);

/** shell-and-admin.md §2 (`arbalance`, referenced by name): the account balance and statements. */
export const routes: PageRoute[] = [
  { path: 'arbalance', preload: AccountBalancePage.preload, render: () => <AccountBalancePage /> },
];
