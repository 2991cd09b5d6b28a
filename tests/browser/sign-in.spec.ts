import { expect, test, type Page } from '@playwright/test';

const STACK = 'https://localhost:5273';

test.use({ ignoreHTTPSErrors: true });

/** The access token MSAL keeps in session storage after sign-in. */
async function accessToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    for (let i = 0; i < sessionStorage.length; i += 1) {
      const value = sessionStorage.getItem(sessionStorage.key(i) ?? '');
      if (value?.includes('"credentialType":"AccessToken"'))
        return (JSON.parse(value) as { secret: string }).secret;
    }
    return null;
  });
}

async function signIn(page: Page, email: string, returnTo = '/us/en/pages/dashboard') {
  await page.goto(`${STACK}/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${STACK}${returnTo}`);
}

const USERS = [
  'retailer.us@demo.test',
  'customer.ca@demo.test',
  'customer.mx@demo.test',
  'customer.br@demo.test',
  'customer.kr@demo.test',
  'customer.gt@demo.test',
  'customer.pe@demo.test',
  'pork.us@demo.test',
  'marketing@demo.test',
  'employee@demo.test',
  'admin@demo.test',
];

test.describe('given the local sign-in of npm start', () => {
  for (const email of USERS) {
    test(`${email} signs in and the API accepts the token`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await signIn(page, email);
      const token = await accessToken(page);
      expect(token).toBeTruthy();
      const me = await page.evaluate(
        async (t) =>
          (
            await fetch('/api/users/me', { headers: { authorization: `Bearer ${t}` } })
          ).json() as Promise<{ email: string }>,
        token,
      );
      expect(me.email).toBe(email);
      expect(errors).toEqual([]);
    });
  }

  test('returns the user to the page they were going to', async ({ page }) => {
    await signIn(page, 'customer.mx@demo.test', '/mx/es/pages/orders');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Pedidos');
  });

  test('refuses a wrong password with a readable message and keeps the e-mail', async ({
    page,
  }) => {
    await page.goto(`${STACK}/login`);
    await page.waitForURL(/\/oidc\/interaction\//);
    await page.getByLabel('E-mail address').fill('retailer.us@demo.test');
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.locator('#form-error')).toHaveText(/.+/);
    await expect(page.getByLabel('E-mail address')).toHaveValue('retailer.us@demo.test');
  });

  test('the API refuses calls without a token', async ({ request }) => {
    const res = await request.get(`${STACK}/api/users/context`);
    expect(res.status()).toBe(401);
  });

  test('serves the OpenAPI document and its docs page', async ({ page }) => {
    await page.goto(`${STACK}/docs`);
    await expect(page.locator('#swagger-ui')).toBeVisible();
    const doc = await page.evaluate(
      async () => (await fetch('/openapi.json')).json() as Promise<{ paths: object }>,
    );
    expect(Object.keys(doc.paths)).toContain('/api/users/accounts/paged');
  });
});
