import { describe, it, expect, vi } from 'vitest';
import { SERVICE_NAMES, defaultConfig, type ServiceName } from './config';
import {
  ConfigError,
  mergeConfig,
  parseRegionVersions,
  resolveConfig,
  serviceVersion,
  validateConfig,
} from './validate';

/** Runs `fn` and returns what it threw (fails the test when nothing was thrown). */
function thrownBy(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}

describe('resolveConfig', () => {
  describe('given nothing but the defaults', () => {
    it('returns a valid configuration equal to the defaults', () => {
      expect(resolveConfig()).toEqual(defaultConfig());
    });
  });

  describe('given a country in the attributes, the page config and the defaults', () => {
    it('takes the attribute country over the page config', () => {
      expect(resolveConfig({ country: 'mx' }, { country: 'br' }).country).toBe('mx');
    });

    it('takes the page config country over the default', () => {
      expect(resolveConfig({}, { country: 'br' }).country).toBe('br');
    });

    it('falls back to the default country when neither gives one', () => {
      expect(resolveConfig({}, {}).country).toBe('us');
    });

    it('ignores empty or null attributes', () => {
      expect(
        resolveConfig({ country: null, lang: '' }, { country: 'kr', lang: 'es' }),
      ).toMatchObject({ country: 'kr', lang: 'es' });
    });

    it('lower-cases the attribute country and language', () => {
      expect(resolveConfig({ country: 'MX', lang: 'ES' })).toMatchObject({
        country: 'mx',
        lang: 'es',
      });
    });
  });

  describe('given an apiBase attribute', () => {
    it('sets the baseUrl of every service and keeps their timeouts', () => {
      const config = resolveConfig(
        { apiBase: 'https://api.example.com' },
        { services: { cart: { baseUrl: 'https://cart.example.com' } } },
      );
      for (const name of SERVICE_NAMES) {
        expect(config.services[name].baseUrl).toBe('https://api.example.com');
        expect(config.services[name].timeoutMs).toBe(defaultConfig().services[name].timeoutMs);
      }
    });
  });

  describe('given a page config that changes one nested value', () => {
    it('keeps every untouched default beside it', () => {
      const config = resolveConfig(
        {},
        {
          services: { cart: { timeoutMs: 30000 } },
          auth: { clientId: 'portal-x' },
          session: { inactiveSessionDuration: 600 },
        },
      );
      const defaults = defaultConfig();
      expect(config.services.cart).toEqual({ baseUrl: '/api', timeoutMs: 30000 });
      expect(config.services.order).toEqual(defaults.services.order);
      expect(config.auth).toEqual({ ...defaults.auth, clientId: 'portal-x' });
      expect(config.session).toEqual({ inactiveSessionDuration: 600, tokenRenewalSeconds: 1500 });
      expect(config.footer).toEqual(defaults.footer);
    });
  });

  describe('given a page config with a list', () => {
    it('replaces the default list instead of merging into it', () => {
      const config = resolveConfig({}, { auth: { scopes: ['api://portal/read'] } });
      expect(config.auth.scopes).toEqual(['api://portal/read']);
    });

    it('replaces footer links as a whole', () => {
      const first = mergeConfig(
        {
          footer: {
            links: [
              { label: 'A', href: '/a' },
              { label: 'B', href: '/b' },
            ],
          },
        },
        { footer: { links: [{ label: 'C', href: '/c' }] } },
      );
      expect(first).toEqual({ footer: { links: [{ label: 'C', href: '/c' }] } });
    });
  });

  describe('given a page config with undefined values', () => {
    it('keeps the defaults for them', () => {
      expect(resolveConfig({}, { country: undefined, lang: undefined })).toMatchObject({
        country: 'us',
        lang: 'en',
      });
    });
  });
});

