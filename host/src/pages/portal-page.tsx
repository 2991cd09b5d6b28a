import { Suspense } from 'react';
import { useParams } from 'react-router';
import { parsePortalPath } from '@anp/core';
import { NotFoundPage } from './not-found-page';
import { PageLoadBoundary, PageLoading } from './page-loading';
import { findPage, orderRoutes, type PageRoute } from './page-routes';

// Every feature declares its pages in `pages/<feature>/routes.tsx`; they are collected here. The
// route tables are small: each page's own code loads on its route only (issue 13).
const modules = import.meta.glob<{ routes: PageRoute[] }>('./*/routes.tsx', { eager: true });
export const PORTAL_ROUTES = orderRoutes(Object.values(modules).flatMap((m) => m.routes));

/**
 * Starts fetching the code of the portal page at `pathname` (if it is one), so it loads beside
 * the portal's layout instead of after it.
 */
export function preloadPortalPage(pathname: string): void {
  const path = parsePortalPath(pathname);
  if (!path) return;
  void findPage(PORTAL_ROUTES, path.page.replace(/\/+$/, ''))
    ?.route.preload?.()
    .catch(() => {});
}

/**
 * Picks the page for `/{country}/{lang}/pages/{page}`: every page of the spec has its route
 * (portal-page.test.ts); any other address is not found.
 */
export function PortalPage() {
  const page = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const found = findPage(PORTAL_ROUTES, page);
  if (found)
    return (
      <PageLoadBoundary key={page}>
        <Suspense fallback={<PageLoading />}>{found.route.render(found.params)}</Suspense>
      </PageLoadBoundary>
    );
  return <NotFoundPage />;
}
