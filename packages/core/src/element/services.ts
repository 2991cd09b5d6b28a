import type { PortalConfig } from '../config/config';
import { createApiClient, type ApiClient } from '../api/client';
import { errorMessage, type PortalError } from '../api/errors';
import { createMsalAuth, createTokenAuth, type AuthAdapter } from '../auth/auth';
import { createToggleClient, type ToggleClient } from '../toggles/toggles';
import { createAnalyticsPublisher, type AnalyticsPublisher } from '../events/analytics';
import { publishError } from '../events/error-bus';
import { dispatchAnpEvent } from '../events/events';
import { translate } from '../i18n/resources';
import { languageOfLocale } from '../model/locale';
import { clearBrowserSession, readSession } from '../session/storage';

/** The per-page services every widget shares: one API client, one sign-in, toggles, analytics. */
export interface KitServices {
  api: ApiClient;
  auth: AuthAdapter;
  toggles: ToggleClient;
  analytics: AnalyticsPublisher;
}

const cache = new Map<string, KitServices>();

/**
 * Ends the session after a 401 Unauthorized (ordering.md §8): tells the page (`anp-signed-out`,
 * cancelable so a host can take over), clears cookies and storage, and goes to the login page.
 */
export function endSession(config: PortalConfig, win: Window = window): void {
  const proceed = dispatchAnpEvent(win, 'anp-signed-out', { reason: 'unauthorized' });
  if (!proceed) return;
  clearBrowserSession(win);
  const returnTo = win.location.pathname + win.location.search;
  const login = new URL(config.auth.redirectUri, win.location.origin);
  login.searchParams.set('returnTo', returnTo);
  win.location.assign(login.toString());
}

/**
 * The services for a configuration, created once per page and shared by every element with the
 * same service and sign-in settings (so the SWR cache, tokens and toasts are shared too).
 */
export function getKitServices(
  config: PortalConfig,
  getAccessToken?: () => Promise<string | null>,
): KitServices {
  const key = JSON.stringify([
    config.services,
    config.regionVersions,
    config.auth,
    config.analytics,
    Boolean(getAccessToken),
  ]);
  const existing = cache.get(key);
  if (existing) return existing;
  const auth = getAccessToken ? createTokenAuth(getAccessToken) : createMsalAuth(config.auth);
  const lang = () => languageOfLocale(config.lang);
  const api = createApiClient({
    config,
    getAccessToken: () => auth.getAccessToken().catch(() => null),
    getContext: () => ({
      lang: config.lang,
      region: readSession('selectedAccountRegion'),
      accountId: readSession('soldToId'),
    }),
    onUnauthorized: () => endSession(config),
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
    analytics: createAnalyticsPublisher(config.analytics),
  };
  cache.set(key, services);
  return services;
}

/** Test helper: forgets the page's services. */
export function resetKitServices(): void {
  cache.clear();
}
