import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Cart, OrderTemplate, OrderTemplateList } from '@anp/contract';
import { ACCOUNT_CHOSEN, STACK, axeViolations, collectPageErrors, signIn } from './support/stack';
import { apiCall, emptyCart, fillCart, looseBag, orderableProducts } from './support/ordering';

// Order templates (issue 17) against the whole stack: the US retailer saves the cart as a
// template from the cart and shares it; the second buyer of the same sold-to sees it on the order
// builder page and starts a cart from it (the cart holds its lines); the Mexican customer, of
// another sold-to, is refused it by the API (404) and never sees it. One page per user.

const A = 'retailer.us@demo.test';
const B = 'buyer.us@demo.test';
const OTHER = 'customer.mx@demo.test';

async function signInTo(page: Page, email: string, path: string): Promise<void> {
  await signIn(page, email, path);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('soldToId')), ACCOUNT_CHOSEN)
    .not.toBeNull();
}

async function userPage(browser: Browser, email: string, path: string) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await signInTo(page, email, path);
  return { context, page, errors };
}

test('a template is saved, shared, used by a colleague, and refused to another sold-to (issue 17)', async ({
  browser,
}) => {
  // Runs repeat against one stack: a name of this run.
  const name = `Weekly layers ${Date.now().toString(36)}`;

  // User A fills the cart and saves it as a shared template from the cart page.
  const a = await userPage(browser, A, '/us/en/pages/dashboard');
  const bags = (await orderableProducts(a.page, looseBag(40))).slice(0, 2);
  expect(bags).toHaveLength(2);
  const lines = [
    { sku: bags[0]!.sku, quantity: 10 },
    { sku: bags[1]!.sku, quantity: 6 },
  ];
  await fillCart(a.page, lines);
  await a.page.goto(`${STACK}/us/en/pages/cart`);
  await a.page.getByRole('button', { name: 'Save as template' }).click();
  const save = a.page.getByRole('dialog', { name: 'Save the cart as a template' });
  await expect(save).toBeVisible();
  await save.getByRole('textbox', { name: /Template name/ }).fill(name);
  await save.getByRole('checkbox', { name: /Share with the other users of/ }).check();
  expect(await axeViolations(a.page)).toEqual([]);
  await save.getByRole('button', { name: 'Save template' }).click();
  await expect(a.page.getByText(`Template ${name} saved.`, { exact: false })).toBeVisible();
  const { body: own } = await apiCall<OrderTemplateList>(a.page, 'GET', 'cart/templates');
  const template = own.templates.find((t) => t.name === name) as OrderTemplate;
  expect(template).toMatchObject({ shared: true, owner: { isCaller: true } });
  expect(template.lines.map((l) => [l.sku, l.quantity])).toEqual(
    lines.map((l) => [l.sku, l.quantity]),
  );

  // User B, of the same sold-to, sees it on the order builder page and starts a cart from it.
  const b = await userPage(browser, B, '/us/en/pages/dashboard');
  await emptyCart(b.page);
  await b.page.goto(`${STACK}/us/en/pages/orderbuilder`);
  const shared = b.page.getByRole('region', { name: 'Shared with you' });
  const item = shared.getByRole('article', { name });
  await expect(item).toBeVisible({ timeout: 20_000 });
  await expect(item).toContainText('Shared by Dale Jensen');
  await expect(item.getByRole('button', { name: /^(Rename|Delete|Share)/ })).toHaveCount(0);
  await item.getByRole('button', { name: `Use template ${name}` }).click();
  const use = b.page.getByRole('dialog', { name: `Use ${name}` });
  await use.getByRole('radio', { name: /Replace the cart/ }).check();
  await use.getByRole('button', { name: 'Use template' }).click();
  const summary = b.page.getByRole('dialog', { name: `Template ${name} used` });
  await expect(summary.getByText('2 lines added to the cart')).toBeVisible();
  expect(await axeViolations(b.page)).toEqual([]);
  const { body: cart } = await apiCall<Cart>(b.page, 'GET', 'cart/fetch');
  expect(cart.cartItems.map((i) => [i.sku, i.itemCount.value])).toEqual(
    lines.map((l) => [l.sku, l.quantity]),
  );
  // B may not change A's template (the server decides, not only the buttons).
  const rename = await apiCall(b.page, 'POST', 'cart/templates/rename', {
    templateId: template.templateId,
    name: 'Mine now',
  });
  expect(rename.status).toBe(403);
  await summary.getByRole('link', { name: 'Go to the cart' }).click();
  await expect(b.page).toHaveURL(/\/us\/en\/pages\/cart$/);
  await expect(b.page.getByText(lines[0]!.sku).first()).toBeVisible();

  // A user of another sold-to: the API answers 404, and their list never shows it.
  const other = await userPage(browser, OTHER, '/mx/es/pages/dashboard');
  const refused = await apiCall(other.page, 'POST', 'cart/templates/apply', {
    templateId: template.templateId,
    mode: 'merge',
  });
  expect(refused.status).toBe(404);
  await other.page.goto(`${STACK}/mx/es/pages/orderbuilder`);
  await expect(
    other.page
      .getByRole('region', { name: 'Plantillas de pedido' })
      .getByText(/Aún no hay plantillas|Sus plantillas/),
  ).toBeVisible({ timeout: 20_000 });
  await expect(other.page.getByText(name)).toHaveCount(0);

  expect([...a.errors, ...b.errors, ...other.errors]).toEqual([]);
  await Promise.all([a.context.close(), b.context.close(), other.context.close()]);
});
