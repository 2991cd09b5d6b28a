import type { PortalConfig } from '../config/config';
import { createApiClient, type ApiClient } from '../api/client';
import { errorMessage, type PortalError } from '../api/errors';
import { createMsalAuth, createTokenAuth, type AuthAdapter } from '../auth/auth';
import { createToggleClient, type ToggleClient } from '../toggles/toggles';
import { publishError } from '../events/error-bus';
import { dispatchAnpEvent } from '../events/events';
import { translate } from '../i18n/resources';
import { languageOfLocale } from '@anp/rules';
import { readSession } from '../session/storage';
import { endProviderSession } from '../auth/session';

/**
 * The per-page services every widget shares: one API client, one sign-in, toggles. (Page analytics
 * belong to the page: the host creates its publisher with `createAnalyticsPublisher`.)
 */
export interface KitServices {
  api: ApiClient;
  auth: AuthAdapter;
  toggles: ToggleClient;
}

const cache = new Map<string, KitServices>();
const auths = new Map<string, AuthAdapter>();

/**
 * Ends the session after a 401 Unauthorized (shell-and-admin.md §8): tells the page
 * (`anp-signed-out`, cancelable so a host can take over), signs out at the provider, clears cookies
 * and storage, and comes back to the login page, which returns to this page after sign-in.
 */
export function endSession(
  config: PortalConfig,
  auth: AuthAdapter,
  win: Window = window,
): Promise<void> {
  const proceed = dispatchAnpEvent(win, 'anp-signed-out', { reason: 'unauthorized' });
  if (!proceed) return Promise.resolve();
  const returnTo = win.location.pathname + win.location.search;
  const login = new URL(config.auth.redirectUri, win.location.origin);
  login.searchParams.set('returnTo', returnTo);
  return endProviderSession(auth, win, returnTo, login.toString());
}

/**
 * The services for a configuration, created once per page and shared by every element with the
 * same service settings and language (so the SWR cache, tokens and toasts are shared too). The
 * language is part of the key because the API client sends it (X-Language) and words its errors
 * in it; the sign-in is one per page whatever the language (one MSAL instance per page).
 */
export function getKitServices(
  config: PortalConfig,
  getAccessToken?: () => Promise<string | null>,
): KitServices {
  const authKey = JSON.stringify([config.auth, Boolean(getAccessToken)]);
  const key = JSON.stringify([config.services, config.regionVersions, authKey, config.lang]);
  const existing = cache.get(key);
  if (existing) return existing;
  let auth = auths.get(authKey);
  if (!auth) {
    auth = getAccessToken ? createTokenAuth(getAccessToken) : createMsalAuth(config.auth);
    auths.set(authKey, auth);
  }
  const signIn = auth;
  // The token rule (no call without a token once signed in) loads right after start, beside
  // the first calls, so it weighs nothing in the runtime every element loads.
  const guard = import('../auth/guard.lazy').then((m) => m.sessionGuardOf(signIn));
  const lang = () => languageOfLocale(config.lang);
  const api = createApiClient({
    config,
    // Once somebody signed in, no call leaves without a token (the guard holds it instead).
    getAccessToken: (signal) => guard.then((g) => g.token(signal)),
    getContext: () => ({
      lang: config.lang,
      region: readSession('selectedAccountRegion'),
      accountId: readSession('soldToId'),
    }),
    onUnauthorized: () => void endSession(config, signIn),
    onError: (error: PortalError) =>
      publishError(
        error,
        errorMessage(error, (k, o) => translate(k, lang(), o)),
      ),
  });
  const services: KitServices = {
    api,
    auth,
    toggles: createToggleClient(api, { defaults: { cartEnabled: config.features.cartEnabled } }),
  };
  cache.set(key, services);
  return services;
}

/** Test helper: forgets the page's services. */
export function resetKitServices(): void {
  cache.clear();
  auths.clear();
}
