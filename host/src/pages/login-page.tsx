import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  RETURN_TO_KEY,
  createShellApi,
  useKitContext,
  useKitServices,
  useKitTranslation,
  type AuthAdapter,
} from '@anp/core';
import { homeOf } from '../session/gate';
import { useAnalytics } from '../analytics';
import { Button, Spinner } from '@anp/ui';
import styled from 'styled-components';
import { token } from '@anp/ui';

const Panel = styled.main`
  max-width: 480px;
  margin: 15vh auto;
  padding: ${token('space-7')} ${token('space-5')};
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  text-align: center;
  display: grid;
  gap: ${token('space-4')};
  justify-items: center;
`;

/** Only paths of this portal may be returned to (no open redirect). */
export function safeReturnPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/login'))
    return fallback;
  return value;
}

/**
 * Pages of the portal's origin that are not the app's (the element docs under `/docs/elements`,
 * whose live examples send the user here to sign in): the browser loads them, the router cannot.
 */
export const leavesTheApp = (path: string) => /^\/docs(\/|$|\?)/.test(path);

let flow: Promise<string | null> | null = null;

/**
 * The sign-in flow runs once per page load, however often React runs the effect (StrictMode runs
 * it twice): it finishes a returning redirect (resolving to the path to go to) or starts one
 * (resolving to null while the browser leaves). A failure lets the next attempt start afresh.
 */
function signInOnce(
  auth: AuthAdapter,
  userHome: () => Promise<string>,
  returnTo: string | null,
): Promise<string | null> {
  flow ??= (async () => {
    const user = await auth.handleRedirect();
    if (user) {
      // ordering.md §2: the page the user was going to, else their own market's dashboard.
      const stored = sessionStorage.getItem(RETURN_TO_KEY);
      sessionStorage.removeItem(RETURN_TO_KEY);
      const target = safeReturnPath(stored, '');
      return target !== '' ? target : await userHome();
    }
    // A session that ended (401, idle) left the way back in storage; an explicit one wins.
    const wanted = returnTo ?? sessionStorage.getItem(RETURN_TO_KEY);
    const safe = safeReturnPath(wanted, '');
    if (safe) sessionStorage.setItem(RETURN_TO_KEY, safe);
    else sessionStorage.removeItem(RETURN_TO_KEY);
    await auth.login();
    return null;
  })().catch((error: unknown) => {
    flow = null;
    throw error;
  });
  return flow;
}

/**
 * `/login`: finishes a returning sign-in redirect, or starts one. The identity provider's own page
 * asks for the credentials; afterwards the user lands where they were going.
 */
export function LoginPage({ home }: { home: string }) {
  const { auth, api } = useKitServices();
  const analytics = useAnalytics();
  const { country, lang } = useKitContext();
  const { t } = useKitTranslation('host');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const returnTo = params.get('returnTo');

  useEffect(() => {
    analytics.pageView({ page: 'login', country, language: lang, loggedIn: false });
  }, [analytics, country, lang]);

  useEffect(() => {
    let active = true;
    // Issue 14: the user's own market and language, or the selected account's market.
    const userHome = () =>
      createShellApi(api)
        .context({ publishErrors: false })
        .then(
          (context) => homeOf(context),
          () => home,
        );
    signInOnce(auth, userHome, returnTo).then(
      (target) => {
        if (!active || !target) return;
        if (leavesTheApp(target)) window.location.replace(target);
        else navigate(target, { replace: true });
      },
      (error: unknown) => {
        console.error('AN Portal Kit: sign-in failed', error);
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [auth, api, home, navigate, returnTo, attempt]);

  return (
    <Panel aria-busy={!failed}>
      {failed ? (
        <>
          <h1>{t('login.failedTitle')}</h1>
          <p role="alert">{t('login.failed')}</p>
          <Button
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {t('login.retry')}
          </Button>
        </>
      ) : (
        <>
          <Spinner size="lg" label={t('login.signingIn')} />
          <p>{t('login.signingIn')}</p>
        </>
      )}
    </Panel>
  );
}
