import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, collectPageErrors, signIn } from './support/stack';

// The order builder against the real stack (ordering.md §2 screen 1, §5 quantity rules): the
// reference API's catalogue, the account's cart and the header's cart badge.

const US = 'retailer.us@demo.test';
const GT = 'customer.gt@demo.test';

/** The product rows: list items holding a product title (the facts inside are list items too). */
const rows = (page: Page) =>
  page.locator('li').filter({ has: page.getByRole('heading', { level: 2 }) });

/** The header's cart count, from its accessible name ("Cart, 3 items"); 0 without a badge. */
async function headerCartCount(page: Page): Promise<number> {
  const name =
    (await page
      .getByRole('banner')
      .getByRole('link', { name: /^Cart/ })
      .getAttribute('aria-label')) ?? '';
  const match = /(\d+)/.exec(name);
  return match ? Number(match[1]) : 0;
}

/** The first row on the list (loading more pages while needed) that `matches`. */
async function findRow(page: Page, matches: RegExp): Promise<Locator> {
  // The rows arrive with their own chunk, just after the count.
  await expect(rows(page).first()).toBeVisible();
  for (let page_ = 0; page_ < 12; page_ += 1) {
    const found = rows(page).filter({ hasText: matches });
    if ((await found.count()) > 0) return found.first();
    const more = page.getByRole('button', { name: 'Load more products' });
    if (!(await more.isVisible())) break;
    const before = await rows(page).count();
    await more.click();
    await expect.poll(() => rows(page).count()).toBeGreaterThan(before);
  }
  throw new Error(`no product row matches ${matches}`);
}

test('the US retailer searches, filters a category and adds two products; the cart badge follows', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await signIn(page, US, '/us/en/pages/orderbuilder');
  await expect(page.getByRole('heading', { level: 1, name: 'Place order' })).toBeVisible();
  await expect(page.getByText(/^Showing 24 of \d+ products$/)).toBeVisible();
  const before = await headerCartCount(page);

  // Search: the list answers the term after the pause.
  await page.getByRole('searchbox', { name: 'Search products' }).fill('feed');
  await expect(page.getByText(/^Showing \d+ of \d+ products$/)).toBeVisible();
  await expect(rows(page).first()).toContainText(/feed/i);

  // Category: the options carry their counts; the list follows the choice.
  const category = page.getByRole('combobox', { name: 'Category' });
  const option = category.getByRole('option', { name: /^Complete feed \(\d+\)$/ });
  await category.selectOption({ label: (await option.textContent()) ?? '' });
  await expect(page.getByText(/^Showing \d+ of \d+ products$/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search products' }).fill('');
  await expect(page.getByText(/^Showing \d+ of \d+ products$/)).toBeVisible();

  // Two products that are not in the cart yet, each with its first valid quantity (the + step).
  const fresh = rows(page).filter({ hasNotText: /In your cart/ });
  for (let n = 0; n < 2; n += 1) {
    const row = fresh.nth(n);
    const title = (await row.getByRole('heading', { level: 2 }).textContent()) ?? '';
    await row.getByRole('button', { name: /^More / }).click();
    await row.getByRole('button', { name: 'Add to cart' }).click();
    // The polite announcement names what was added.
    await expect(page.getByRole('status').filter({ hasText: /^Added / })).toContainText(
      `of ${title} to your cart.`,
    );
  }
  await expect.poll(() => headerCartCount(page)).toBe(before + 2);
  await expect(page.getByRole('link', { name: `View cart (${before + 2})` })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a pallet-only product refuses a quantity that is not whole pallets', async ({ page }) => {
  await signIn(page, US, '/us/en/pages/orderbuilder');
  await expect(page.getByText(/^Showing 24 of \d+ products$/)).toBeVisible();
  const before = await headerCartCount(page);
  const row = await findRow(page, /Full pallets only: \d+/);
  await expect(row.getByRole('checkbox', { name: 'Full pallets' })).toBeChecked();
  const pallets = row.getByRole('textbox', { name: 'Pallets' });
  await pallets.fill('1.5');
  await row.getByRole('button', { name: 'Add to cart' }).click();
  await expect(row.getByText(/^Please order whole pallets of \d+\.$/)).toBeVisible();
  await expect(pallets).toBeFocused();
  await expect(pallets).toHaveAttribute('aria-invalid', 'true');
  // Nothing went to the cart.
  expect(await headerCartCount(page)).toBe(before);
  await pallets.fill('2');
  await expect(row.getByText(/^Please order whole pallets/)).toHaveCount(0);
});

test('the Guatemalan customer orders in Spanish, with quintals beside the kilograms', async ({
  page,
}) => {
  await signIn(page, GT, '/gt/es/pages/orderbuilder');
  await expect(page.getByRole('heading', { level: 1, name: 'Hacer un pedido' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Todos los productos' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText(/^Mostrando \d+ de \d+ productos$/)).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Buscar productos' })).toBeVisible();
  await expect(
    rows(page).first().getByRole('button', { name: 'Agregar al carrito' }),
  ).toBeVisible();
  await expect(
    rows(page)
      .filter({ hasText: /≈ [\d.]+ qq/ })
      .first(),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Pedidos recientes' }).click();
  await expect(rows(page).first()).toContainText(/Último pedido \d{2}-[A-Z][a-z]{2}-\d{4}/);
});

test('the order builder page has no axe violations', async ({ page }) => {
  await signIn(page, US, '/us/en/pages/orderbuilder');
  await expect(page.getByText(/^Showing 24 of \d+ products$/)).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Recently ordered' }).click();
  await expect(rows(page).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
