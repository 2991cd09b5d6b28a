import { expect, test } from '@playwright/test';

/** The built host on its own (vite preview): no API and no sign-in provider behind it. */
const HOST = 'http://127.0.0.1:4173';
const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';

test.describe('given the built host portal without a session', () => {
  test('a portal page starts the sign-in and keeps where the user was going', async ({ page }) => {
    await page.goto(`${HOST}/mx/es/pages/orders`);
    // No provider behind the bare preview: the login page says so and offers a retry.
    await expect(page.getByRole('heading', { name: 'Sign-in did not work' })).toBeVisible();
    await expect(page).toHaveURL(`${HOST}/login?returnTo=%2Fmx%2Fes%2Fpages%2Forders`);
    expect(await page.evaluate(() => sessionStorage.getItem('anp.returnTo'))).toBe(
      '/mx/es/pages/orders',
    );
  });

  test('sends / and /dashboard to the sign-in, which then leads to the user’s own market', async ({
    page,
  }) => {
    // Issue 14: no market in the address; the user's own market is known once signed in.
    for (const from of ['/', '/dashboard']) {
      await page.goto(`${HOST}${from}`);
      await expect(page.getByRole('heading', { name: 'Sign-in did not work' })).toBeVisible();
      await expect(page).toHaveURL(`${HOST}/login`);
    }
  });

  test('the other short routes of the spec lead into the default market', async ({ page }) => {
    for (const [from, to] of [
      ['/tnc', '%2Fus%2Fen%2Fpages%2Ftermsconditions'],
      ['/pages/maintenance', '%2Fus%2Fen%2Fpages%2Fmaintenance'],
    ]) {
      await page.goto(`${HOST}${from}`);
      await expect(page).toHaveURL(`${HOST}/login?returnTo=${to}`);
    }
  });

  test('answers an unknown market with a not-found page and the footer', async ({ page }) => {
    await page.goto(`${HOST}/xx/en/pages/dashboard`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test.describe('given old Internet Explorer', () => {
  test.use({ userAgent: IE11 });

  test('a portal page shows the browser-incompatibility page in the path language', async ({
    page,
  }) => {
    await page.goto(`${HOST}/mx/es/pages/dashboard`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Su navegador no es compatible',
    );
    await expect(page).toHaveURL(`${HOST}/mx/es/pages/dashboard`);
  });

  test('the static page for browsers that cannot run the portal at all is served', async ({
    page,
  }) => {
    await page.goto(`${HOST}/unsupported-browser.html`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your browser is not supported',
    );
    await expect(page.getByText('Microsoft Edge').first()).toBeVisible();
  });
});
