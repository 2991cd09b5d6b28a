import { expect, test } from '@playwright/test';
import { accessToken, signIn, ACCOUNT_CHOSEN } from './support/stack';
import { emptyCart, looseBag, orderableProducts } from './support/ordering';

const EMBED = 'http://127.0.0.1:4180/embed-ordering.html';

/**
 * The order builder, the cart and the header from the CDN build on a plain page of another
 * origin: they talk only through anp-* events and the shared cache, and the cart's calendar and
 * dialogs work inside its shadow root.
 */
test('on a plain market page, a product added in the order builder reaches the cart and the header, and the order is placed', async ({
  page,
}) => {
  await signIn(page, 'retailer.us@demo.test', '/us/en/pages/dashboard');
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('soldToId')), ACCOUNT_CHOSEN)
    .not.toBeNull();
  await emptyCart(page);
  const [bag] = await orderableProducts(page, looseBag(40));
  expect(bag).toBeTruthy();
  const token = await accessToken(page);
  const account = await page.evaluate(() => sessionStorage.getItem('soldToId'));
  await page.addInitScript(
    ({ t, a }) => {
      if (location.origin !== 'http://127.0.0.1:4180') return;
      sessionStorage.setItem('demo.accessToken', t);
      sessionStorage.setItem('soldToId', a);
    },
    { t: token ?? '', a: account ?? '' },
  );
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(EMBED);

  const cart = page.locator('anp-cart');
  await expect(cart.getByText('Your cart is empty')).toBeVisible();

  const builder = page.locator('anp-order-builder');
  await builder.getByRole('searchbox', { name: 'Search products' }).fill(bag!.sku);
  const row = builder
    .locator('li')
    .filter({ has: page.getByRole('heading', { level: 2, name: bag!.title }) });
  await row.getByRole('textbox', { name: /^Quantity/ }).fill('90');
  await row.getByRole('button', { name: 'Add to cart' }).click();

  // The header badge and the cart follow the order builder's anp-cart-changed.
  await expect(
    page.locator('anp-header').getByRole('link', { name: 'Cart, 1 item' }),
  ).toBeVisible();
  await expect(cart.getByRole('heading', { name: bag!.title, level: 3 })).toBeVisible();
  // The page's own styles stay out of the shadow roots.
  const border = await cart
    .getByRole('button', { name: 'Continue to review' })
    .evaluate((b) => getComputedStyle(b).borderStyle);
  expect(border).not.toBe('dotted');

  // The calendar opens and chooses inside the cart's shadow root.
  await cart.getByRole('button', { name: /Requested delivery date/ }).click();
  await expect(cart.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(cart.getByRole('dialog')).toHaveCount(0);
  await cart.getByRole('button', { name: 'Continue to review' }).click();
  await expect(cart.getByRole('heading', { name: 'Review your order', level: 1 })).toBeVisible();
  await cart.getByRole('checkbox', { name: /accept the purchase order terms/ }).check();
  await cart.getByRole('button', { name: 'Place order' }).click();
  await expect(cart.getByTestId('order-number')).toHaveText(/^\d{10}$/);
  await expect(page.locator('#placed')).toHaveText(
    (await cart.getByTestId('order-number').textContent()) ?? 'x',
  );
  await expect(page.locator('anp-header').getByRole('link', { name: /^Cart/ })).not.toContainText(
    '1',
  );

  // Links stay with the page: "View your orders" becomes an anp-navigate it handles.
  await cart.getByRole('link', { name: 'View your orders' }).click();
  await expect(page.locator('#last-link')).toHaveText('/us/en/pages/orders');
  expect(errors).toEqual([]);
});
