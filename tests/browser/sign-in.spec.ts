import { expect, test } from '@playwright/test';
import { STACK, accessToken, collectPageErrors, signIn } from './support/stack';

const USERS: [email: string, landing: string][] = [
  ['retailer.us@demo.test', '/us/en/pages/dashboard'],
  ['customer.ca@demo.test', '/canada/en/pages/dashboard'],
  ['customer.mx@demo.test', '/mx/es/pages/dashboard'],
  ['customer.br@demo.test', '/br/pt/pages/dashboard'],
  ['customer.kr@demo.test', '/kr/ko/pages/dashboard'],
  ['customer.gt@demo.test', '/gt/es/pages/dashboard'],
  ['customer.pe@demo.test', '/pe/es/pages/dashboard'],
  ['pork.us@demo.test', '/us/en/pages/dashboard'],
  ['marketing@demo.test', '/marketing/en/pages/dashboard'],
  ['employee@demo.test', '/us/en/pages/dashboard'],
  ['admin@demo.test', '/us/en/pages/dashboard'],
];

test.describe('given the local sign-in of npm start', () => {
  for (const [email, landing] of USERS) {
    test(`${email} signs in, lands on ${landing} and the API accepts the token`, async ({
      page,
    }) => {
      const errors = collectPageErrors(page);
      await signIn(page, email);
      await expect(page).toHaveURL(`${STACK}${landing}`);
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
