import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { STACK, accessToken, signIn } from './support/stack';

/** The refresh token MSAL keeps in the tab's session storage. */
function refreshToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    for (let i = 0; i < sessionStorage.length; i += 1) {
      const value = sessionStorage.getItem(sessionStorage.key(i) ?? '');
      if (value?.includes('"credentialType":"RefreshToken"'))
        return (JSON.parse(value) as { secret: string }).secret;
    }
    return null;
  });
}

const me = async (request: APIRequestContext, token: string) =>
  (
    await request.get(`${STACK}/api/users/me`, { headers: { authorization: `Bearer ${token}` } })
  ).status();

test.describe('given a signed-in user who logs out from the profile menu', () => {
  test('the access token the page held gets 401 at once and its refresh token is dead', async ({
    page,
    request,
  }) => {
    await signIn(page, 'pork.us@demo.test', '/us/en/pages/dashboard');
    await expect(page.getByRole('banner')).toBeVisible();
    const token = await accessToken(page);
    const refresh = await refreshToken(page);
    expect(token).toBeTruthy();
    expect(refresh).toBeTruthy();
    expect(await me(request, token ?? '')).toBe(200);

    await page.getByRole('button', { name: /^Profile menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    // The portal tells the API, then ends the provider session and leaves the portal.
    await page.waitForURL((url) => !url.pathname.startsWith('/us/'));

    expect(await me(request, token ?? '')).toBe(401);
    const renewed = await request.post(`${STACK}/oidc/token`, {
      form: { grant_type: 'refresh_token', client_id: 'an-portal', refresh_token: refresh ?? '' },
    });
    expect(renewed.status()).toBe(400);
    expect(await renewed.json()).toMatchObject({ error: 'invalid_grant' });
  });
});
