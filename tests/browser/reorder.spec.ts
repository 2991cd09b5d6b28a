import { expect, test, type Page } from '@playwright/test';
import type { Cart, OrderList } from '@anp/contract';
import { STACK, axeViolations, collectPageErrors, signIn, ACCOUNT_CHOSEN } from './support/stack';
import { apiCall, emptyCart, order } from './support/ordering';

// Order again (issue 17) against the whole stack: the US retailer orders again their order that
// holds a product discontinued since (the demo data's SKU 10099001), sees it reported as not
// added and the other lines added, and the cart holds them. One page, several checks.

const US = 'retailer.us@demo.test';
const RETIRED_SKU = '10099001';

async function signInTo(page: Page, email: string, path: string): Promise<void> {
  await signIn(page, email, path);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('soldToId')), ACCOUNT_CHOSEN)
    .not.toBeNull();
}

/** The selected account's order that holds the discontinued product. */
async function orderWithRetiredLine(page: Page) {
  const { body } = await apiCall<OrderList>(page, 'GET', 'orders?status=Scheduled&limit=200');
  for (const row of body.rows.filter((r) => r.kind === 'order')) {
    const { body: detail } = await order(page, row.orderNumber);
    if (detail.productOrders.some((p) => p.sku === RETIRED_SKU)) return detail;
  }
  throw new Error(`no Scheduled order of the US retailer holds ${RETIRED_SKU}`);
}

test('the US retailer orders again an order with a discontinued line (issue 17)', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await signInTo(page, US, '/us/en/pages/dashboard');
  const detail = await orderWithRetiredLine(page);
  const number = detail.orderNumber;
  const others = detail.productOrders.filter((p) => p.sku !== RETIRED_SKU);
  expect(others.length).toBeGreaterThan(0);
  await emptyCart(page);

  await page.goto(`${STACK}/us/en/pages/orders/${number}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await page.getByRole('button', { name: 'Order again' }).click();

  const dialog = page.getByRole('dialog', { name: `Order ${number} ordered again` });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText(
      others.length === 1 ? '1 line added to the cart' : `${others.length} lines added to the cart`,
    ),
  ).toBeVisible();
  const notAdded = dialog.getByRole('region', { name: 'Not added' });
  await expect(notAdded.getByRole('listitem')).toHaveCount(1);
  await expect(notAdded.getByRole('listitem')).toContainText(RETIRED_SKU);
  await expect(notAdded.getByRole('listitem')).toContainText(': discontinued');
  const added = dialog.getByRole('region', { name: 'Added', exact: true });
  for (const line of others) await expect(added).toContainText(line.sku);
  expect(await axeViolations(page)).toEqual([]);

  // The cart holds the other lines, not the discontinued one.
  const { body: cart } = await apiCall<Cart>(page, 'GET', 'cart/fetch');
  expect(cart.cartItems.map((i) => i.sku).sort()).toEqual(others.map((l) => l.sku).sort());

  // The link goes to the cart, which shows them.
  await dialog.getByRole('link', { name: 'Go to cart' }).click();
  await expect(page).toHaveURL(/\/us\/en\/pages\/cart$/);
  await expect(page.getByText(others[0]!.sku).first()).toBeVisible();
  expect(errors).toEqual([]);
});
