import type { PortalConfig } from '../config/config';
import { dispatchAnpEvent } from '../events/events';
import { clearBrowserSession } from '../session/storage';
import type { AuthAdapter } from './auth';
import { startIdleTimer, startTokenRenewal } from './timers';

/**
 * Runs a signed-in session (shell-and-admin.md §4): tokens renewed every
 * `session.tokenRenewalSeconds` (1500 s by default), and logout after
 * `session.inactiveSessionDuration` seconds without mouse move, key press, mouse down or touch.
 * On idle the page hears `anp-signed-out` (reason `idle`), storage and cookies are cleared, and the
 * sign-in provider's logout runs. Returns the function that stops both timers.
 */
export function startSession(options: {
  auth: AuthAdapter;
  config: PortalConfig;
  /** Where user activity is watched (the window). */
  target?: EventTarget;
  win?: Window;
  onRenewalError?: (error: unknown) => void;
}): () => void {
  const win = options.win ?? window;
  const stopRenewal = startTokenRenewal({
    intervalSeconds: options.config.session.tokenRenewalSeconds,
    renew: () => options.auth.renew(),
    ...(options.onRenewalError ? { onError: options.onRenewalError } : {}),
  });
  const stopIdle = startIdleTimer({
    timeoutSeconds: options.config.session.inactiveSessionDuration,
    target: options.target ?? win,
    onIdle: () => {
      stopRenewal();
      dispatchAnpEvent(win, 'anp-signed-out', { reason: 'idle' });
      clearBrowserSession(win);
      void options.auth.logout();
    },
  });
  return () => {
    stopRenewal();
    stopIdle();
  };
}

/**
 * The user's own logout (profile menu, mobile navigation): tells the server (best effort, the
 * call has its timeout), announces `anp-signed-out` (reason `logout`), clears storage and
 * cookies, and ends the sign-in provider's session, which returns to the login page.
 */
export async function signOut(options: {
  auth: AuthAdapter;
  notifyServer?: () => Promise<unknown>;
  win?: Window;
}): Promise<void> {
  const win = options.win ?? window;
  await options.notifyServer?.().catch(() => undefined);
  dispatchAnpEvent(win, 'anp-signed-out', { reason: 'logout' });
  clearBrowserSession(win);
  await options.auth.logout();
}
