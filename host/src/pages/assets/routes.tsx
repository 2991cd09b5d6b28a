import type { PageRoute } from '../page-routes';
import { NotFoundPage } from '../not-found-page';
import { lazyComponent } from '../../lazy-component';

const AssetPage = lazyComponent(() => import('./asset-page'), 'AssetPage');

export const routes: PageRoute[] = [
  {
    path: 'assets/:species',
    preload: AssetPage.preload,
    // Species keys are lower-case words; anything else is not a page of the portal.
    render: ({ species = '' }) =>
      /^[a-z]+$/.test(species) ? <AssetPage species={species} /> : <NotFoundPage />,
  },
];
