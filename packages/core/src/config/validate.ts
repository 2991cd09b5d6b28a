import {
  SERVICE_NAMES,
  defaultConfig,
  type PartialPortalConfig,
  type PortalConfig,
} from './config';
import { COUNTRIES } from '@anp/rules';

/** Invalid configuration: names the field and what is wrong, so the author can fix it. */
export class ConfigError extends Error {
  constructor(
    readonly field: string,
    readonly problem: string,
  ) {
    super(`Invalid AN Portal Kit configuration: "${field}" ${problem}`);
    this.name = 'ConfigError';
  }
}

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deep merge of plain objects; arrays and scalars of later layers replace earlier ones. */
export function mergeConfig(...layers: readonly unknown[]): Plain {
  const out: Plain = {};
  for (const layer of layers) {
    if (!isPlain(layer)) continue;
    for (const [key, value] of Object.entries(layer)) {
      if (value === undefined) continue;
      const current = out[key];
      out[key] = isPlain(value) && isPlain(current) ? mergeConfig(current, value) : value;
    }
  }
  return out;
}

function expect(cond: boolean, field: string, problem: string): asserts cond {
  if (!cond) throw new ConfigError(field, problem);
}

const isUrlOrPath = (v: unknown): boolean => {
  if (typeof v !== 'string' || v === '') return false;
  if (v.startsWith('/')) return true;
  try {
    const u = new URL(v);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
};

const positive = (v: unknown): boolean => typeof v === 'number' && Number.isFinite(v) && v > 0;

/**
 * Checks a merged configuration and returns it typed. Throws ConfigError on the first bad field.
 */
export function validateConfig(raw: unknown): PortalConfig {
  expect(isPlain(raw), '(root)', 'must be an object');
  const c = raw as Plain;
  expect(typeof c.country === 'string', 'country', 'must be a string');
  expect(
    (COUNTRIES as readonly string[]).includes(c.country) || c.country === 'marketing',
    'country',
    `must be one of ${COUNTRIES.join(', ')} (got "${c.country}")`,
  );
  expect(
    typeof c.lang === 'string' && /^[a-z]{2}$/.test(c.lang),
    'lang',
    `must be a two-letter language code such as en, es or pt (got "${String(c.lang)}")`,
  );
  expect(isPlain(c.services), 'services', 'must be an object');
  for (const name of SERVICE_NAMES) {
    const s = c.services[name];
    expect(isPlain(s), `services.${name}`, 'is missing');
    expect(
      isUrlOrPath(s.baseUrl),
      `services.${name}.baseUrl`,
      'must be an http(s) URL or a path starting with /',
    );
    expect(
      positive(s.timeoutMs),
      `services.${name}.timeoutMs`,
      'must be a positive number of milliseconds',
    );
    expect(
      s.version === undefined || typeof s.version === 'string',
      `services.${name}.version`,
      'must be a string',
    );
  }
  expect(isPlain(c.regionVersions), 'regionVersions', 'must be an object');
  const auth = c.auth;
  expect(isPlain(auth), 'auth', 'must be an object');
  for (const key of [
    'clientId',
    'authority',
    'redirectUri',
    'postLogoutRedirectUri',
    'internalGroup',
  ]) {
    expect(
      typeof auth[key] === 'string' && auth[key] !== '',
      `auth.${key}`,
      'must be a non-empty string',
    );
  }
  for (const key of ['knownAuthorities', 'scopes']) {
    const list = auth[key];
    expect(
      Array.isArray(list) && list.every((x) => typeof x === 'string'),
      `auth.${key}`,
      'must be a list of strings',
    );
  }
  const session = c.session;
  expect(isPlain(session), 'session', 'must be an object');
  for (const key of ['inactiveSessionDuration', 'tokenRenewalSeconds']) {
    expect(positive(session[key]), `session.${key}`, 'must be a positive number of seconds');
  }
  expect(isPlain(c.features), 'features', 'must be an object');
  for (const [flag, value] of Object.entries(c.features)) {
    expect(typeof value === 'boolean', `features.${flag}`, 'must be true or false');
  }
  const analytics = c.analytics;
  expect(isPlain(analytics), 'analytics', 'must be an object');
  expect(
    typeof analytics.dataLayer === 'string' && /^[A-Za-z_$][\w$]*$/.test(analytics.dataLayer),
    'analytics.dataLayer',
    'must be a JavaScript identifier',
  );
  expect(typeof analytics.experience === 'string', 'analytics.experience', 'must be a string');
  const footer = c.footer;
  expect(isPlain(footer), 'footer', 'must be an object');
  expect(Array.isArray(footer.links), 'footer.links', 'must be a list');
  footer.links.forEach((link: unknown, i: number) => {
    expect(
      isPlain(link) && typeof link.label === 'string' && link.label !== '',
      `footer.links[${i}].label`,
      'must be a non-empty string',
    );
    expect(
      isUrlOrPath(link.href) ||
        (typeof link.href === 'string' && /^(mailto:|tel:|#)/.test(link.href)),
      `footer.links[${i}].href`,
      'must be a URL, a path, mailto: or tel:',
    );
  });
  expect(typeof footer.copyrightOwner === 'string', 'footer.copyrightOwner', 'must be a string');
  expect(
    typeof footer.cookieConsent === 'boolean',
    'footer.cookieConsent',
    'must be true or false',
  );
  expect(
    c.portalPrefix === '' ||
      (typeof c.portalPrefix === 'string' && /^\/[\w-]+$/.test(c.portalPrefix)),
    'portalPrefix',
    'must be empty or a path segment such as /animalnutrition',
  );
  expect(
    c.styleNonce === undefined || typeof c.styleNonce === 'string',
    'styleNonce',
    'must be a string',
  );
  const banner = c.maintenanceBanner;
  expect(banner === undefined || isPlain(banner), 'maintenanceBanner', 'must be an object');
  expect(
    banner?.leadHours === undefined ||
      (typeof banner.leadHours === 'number' &&
        Number.isFinite(banner.leadHours) &&
        banner.leadHours >= 0),
    'maintenanceBanner.leadHours',
    'must be a number of hours, 0 or more',
  );
  return c as unknown as PortalConfig;
}

/** Attributes of an element that feed the configuration. */
export interface ConfigAttributes {
  country?: string | null;
  lang?: string | null;
  /** Sets the base URL of every service at once. */
  apiBase?: string | null;
}

function attributesLayer(attrs: ConfigAttributes): PartialPortalConfig {
  const layer: Plain = {};
  if (attrs.country) layer.country = attrs.country.toLowerCase();
  if (attrs.lang) layer.lang = attrs.lang.toLowerCase();
  if (attrs.apiBase) {
    layer.services = Object.fromEntries(SERVICE_NAMES.map((n) => [n, { baseUrl: attrs.apiBase }]));
  }
  return layer as PartialPortalConfig;
}

/**
 * Resolves the configuration: attributes, then the page config, then defaults. Throws ConfigError.
 */
export function resolveConfig(
  attributes: ConfigAttributes = {},
  pageConfig: unknown = {},
): PortalConfig {
  return validateConfig(mergeConfig(defaultConfig(), pageConfig, attributesLayer(attributes)));
}

/**
 * The service version for a region: the region override when one parses, else the service's own.
 * shell-and-admin.md §8: a version-override parsing failure is logged only.
 */
export function serviceVersion(
  config: PortalConfig,
  service: (typeof SERVICE_NAMES)[number],
  region?: string | null,
): string | undefined {
  const override = region ? config.regionVersions[region.toLowerCase()]?.[service] : undefined;
  return override ?? config.services[service].version;
}

/** Parses a JSON version-override string; logs and returns {} when it is not valid. */
export function parseRegionVersions(
  text: string | null | undefined,
): PortalConfig['regionVersions'] {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (isPlain(parsed)) return parsed as PortalConfig['regionVersions'];
    console.warn('AN Portal Kit: region version overrides must be a JSON object; ignored');
  } catch (error) {
    console.warn('AN Portal Kit: region version overrides are not valid JSON; ignored', error);
  }
  return {};
}
