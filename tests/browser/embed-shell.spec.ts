import { expect, test } from '@playwright/test';
import { accessToken, signIn } from './support/stack';

const EMBED = 'http://127.0.0.1:4180/embed-shell.html';

/**
 * The shell's elements from the CDN build on a plain HTML page of another origin, configured only
 * by attributes and the page config; the market site hands the kit its user's token.
 */
test.describe('given the shell elements on a plain market page', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'retailer.us@demo.test', '/us/en/pages/dashboard');
    const token = await accessToken(page);
    expect(token).toBeTruthy();
    await page.addInitScript((t) => {
      if (location.origin === 'http://127.0.0.1:4180')
        sessionStorage.setItem('demo.accessToken', t);
    }, token ?? '');
  });

  test('the header, left navigation, account selector and drawer render with real data', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(EMBED);

    const header = page.locator('anp-header');
    await expect(header.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Place order', exact: true })).toHaveAttribute(
      'href',
      '/us/en/pages/orderbuilder',
    );
    await expect(header.getByRole('link', { name: /^Cart, \d+ items?$/ })).toBeVisible();
    await expect(header.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();

    const leftNav = page.locator('anp-left-nav');
    await expect(leftNav.getByRole('navigation', { name: 'Portal navigation' })).toBeVisible();
    await expect(leftNav.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();

    const selector = page.locator('anp-account-selector');
    await expect(selector.getByRole('heading', { name: 'Account' })).toBeVisible();
    await expect(selector).toContainText('Tri-County Farmers Cooperative');

    // Everything lives in shadow roots, and the page's own `button { background: blue }` stays out.
    const shadowed = await page.evaluate(() =>
      ['anp-header', 'anp-left-nav', 'anp-account-selector', 'anp-notification-drawer'].map((tag) =>
        Boolean(document.querySelector(tag)?.shadowRoot?.childElementCount),
      ),
    );
    expect(shadowed).toEqual([true, true, true, true]);
    const bell = page
      .locator('anp-notification-drawer')
      .getByRole('button', { name: /^Notifications/ });
    await expect(bell).toBeVisible();
    expect(await bell.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe(
      'rgb(0, 0, 255)',
    );

    // The standalone drawer opens from its own bell, inside its shadow root.
    await bell.click();
    await expect(
      page.locator('anp-notification-drawer').getByRole('dialog', { name: 'Notifications' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(
      page.locator('anp-notification-drawer').getByRole('dialog', { name: 'Notifications' }),
    ).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('navigation crosses the shadow root as a cancelable anp-navigate the page can take', async ({
    page,
  }) => {
    await page.goto(EMBED);
    await page.evaluate(() => {
      document.addEventListener('anp-navigate', (event) => {
        event.preventDefault();
        (window as unknown as { asked: string }).asked = (
          event as CustomEvent<{ path: string }>
        ).detail.path;
      });
    });
    await page.locator('anp-left-nav').getByRole('link', { name: 'Orders', exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { asked?: string }).asked))
      .toBe('/us/en/pages/orders');
    await expect(page).toHaveURL(EMBED);
  });
});
