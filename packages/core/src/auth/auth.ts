import type * as MsalBrowser from '@azure/msal-browser';
import type { PortalConfig } from '../config/config';

/** The signed-in user as the kit sees it (claims of the id token). */
export interface AuthUser {
  id: string;
  username: string;
  name: string;
  claims: Record<string, unknown>;
}

export interface LogoutOptions {
  beforeNavigate?: () => void;
}

/** What the kit needs of a sign-in provider; MSAL by default, or a host's own. */
export interface AuthAdapter {
  /** Bearer token for API calls, renewed silently; `null` when nobody is signed in. */
  getAccessToken(): Promise<string | null>;
  /** Finishes a redirect sign-in, if the page is returning from one; returns the user. */
  handleRedirect(): Promise<AuthUser | null>;
  getUser(): Promise<AuthUser | null>;
  /** Starts the redirect sign-in; `returnTo` is where the user goes afterwards. */
  login(returnTo?: string): Promise<void>;
  /**
   * Ends the provider session and returns to the post-logout page. `beforeNavigate` runs just
   * before the browser leaves (after the adapter read what it needs, e.g. MSAL's id token hint),
   * which is where the kit clears storage and cookies.
   */
  logout(options?: LogoutOptions): Promise<void>;
  /**
   * Forces a token refresh (scheduled renewal); may say when the new access token expires, so
   * the next renewal comes before. Rejects with an error `isSessionEndError` recognises when
   * only a new sign-in helps (refresh token revoked or expired).
   */
  renew(): Promise<void | RenewedToken>;
}

/** What a renewal may report: when the new access token expires (epoch ms). */
export interface RenewedToken {
  expiresAt: number | null;
}

export type MsalModule = typeof MsalBrowser;

/**
 * MSAL adapter, loaded lazily: the adapter's code and `@azure/msal-browser` (~80 KB gzip) are
 * imported on the first call that needs them, never in a widget's initial chunk. One
 * PublicClientApplication per page. While MSAL's cache in session storage holds the user and a
 * token good for five more minutes, `getUser` and `getAccessToken` answer from it without
 * loading MSAL at all (msal-cache.lazy.ts): a signed-in page loads it only to renew or sign out.
 */
export function createMsalAuth(
  auth: PortalConfig['auth'],
  options: { loadMsal?: () => Promise<MsalModule>; origin?: string } = {},
): AuthAdapter {
  let adapter: Promise<AuthAdapter> | null = null;
  const load = () =>
    (adapter ??= import('./msal-adapter.lazy').then((m) => m.msalAdapter(auth, options)));
  // Until MSAL is needed, a fresh token and the user come from MSAL's own cache (issue 13).
  const cached = async () => {
    if (adapter) return null;
    const storage = (() => {
      try {
        return globalThis.sessionStorage;
      } catch {
        return null;
      }
    })();
    return (await import('./msal-cache.lazy')).readMsalCache(storage, auth);
  };
  return {
    getAccessToken: async () =>
      (await cached())?.accessToken ?? load().then((a) => a.getAccessToken()),
    handleRedirect: () => load().then((a) => a.handleRedirect()),
    getUser: async () => (await cached())?.user ?? load().then((a) => a.getUser()),
    login: (returnTo) => load().then((a) => a.login(returnTo)),
    logout: (logoutOptions) => load().then((a) => a.logout(logoutOptions)),
    renew: () => load().then((a) => a.renew()),
  };
}

/** Wraps a host-supplied token function (host pages that sign in themselves). */
export function createTokenAuth(getAccessToken: () => Promise<string | null>): AuthAdapter {
  return {
    getAccessToken,
    handleRedirect: async () => null,
    getUser: async () => null,
    login: async () => undefined,
    // A host-supplied token has no provider session of ours to end.
    logout: async (options) => options?.beforeNavigate?.(),
    renew: async () => {
      await getAccessToken();
    },
  };
}
