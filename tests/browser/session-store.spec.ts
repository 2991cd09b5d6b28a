import type { Page, Request } from '@playwright/test';
import type { Cart, OrderList, PagedAccounts } from '@anp/contract';
import {
  STACK,
  accessToken,
  collectPageErrors,
  expect,
  signIn,
  ACCOUNT_CHOSEN,
} from './support/stack';
import { looseBag, orderableProducts } from './support/ordering';
import { test } from '@playwright/test';

/**
 * One session store per page (shell-and-admin.md §3, §4): every element reads the selected
 * account from it, the cache key and the X-Account-Id of each call come from the same value,
 * a switch reaches every element of the page at once and the user's other tabs follow it.
 */

const EMBED = 'http://127.0.0.1:4180/embed-session.html';

/** Calls the stack's API as the user of `page`, for the account given. */
async function callFor<T>(
  page: Page,
  accountId: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const token = await accessToken(page);
  const response = await page.request.fetch(`${STACK}/api/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token ?? ''}`,
      'x-account-id': accountId,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { data: JSON.stringify(body) } : {}),
  });
  expect(response.ok(), `${method} ${path} for ${accountId}`).toBe(true);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function emptyCartOf(page: Page, accountId: string): Promise<void> {
  const cart = await callFor<Cart>(page, accountId, 'GET', 'cart/fetch');
  if (cart.encCartid) {
    await callFor(page, accountId, 'POST', 'cart/delete', { encCartid: cart.encCartid });
  }
}

/** The account each request was made for, by the path it went to. */
function accountsAsked(page: Page, pathPart: string): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().includes(pathPart)) seen.push(request.headers()['x-account-id'] ?? '');
  });
  return seen;
}

test('on a plain page, a switch in <anp-account-selector> reaches the header, the order builder and the cart without a reload, and a second tab follows', async ({
  page,
  context,
}) => {
  await signIn(page, 'retailer.us@demo.test', '/us/en/pages/dashboard');
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('soldToId')), ACCOUNT_CHOSEN)
    .not.toBeNull();
  const first = (await page.evaluate(() => sessionStorage.getItem('soldToId'))) ?? '';
  const { accounts } = await callFor<PagedAccounts>(
    page,
    first,
    'GET',
    'users/accounts/paged?limit=20&offset=0',
  );
  const second = accounts.find((a) => a.id !== first);
  expect(second).toBeTruthy();
  // The first account's cart holds one bag; the second account's cart is empty.
  const [bag] = await orderableProducts(page, looseBag(40));
  await emptyCartOf(page, first);
  await callFor(page, first, 'POST', 'cart/addItems', { items: [{ sku: bag!.sku, quantity: 3 }] });
  await emptyCartOf(page, second!.id);

  const token = (await accessToken(page)) ?? '';
  await context.addInitScript(
    ({ t, a }) => {
      if (location.origin !== 'http://127.0.0.1:4180') return;
      if (sessionStorage.getItem('demo.accessToken')) return;
      sessionStorage.setItem('demo.accessToken', t);
      sessionStorage.setItem('soldToId', a);
    },
    { t: token, a: first },
  );
  const errors = collectPageErrors(page);
  await page.goto(EMBED);
  const other = await context.newPage();
  const otherErrors = collectPageErrors(other);
  await other.goto(EMBED);

  for (const tab of [page, other]) {
    await expect(
      tab.locator('anp-cart').getByRole('heading', { name: bag!.title, level: 3 }),
    ).toBeVisible();
    await expect(
      tab.locator('anp-header').getByRole('link', { name: 'Cart, 1 item' }),
    ).toBeVisible();
  }
  const builderCalls = accountsAsked(page, '/api/cart/availableProducts');
  const cartCalls = accountsAsked(page, '/api/cart/fetch');
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });

  // The server is told of the switch (the retailer may purchase) and answers as it would, but
  // keeps its selection: the retailer's other specs, running at the same time in the other
  // worker, read the account the server has selected.
  const told: string[] = [];
  await page.route('**/api/users/account/selected', async (route) => {
    told.push(route.request().headers()['x-account-id'] ?? '');
    await route.fulfill({ json: { selectedAccount: { ...second!, selected: true } } });
  });
  const picker = page.locator('anp-account-selector');
  await picker.getByRole('button', { name: /^Account/ }).click();
  await picker
    .getByRole('button', {
      name: new RegExp(second!.fullname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    })
    .click();

  // This page: no reload, and every element works on the second account.
  await expect(page.locator('#last-link')).toHaveText('/us/en/pages/dashboard');
  await expect(page.locator('anp-cart').getByText('Your cart is empty')).toBeVisible();
  await expect(page.locator('anp-header').getByRole('link', { name: 'Cart, 1 item' })).toHaveCount(
    0,
  );
  await expect(page.locator('anp-header').getByRole('button', { name: /^Account/ })).toContainText(
    second!.fullname,
  );
  expect(told).toEqual([second!.id]);
  await expect.poll(() => builderCalls.at(-1)).toBe(second!.id);
  expect(cartCalls.at(-1)).toBe(second!.id);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(
    true,
  );

  // The other tab follows, without being touched.
  await expect(other.locator('anp-cart').getByText('Your cart is empty')).toBeVisible();
  await expect(other.locator('anp-header').getByRole('button', { name: /^Account/ })).toContainText(
    second!.fullname,
  );
  expect(await other.evaluate(() => sessionStorage.getItem('soldToId'))).toBe(second!.id);
  expect(errors).toEqual([]);
  expect(otherErrors).toEqual([]);
});

test('a switch the server is not told of (no purchase group) survives a reload of the orders page', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await signIn(page, 'customer.kr@demo.test', '/kr/en/pages/orders');
  const trigger = page.getByRole('banner').getByRole('button', { name: /^Account/ });
  await expect(trigger).toBeVisible();
  const before = (await trigger.textContent()) ?? '';
  await trigger.click();
  // 45 accounts: the searchable flyout; Korea stays on the orders page after a switch.
  const code = /\d{10}/.exec(before)?.[0] ?? 'none';
  const option = page.getByRole('option').filter({ hasNotText: code }).first();
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(`${STACK}/kr/en/pages/orders`);
  await expect(trigger).not.toHaveText(before);
  const chosenId = (await page.evaluate(() => sessionStorage.getItem('soldToId'))) ?? '';
  const { accounts } = await callFor<PagedAccounts>(
    page,
    chosenId,
    'GET',
    'users/accounts/paged?limit=50&offset=0',
  );
  const chosen = accounts.find((a) => a.id === chosenId);
  expect(chosen).toBeTruthy();
  const { rows } = await callFor<OrderList>(
    page,
    chosenId,
    'GET',
    'orders/ordersandmemos?limit=5&offset=0',
  );

  await page.reload();
  const title = page.getByRole('main').getByText(/sold-to/);
  await expect(title).toContainText(chosen!.soldToCode);
  await expect(trigger).not.toHaveText(before);
  if (rows[0])
    await expect(page.getByRole('main').getByText(rows[0].orderNumber).first()).toBeVisible();
  expect(errors).toEqual([]);
});
