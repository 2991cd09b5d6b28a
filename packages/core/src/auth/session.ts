import { dispatchAnpEvent } from '../events/events';
import { clearBrowserSession } from '../session/storage';
import type { AuthAdapter } from './auth';

/**
 * The user's own logout (profile menu, mobile navigation): tells the server (best effort, the
 * call has its timeout), announces `anp-signed-out` (reason `logout`), clears storage and cookies, and
 * ends the sign-in provider's session, which returns to the login page.
 */
export async function signOut(options: {
  auth: AuthAdapter;
  notifyServer?: () => Promise<unknown>;
  win?: Window;
}): Promise<void> {
  const win = options.win ?? window;
  await options.notifyServer?.().catch(() => undefined);
  dispatchAnpEvent(win, 'anp-signed-out', { reason: 'logout' });
  await endProviderSession(options.auth, win);
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
