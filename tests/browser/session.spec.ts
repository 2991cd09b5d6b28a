import { expect, test } from '@playwright/test';
import { STACK, accessToken, collectPageErrors, signIn } from './support/stack';

test.use({ ignoreHTTPSErrors: true });

test.describe('given the session rules of the portal', () => {
  test('a user who has not accepted the terms sees them first, accepts, and goes on', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await signIn(page, 'customer.pe@demo.test');
    await expect(page).toHaveURL(`${STACK}/pe/es/pages/dashboard`);
    await expect(page.getByRole('heading', { name: 'Términos y condiciones' })).toBeVisible();
    // Nothing of the portal is offered before acceptance.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page
      .getByRole('checkbox', { name: 'He leído y acepto los términos y condiciones' })
      .check();
    await page.getByRole('button', { name: 'Aceptar y continuar' }).click();
    await expect(page.getByRole('heading', { name: 'Términos y condiciones' })).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
    // The purchase-order terms stay readable, with the acceptance date.
    await page.goto(`${STACK}/pe/es/pages/termsconditions`);
    await expect(page.getByText(/Usted aceptó estos términos el/)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a marketing-group user is sent to the marketing dashboard', async ({ page }) => {
    await signIn(page, 'marketing@demo.test', '/us/en/pages/orders');
    await expect(page).toHaveURL(`${STACK}/marketing/en/pages/dashboard`);
  });

  test('a page not built yet says which feature is coming, in the path language', async ({
    page,
  }) => {
    await signIn(page, 'customer.mx@demo.test', '/animalnutrition/mx/es/pages/reports');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Informes');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('link', { name: 'Ir al panel' }).click();
    await expect(page).toHaveURL(`${STACK}/animalnutrition/mx/es/pages/dashboard`);
  });

  test('every page of the analytics list is recorded once per visit', async ({ page }) => {
    await signIn(page, 'retailer.us@demo.test', '/us/en/pages/orders');
    const names = () =>
      page.evaluate(() =>
        (
          (window as unknown as { anpDataLayer?: { page: { name: string } }[] }).anpDataLayer ?? []
        ).map((r) => r.page.name),
      );
    await expect.poll(names).toEqual(['login', 'orders']);
    const visits = ['nutritioncloud/bidashboards/sows', 'research/nursery', 'profile', 'orders'];
    for (const [i, p] of visits.entries()) {
      await page.evaluate((to) => {
        window.dispatchEvent(
          new CustomEvent('anp-navigate', { detail: { path: to }, cancelable: true }),
        );
      }, `/us/en/pages/${p}`);
      await expect(page).toHaveURL(`${STACK}/us/en/pages/${p}`);
      await expect.poll(names).toEqual(['login', 'orders', ...visits.slice(0, i + 1)]);
    }
  });

  test('a 401 in the middle of a session signs out, clears storage and returns to sign-in', async ({
    page,
  }) => {
    await signIn(page, 'retailer.us@demo.test', '/us/en/pages/dashboard');
    await expect(page.getByRole('banner')).toBeVisible();
    expect(await accessToken(page)).toBeTruthy();
    expect(await page.evaluate(() => sessionStorage.getItem('soldToId'))).toBeTruthy();
    // The token goes bad (revoked, expired at the server): the next call answers 401.
    await page.evaluate(() => {
      for (let i = 0; i < sessionStorage.length; i += 1) {
        const key = sessionStorage.key(i) ?? '';
        const value = sessionStorage.getItem(key);
        if (value?.includes('"credentialType":"AccessToken"')) {
          const entry = JSON.parse(value) as { secret: string };
          sessionStorage.setItem(key, JSON.stringify({ ...entry, secret: `${entry.secret}x` }));
        }
      }
      // A click that needs the API: revalidate the notifications.
      window.dispatchEvent(new CustomEvent('anp-cart-changed', { detail: {} }));
    });
    await page.waitForURL(/\/oidc\/interaction\//);
    await expect(page.getByLabel('E-mail address')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('soldToId'))).toBeNull();
    expect(await accessToken(page)).toBeNull();
    // Signing in again returns to the page the session ended on.
    await page.getByLabel('E-mail address').fill('retailer.us@demo.test');
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(`${STACK}/us/en/pages/dashboard`);
  });
});
