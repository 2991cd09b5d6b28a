import type { PageRoute } from '../page-routes';
import { NotFoundPage } from '../not-found-page';
import { AssetPage } from './asset-page';

export const routes: PageRoute[] = [
  {
    path: 'assets/:species',
    // Species keys are lower-case words; anything else is not a page of the portal.
    render: ({ species = '' }) =>
      /^[a-z]+$/.test(species) ? <AssetPage species={species} /> : <NotFoundPage />,
  },
];
