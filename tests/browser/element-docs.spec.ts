import { globSync, readFileSync } from 'node:fs';
import { test } from '@playwright/test';
import { STACK, axeViolations, collectPageErrors, expect } from './support/stack';

/** The tags the packages' manifests declare (17 when this was written). */
const TAGS = globSync('packages/*/custom-elements.json').flatMap((file) =>
  (
    JSON.parse(readFileSync(file, 'utf8')) as {
      modules: { declarations?: { tagName?: string }[] }[];
    }
  ).modules.flatMap((m) => (m.declarations ?? []).flatMap((d) => (d.tagName ? [d.tagName] : []))),
);

/**
 * Issue 13: the element docs for CMS authors under `npm start` (/docs/elements). One walk: the
 * index lists every element; the footer's page runs its live example signed out (it needs no
 * user), copies its snippet, and follows its attribute form; the FAQ's page sends the user
 * through the kit's sign-in and back, then shows the FAQ with live data. No CSP violation, no
 * page error, no axe violation on the index and the footer's page.
 */
test('the element docs list every element and run a live example, signed out and in', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: STACK });
  const errors = collectPageErrors(page);
  // CSP violations of the docs pages (axe-core's own injected styles excepted: it runs after).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener(
      'securitypolicyviolation',
      (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
      true,
    );
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

  // The index: one row per element of the manifests, each a link to its page.
  await page.goto(`${STACK}/docs/elements`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elements for CMS authors');
  const table = page.getByRole('table', { name: 'All elements' });
  expect(TAGS.length).toBeGreaterThanOrEqual(17);
  // A header row and one row per element.
  await expect(table.getByRole('row')).toHaveCount(TAGS.length + 1);
  await expect(table.getByRole('link', { name: '<anp-footer>' })).toBeVisible();
  expect(await violations()).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);

  // An element that needs no user: the live example shows at once.
  await table.getByRole('link', { name: '<anp-footer>' }).click();
  await expect(page).toHaveURL(`${STACK}/docs/elements/anp-footer`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('<anp-footer>');
  for (const name of [
    'Use it',
    'Live example',
    'Attributes',
    'Properties',
    'Events',
    'Slots',
    'CSS parts',
    'Custom properties',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }
  const example = page.getByRole('group', { name: 'Live example' }).locator('anp-footer');
  await expect(example).toContainText('Animal Nutrition');

  // The attribute form drives the element and the snippet; Copy puts the snippet on the clipboard.
  await page.getByLabel('owner', { exact: true }).fill('Example Feeds');
  await expect(example).toContainText('Example Feeds');
  const snippet = page.locator('[data-snippet]');
  await expect(snippet).toContainText('<anp-footer api-base="https://localhost:5273/api"');
  await expect(snippet).toContainText('owner="Example Feeds"');
  await page.getByRole('button', { name: 'Copy HTML' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-copy-status]')).toHaveText('Copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await snippet.textContent(),
  );
  expect(await violations()).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);

  // An element that needs a user: the page stays, offers the sign-in and comes back to it.
  await page.goto(`${STACK}/docs/elements/anp-faq`);
  const signIn = page.getByRole('link', { name: 'Sign in to see live data' });
  await expect(signIn).toBeVisible();
  await signIn.click();
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.getByLabel('E-mail address').fill('retailer.us@demo.test');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${STACK}/docs/elements/anp-faq`);
  await expect(page.locator('[data-signin-status]')).toContainText('Signed in');
  await expect(signIn).toBeHidden();
  await expect(
    page
      .getByRole('group', { name: 'Live example' })
      .getByRole('heading', { name: 'How do I place an order?' }),
  ).toBeVisible();
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});
