import { Suspense } from 'react';
import { useParams } from 'react-router';
import { parsePortalPath, useKitTranslation } from '@anp/core';
import { ComingSoon } from './coming-soon';
import { NotFoundPage } from './not-found-page';
import { PageLoadBoundary, PageLoading } from './page-loading';
import { featureOfPage } from '../i18n';
import { findPage, orderRoutes, type PageRoute } from './page-routes';

// Every feature declares its pages in `pages/<feature>/routes.tsx`; they are collected here. The
// route tables are small: each page's own code loads on its route only (issue 13).
const modules = import.meta.glob<{ routes: PageRoute[] }>('./*/routes.tsx', { eager: true });
const ROUTES = orderRoutes(Object.values(modules).flatMap((m) => m.routes));

/**
 * Starts fetching the code of the portal page at `pathname` (if it is one), so it loads beside
 * the portal's layout instead of after it.
 */
export function preloadPortalPage(pathname: string): void {
  const path = parsePortalPath(pathname);
  if (!path) return;
  void findPage(ROUTES, path.page.replace(/\/+$/, ''))
    ?.route.preload?.()
    .catch(() => {});
}

/**
 * Picks the page for `/{country}/{lang}/pages/{page}`: the pages built so far, a "coming soon"
 * page naming the feature for the ones a later release brings, and not-found for the rest.
 */
export function PortalPage() {
  const page = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const { t } = useKitTranslation('host');
  const found = findPage(ROUTES, page);
  if (found)
    return (
      <PageLoadBoundary key={page}>
        <Suspense fallback={<PageLoading />}>{found.route.render(found.params)}</Suspense>
      </PageLoadBoundary>
    );
  const feature = featureOfPage(page);
  if (!feature) return <NotFoundPage />;
  return <ComingSoon feature={t(`features.${feature}`)} showHomeLink={feature !== 'dashboard'} />;
}
