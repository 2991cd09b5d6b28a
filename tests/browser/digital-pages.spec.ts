import { expect, test } from '@playwright/test';
import type { DigitalPage } from '@anp/contract';
import { ACCOUNT_CHOSEN, axeViolations, collectPageErrors, signIn } from './support/stack';
import { apiCall } from './support/ordering';

// Issue 16's digital pages against the whole stack: the pork user opens porkdocuments (the
// market's swine documents from the document service) and research/sows (the trials' table and
// a chart each, keyboard-readable), a retailer is refused both by the page and by the API; axe
// on every state at 1366 and 390 px. About 20 s of browser time, one sign-in per user.

test.describe('the digital pages', () => {
  test('the pork user reads porkdocuments and research/sows', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, 'pork.us@demo.test', '/us/en/pages/porkdocuments');
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('soldToId')), ACCOUNT_CHOSEN)
      .not.toBeNull();
    await expect(page.getByRole('heading', { level: 1, name: 'Pork documents' })).toBeVisible();
    const documents = page.getByRole('region', { name: 'Documents' });
    const items = documents.getByRole('listitem');
    await expect(items.first()).toBeVisible();
    // Every listed document is one the page's words find: the swine price lists and guides.
    for (const title of await items.locator('span').allTextContents())
      if (title.trim()) expect(title).toMatch(/Swine/);
    expect(await axeViolations(page)).toEqual([]);

    // The area's link goes on to research, inside the portal (no reload).
    await page.getByRole('navigation', { name: 'More in this area' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/us\/en\/pages\/research$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Swine research' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'More in this area' })
      .getByRole('link', { name: 'Sow trials' })
      .click();
    await expect(page).toHaveURL(/\/research\/sows$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sow trials' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Trials at a glance' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table).toContainText('High energy: 3.04 lb');
    // A chart per trial; its points are reachable by keyboard and read their values.
    const chart = page.getByRole('group', { name: 'Birth weight' });
    await expect(chart).toBeVisible();
    const first = chart.getByRole('img').first();
    await first.focus();
    await page.keyboard.press('ArrowRight');
    await expect(chart.getByRole('img', { name: /Low energy.*2\.84 lb/ })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/digital-research-sows-1366.png', fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 1, name: 'Sow trials' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/digital-research-sows-390.png', fullPage: true });
    const analytics = await page.evaluate(() =>
      (
        (window as unknown as { anpDataLayer?: { page: { name: string } }[] }).anpDataLayer ?? []
      ).map((r) => r.page.name),
    );
    expect(analytics).toEqual(['login', 'porkdocuments', 'research', 'research/sows']);
    expect(errors).toEqual([]);
  });

  test('a retailer is refused them, by the page and by the API', async ({ page }) => {
    await signIn(page, 'retailer.us@demo.test', '/us/en/pages/research/sows');
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('soldToId')), ACCOUNT_CHOSEN)
      .not.toBeNull();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Not available for your account' }),
    ).toBeVisible();
    await expect(page.getByText(/This page is for pork business accounts/)).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/digital-refused-390.png', fullPage: true });
    for (const path of ['porkdocuments', 'research/sows']) {
      const answer = await apiCall<{ code: string }>(
        page,
        'GET',
        `entitlements/page?path=${encodeURIComponent(path)}`,
      );
      expect(answer.status, path).toBe(403);
      expect(answer.body.code).toBe('ENTITLEMENT');
    }
    const own = await apiCall<DigitalPage & { entitlements: unknown[] }>(
      page,
      'GET',
      'entitlements/customerEntitlements',
    );
    expect(own.body.entitlements).toEqual([]);
    await page.goto(page.url().replace('research/sows', 'porkdocuments'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Not available for your account' }),
    ).toBeVisible();
  });
});
