import { useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ConfigError, KitRoot, parsePortalPath, resolveConfig } from '@anp/core';
import { Footer } from '@anp/shell';
import styled from 'styled-components';
import { token } from '@anp/ui';
import { NotFoundPage } from './pages/not-found-page';
import { pageConfigFor } from './page-config';
import { HostGlobalStyle } from './global-style';

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${token('space-6')} ${token('space-4')};
  box-sizing: border-box;
`;

/**
 * The layout of every portal page: the market and language come from the path, the rest of the
 * configuration from /config.json. Later issues add the header and left navigation here.
 */
export function PortalLayout({ pageConfig }: { pageConfig: unknown }) {
  const location = useLocation();
  const path = parsePortalPath(location.pathname);
  const resolved = useMemo(() => {
    if (!path) return null;
    try {
      return resolveConfig(
        { country: path.country, lang: path.lang },
        pageConfigFor(pageConfig, path.lang),
      );
    } catch (error) {
      if (error instanceof ConfigError) return error;
      throw error;
    }
  }, [path?.country, path?.lang, pageConfig]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!path || resolved === null) return <NotFoundPage />;
  if (resolved instanceof ConfigError) {
    return <p role="alert">{resolved.message}</p>;
  }
  return (
    <KitRoot config={resolved}>
      <HostGlobalStyle />
      <Shell lang={path.lang}>
        <Main id="main">
          <Outlet />
        </Main>
        <Footer />
      </Shell>
    </KitRoot>
  );
}
