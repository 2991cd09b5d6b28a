import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { cdnDir, cdnVersion } from '../../scripts/cdn-files.mjs';
import { STACK, accessToken, signIn } from './support/stack';

const CMS = 'http://127.0.0.1:4180';
const VERSION = cdnVersion();
/** A second version of the kit, a copy of this build under another name (built by the test). */
const SECOND = '0.0.0-second';

/**
 * Issue 13: a plain CMS page that carries only `anp-loader.js` (with its integrity) shows several
 * elements, one of them added later; a second version's loader on the same page leaves every tag
 * to the first and says so in the console; nothing throws.
 */
test.describe('given a plain CMS page with only the CDN loader', () => {
  test.beforeAll(() => {
    // The second version: the same files under another folder and version name, so the browser
    // treats them as another copy of the kit (other URLs, other module instances).
    const second = cdnDir(SECOND);
    rmSync(second, { recursive: true, force: true });
    cpSync(cdnDir(VERSION), second, { recursive: true });
    const loader = `${second}/anp-loader.js`;
    writeFileSync(
      loader,
      readFileSync(loader, 'utf8').replace(
        `\\"version\\":\\"${VERSION}\\"`,
        `\\"version\\":\\"${SECOND}\\"`,
      ),
    );
  });
  test.afterAll(() => {
    if (existsSync(cdnDir(SECOND))) rmSync(cdnDir(SECOND), { recursive: true });
  });

  test.beforeEach(async ({ page }) => {
    await signIn(page, 'retailer.us@demo.test', '/us/en/pages/dashboard');
    const token = await accessToken(page);
    expect(token).toBeTruthy();
    await page.addInitScript((t) => {
      if (location.origin === 'http://127.0.0.1:4180')
        sessionStorage.setItem('demo.accessToken', t);
    }, token ?? '');
  });

  test('defines the elements it meets, one added later too, with two versions on the page', async ({
    page,
  }) => {
    const errors: string[] = [];
    const warnings: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
      if (m.type() === 'warning') warnings.push(m.text());
    });
    const integrity = JSON.parse(
      readFileSync(`${cdnDir(VERSION)}/integrity.json`, 'utf8'),
    ) as Record<string, string>;
    // The page carries the loader of this version (/cdn/current/ is this version's folder); the
    // README's integrity for it holds.
    await page.goto(`${CMS}/cms-page.html`);
    expect(
      await page.evaluate(
        async (hash) => (await fetch('/cdn/current/anp-loader.js', { integrity: hash })).ok,
        integrity['anp-loader.js'] ?? '',
      ),
    ).toBe(true);
    // A second version's loader joins it, as another part of the site would add it.
    await page.evaluate((src) => {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = src;
      document.head.append(script);
    }, `/cdn/${SECOND}/anp-loader.js`);
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (globalThis as unknown as Record<symbol, { loaders: unknown[] } | undefined>)[
              Symbol.for('anp.cdn-loader')
            ]?.loaders.length,
        ),
      )
      .toBe(2);
    const api = `${STACK}/api`;
    await page.evaluate((apiBase) => {
      const main = document.querySelector('main');
      for (const tag of ['anp-header', 'anp-left-nav', 'anp-footer']) {
        const element = document.createElement(tag);
        element.setAttribute('api-base', apiBase);
        main?.append(element);
      }
    }, api);

    await expect(
      page.locator('anp-header').getByRole('link', { name: /^Cart, \d+ items?$/ }),
    ).toBeVisible();
    await expect(
      page.locator('anp-left-nav').getByRole('link', { name: 'Orders', exact: true }),
    ).toBeVisible();
    await expect(page.locator('anp-footer footer')).toContainText('All rights reserved');

    // An element a page script adds later, inside an open shadow root of the CMS's own.
    await page.evaluate((apiBase) => {
      const widget = document.createElement('div');
      const faq = document.createElement('anp-faq');
      faq.setAttribute('api-base', apiBase);
      faq.setAttribute('faq-id', 'place-an-order');
      widget.attachShadow({ mode: 'open' }).append(faq);
      document.querySelector('main')?.append(widget);
    }, api);
    await expect(page.locator('anp-faq').getByRole('heading').first()).toBeVisible();

    // The loader preloaded every file of the elements with its hash (the browser checked them).
    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => ({
        file: l.href.split('/').pop() ?? '',
        version: l.href.split('/').at(-2),
        integrity: l.integrity,
      })),
    );
    expect(preloads.map((p) => p.file)).toEqual(
      expect.arrayContaining(['anp-header.js', 'anp-left-nav.js', 'anp-footer.js', 'anp-faq.js']),
    );
    for (const p of preloads) {
      expect(p.version).toBe('current');
      expect(p.integrity).toBe(integrity[p.file]);
    }
    // Only the elements on the page loaded, each from the first version.
    const entries = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((r) => r.name)
        .filter((name) => /\/anp-[a-z-]+\.js$/.test(name) && !name.endsWith('anp-loader.js')),
    );
    expect(entries.map((name) => name.split('/').slice(-2).join('/')).sort()).toEqual(
      ['anp-faq.js', 'anp-footer.js', 'anp-header.js', 'anp-left-nav.js'].map(
        (file) => `current/${file}`,
      ),
    );
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(
            `^AN Portal Kit ${SECOND}: left <anp-header>, <anp-left-nav>, <anp-footer> to ${VERSION.replaceAll('.', '\\.')} already on this page\\.$`,
          ),
        ),
        `AN Portal Kit ${SECOND}: left <anp-faq> to ${VERSION} already on this page.`,
      ]),
    );
    expect(errors).toEqual([]);
  });

  test('a file that does not match its hash is refused', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    // A tampered element entry: the loader's preload carries the real hash, so the browser
    // refuses the file and the element stays undefined.
    await page.route(`${CMS}/cdn/current/anp-footer.js`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.tampered = true;' }),
    );
    await page.goto(`${CMS}/cms-page.html`);
    await page.evaluate(() =>
      document.querySelector('main')?.append(document.createElement('anp-footer')),
    );
    await expect.poll(() => errors.join('\n')).toContain('integrity');
    expect(await page.evaluate(() => Boolean(customElements.get('anp-footer')))).toBe(false);
    expect(await page.evaluate(() => 'tampered' in window)).toBe(false);
  });
});
