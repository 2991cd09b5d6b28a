import { useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import {
  ConfigError,
  KitRoot,
  onAnpEvent,
  parsePortalPath,
  resolveConfig,
  useKitTranslation,
} from '@anp/core';
import { Footer, Header } from '@anp/shell';
import styled from 'styled-components';
import { token } from '@anp/ui';
import { NotFoundPage } from './pages/not-found-page';
import { pageConfigFor } from './page-config';
import { HostGlobalStyle } from './global-style';
import { SessionGate } from './session/session-gate';
import { SESSION_NS } from './session/i18n';

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
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${token('space-3')};
  top: -100px;
  z-index: 2000;
  padding: ${token('space-2')} ${token('space-4')};
  background: ${token('color-surface')};
  color: ${token('color-primary')};
  border: 2px solid ${token('color-focus')};
  border-radius: ${token('radius-md')};
  &:focus {
    top: ${token('space-3')};
  }
`;

/**
 * Widgets ask for navigation with the cancelable `anp-navigate` event; inside the host the router
 * takes over, so moving between portal pages never reloads the page.
 */
function useRouterNavigation() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onAnpEvent(window, 'anp-navigate', (event) => {
        const url = new URL(event.detail.path, window.location.origin);
        if (url.origin !== window.location.origin) return;
        event.preventDefault();
        navigate(url.pathname + url.search + url.hash);
      }),
    [navigate],
  );
}

/**
 * The layout of every portal page: the market and language come from the path, the rest of the
 * configuration from /config.json. The session gate decides whether the page itself shows.
 */
export function PortalLayout({ pageConfig }: { pageConfig: unknown }) {
  const location = useLocation();
  useRouterNavigation();
  const path = parsePortalPath(location.pathname);
  const resolved = useMemo(() => {
    if (!path) return null;
    try {
      // The path's own prefix (/animalnutrition or none): widgets' links keep it.
      return {
        ...resolveConfig(
          { country: path.country, lang: path.lang },
          pageConfigFor(pageConfig, path.lang),
        ),
        portalPrefix: path.prefix,
      };
    } catch (error) {
      if (error instanceof ConfigError) return error;
      throw error;
    }
  }, [path?.country, path?.lang, path?.prefix, pageConfig]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (path) document.documentElement.lang = path.lang;
  }, [path?.lang]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!path || resolved === null) return <NotFoundPage />;
  if (resolved instanceof ConfigError) {
    return <p role="alert">{resolved.message}</p>;
  }
  return (
    <KitRoot config={resolved}>
      <HostGlobalStyle />
      <Shell lang={path.lang}>
        <SessionGate
          path={path}
          location={location.pathname + location.search}
          render={(content, ok) => (
            <>
              {ok && <SkipToContent />}
              {ok && <Header currentPath={location.pathname} />}
              <Main id="main" tabIndex={-1}>
                {content}
              </Main>
            </>
          )}
        >
          <Outlet />
        </SessionGate>
        <Footer />
      </Shell>
    </KitRoot>
  );
}

function SkipToContent() {
  const { t } = useKitTranslation(SESSION_NS);
  return <SkipLink href="#main">{t('skipToContent')}</SkipLink>;
}
