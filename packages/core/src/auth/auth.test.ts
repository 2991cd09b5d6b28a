import { describe, it, expect, vi } from 'vitest';
import type * as Msal from '@azure/msal-browser';
import type {
  AccountInfo,
  AuthenticationResult,
  Configuration,
  EndSessionRequest,
  RedirectRequest,
  SilentRequest,
} from '@azure/msal-browser';
import { createMsalAuth, createTokenAuth } from './auth';
import { defaultConfig, type PortalConfig } from '../config/config';

type MsalModule = typeof Msal;

const ORIGIN = 'https://portal.example.com';

const account: AccountInfo = {
  homeAccountId: 'home-1',
  environment: 'portal.example.com',
  tenantId: 'tenant-1',
  username: 'ana@example.com',
  localAccountId: 'local-1',
  name: 'Ana Silva',
  idToken: 'id-token-1',
  idTokenClaims: { groups: ['DXP_Internal_Users'] },
};

/** A stand-in for `@azure/msal-browser`: records what the adapter does with it. */
function fakeMsal(
  options: { accounts?: AccountInfo[]; redirectResult?: AuthenticationResult | null } = {},
) {
  const order: string[] = [];
  const instances: FakePublicClientApplication[] = [];

  class FakePublicClientApplication {
    readonly initialize = vi.fn(async () => {
      order.push('initialize:start');
      await Promise.resolve();
      await Promise.resolve();
      order.push('initialize:done');
    });
    readonly handleRedirectPromise = vi.fn(async () => {
      order.push('handleRedirectPromise');
      return options.redirectResult ?? null;
    });
    readonly getActiveAccount = vi.fn((): AccountInfo | null => null);
    readonly getAllAccounts = vi.fn((): AccountInfo[] => options.accounts ?? []);
    readonly setActiveAccount = vi.fn<(account: AccountInfo | null) => void>();
    readonly acquireTokenSilent = vi.fn(
      async (request: SilentRequest) =>
        ({
          accessToken: request.forceRefresh ? 'fresh-token' : 'cached-token',
          idToken: 'id',
        }) as AuthenticationResult,
    );
    readonly loginRedirect = vi.fn(async (_request?: RedirectRequest) => undefined);
    readonly logoutRedirect = vi.fn(async (_request?: EndSessionRequest) => undefined);

    constructor(readonly configuration: Configuration) {
      instances.push(this);
    }
  }

  const module = {
    PublicClientApplication: FakePublicClientApplication,
    ProtocolMode: { OIDC: 'OIDC' },
  } as unknown as MsalModule;
  const loadMsal = vi.fn(async () => module);

  const instance = (): FakePublicClientApplication => {
    const first = instances[0];
    if (!first) throw new Error('no PublicClientApplication was created');
    return first;
  };
  return { loadMsal, order, instances, instance };
}

function authConfig(overrides: Partial<PortalConfig['auth']> = {}): PortalConfig['auth'] {
  return { ...defaultConfig().auth, ...overrides };
}

