import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CdnManifest, startLoader } from './cdn-loader.ts';

const BASE = new URL('https://cdn.example.com/anp/1.2.0/');

function manifest(version = '1.2.0'): CdnManifest {
  return {
    version,
    files: [
      ['anp-footer.js', 'sha384-footer'],
      ['anp-runtime-abc.js', 'sha384-runtime'],
      ['anp-header.js', 'sha384-header'],
      ['nav-xyz.js', 'sha384-nav'],
      ['anp-cart.js', 'sha384-cart'],
    ],
    elements: { 'anp-footer': [0, 1], 'anp-header': [2, 1, 3], 'anp-cart': [4, 1] },
  };
}

const stops: (() => void)[] = [];
function start(m: CdnManifest, base = BASE) {
  const imported: string[] = [];
  const log = { warn: vi.fn(), error: vi.fn() };
  stops.push(
    startLoader(m, {
      base,
      importModule: async (url) => void imported.push(url),
      console: log,
    }),
  );
  return { imported, log };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => [
    link.href.replace(BASE.href, ''),
    link.integrity,
    link.crossOrigin,
  ]);

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.replaceChildren();
  document.head.replaceChildren();
  delete (globalThis as unknown as Record<symbol, unknown>)[Symbol.for('anp.cdn-loader')];
  delete window.anp;
});

describe('anp-loader', () => {
  describe('given a page with an element, and elements added later', () => {
    it('imports only the elements that appear, each once, in the document and open shadow roots', async () => {
      document.body.innerHTML = '<anp-footer></anp-footer><anp-footer></anp-footer>';
      const { imported, log } = start(manifest());
      expect(imported).toEqual([`${BASE.href}anp-footer.js`]);

      // A CMS component with an open shadow root, holding the header, appears later.
      const widget = document.createElement('cms-widget');
      widget.attachShadow({ mode: 'open' }).innerHTML = '<div><anp-header></anp-header></div>';
      document.body.append(widget);
      await settle();
      expect(imported).toEqual([`${BASE.href}anp-footer.js`, `${BASE.href}anp-header.js`]);

      // …and the cart, added inside that shadow root afterwards.
      widget.shadowRoot?.append(document.createElement('anp-cart'));
      await settle();
      expect(imported).toHaveLength(3);
      expect(log.warn).not.toHaveBeenCalled();
    });

    it('preloads the entry and its static chunks with their integrity, each file once', () => {
      document.body.innerHTML = '<anp-footer></anp-footer><anp-header></anp-header>';
      start(manifest());
      expect(preloads()).toEqual([
        ['anp-runtime-abc.js', 'sha384-runtime', 'anonymous'],
        ['anp-footer.js', 'sha384-footer', 'anonymous'],
        ['nav-xyz.js', 'sha384-nav', 'anonymous'],
        ['anp-header.js', 'sha384-header', 'anonymous'],
      ]);
    });
  });

  describe('given a tag this version does not have', () => {
    it('says so in the console once, and loads nothing', async () => {
      document.body.innerHTML = '<anp-nothing></anp-nothing><anp-nothing></anp-nothing>';
      const { imported, log } = start(manifest());
      await settle();
      expect(imported).toEqual([]);
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(log.warn.mock.calls[0]?.[0]).toContain('<anp-nothing>');
    });
  });

  describe('given two versions on one page', () => {
    it('the second leaves the tags the first claimed, says which, and loads the rest', async () => {
      document.body.innerHTML = '<anp-footer></anp-footer><anp-header></anp-header>';
      const first = start(manifest('1.2.0'));
      const second = start(manifest('2.0.0'), new URL('https://cdn.example.com/anp/2.0.0/'));
      document.body.append(document.createElement('anp-cart'));
      await settle();
      expect(first.imported).toHaveLength(3);
      expect(second.imported).toEqual([]);
      // One line for the batch: the tags at start and the one the observer met meanwhile.
      expect(second.log.warn.mock.calls).toEqual([
        [
          'AN Portal Kit 2.0.0: left <anp-footer>, <anp-header>, <anp-cart> to 1.2.0 already on this page.',
        ],
      ]);
      expect(first.log.warn).not.toHaveBeenCalled();
    });

    it('leaves a tag a script of the page defined itself', async () => {
      customElements.define('anp-cart', class extends HTMLElement {});
      document.body.innerHTML = '<anp-cart></anp-cart>';
      const { imported, log } = start(manifest());
      await settle();
      expect(imported).toEqual([]);
      expect(log.warn).toHaveBeenCalledWith(
        'AN Portal Kit 1.2.0: left <anp-cart> to a copy already on this page.',
      );
    });
  });

  describe('given the page configures the kit before any element loaded', () => {
    it('keeps the calls on window.anp.configure for the runtime to replay', () => {
      start(manifest());
      window.anp?.configure({ country: 'mx' });
      expect((window.anp?.configure as unknown as { pending: unknown[] }).pending).toEqual([
        { country: 'mx' },
      ]);
    });
  });
});
