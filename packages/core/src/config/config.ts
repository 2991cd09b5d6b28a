/**
 * PortalConfig: everything an element or the host needs to talk to the backends. Resolution order
 * for an element: its attributes, then the page config (`window.anp.configure(...)` or
 * `<script type="application/json" id="anp-config">`), then the defaults below.
 */
export const SERVICE_NAMES = [
  'account',
  'user',
  'alerts',
  'cart',
  'order',
  'document',
  'search',
  'product',
  'reports',
  'reminders',
  'entitlements',
  'toggles',
  'config',
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export interface ServiceConfig {
  /** Absolute URL, or a path on the page's origin (`/api`). */
  baseUrl: string;
  timeoutMs: number;
  /** Path segment inserted after baseUrl (`v2`), overridable per region. */
  version?: string;
}

export interface FooterLink {
  label: string;
  href: string;
}

export interface PortalConfig {
  /** Market of the page (`us`, `mx`, ...). */
  country: string;
  /** Interface language of the page (`en`, `es`, `pt`). */
  lang: string;
  services: Record<ServiceName, ServiceConfig>;
  /** Per-region service version overrides, e.g. `{ "kr": { "cart": "v3" } }`. */
  regionVersions: Record<string, Partial<Record<ServiceName, string>>>;
  auth: {
    clientId: string;
    authority: string;
    knownAuthorities: string[];
    scopes: string[];
    redirectUri: string;
    postLogoutRedirectUri: string;
    /** The identity-provider group that marks internal users (shell-and-admin.md §6). */
    internalGroup: string;
  };
  session: {
    /** Idle seconds before logout (shell-and-admin.md §9: inactiveSessionDuration). */
    inactiveSessionDuration: number;
    /** Seconds between silent token renewals (default 1500), sooner when the token expires. */
    tokenRenewalSeconds: number;
    /**
     * Seconds of warning before the idle logout, with Stay signed in. Optional: unset, or not a
     * positive number, it is `DEFAULT_IDLE_WARNING_SECONDS` (120), applied where the session
     * runs, so the runtime every element loads carries neither the default nor its check.
     */
    idleWarningSeconds?: number;
  };
  features: {
    cartEnabled: boolean;
    [flag: string]: boolean;
  };
  analytics: {
    /** Name of the global array page records are pushed to. */
    dataLayer: string;
    experience: string;
  };
  footer: {
    links: FooterLink[];
    copyrightOwner: string;
    /** Show the cookie-consent placeholder the market's consent tool fills. */
    cookieConsent: boolean;
  };
  /** Base path of the host portal, used to build links (`''` or `/animalnutrition`). */
  portalPrefix: string;
  /** Nonce for strict Content-Security-Policy pages (styles inside shadow roots). */
  styleNonce?: string;
  /**
   * The header's maintenance-window banner: hours before a window's start it appears. Optional:
   * unset, it is `DEFAULT_BANNER_LEAD_HOURS` of @anp/rules (48), applied by the header.
   */
  maintenanceBanner?: { leadHours?: number };
}

/** What a page or an element may give: any part of the config. */
export type PartialPortalConfig = {
  [K in keyof PortalConfig]?: PortalConfig[K] extends Record<string, unknown>
    ? PortalConfig[K] extends unknown[]
      ? PortalConfig[K]
      : // `object`, not Record<string, unknown>: interfaces (ServiceConfig) lack an index signature, so `services.cart` demanded every field.
        {
          [P in keyof PortalConfig[K]]?: PortalConfig[K][P] extends unknown[]
            ? PortalConfig[K][P]
            : PortalConfig[K][P] extends object
              ? Partial<PortalConfig[K][P]>
              : PortalConfig[K][P];
        }
    : PortalConfig[K];
};

const service = (timeoutMs: number): ServiceConfig => ({ baseUrl: '/api', timeoutMs });

/**
 * Defaults: every service on the page's own origin under `/api` (the reference API in
 * development), the spec's timeouts (ordering.md §7 60000 ms general; shell-and-admin.md §7 2000 ms
 * per account/user/alert service; 1500 ms feature toggles).
 */
export function defaultConfig(): PortalConfig {
  return {
    country: 'us',
    lang: 'en',
    services: {
      account: service(2000),
      user: service(2000),
      alerts: service(2000),
      cart: service(60000),
      order: service(60000),
      document: service(60000),
      search: service(60000),
      product: service(60000),
      reports: service(60000),
      reminders: service(2000),
      entitlements: service(2000),
      toggles: service(1500),
      config: service(2000),
    },
    regionVersions: {},
    auth: {
      clientId: 'an-portal',
      authority: '/oidc',
      knownAuthorities: [],
      // offline_access is not requested: the provider issues refresh tokens to the kit's client
      // anyway, and naming it on renewal makes some providers answer invalid_scope.
      scopes: ['openid', 'profile'],
      redirectUri: '/login',
      postLogoutRedirectUri: '/login',
      internalGroup: 'DXP_Internal_Users',
    },
    session: { inactiveSessionDuration: 1800, tokenRenewalSeconds: 1500 },
    features: { cartEnabled: true },
    analytics: { dataLayer: 'anpDataLayer', experience: 'an-portal' },
    footer: { links: [], copyrightOwner: 'Animal Nutrition', cookieConsent: true },
    portalPrefix: '',
  };
}
