import { Suspense, useMemo, type ReactNode } from 'react';
import { BrowserRouter, Navigate, useRoutes } from 'react-router';
import { PortalPage, preloadPortalPage } from './pages/portal-page';
import { NotFoundPage } from './pages/not-found-page';
import { PageLoadBoundary, PageLoading } from './pages/page-loading';
import { KitRoot, resolveConfig } from '@anp/core';
import { HostGlobalStyle } from './global-style';
import { pageConfigFor } from './page-config';
import { lazyComponent } from './lazy-component';

// Issue 13: the portal's layout (header, footer, the session gate) and the login page load on
// their own routes, and every portal page's code on its own route (pages/*/routes.tsx).
const PortalLayout = lazyComponent(() => import('./portal-layout'), 'PortalLayout');
const LoginPage = lazyComponent(() => import('./pages/login-page'), 'LoginPage');
const UserHome = lazyComponent(() => import('./pages/user-home'), 'UserHome');

/**
 * Starts fetching what the page at `pathname` needs, all at once: the layout and the page of a
 * portal path, or the login page.
 */
export function preloadRoute(pathname: string): void {
  if (pathname === '/login') {
    void LoginPage.preload().catch(() => {});
    return;
  }
  if (pathname === '/' || pathname === '/dashboard') {
    void UserHome.preload().catch(() => {});
    return;
  }
  void PortalLayout.preload().catch(() => {});
  preloadPortalPage(pathname);
}

export interface AppProps {
  /** The page layer of the configuration, from /config.json. */
  pageConfig: unknown;
}

function defaultPath(pageConfig: unknown, page = 'dashboard'): string {
  const c = (pageConfig ?? {}) as { country?: unknown; lang?: unknown };
  const country = typeof c.country === 'string' ? c.country : 'us';
  const lang = typeof c.lang === 'string' ? c.lang : 'en';
  return `/${country}/${lang}/pages/${page}`;
}

/** Routes `/{country}/{lang}/pages/*`, with the optional `/animalnutrition` prefix. */
export function createPortalRoutes(pageConfig: unknown) {
  const portal = {
    element: (
      <PageLoadBoundary>
        <Suspense fallback={null}>
          <PortalLayout pageConfig={pageConfig} />
        </Suspense>
      </PageLoadBoundary>
    ),
    children: [
      { index: true, element: <Navigate to="dashboard" replace /> },
      { path: '*', element: <PortalPage /> },
    ],
  };
  // Issue 14: an address without a market leads to the user's own market and language (their
  // selected account's market), after the sign-in when nobody is signed in yet.
  const userHome = (
    <StandaloneKit pageConfig={pageConfig}>
      <PageLoadBoundary>
        <Suspense fallback={<PageLoading />}>
          <UserHome fallback={defaultPath(pageConfig)} />
        </Suspense>
      </PageLoadBoundary>
    </StandaloneKit>
  );
  return [
    { path: '/', element: userHome },
    // shell-and-admin.md §2 names these short routes; the dashboard is the user's own, the others
    // lead to the default market's pages.
    { path: '/dashboard', element: userHome },
    { path: '/tnc', element: <Navigate to={defaultPath(pageConfig, 'termsconditions')} replace /> },
    {
      path: '/pages/maintenance',
      element: <Navigate to={defaultPath(pageConfig, 'maintenance')} replace />,
    },
    {
      path: '/login',
      element: (
        <StandaloneKit pageConfig={pageConfig}>
          <PageLoadBoundary>
            <Suspense fallback={<PageLoading />}>
              <LoginPage home={defaultPath(pageConfig)} />
            </Suspense>
          </PageLoadBoundary>
        </StandaloneKit>
      ),
    },
    { path: '/:country/:lang/pages', ...portal },
    { path: '/animalnutrition/:country/:lang/pages', ...portal },
    { path: '*', element: <NotFoundPage /> },
  ];
}

/** Pages outside the market paths (login) use the page config's own market and language. */
function StandaloneKit({ pageConfig, children }: { pageConfig: unknown; children: ReactNode }) {
  const config = useMemo(() => {
    const lang = (pageConfig as { lang?: string } | null)?.lang ?? 'en';
    return resolveConfig({}, pageConfigFor(pageConfig, lang));
  }, [pageConfig]);
  return (
    <KitRoot config={config}>
      <HostGlobalStyle />
      {children}
    </KitRoot>
  );
}

function PortalRoutes({ pageConfig }: AppProps) {
  const routes = useMemo(() => createPortalRoutes(pageConfig), [pageConfig]);
  return useRoutes(routes);
}

/**
 * The portal's routes under React Router's declarative router: the host uses no loaders, actions
 * or fetchers, and the data router's code (about 15 KB gzip) would load on every page (issue 13).
 */
export function App({ pageConfig }: AppProps) {
  return (
    <BrowserRouter>
      <PortalRoutes pageConfig={pageConfig} />
    </BrowserRouter>
  );
}
