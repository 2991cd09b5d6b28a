import type { PortalConfig } from '../config/config';
import { dispatchAnpEvent } from '../events/events';
import { clearBrowserSession } from '../session/storage';
import type { AuthAdapter } from './auth';
import {
  SESSION_CHANNEL,
  startIdleTracker,
  type SessionChannelLike,
  type SessionMessage,
} from './idle';
import { isSessionEndError, sessionGuardOf } from './session-guard';
import { startTokenRenewal } from './timers';

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
    warningSeconds: session.idleWarningSeconds,
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

/**
 * The user's own logout (profile menu, mobile navigation): tells the server (best effort, the
 * call has its timeout; skipped once the session has ended), tells the user's other tabs, which
 * sign out too, announces `anp-signed-out` (reason `logout`), clears storage and cookies, and
 * ends the sign-in provider's session, which returns to the login page.
 */
export async function signOut(options: {
  auth: AuthAdapter;
  notifyServer?: () => Promise<unknown>;
  win?: Window;
}): Promise<void> {
  const win = options.win ?? window;
  // After the session ended the server call would wait for a sign-in that is not coming.
  if (!sessionGuardOf(options.auth).ended) await options.notifyServer?.().catch(() => undefined);
  announceToOtherTabs(win, 'logout');
  dispatchAnpEvent(win, 'anp-signed-out', { reason: 'logout' });
  await endProviderSession(options.auth, win);
}

/** Tells the user's other tabs (their idle trackers) that this one signed out. */
function announceToOtherTabs(win: Window, reason: 'logout'): void {
  const Channel = (win as Window & { BroadcastChannel?: typeof BroadcastChannel }).BroadcastChannel;
  if (!Channel) return;
  const channel = new Channel(SESSION_CHANNEL);
  const message: SessionMessage = { type: 'signed-out', reason, user: null };
  channel.postMessage(message);
  channel.close();
}

/** Where the login page returns to after the next sign-in (read by the host's login page). */
export const RETURN_TO_KEY = 'anp.returnTo';

/**
 * Signs out at the provider and clears every trace of the session in the browser just before
 * leaving (the provider adapter needs its cache until then). `returnTo` survives the clearing, so
 * the next sign-in lands where the user was. When the provider cannot be reached the page still
 * ends clean, on `fallbackPath`.
 */
export async function endProviderSession(
  auth: AuthAdapter,
  win: Window = window,
  returnTo?: string,
  fallbackPath = '/login',
): Promise<void> {
  const clear = () => {
    clearBrowserSession(win);
    if (returnTo) {
      try {
        win.sessionStorage.setItem(RETURN_TO_KEY, returnTo);
      } catch {
        // Storage unavailable: the user lands on the default page after sign-in.
      }
    }
  };
  try {
    await auth.logout({ beforeNavigate: clear });
  } catch {
    clear();
    win.location.assign(fallbackPath);
  }
}