describe('createMsalAuth', () => {
  describe('given an adapter nobody has used yet', () => {
    it('does not load MSAL', () => {
      const msal = fakeMsal();
      createMsalAuth(authConfig(), { loadMsal: msal.loadMsal, origin: ORIGIN });
      expect(msal.loadMsal).not.toHaveBeenCalled();
    });
  });

  describe('given many calls, some concurrent', () => {
    it('loads MSAL once and creates one PublicClientApplication', async () => {
      const msal = fakeMsal({ accounts: [account] });
      const auth = createMsalAuth(authConfig(), { loadMsal: msal.loadMsal, origin: ORIGIN });
      await Promise.all([auth.getAccessToken(), auth.getUser(), auth.handleRedirect()]);
      await auth.getAccessToken();
      await auth.renew();
      expect(msal.loadMsal).toHaveBeenCalledTimes(1);
      expect(msal.instances).toHaveLength(1);
      expect(msal.instance().initialize).toHaveBeenCalledTimes(1);
      expect(msal.instance().handleRedirectPromise).toHaveBeenCalledTimes(1);
    });
  });

  describe('given the first use', () => {
    it('finishes initialize() before handleRedirectPromise()', async () => {
      const msal = fakeMsal();
      const auth = createMsalAuth(authConfig(), { loadMsal: msal.loadMsal, origin: ORIGIN });
      await auth.handleRedirect();
      expect(msal.order).toEqual(['initialize:start', 'initialize:done', 'handleRedirectPromise']);
    });
  });

  describe('given the configuration it builds', () => {
    it('uses OIDC, absolute URIs and the authority host as known authority', async () => {
      const msal = fakeMsal();
      const auth = createMsalAuth(authConfig({ clientId: 'portal-app' }), {
        loadMsal: msal.loadMsal,
        origin: ORIGIN,
      });
      await auth.getUser();
      const { configuration } = msal.instance();
      expect(configuration.system?.protocolMode).toBe('OIDC');
      expect(configuration.auth).toMatchObject({
        clientId: 'portal-app',
        authority: 'https://portal.example.com/oidc',
        knownAuthorities: ['portal.example.com'],
        redirectUri: 'https://portal.example.com/login',
        postLogoutRedirectUri: 'https://portal.example.com/login',
      });
    });

    it('keeps known authorities the configuration names', async () => {
      const msal = fakeMsal();
      const auth = createMsalAuth(
        authConfig({
          authority: 'https://login.example.net/tenant',
          knownAuthorities: ['login.example.net', 'login2.example.net'],
        }),
        { loadMsal: msal.loadMsal, origin: ORIGIN },
      );
      await auth.getUser();
      expect(msal.instance().configuration.auth.knownAuthorities).toEqual([
        'login.example.net',
        'login2.example.net',
      ]);
    });
  });

  describe('given nobody is signed in', () => {
    it('returns no token and asks MSAL for none', async () => {
      const msal = fakeMsal({ accounts: [] });
      const auth = createMsalAuth(authConfig(), { loadMsal: msal.loadMsal, origin: ORIGIN });
      await expect(auth.getAccessToken()).resolves.toBeNull();
      await expect(auth.getUser()).resolves.toBeNull();
      expect(msal.instance().acquireTokenSilent).not.toHaveBeenCalled();
    });
  });

  describe('given a signed-in account', () => {
    it('returns the silently acquired token', async () => {
      const msal = fakeMsal({ accounts: [account] });
      const auth = createMsalAuth(authConfig({ scopes: ['openid', 'api://portal'] }), {
        loadMsal: msal.loadMsal,
        origin: ORIGIN,
      });
      await expect(auth.getAccessToken()).resolves.toBe('cached-token');
      expect(msal.instance().acquireTokenSilent).toHaveBeenCalledWith({
        account,
        scopes: ['openid', 'api://portal'],
        forceRefresh: false,
        // Cache and refresh token only: no hidden-iframe fallback (MSAL's AccessTokenAndRefreshToken).
        cacheLookupPolicy: 2,
      });
    });

    it('forces a refresh on renew()', async () => {
      const msal = fakeMsal({ accounts: [account] });
      const auth = createMsalAuth(authConfig(), { loadMsal: msal.loadMsal, origin: ORIGIN });
      await auth.renew();
      expect(msal.instance().acquireTokenSilent).toHaveBeenCalledTimes(1);
      expect(msal.instance().acquireTokenSilent.mock.calls[0]?.[0]).toMatchObject({
        forceRefresh: true,
      });
    });

    it('says when the renewed token expires', async () => {
      const msal = fakeMsal({ accounts: [account] });
      const auth = createMsalAuth(authConfig(), { loadMsal: msal.loadMsal, origin: ORIGIN });
      await auth.getUser();
      const expiresOn = new Date('2030-01-01T08:10:00Z');
      msal.instance().acquireTokenSilent.mockResolvedValue({
        accessToken: 'fresh',
        expiresOn,
      } as AuthenticationResult);
      await expect(auth.renew()).resolves.toEqual({ expiresAt: expiresOn.getTime() });
    });

    it.each<[string, unknown, string]>([
      [
        'a refused refresh token',
        { name: 'InteractionRequiredAuthError', errorCode: 'invalid_grant' },
        'SessionEndedError',
      ],
      [
        'a network failure',
        { name: 'BrowserAuthError', errorCode: 'no_network_connectivity' },
        'BrowserAuthError',
      ],
    ])('reports %s as %s', async (_, failure, name) => {
      const msal = fakeMsal({ accounts: [account] });
      const auth = createMsalAuth(authConfig(), { loadMsal: msal.loadMsal, origin: ORIGIN });
      await auth.getUser();
      msal.instance().acquireTokenSilent.mockRejectedValue(failure);
      await expect(auth.renew()).rejects.toMatchObject({ name });
      await expect(auth.getAccessToken()).rejects.toMatchObject({ name });
    });

    it('returns the user from the account claims', async () => {
      const msal = fakeMsal({ accounts: [account] });
      const auth = createMsalAuth(authConfig(), { loadMsal: msal.loadMsal, origin: ORIGIN });
      await expect(auth.getUser()).resolves.toEqual({
        id: 'local-1',
        username: 'ana@example.com',
        name: 'Ana Silva',
        claims: { groups: ['DXP_Internal_Users'] },
      });
    });

    it('logs out with the id token hint and an absolute post-logout URI', async () => {
      const msal = fakeMsal({ accounts: [account] });
      const auth = createMsalAuth(authConfig({ postLogoutRedirectUri: '/signed-out' }), {
        loadMsal: msal.loadMsal,
        origin: ORIGIN,
      });
      await auth.logout();
      expect(msal.instance().logoutRedirect).toHaveBeenCalledWith({
        account,
        idTokenHint: 'id-token-1',
        postLogoutRedirectUri: 'https://portal.example.com/signed-out',
      });
    });

    it('runs the beforeNavigate hook when MSAL leaves for the provider, not before', async () => {
      const msal = fakeMsal({ accounts: [account] });
      const auth = createMsalAuth(authConfig(), { loadMsal: msal.loadMsal, origin: ORIGIN });
      const beforeNavigate = vi.fn();
      await auth.logout({ beforeNavigate });
      expect(beforeNavigate).not.toHaveBeenCalled();
      const navigate = msal.instance().configuration.auth.onRedirectNavigate;
      expect(navigate?.('https://portal.example.com/oidc/session/end')).toBe(true);
      expect(beforeNavigate).toHaveBeenCalledTimes(1);
      // A later sign-in redirect does not run it again.
      navigate?.('https://portal.example.com/oidc/auth');
      expect(beforeNavigate).toHaveBeenCalledTimes(1);
    });
  });

  describe('given the page returns from a redirect sign-in', () => {
    it('makes the returned account active and returns its user', async () => {
      const msal = fakeMsal({ redirectResult: { account } as AuthenticationResult });
      const auth = createMsalAuth(authConfig(), { loadMsal: msal.loadMsal, origin: ORIGIN });
      const user = await auth.handleRedirect();
      expect(user?.username).toBe('ana@example.com');
      expect(msal.instance().setActiveAccount).toHaveBeenCalledWith(account);
    });
  });

  describe('given a login with a return address', () => {
    it('starts the redirect with the scopes and the return address as state', async () => {
      const msal = fakeMsal();
      const auth = createMsalAuth(authConfig(), { loadMsal: msal.loadMsal, origin: ORIGIN });
      await auth.login('/us/orders');
      expect(msal.instance().loginRedirect).toHaveBeenCalledWith({
        scopes: defaultConfig().auth.scopes,
        state: '/us/orders',
      });
    });
  });
});

describe('createTokenAuth', () => {
  describe('given a host token function', () => {
    it('hands out its tokens and calls it again on renew()', async () => {
      const getAccessToken = vi.fn(async () => 'host-token');
      const auth = createTokenAuth(getAccessToken);
      await expect(auth.getAccessToken()).resolves.toBe('host-token');
      await auth.renew();
      expect(getAccessToken).toHaveBeenCalledTimes(2);
      await expect(auth.getUser()).resolves.toBeNull();
    });
  });
});
