import type { PageRoute } from '../page-routes';
import { lazyComponent } from '../../lazy-component';

const PurchaseTerms = lazyComponent(() => import('./terms-page'), 'PurchaseTerms');

export const routes: PageRoute[] = [
  { path: 'termsconditions', preload: PurchaseTerms.preload, render: () => <PurchaseTerms /> },
];