describe('validateConfig', () => {
  describe('given an invalid field', () => {
    it.each<[string, unknown]>([
      ['country', { country: 'atlantis' }],
      ['lang', { lang: 'english' }],
      ['services.cart.baseUrl', { services: { cart: { baseUrl: 'ftp://x' } } }],
      ['services.cart.timeoutMs', { services: { cart: { timeoutMs: -1 } } }],
      ['auth.scopes', { auth: { scopes: 'openid profile' } }],
      ['session.tokenRenewalSeconds', { session: { tokenRenewalSeconds: 0 } }],
      ['features.cartEnabled', { features: { cartEnabled: 'yes' } }],
      ['analytics.dataLayer', { analytics: { dataLayer: 'not valid' } }],
      [
        'footer.links[0].href',
        { footer: { links: [{ label: 'Click', href: 'javascript:alert(1)' }] } },
      ],
      ['portalPrefix', { portalPrefix: 'x' }],
      ['maintenanceBanner', { maintenanceBanner: 48 }],
      ['maintenanceBanner.leadHours', { maintenanceBanner: { leadHours: -1 } }],
      ['maintenanceBanner.leadHours', { maintenanceBanner: { leadHours: '48' } }],
    ])('refuses %s with a ConfigError naming the field', (field, pageConfig) => {
      const error = thrownBy(() => resolveConfig({}, pageConfig));
      expect(error).toBeInstanceOf(ConfigError);
      if (!(error instanceof ConfigError)) return;
      expect(error.field).toBe(field);
      expect(error.name).toBe('ConfigError');
      expect(error.message).toContain(field);
      expect(error.message).toContain(error.problem);
    });
  });

  it('takes the maintenance banner lead time of the page config (issue 16)', () => {
    expect(resolveConfig({}, { maintenanceBanner: { leadHours: 24 } }).maintenanceBanner).toEqual({
      leadHours: 24,
    });
    expect(resolveConfig({}, {}).maintenanceBanner).toBeUndefined();
  });

  describe('given footer links the page may legitimately use', () => {
    it.each([
      '/contact',
      'https://example.com/privacy',
      'mailto:help@example.com',
      'tel:+18005551234',
      '#top',
    ])('accepts %s', (href) => {
      const config = resolveConfig({}, { footer: { links: [{ label: 'Link', href }] } });
      expect(config.footer.links[0]?.href).toBe(href);
    });
  });

  describe('given something that is not an object', () => {
    it.each<[unknown]>([[null], ['config'], [[1, 2]]])('refuses %j at the root', (raw) => {
      const error = thrownBy(() => validateConfig(raw));
      expect(error).toBeInstanceOf(ConfigError);
      expect(error instanceof ConfigError && error.field).toBe('(root)');
    });
  });

  describe('given a configuration without one service', () => {
    it('names the missing service', () => {
      const raw = mergeConfig(defaultConfig());
      const services = raw.services;
      if (typeof services === 'object' && services !== null)
        Reflect.deleteProperty(services, 'toggles');
      const error = thrownBy(() => validateConfig(raw));
      expect(error instanceof ConfigError && error.field).toBe('services.toggles');
    });
  });
});

describe('defaultConfig', () => {
  describe('given the spec timeouts', () => {
    it.each<[ServiceName, number]>([
      ['cart', 60000],
      ['order', 60000],
      ['account', 2000],
      ['user', 2000],
      ['alerts', 2000],
      ['toggles', 1500],
    ])('gives %s a timeout of %i ms', (name, timeoutMs) => {
      expect(defaultConfig().services[name].timeoutMs).toBe(timeoutMs);
    });

    it('renews tokens every 1500 seconds', () => {
      expect(defaultConfig().session.tokenRenewalSeconds).toBe(1500);
    });
  });

  it('returns a fresh object on every call', () => {
    const first = defaultConfig();
    first.auth.scopes.push('mutated');
    expect(defaultConfig().auth.scopes).not.toContain('mutated');
  });
});

describe('serviceVersion', () => {
  const config = resolveConfig(
    {},
    { services: { cart: { version: 'v2' } }, regionVersions: { kr: { cart: 'v3' } } },
  );

  describe('given a region with an override for the service', () => {
    it('uses the region override, whatever the case of the region', () => {
      expect(serviceVersion(config, 'cart', 'kr')).toBe('v3');
      expect(serviceVersion(config, 'cart', 'KR')).toBe('v3');
    });
  });

  describe('given a region without an override', () => {
    it.each<[string | null | undefined]>([['mx'], [null], [undefined]])(
      'uses the service version for region %s',
      (region) => {
        expect(serviceVersion(config, 'cart', region)).toBe('v2');
      },
    );

    it('has no version for a service without one', () => {
      expect(serviceVersion(config, 'order', 'kr')).toBeUndefined();
    });
  });
});

describe('parseRegionVersions', () => {
  describe('given valid JSON overrides', () => {
    it('returns them', () => {
      expect(parseRegionVersions('{"kr":{"cart":"v3"}}')).toEqual({ kr: { cart: 'v3' } });
    });
  });

  describe('given nothing', () => {
    it.each<[string | null | undefined]>([[''], [null], [undefined]])(
      'returns {} for %j without logging',
      (text) => {
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
        expect(parseRegionVersions(text)).toEqual({});
        expect(warn).not.toHaveBeenCalled();
      },
    );
  });

  describe('given text that is not a JSON object', () => {
    it.each(['{kr: cart', '[1,2]', '"v3"'])('logs a warning and returns {} for %s', (text) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect(parseRegionVersions(text)).toEqual({});
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('region version overrides');
    });
  });
});
