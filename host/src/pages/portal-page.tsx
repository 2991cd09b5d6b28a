import { useParams } from 'react-router';
import { useKitTranslation } from '@anp/core';
import { ComingSoon } from './coming-soon';
import { NotFoundPage } from './not-found-page';
import { featureOfPage } from '../i18n';
import { findPage, orderRoutes, type PageRoute } from './page-routes';

// Every feature declares its pages in `pages/<feature>/routes.tsx`; they are collected here.
const modules = import.meta.glob<{ routes: PageRoute[] }>('./*/routes.tsx', { eager: true });
const ROUTES = orderRoutes(Object.values(modules).flatMap((m) => m.routes));

/**
 * Picks the page for `/{country}/{lang}/pages/{page}`: the pages built so far, a "coming soon"
 * page naming the feature for the ones a later release brings, and not-found for the rest.
 */
export function PortalPage() {
  const page = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const { t } = useKitTranslation('host');
  const found = findPage(ROUTES, page);
  if (found) return found.route.render(found.params);
  const feature = featureOfPage(page);
  if (!feature) return <NotFoundPage />;
  return <ComingSoon feature={t(`features.${feature}`)} showHomeLink={feature !== 'dashboard'} />;
}
