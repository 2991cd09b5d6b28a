/**
 * The running session of the portal page (`@anp/core/session`): timers, the idle warning, the
 * other tabs, and the token rule's guard. An entry of its own, used by the host, so none of it
 * joins the runtime every element loads (the API client loads the guard after start).
 */
import type { PortalConfig } from '../config/config';
import { dispatchAnpEvent } from '../events/events';
import type { AuthAdapter } from './auth';
import { DEFAULT_IDLE_WARNING_SECONDS, startIdleTracker, type SessionChannelLike } from './idle';
import { RETURN_TO_KEY, endProviderSession, signOut } from './session';
import { isSessionEndError, sessionGuardOf } from './guard.lazy';
import { startTokenRenewal } from './timers';

export {
  SessionEndedError,
  createSessionGuard,
  isSessionEndError,
  sessionGuardOf,
  type SessionGuard,
} from './guard.lazy';

/** The configured warning before an idle logout, or the default of 120 s. */
export function idleWarningSeconds(session: PortalConfig['session']): number {
  const value = session.idleWarningSeconds;
  return typeof value === 'number' && Number.isFinite(value) && value > 0
    ? value
    : DEFAULT_IDLE_WARNING_SECONDS;
}

/** The running session of a page: what its idle warning and its menus can do. */
export interface SessionHandle {
  /** Stay signed in: the idle countdown starts again, in every tab of the user. */
  staySignedIn(): void;
  /** Sign out now (from the warning): the user's own logout, in every tab. */
  signOutNow(): Promise<void>;
  /** Stops the timers (the page is left, or nobody is signed in any more). */
  stop(): void;
}

/**
 * Runs a signed-in session (shell-and-admin.md §4, issue 12):
 * - tokens renewed every `session.tokenRenewalSeconds`, or shortly before the access token
 *   expires when that comes first; a renewal that says the session has ended (refresh token
 *   revoked, `invalid_grant`) turns the page's session guard `ended`, which holds every API call
 *   unsent until the user signs in again (the host asks);
 * - a warning `session.idleWarningSeconds` before the idle logout (`onWarning`, with the
 *   deadline), ended by `staySignedIn` or by activity in another tab (`onActive`);
 * - logout after `session.inactiveSessionDuration` seconds without activity in any of the user's
 *   tabs (mouse, keys, pointer, touch, wheel, scrolling; shared over a BroadcastChannel). On idle
 *   the page hears `anp-signed-out` (reason `idle`), storage and cookies are cleared, and the
 *   sign-in provider's logout runs; the other tabs follow.
 */
export function startSession(options: {
  auth: AuthAdapter;
  config: PortalConfig;
  /** Where user activity is watched (the window). */
  target?: EventTarget;
  win?: Window;
  /** The signed-in user's id: tabs of another user do not count. */
  user?: string | null;
  /** The other tabs (default: the session BroadcastChannel; null for none). */
  channel?: SessionChannelLike | null;
  onWarning?: (deadline: number) => void;
  onActive?: () => void;
  /** A renewal failed for a reason that may pass (it is tried again). */
  onRenewalError?: (error: unknown) => void;
  /** The user's own logout, for Sign out now (default: `signOut` without a server call). */
  signOut?: () => Promise<void>;
}): SessionHandle {
  const win = options.win ?? window;
  const { session } = options.config;
  const guard = sessionGuardOf(options.auth);
  const stopRenewal = startTokenRenewal({
    intervalSeconds: session.tokenRenewalSeconds,
    renew: () => options.auth.renew(),
    onError: (error) => {
      if (isSessionEndError(error)) {
        guard.end(error);
        return 'stop';
      }
      options.onRenewalError?.(error);
      return 'retry';
    },
  });
  const tracker = startIdleTracker({
    timeoutSeconds: session.inactiveSessionDuration,
    warningSeconds: idleWarningSeconds(session),
    target: options.target ?? win,
    user: options.user ?? null,
    ...(options.channel !== undefined ? { channel: options.channel } : {}),
    ...(options.onWarning ? { onWarning: options.onWarning } : {}),
    ...(options.onActive ? { onActive: options.onActive } : {}),
    onIdle: (source) => {
      stopRenewal();
      const reason = source === 'logout-elsewhere' ? 'logout' : 'idle';
      dispatchAnpEvent(win, 'anp-signed-out', { reason });
      void endProviderSession(options.auth, win);
    },
  });
  // The user's own logout anywhere on the page (the profile menu) signs out the other tabs too.
  const onSignedOut = (event: Event) => {
    if ((event as CustomEvent<{ reason?: string }>).detail?.reason === 'logout') {
      stopRenewal();
      tracker.announceSignedOut('logout');
    }
  };
  win.addEventListener('anp-signed-out', onSignedOut);
  return {
    staySignedIn: () => tracker.staySignedIn(),
    async signOutNow() {
      stopRenewal();
      tracker.announceSignedOut('logout');
      await (options.signOut ?? (() => signOut({ auth: options.auth, win })))();
    },
    stop() {
      stopRenewal();
      tracker.stop();
      win.removeEventListener('anp-signed-out', onSignedOut);
    },
  };
}

/**
 * Sign in again after the session ended (a failed renewal): the provider's sign-in by redirect,
 * back to the page the user is on. Unlike a logout nothing is cleared, so what the features keep
 * in session storage (the cart's unsaved edits) is there when the user is back.
 */
export async function signInAgain(auth: AuthAdapter, win: Window = window): Promise<void> {
  const returnTo = win.location.pathname + win.location.search + win.location.hash;
  try {
    win.sessionStorage.setItem(RETURN_TO_KEY, returnTo);
  } catch {
    // Storage unavailable: the user lands on their home page after sign-in.
  }
  await auth.login(returnTo);
}
