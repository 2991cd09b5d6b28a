import { expect, test, type Locator, type Page } from '@playwright/test';
import { STACK, accessToken, axeViolations, signIn } from './support/stack';

/**
 * Issue 16, the maintenance-window banner, against the whole stack and its demo windows (dated
 * from the seed day: a US overnight window for every business unit, one for Brazil only, one for
 * the US pork unit, and one beyond the 48-hour lead time). The browser is in Tokyo: the banner
 * must show the profile's zone (Chicago, São Paulo), not the browser's.
 */
test.use({ timezoneId: 'Asia/Tokyo', viewport: { width: 1366, height: 900 } });

interface Window {
  id: string;
  message: string;
  messages: Record<string, string>;
  startTime: string;
  endTime: string;
  countries: string[];
  businessUnits: string[];
}

async function windows(page: Page): Promise<Window[]> {
  const token = await accessToken(page);
  const res = await page.request.get(`${STACK}/api/utility/banner/notification`, {
    headers: { authorization: `Bearer ${token ?? ''}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { banners: Window[] }).banners;
}

/** The host renders the header itself (not as <anp-header>): its notices by their part name. */
const notices = (page: Page): Locator =>
  page.getByRole('banner').locator('[part~="maintenance-notice"]');

/** 23:00 -> 11:00 PM, as an en-US clock shows a wall time. */
const twelveHour = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

test('a maintenance window shows for its country and unit only, in the user’s zone; dismiss is remembered', async ({
  page,
  browser,
}) => {
  // The US retailer (feed): the US window only, in Central Time although the browser is in Tokyo.
  await signIn(page, 'retailer.us@demo.test', '/us/en/pages/dashboard');
  const us = (await windows(page)).find((w) => w.id === 'banner-us-maintenance');
  expect(us).toBeDefined();
  await expect(notices(page)).toHaveCount(1, { timeout: 15_000 });
  const notice = notices(page).first();
  const text = (await notice.textContent())?.replace(/[\u202f\u00a0]/g, ' ') ?? '';
  expect(text).toMatch(/^Scheduled maintenance:/);
  expect(text).toContain(us?.message ?? '?');
  // The window is written in Chicago wall time; the profile's zone is Chicago too.
  expect(text).toContain(twelveHour(us?.startTime ?? ''));
  expect(text).toContain(twelveHour(us?.endTime ?? ''));
  expect(text).toMatch(/ C[SD]T\./);
  expect(text).not.toContain('GMT+9');
  // Neither Brazil's window nor the pork unit's.
  await expect(page.getByText('Boletos', { exact: false })).toHaveCount(0);
  await expect(page.getByText(/Pork documents and research/)).toHaveCount(0);
  // Above the bar, inside the header: it covers nothing.
  const banner = await page.getByRole('banner').boundingBox();
  const box = await notice.boundingBox();
  expect(box && banner && box.y >= banner.y && box.y + box.height <= banner.y + banner.height).toBe(
    true,
  );
  // The header can show before the page's own content (its heading) on a busy machine.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/maintenance-banner-1366.png' });

  // On a phone: the notice wraps within the width; axe still clean.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(notice).toBeVisible();
  const phone = await notice.boundingBox();
  expect(phone && phone.x >= 0 && phone.x + phone.width <= 390).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/maintenance-banner-390.png' });
  await page.setViewportSize({ width: 1366, height: 900 });

  // On a CMS page, <anp-header> (CDN build, in its shadow root) shows the same notice.
  const token = await accessToken(page);
  await page.addInitScript((t) => {
    if (location.origin === 'http://127.0.0.1:4180') sessionStorage.setItem('demo.accessToken', t);
  }, token ?? '');
  await page.goto('http://127.0.0.1:4180/embed-shell.html');
  const cms = page.locator('anp-header [part~="maintenance-notice"]');
  await expect(cms).toHaveCount(1, { timeout: 15_000 });
  await expect(cms).toContainText(us?.message ?? '?');
  await page.goto(`${STACK}/us/en/pages/dashboard`);
  await expect(notices(page)).toHaveCount(1, { timeout: 15_000 });

  // Dismiss: gone, and still gone on the next page load.
  await page.getByRole('button', { name: /^Dismiss the maintenance notice for / }).click();
  await expect(notices(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(notices(page)).toHaveCount(0);

  // The Brazilian customer, in a browser of their own: Brazil's window only, in Portuguese, in
  // São Paulo time (24-hour clock).
  const context = await browser.newContext({
    timezoneId: 'Asia/Tokyo',
    ignoreHTTPSErrors: true,
    viewport: { width: 1366, height: 900 },
  });
  const br = await context.newPage();
  await signIn(br, 'customer.br@demo.test', '/br/pt/pages/dashboard');
  const brazil = (await windows(br)).find((w) => w.id === 'banner-br-maintenance');
  await expect(notices(br)).toHaveCount(1, { timeout: 15_000 });
  const brText = (await notices(br).first().textContent()) ?? '';
  expect(brText).toMatch(/^Manutenção programada:/);
  expect(brText).toContain(brazil?.messages.pt ?? '?');
  expect(brText).toContain(`${brazil?.startTime ?? '?'} – ${brazil?.endTime ?? '?'}`);
  expect(brText).not.toContain(us?.messages.pt ?? '?');
  await expect(br.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await axeViolations(br)).toEqual([]);
  await context.close();
});
