import { expect, test, type Locator, type Page } from '@playwright/test';
import type { OrderInsights } from '@anp/contract';
import {
  ACCOUNT_CHOSEN,
  STACK,
  accessToken,
  addElementToPlainPage,
  axeViolations,
  collectPageErrors,
  signIn,
} from './support/stack';

// The dashboard's order insights of issue 17 against the whole stack, in one test: the US
// retailer's three tiles show the API's own figures, each link opens the orders list filtered
// (the list asks the API for those filters), axe at 1366 and 390 px, and <anp-insights> alone on
// a plain CMS page of another origin.

const US = 'retailer.us@demo.test';
const EMBED = 'http://127.0.0.1:4180/embed.html';
const tons = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const openOrders = (count: number) => `${count} open order${count === 1 ? '' : 's'}`;

async function insightsOf(page: Page, accountId: string): Promise<OrderInsights> {
  const token = await accessToken(page);
  const response = await page.request.get(`${STACK}/api/orders/insights`, {
    headers: { authorization: `Bearer ${token ?? ''}`, 'x-account-id': accountId },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as OrderInsights;
}

/** Follows a tile's link and checks the orders list asks the API for its filters. */
async function followsTo(page: Page, link: Locator, query: Record<string, string>) {
  const asked = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return (
      url.pathname.endsWith('/orders/ordersandmemos') &&
      Object.entries(query).every(([name, value]) => url.searchParams.get(name) === value)
    );
  });
  await link.click();
  await asked;
  const url = new URL(page.url());
  expect(url.pathname).toBe('/us/en/pages/orders');
  for (const [name, value] of Object.entries(query))
    expect(url.searchParams.get(name), name).toBe(value);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
}

test('the US retailer’s dashboard shows the order insights, each linking to the orders list', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, US, '/us/en/pages/dashboard');
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('soldToId')), ACCOUNT_CHOSEN)
    .not.toBeNull();
  const accountId = (await page.evaluate(() => sessionStorage.getItem('soldToId'))) ?? '';
  const api = await insightsOf(page, accountId);
  expect(api.weightUnit).toBe('shortTon');

  const main = page.getByRole('main');
  const section = main.getByRole('region', { name: 'Your orders at a glance' });
  const tonsTile = section.getByRole('region', { name: 'Tons this month' });
  const openTile = section.getByRole('region', { name: 'Open orders' });
  const nextTile = section.getByRole('region', { name: 'Next deliveries' });

  // The API's figures, in the market's format and unit.
  await expect(tonsTile.getByText(`${tons(api.tons.tons)} tons`, { exact: true })).toBeVisible();
  await expect(openTile.getByText(openOrders(api.openOrders.total), { exact: true })).toBeVisible();
  expect(api.openOrders.total).toBeGreaterThan(0);
  expect(api.nextDeliveries.length).toBeGreaterThan(0);
  const deliveries = nextTile.getByRole('listitem');
  await expect(deliveries).toHaveCount(api.nextDeliveries.length);
  for (const [i, d] of api.nextDeliveries.entries())
    await expect(deliveries.nth(i)).toContainText(`Order ${d.orderNumber}`);
  // The charts (lazy) have drawn their bars, named with their values.
  await expect(openTile.getByRole('group', { name: 'Open orders by status' })).toBeVisible();
  await expect(tonsTile.getByRole('group', { name: /^Tons ordered/ })).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/insights-1366.png', fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  // Each link opens the orders list filtered alike.
  await followsTo(page, tonsTile.getByRole('link', { name: "See this month's orders" }), {
    status: 'Placed,Scheduled,Shipped,Invoiced',
    from: api.tons.thisMonth.from,
    to: api.tons.thisMonth.to,
  });
  await followsTo(page, openTile.getByRole('link', { name: 'See open orders' }), {
    status: 'Placed,Scheduled,Shipped',
  });
  await followsTo(page, nextTile.getByRole('link', { name: 'See open orders by delivery date' }), {
    status: 'Placed,Scheduled,Shipped',
    sort: 'requestedDate',
    direction: 'asc',
  });

  // A phone: the tiles stack, nothing overflows, axe still finds nothing.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(openTile.getByRole('group', { name: 'Open orders by status' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/insights-390.png', fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  // <anp-insights> alone on a plain CMS page of another origin, with the site's token.
  const token = await accessToken(page);
  await page.addInitScript(
    ({ t, a }) => {
      if (location.origin !== 'http://127.0.0.1:4180') return;
      sessionStorage.setItem('demo.accessToken', t);
      sessionStorage.setItem('soldToId', a);
    },
    { t: token ?? '', a: accountId },
  );
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(EMBED);
  await addElementToPlainPage(page, 'anp-insights', { tile: 'open-orders' });
  const element = page.locator('anp-insights');
  await expect(element.getByText(openOrders(api.openOrders.total), { exact: true })).toBeVisible();
  await expect(element.getByRole('group', { name: 'Open orders by status' })).toBeVisible();
  await expect(element.getByRole('region')).toHaveCount(1);
  expect(await element.getByRole('link', { name: 'See open orders' }).getAttribute('href')).toBe(
    '/us/en/pages/orders?status=Placed%2CScheduled%2CShipped',
  );
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});
