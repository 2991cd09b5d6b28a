import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);

/** The whole stack of `npm start`, as the browser tests' web server runs it. */
export const STACK = 'https://localhost:5273';

/** The access token MSAL keeps in session storage after sign-in. */
export async function accessToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    for (let i = 0; i < sessionStorage.length; i += 1) {
      const value = sessionStorage.getItem(sessionStorage.key(i) ?? '');
      if (value?.includes('"credentialType":"AccessToken"'))
        return (JSON.parse(value) as { secret: string }).secret;
    }
    return null;
  });
}

/**
 * Signs in through the provider's own page. With `returnTo` the user goes there; without, the
 * portal picks the user's landing page.
 */
export async function signIn(page: Page, email: string, returnTo?: string): Promise<void> {
  const query = returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : '';
  await page.goto(`${STACK}/login${query}`);
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.origin === STACK && url.pathname.includes('/pages/'));
}

/** Runs axe-core in the page and returns the violations (id and the first target of each). */
export async function axeViolations(page: Page): Promise<{ id: string; target: string }[]> {
  // Evaluated, not added as a <script>: the portal's CSP refuses inline scripts (as it should).
  await page.evaluate(`${readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')}\n;0`);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
          ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document);
    return result.violations.map((v) => ({ id: v.id, target: String(v.nodes[0]?.target ?? '') }));
  });
}

/**
 * Adds `<tag api-base="<stack>/api" …attributes>` to the `<main>` of a plain market page and loads
 * its module from the CDN build with the site's token (`demo.accessToken` in session storage), as
 * a CMS author would: through a script carrying the page's CSP nonce (a strict CMS runs no other).
 */
export async function addElementToPlainPage(
  page: Page,
  tag: string,
  attributes: Record<string, string> = {},
): Promise<void> {
  await page.evaluate(
    ({ tag, attributes, api }) => {
      const element = document.createElement(tag);
      element.setAttribute('api-base', api);
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      document.querySelector('main')?.append(element);
      const script = document.createElement('script');
      script.type = 'module';
      script.nonce =
        document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
      script.textContent = `
        import '/cdn/current/${tag}.js';
        const token = sessionStorage.getItem('demo.accessToken');
        if (token) window.anp.configure({ getAccessToken: async () => token });`;
      document.head.append(script);
    },
    { tag, attributes, api: `${STACK}/api` },
  );
}

/** Fails on errors thrown in the page. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

export { expect };

/**
 * How long a test waits for the portal to choose the user's account after sign-in (the dashboard
 * loads its page and layout on demand, then the account context): on a loaded two-core machine
 * more than the 5 s of `expect.poll`.
 */
export const ACCOUNT_CHOSEN = { timeout: 15_000 };
