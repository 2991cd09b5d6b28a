import { useMemo, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { PortalLayout } from './portal-layout';
import { PortalPage } from './pages/portal-page';
import { NotFoundPage } from './pages/not-found-page';
import { LoginPage } from './pages/login-page';
import { KitRoot, resolveConfig } from '@anp/core';
import { HostGlobalStyle } from './global-style';
import { pageConfigFor } from './page-config';

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
    element: <PortalLayout pageConfig={pageConfig} />,
    children: [
      { index: true, element: <Navigate to="dashboard" replace /> },
      { path: '*', element: <PortalPage /> },
    ],
  };
  return [
    { path: '/', element: <Navigate to={defaultPath(pageConfig)} replace /> },
    // shell-and-admin.md §2 names these short routes; they lead to the default market's pages.
    { path: '/dashboard', element: <Navigate to={defaultPath(pageConfig)} replace /> },
    { path: '/tnc', element: <Navigate to={defaultPath(pageConfig, 'termsconditions')} replace /> },
    {
      path: '/pages/maintenance',
      element: <Navigate to={defaultPath(pageConfig, 'maintenance')} replace />,
    },
    {
      path: '/login',
      element: (
        <StandaloneKit pageConfig={pageConfig}>
          <LoginPage home={defaultPath(pageConfig)} />
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

export function App({ pageConfig }: AppProps) {
  return <RouterProvider router={createBrowserRouter(createPortalRoutes(pageConfig))} />;
}
