import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import useSWR from 'swr';
import {
  buildPortalPath,
  useKitContext,
  useSignOut,
  useUserContext,
  sessionStoreOf,
  readSession,
  type AuthUser,
  type FeatureToggles,
  type PortalPath,
} from '@anp/core';
import {
  CheckingSession,
  ContextFailed,
  MaintenancePage,
  TermsPage,
  UnsupportedBrowserPage,
} from './gate-pages';
import {
  MAINTENANCE_PAGE,
  decideGate,
  isLegacyInternetExplorer,
  sessionEntriesFromContext,
} from './gate';
import './i18n';
import { useAnalytics } from '../analytics';
import { IdleWarningDialog, SessionEndedDialog } from './session-dialogs';
import { useSessionTimers } from './use-session-timers';

/** The same cache entry `useFeatureToggles` reads; here the gate waits for the real answer. */
const TOGGLES_KEY = 'anp:feature-toggles';

function loginPath(path: string): string {
  return `/login?returnTo=${encodeURIComponent(path)}`;
}

/**
 * Everything between a request for a portal page and the page itself (shell-and-admin.md §4,
 * ordering.md §1-2): browser check, sign-in, maintenance (beta users pass), terms acceptance,
 * the marketing redirect; then it keeps the session alive (token renewal, idle logout) and
 * records the page for analytics. `render` lays out the result; `ok` says whether the user
 * reached the page (then the portal's header belongs above it).
 */
export function SessionGate(props: {
  path: PortalPath;
  location: string;
  children: ReactNode;
  render: (content: ReactNode, ok: boolean) => ReactNode;
}) {
  const { path, location } = props;
  const { services, lang, country } = useKitContext();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const analytics = useAnalytics();
  const unsupported = isLegacyInternetExplorer(navigator.userAgent);

  // undefined: still asking the sign-in provider; null: nobody is signed in.
  const [user, setUser] = useState<AuthUser | null | undefined>(undefined);
  useEffect(() => {
    let active = true;
    services.auth.getUser().then(
      (u) => active && setUser(u),
      () => active && setUser(null),
    );
    return () => {
      active = false;
    };
  }, [services.auth]);

  const toggles = useSWR<FeatureToggles>(TOGGLES_KEY, () => services.toggles.load(), {
    revalidateOnFocus: false,
    dedupingInterval: 60_000,
  });
  const context = useUserContext({ enabled: Boolean(user) });

  // Token renewal, the idle warning and logout run for as long as somebody is signed in here.
  const session = useSessionTimers(user, signOut);
  const { prompt } = session;
  const dialog =
    prompt.kind === 'ended' ? (
      <SessionEndedDialog onSignIn={session.signInAgain} onSignOut={session.signOutEnded} />
    ) : prompt.kind === 'idle-warning' ? (
      <IdleWarningDialog
        deadline={prompt.deadline}
        onStay={session.staySignedIn}
        onSignOut={session.signOutNow}
      />
    ) : null;

  // The session keys every element reads (account id for cart calls, region, unit, locale).
  useEffect(() => {
    if (!context.data) return;
    const entries = sessionEntriesFromContext(context.data, (key) => readSession(key));
    // One change: every element sees the account, its region and its details together.
    sessionStoreOf(window).write({
      values: entries,
      ...(entries.soldToId !== undefined ? { account: context.data.selectedAccount } : {}),
    });
  }, [context.data]);

  const gate =
    context.data && toggles.data
      ? decideGate({
          path,
          userAgent: navigator.userAgent,
          maintenance: toggles.data.maintenance,
          beta: context.data.beta,
          tncAccepted: context.data.tncAccepted,
          groups: context.data.user.groups,
        })
      : null;

  // shell-and-admin.md §2: one analytics record per page of the list (terms included).
  const analyticsPage =
    gate?.kind === 'terms' ? 'termsconditions' : gate?.kind === 'ok' ? path.page : null;
  useEffect(() => {
    if (analyticsPage === null) return;
    analytics.pageView({
      page: analyticsPage,
      country,
      language: lang,
      userType: context.data?.userType ?? null,
      loggedIn: true,
    });
    // One record per page view: the page and the market identify it.
  }, [analyticsPage, location, country, lang]); // eslint-disable-line react-hooks/exhaustive-deps

  const render = (content: ReactNode, ok: boolean) => (
    <>
      {props.render(content, ok)}
      {dialog}
    </>
  );
  if (unsupported) return render(<UnsupportedBrowserPage />, false);
  if (user === undefined || toggles.data === undefined) return render(<CheckingSession />, false);
  if (user === null) {
    if (toggles.data.maintenance)
      return render(<MaintenancePage onSignIn={() => navigate(loginPath(location))} />, false);
    return <Navigate to={loginPath(location)} replace />;
  }
  if (context.error) {
    // A 401 already ends the session (the API client signs out); show the wait meanwhile.
    if (context.error.code === 'SESSION_EXPIRED') return render(<CheckingSession />, false);
    return render(
      <ContextFailed
        error={context.error}
        onRetry={() => void context.mutate()}
        onSignOut={() => void signOut()}
      />,
      false,
    );
  }
  if (!gate) return render(<CheckingSession />, false);
  switch (gate.kind) {
    case 'unsupported':
      return render(<UnsupportedBrowserPage />, false);
    case 'maintenance':
      if (path.page !== MAINTENANCE_PAGE) {
        return <Navigate to={buildPortalPath({ ...path, page: MAINTENANCE_PAGE })} replace />;
      }
      return render(<MaintenancePage onSignOut={() => void signOut()} />, false);
    case 'terms':
      return render(
        <TermsPage onAccepted={() => void context.mutate()} onDecline={() => void signOut()} />,
        false,
      );
    case 'redirect':
      return <Navigate to={gate.to} replace />;
    default:
      return render(props.children, true);
  }
}
