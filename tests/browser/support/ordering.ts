import type { Page } from '@playwright/test';
import type { Cart, EmailOutbox, OrderDetail, Product, ProductPage } from '@anp/contract';
import { STACK, accessToken } from './stack';

/**
 * Calls the stack's API as the signed-in user of `page` (their token, and the account the page
 * has selected), for setting up and checking what the journeys do.
 */
export async function apiCall<T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const token = await accessToken(page);
  const account = await page.evaluate(() => sessionStorage.getItem('soldToId'));
  const response = await page.request.fetch(`${STACK}/api/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token ?? ''}`,
      ...(account ? { 'x-account-id': account } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { data: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status(), body: (text ? JSON.parse(text) : undefined) as T };
}

/** Empties the signed-in user's cart of the selected account. */
export async function emptyCart(page: Page): Promise<void> {
  const { body: cart } = await apiCall<Cart>(page, 'GET', 'cart/fetch');
  if (cart.encCartid) await apiCall(page, 'POST', 'cart/delete', { encCartid: cart.encCartid });
}

/** Products the account may order, filtered by `keep`. */
export async function orderableProducts(
  page: Page,
  keep: (p: Product) => boolean,
): Promise<Product[]> {
  const found: Product[] = [];
  for (let offset = 0; offset < 1000; offset += 100) {
    const { body } = await apiCall<ProductPage>(
      page,
      'GET',
      `cart/availableProducts?limit=100&offset=${offset}`,
    );
    found.push(...body.products.filter(keep));
    if (offset + 100 >= body.totalCount) break;
  }
  return found;
}

/** A bag sold by the unit (no minimum, no step) of at least `minWeight` per bag. */
export const looseBag = (minWeight: number) => (p: Product) =>
  p.packageType === 'bag' &&
  p.isPalletAndNonPalletAllowed &&
  p.minQuantity <= 1 &&
  p.increment === 1 &&
  p.netWeightPerUnit >= minWeight;

export async function fillCart(
  page: Page,
  items: { sku: string; quantity: number }[],
): Promise<Cart> {
  await emptyCart(page);
  const { body } = await apiCall<Cart>(page, 'POST', 'cart/addItems', { items });
  return body;
}

export async function order(page: Page, orderNumber: string) {
  return apiCall<OrderDetail>(page, 'GET', `orders/orderNumber?orderNumber=${orderNumber}`);
}

export async function outbox(page: Page) {
  return (await apiCall<EmailOutbox>(page, 'GET', 'utility/emails')).body.emails;
}

/** Opens the requested-date calendar and takes the first day it offers (it opens on it). */
export async function chooseFirstDate(page: Page, label: RegExp): Promise<void> {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('dialog').waitFor();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}
