import { describe, it, expect, vi, afterEach } from 'vitest';
import { installPageApi, readPageConfig, resetPageConfig } from './page-config';

function addConfigScript(text: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'anp-config';
  script.textContent = text;
  document.head.append(script);
  return script;
}

afterEach(() => {
  resetPageConfig();
  document.getElementById('anp-config')?.remove();
  delete window.anp;
});

describe('readPageConfig', () => {
  describe('given no configuration on the page', () => {
    it('returns an empty page layer and no token getter', () => {
      expect(readPageConfig()).toEqual({ config: {} });
    });
  });

  describe('given a JSON config script', () => {
    it('reads it', () => {
      addConfigScript(
        '{"country":"mx","services":{"cart":{"baseUrl":"https://cart.example.com"}}}',
      );
      expect(readPageConfig().config).toEqual({
        country: 'mx',
        services: { cart: { baseUrl: 'https://cart.example.com' } },
      });
    });
  });

  describe('given a config script with broken JSON', () => {
    it('reports it with console.error and ignores it', () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      addConfigScript('{"country": "mx",');
      expect(readPageConfig().config).toEqual({});
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0]?.[0])).toContain('anp-config');
    });

    it('still applies window.anp.configure', () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      addConfigScript('not json');
      installPageApi().configure({ lang: 'pt' });
      expect(readPageConfig().config).toEqual({ lang: 'pt' });
    });
  });
});

describe('window.anp.configure', () => {
  describe('given a config script and a configure call', () => {
    it('merges the call on top of the script', () => {
      addConfigScript('{"country":"mx","lang":"es","services":{"cart":{"timeoutMs":1000}}}');
      installPageApi();
      window.anp?.configure({ lang: 'en', services: { cart: { baseUrl: '/cart-api' } } });
      expect(readPageConfig().config).toEqual({
        country: 'mx',
        lang: 'en',
        services: { cart: { timeoutMs: 1000, baseUrl: '/cart-api' } },
      });
    });
  });

  describe('given two configure calls', () => {
    it('merges the second into the first', () => {
      const api = installPageApi();
      api.configure({ country: 'br' });
      api.configure({ lang: 'pt' });
      expect(readPageConfig().config).toEqual({ country: 'br', lang: 'pt' });
      expect(window.anp?.config).toEqual({ country: 'br', lang: 'pt' });
    });
  });

  describe('given a listener on window', () => {
    it('dispatches anp-config-changed on window', () => {
      const listener = vi.fn<(event: Event) => void>();
      window.addEventListener('anp-config-changed', listener);
      installPageApi().configure({ country: 'kr' });
      window.removeEventListener('anp-config-changed', listener);
      expect(listener).toHaveBeenCalledTimes(1);
      expect(listener.mock.calls[0]?.[0].type).toBe('anp-config-changed');
    });
  });

  describe('given a token getter', () => {
    it('hands it out beside the config and keeps it out of the config', async () => {
      const getAccessToken = vi.fn(async () => 'token-1');
      installPageApi().configure({ country: 'us', getAccessToken });
      const page = readPageConfig();
      expect(page.config).toEqual({ country: 'us' });
      await expect(page.getAccessToken?.()).resolves.toBe('token-1');
    });
  });
});

describe('installPageApi', () => {
  describe('given it is installed twice (two bundle copies)', () => {
    it('keeps the first installation and one shared state', () => {
      const first = installPageApi();
      first.configure({ country: 'mx' });
      const second = installPageApi();
      expect(second).toBe(window.anp);
      second.configure({ lang: 'es' });
      expect(readPageConfig().config).toEqual({ country: 'mx', lang: 'es' });
      expect(first.config).toEqual({ country: 'mx', lang: 'es' });
    });
  });

  describe('given a page that already put other things on window.anp', () => {
    it('keeps them beside configure', () => {
      const marker = { version: 'host' };
      window.anp = { marker } as unknown as NonNullable<Window['anp']>;
      installPageApi();
      expect(window.anp?.marker).toBe(marker);
      expect(typeof window.anp?.configure).toBe('function');
    });
  });

  describe('given calls the CDN loader kept before any runtime arrived', () => {
    it("replays them in order and replaces the loader's queue", async () => {
      const pending = [{ country: 'mx' }, { lang: 'es', getAccessToken: async () => 'early' }];
      window.anp = {
        configure: Object.assign(() => undefined, { pending }),
      } as unknown as NonNullable<Window['anp']>;
      installPageApi();
      const page = readPageConfig();
      expect(page.config).toEqual({ country: 'mx', lang: 'es' });
      await expect(page.getAccessToken?.()).resolves.toBe('early');
      expect('pending' in (window.anp?.configure ?? {})).toBe(false);
    });
  });

  describe('given another copy of the runtime installed it first (a second CDN version)', () => {
    it('reads the state that copy keeps on window.anp', () => {
      installPageApi();
      const shared = Object.getOwnPropertySymbols(window.anp).map(
        (key) => (window.anp as unknown as Record<symbol, { config: unknown }>)[key],
      )[0];
      expect(shared).toBeDefined();
      window.anp?.configure({ country: 'br' });
      expect(shared?.config).toEqual({ country: 'br' });
    });
  });
});
