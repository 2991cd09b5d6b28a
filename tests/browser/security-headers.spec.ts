import { expect, test, type Page, type Response } from '@playwright/test';
import { STACK, accessToken, addElementToPlainPage, signIn } from './support/stack';

/**
 * Issue 12: every page of the portal, and the plain embed pages of a CMS with a strict policy,
 * runs under a Content-Security-Policy without 'unsafe-inline' or 'unsafe-eval' and never
 * trips it: a `securitypolicyviolation` anywhere (document or shadow root) fails the test.
 */

const EMBED = 'http://127.0.0.1:4180';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  page: string;
}

/** Records every CSP violation of the page (the event is composed: shadow roots included). */
async function watchViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __anpViolations: unknown[] }).__anpViolations = seen;
    document.addEventListener(
      'securitypolicyviolation',
      (e) =>
        seen.push({
          directive: e.violatedDirective,
          blocked: e.blockedURI,
          source: `${e.sourceFile}:${e.lineNumber}:${e.columnNumber} ${e.sample}`,
          page: location.pathname,
        }),
      true,
    );
  });
  const consoleRefusals: Violation[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()))
      consoleRefusals.push({
        directive: 'console',
        blocked: message.text().slice(0, 300),
        source: '',
        page: page.url(),
      });
  });
  return async () => [
    ...((await page
      .evaluate(
        () => (window as unknown as { __anpViolations?: Violation[] }).__anpViolations ?? [],
      )
      .catch(() => [])) as Violation[]),
    ...consoleRefusals,
  ];
}

function expectStrictPolicy(response: Pick<Response, 'headers'> | null) {
  expect(response, 'the page answered').not.toBeNull();
  const headers = response!.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src [^;]*'nonce-/);
  expect(csp).toMatch(/style-src [^;]*'nonce-/);
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("frame-ancestors 'none'");
  return headers;
}

const PORTAL_PAGES = [
  '/us/en/pages/dashboard',
  '/us/en/pages/orderbuilder',
  '/us/en/pages/cart',
  '/us/en/pages/orders',
  '/us/en/pages/documents',
  '/us/en/pages/support',
  '/us/en/pages/profile',
  '/us/en/pages/termsconditions',
  '/us/en/pages/assets/cattle',
  '/us/en/pages/no-such-page',
];

test.describe('the portal under its Content-Security-Policy', () => {
  test('every page sends the security headers and trips no policy', async ({ page }) => {
    test.setTimeout(120_000);
    const violations = await watchViolations(page);
    // Headers read without navigating (the login page moves on to the provider by itself).
    const first = await page.request.get(`${STACK}/login`);
    const headers = expectStrictPolicy(first);
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    await signIn(page, 'retailer.us@demo.test', '/us/en/pages/dashboard');
    for (const path of PORTAL_PAGES) {
      const response = await page.goto(`${STACK}${path}`);
      expectStrictPolicy(response);
      await expect(page.locator('main, [role="main"]').first()).toBeVisible();
      // Let the page's lazy parts (tables, pickers, images) arrive.
      await page.waitForLoadState('networkidle');
    }
    // An order's page and a document preview (pdf.js and its worker).
    await page.goto(`${STACK}/us/en/pages/orders`);
    const firstOrder = page.getByRole('link', { name: /^\d{10}$/ }).first();
    await firstOrder.click();
    await page.waitForURL(/\/orders\/\d+/);
    await page.waitForLoadState('networkidle');
    await page.goto(`${STACK}/us/en/pages/documents`);
    const preview = page.getByRole('button', { name: /preview/i }).first();
    if (await preview.isVisible().catch(() => false)) {
      await preview.click();
      await page.waitForLoadState('networkidle');
    }
    expect(await violations()).toEqual([]);
  });

  test('the portal cannot be framed by another site', async ({ page }) => {
    await page.goto(`${EMBED}/embed.html`);
    await page.evaluate(async (src) => {
      const frame = document.createElement('iframe');
      frame.name = 'portal-frame';
      frame.src = src;
      document.body.append(frame);
      await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    }, `${STACK}/login`);
    // frame-ancestors 'none': the browser shows its error page in the frame, never the portal.
    const framed = page.frames().filter((f) => f !== page.mainFrame());
    expect(framed).toHaveLength(1);
    expect(framed[0]!.url()).not.toContain('localhost:5273');
    expect(
      await framed[0]!
        .locator('body')
        .innerText()
        .catch(() => ''),
    ).not.toContain('Sign in');
  });

  test('the watcher of these tests sees a refused inline style (it is not blind)', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    // A page of the portal that stays put (the login page moves on to the provider).
    await page.goto(`${STACK}/unsupported-browser.html`);
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { outline: 1px solid red; }';
      document.head.append(style);
    });
    await expect
      .poll(async () => (await violations()).map((v) => v.directive))
      .toContain('style-src-elem');
  });
});

test.describe('the plain embed pages under a CMS policy without unsafe-inline', () => {
  test('each page renders its elements and trips no policy', async ({ page }) => {
    test.setTimeout(120_000);
    // The market site signs its users in itself and hands the kit their token.
    await signIn(page, 'retailer.us@demo.test', '/us/en/pages/dashboard');
    const token = await accessToken(page);
    expect(token).toBeTruthy();
    await page.addInitScript((t) => {
      if (location.origin === 'http://127.0.0.1:4180')
        sessionStorage.setItem('demo.accessToken', t);
    }, token ?? '');
    const violations = await watchViolations(page);
    for (const fixture of [
      'embed.html',
      'embed-shell.html',
      'embed-ordering.html',
      'embed-session.html',
    ]) {
      const response = await page.goto(`${EMBED}/${fixture}`);
      expectStrictPolicy(response);
      await page.waitForLoadState('networkidle');
      // The elements rendered their shadow roots, styled under the page's nonce.
      const rendered = await page.evaluate(() =>
        [...document.querySelectorAll('*')]
          .filter((el) => el.tagName.startsWith('ANP-'))
          .map((el) => (el.shadowRoot?.querySelectorAll('style').length ?? 0) > 0),
      );
      expect(rendered.length, fixture).toBeGreaterThan(0);
      expect(rendered.every(Boolean), fixture).toBe(true);
      if (fixture === 'embed.html') {
        // The complaint modal added by the page's own (nonced) script, and opened.
        await addElementToPlainPage(page, 'anp-complaint-modal');
        const complaint = page.locator('anp-complaint-modal');
        await complaint.getByRole('button', { name: 'Raise a complaint' }).click();
        const dialog = complaint.getByRole('dialog', { name: 'Raise a complaint' });
        await expect(dialog.getByRole('combobox', { name: 'Plant', exact: true })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    }
    expect(await violations()).toEqual([]);
  });
});
