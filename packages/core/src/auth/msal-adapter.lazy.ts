import type {
  AccountInfo,
  Configuration,
  IPublicClientApplication,
  AuthenticationResult,
} from '@azure/msal-browser';
import type { PortalConfig } from '../config/config';
import type { AuthAdapter, AuthUser, MsalModule } from './auth';
import { SessionEndedError, isSessionEndError } from './guard.lazy';

/**
 * The MSAL adapter itself, loaded with MSAL on the first call that needs a sign-in (the adapter
 * of `auth.ts` forwards to it), so neither weighs on the runtime every element loads at start.
 */

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

/** The MSAL adapter: one PublicClientApplication per page, initialised before any call. */
export function msalAdapter(
  auth: PortalConfig['auth'],
  options: { loadMsal?: () => Promise<MsalModule>; origin?: string } = {},
): AuthAdapter {
  const origin = options.origin ?? globalThis.location?.origin ?? 'http://localhost';
  const load = options.loadMsal ?? (() => import('@azure/msal-browser'));
  let appPromise: Promise<IPublicClientApplication> | null = null;
  let redirectPromise: Promise<AuthenticationResult | null> | null = null;
  let beforeLogoutNavigate: (() => void) | null = null;
  let msalModule: MsalModule | null = null;

  const app = () => {
    appPromise ??= (async () => {
      const msal = await load();
      msalModule = msal;
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

  async function acquire(forceRefresh: boolean): Promise<AuthenticationResult | null> {
    const instance = await app();
    const current = await account();
    if (!current) return null;
    try {
      return await instance.acquireTokenSilent({
        account: current,
        scopes: scopes(),
        forceRefresh,
        // The cached token, else the refresh token; never MSAL's hidden-iframe fallback, which
        // would load the whole portal in a frame at the redirect URI and time out. A refused
        // refresh token then says "sign in again" at once (issue 12).
        cacheLookupPolicy: msalModule?.CacheLookupPolicy?.AccessTokenAndRefreshToken ?? 2,
      });
    } catch (error) {
      // The refresh token was revoked or expired: only a new sign-in helps. Said in the kit's
      // terms, so the session guard holds the calls instead of sending them without a token.
      if (isSessionEndError(error)) throw new SessionEndedError(error);
      throw error;
    }
  }

  const tokenOf = (result: AuthenticationResult | null) =>
    result ? result.accessToken || result.idToken || null : null;

  return {
    getAccessToken: () => acquire(false).then(tokenOf),
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
      const result = await acquire(true);
      return { expiresAt: result?.expiresOn ? result.expiresOn.getTime() : null };
    },
  };
}
