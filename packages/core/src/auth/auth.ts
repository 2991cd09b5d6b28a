import type {
  AccountInfo,
  Configuration,
  IPublicClientApplication,
  AuthenticationResult,
} from '@azure/msal-browser';
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
  /** Forces a token refresh (scheduled renewal). */
  renew(): Promise<void>;
}

type MsalModule = typeof MsalBrowser;

// The kit returns the user to where they were going itself (the login page keeps the path);
// MSAL's own extra navigation would end the first redirect with no result to read.
const REDIRECT_OPTIONS = { navigateToLoginRequestUrl: false };

const absolute = (value: string, origin: string) => new URL(value, origin).toString();

function toUser(account: AccountInfo | null): AuthUser | null {
  if (!account) return null;
  return {
    id: account.localAccountId || account.homeAccountId,
    username: account.username,
    name: account.name ?? account.username,
    claims: (account.idTokenClaims ?? {}) as Record<string, unknown>,
  };
}

/**
 * MSAL adapter, loaded lazily: `@azure/msal-browser` (~73 KB gzip) is imported on the first call
 * that needs it, never in a widget's initial chunk. One PublicClientApplication per page.
 */
export function createMsalAuth(
  auth: PortalConfig['auth'],
  options: { loadMsal?: () => Promise<MsalModule>; origin?: string } = {},
): AuthAdapter {
  const origin = options.origin ?? globalThis.location?.origin ?? 'http://localhost';
  const load = options.loadMsal ?? (() => import('@azure/msal-browser'));
  let appPromise: Promise<IPublicClientApplication> | null = null;
  let redirectPromise: Promise<AuthenticationResult | null> | null = null;
  let beforeLogoutNavigate: (() => void) | null = null;

  const app = () => {
    appPromise ??= (async () => {
      const msal = await load();
      const authority = absolute(auth.authority, origin);
      const configuration: Configuration = {
        auth: {
          clientId: auth.clientId,
          authority,
          knownAuthorities: auth.knownAuthorities.length
            ? auth.knownAuthorities
            : [new URL(authority).host],
          redirectUri: absolute(auth.redirectUri, origin),
          postLogoutRedirectUri: absolute(auth.postLogoutRedirectUri, origin),
          OIDCOptions: { defaultScopes: ['openid', 'profile'] },
          // MSAL takes this hook only in its configuration; a logout arms it for its own redirect.
          onRedirectNavigate: () => {
            const hook = beforeLogoutNavigate;
            beforeLogoutNavigate = null;
            hook?.();
            return true;
          },
        },
        cache: { cacheLocation: 'sessionStorage' },
        system: { protocolMode: msal.ProtocolMode.OIDC },
      } as Configuration;
      const instance = new msal.PublicClientApplication(configuration);
      await instance.initialize();
      return instance;
    })();
    return appPromise;
  };

  const scopes = () => auth.scopes;

  async function account(): Promise<AccountInfo | null> {
    const instance = await app();
    await (redirectPromise ??= instance.handleRedirectPromise(REDIRECT_OPTIONS));
    return instance.getActiveAccount() ?? instance.getAllAccounts()[0] ?? null;
  }

  async function token(forceRefresh: boolean): Promise<string | null> {
    const instance = await app();
    const current = await account();
    if (!current) return null;
    const result = await instance.acquireTokenSilent({
      account: current,
      scopes: scopes(),
      forceRefresh,
    });
    return result.accessToken || result.idToken || null;
  }

  return {
    getAccessToken: () => token(false),
    async handleRedirect() {
      const instance = await app();
      const result = await (redirectPromise ??= instance.handleRedirectPromise(REDIRECT_OPTIONS));
      if (result?.account) instance.setActiveAccount(result.account);
      return toUser(result?.account ?? (await account()));
    },
    async getUser() {
      return toUser(await account());
    },
    async login(returnTo) {
      const instance = await app();
      await instance.loginRedirect({ scopes: scopes(), ...(returnTo ? { state: returnTo } : {}) });
    },
    async logout(options) {
      const instance = await app();
      beforeLogoutNavigate = options?.beforeNavigate ?? null;
      const current = await account();
      await instance.logoutRedirect({
        ...(current ? { account: current, idTokenHint: current.idToken } : {}),
        postLogoutRedirectUri: absolute(auth.postLogoutRedirectUri, origin),
      });
    },
    async renew() {
      await token(true);
    },
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
