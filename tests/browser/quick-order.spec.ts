import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { Cart, Product, QuickOrderCheckResult } from '@anp/contract';
import {
  STACK,
  ACCOUNT_CHOSEN,
  accessToken,
  addElementToPlainPage,
  axeViolations,
  collectPageErrors,
  signIn,
} from './support/stack';
import { apiCall, emptyCart, looseBag, orderableProducts } from './support/ordering';

// Quick order (issue 17) against the whole stack, the two journeys of the issue:
// - the US retailer pastes ten lines with two errors on the order builder page, fixes one in
//   place ("Use N"), adds nine in one request, and the cart holds them;
// - the Guatemalan customer uploads an XLSX written in Spanish (built here with exceljs) to
//   <anp-quick-order> alone on a plain CMS page, sees the weights in quintals and adds the lines.
// Both change their user's cart: the spec runs in the carts' chain (playwright.config.ts).

const US = 'retailer.us@demo.test';
const GT = 'customer.gt@demo.test';
const EMBED = 'http://127.0.0.1:4180/embed.html';

async function signInTo(page: Page, email: string, path: string): Promise<void> {
  await signIn(page, email, path);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('soldToId')), ACCOUNT_CHOSEN)
    .not.toBeNull();
}

/** What the server says of one line (to learn a customer material number's product). */
async function judge(page: Page, reference: string, quantity: number) {
  const { status, body } = await apiCall<QuickOrderCheckResult>(
    page,
    'POST',
    'cart/quickorder/check',
    { lines: [{ reference, quantity }] },
  );
  expect(status).toBe(200);
  return body.lines[0]!;
}

/** A quantity the product's rules refuse, with a valid one suggested. */
function invalidQuantity(p: Product): number {
  if (p.minQuantity > 1) return 1;
  return p.increment + 1;
}

test('the US retailer pastes ten lines with two errors, fixes one, adds nine (issue 17)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await signInTo(page, US, '/us/en/pages/dashboard');
  await emptyCart(page);

  // The account's customer material number RT-1001 (demo data), a valid quantity for it.
  const material = await judge(page, 'RT-1001', 1);
  expect(material).toMatchObject({ matchedBy: 'customerMaterial' });
  const materialQuantity = material.status === 'ok' ? 1 : material.suggestion!;
  const bags = (await orderableProducts(page, looseBag(1)))
    .filter((p) => p.sku !== material.sku)
    .slice(0, 7);
  expect(bags).toHaveLength(7);
  const stepped = (await orderableProducts(page, (p) => p.minQuantity > 1 || p.increment > 1)).find(
    (p) => p.sku !== material.sku && !bags.some((b) => b.sku === p.sku),
  );
  expect(stepped).toBeDefined();
  const lines = [
    ...bags.slice(0, 4).map((p, i) => `${p.sku}\t${i + 2}`),
    `${stepped!.sku}, ${invalidQuantity(stepped!)}`,
    `RT-1001; ${materialQuantity}`,
    'NOPE-404 3',
    ...bags.slice(4).map((p, i) => `${p.sku} ${i + 1}`),
  ];
  expect(lines).toHaveLength(10);

  await page.goto(`${STACK}/us/en/pages/orderbuilder`);
  const card = page.getByRole('region', { name: 'Quick order' });
  await card.getByRole('textbox', { name: 'Lines to order' }).fill(lines.join('\n'));
  await card.getByRole('button', { name: 'Check lines' }).click();
  const table = card.getByRole('table');
  await expect(table.getByText('8 ready, 2 need attention')).toBeVisible({ timeout: 20_000 });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(11);
  await expect(rows.nth(7)).toContainText('Unknown SKU or material number');
  await expect(rows.nth(6)).toContainText(material.title!);
  await expect(rows.nth(1)).toContainText(' lb');
  expect(await axeViolations(page)).toEqual([]);

  // Fix in place: the suggested quantity, checked again on the server for that line alone.
  const fix = rows.nth(5).getByRole('button', { name: /^Use \d+ .* on line 5$/ });
  await fix.click();
  await expect(table.getByText('9 ready, 1 need attention')).toBeVisible();
  await expect(rows.nth(5)).toContainText('Ready');
  const fixedQuantity = Number(
    await rows.nth(5).getByRole('textbox', { name: 'Quantity, line 5' }).inputValue(),
  );
  expect(fixedQuantity).toBeGreaterThan(invalidQuantity(stepped!));

  await card.getByRole('button', { name: 'Add 9 lines to the cart' }).click();
  await expect(
    card.getByText('9 lines added to the cart. The lines that need attention stay here.'),
  ).toBeVisible();
  // The unknown line stays on screen.
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).getByRole('textbox', { name: /^SKU or material number/ })).toHaveValue(
    'NOPE-404',
  );

  const { body: cart } = await apiCall<Cart>(page, 'GET', 'cart/fetch');
  const held = new Map(cart.cartItems.map((i) => [i.sku, i.itemCount.value]));
  expect([...held.keys()].sort()).toEqual(
    [...bags.map((b) => b.sku), stepped!.sku, material.sku!].sort(),
  );
  expect(held.get(stepped!.sku)).toBe(fixedQuantity);
  expect(held.get(material.sku!)).toBe(materialQuantity);
  expect(errors).toEqual([]);
});

test('the Guatemalan customer uploads an XLSX in Spanish, weighed in quintals (issue 17)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await signInTo(page, GT, '/gt/es/pages/dashboard');
  await emptyCart(page);
  const material = await judge(page, 'GT-MAT-501', 1);
  expect(material).toMatchObject({ matchedBy: 'customerMaterial' });
  const materialQuantity = material.status === 'ok' ? 10 : material.suggestion!;
  const bag = (await orderableProducts(page, looseBag(1))).find((p) => p.sku !== material.sku);
  expect(bag).toBeDefined();

  // The customer's own sheet: Spanish headings, a material number, a SKU, an unknown line.
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Pedido');
  sheet.addRow(['Código o material', 'Cantidad', 'Nota']);
  sheet.addRow(['GT-MAT-501', materialQuantity, 'quintales']);
  // A SKU typed as a number, as a spreadsheet keeps it.
  sheet.addRow([/^0/.test(bag!.sku) ? bag!.sku : Number(bag!.sku), 20, 'bodega 2']);
  sheet.addRow(['NO-EXISTE', 5, '']);
  const xlsx = Buffer.from(await book.xlsx.writeBuffer());

  // <anp-quick-order> alone on a plain page of another origin, with the site's token.
  const token = (await accessToken(page)) ?? '';
  const account = (await page.evaluate(() => sessionStorage.getItem('soldToId'))) ?? '';
  await page.addInitScript(
    ({ t, a }) => {
      if (location.origin !== 'http://127.0.0.1:4180') return;
      sessionStorage.setItem('demo.accessToken', t);
      sessionStorage.setItem('soldToId', a);
    },
    { t: token, a: account },
  );
  await page.goto(EMBED);
  await addElementToPlainPage(page, 'anp-quick-order', { country: 'gt', lang: 'es' });
  const element = page.locator('anp-quick-order');
  await element.getByLabel('Subir un archivo CSV o XLSX').setInputFiles({
    name: 'pedido.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: xlsx,
  });
  const table = element.getByRole('table');
  await expect(table.getByText('2 listas, 1 requieren atención')).toBeVisible({
    timeout: 20_000,
  });
  const rows = table.getByRole('row');
  await expect(rows.nth(3)).toContainText('SKU o número de material desconocido');
  // Weights in quintals (qq), the Guatemalan cart's unit.
  await expect(rows.nth(1)).toContainText(' qq');
  await expect(element.getByText(/^Peso de las líneas listas: [\d.,]+ qq$/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await element.getByRole('button', { name: 'Agregar 2 líneas al carrito' }).click();
  await expect(element.getByText(/2 líneas agregadas al carrito/)).toBeVisible();
  await page.goto(`${STACK}/gt/es/pages/dashboard`);
  const { body: cart } = await apiCall<Cart>(page, 'GET', 'cart/fetch');
  expect(cart.cartItems.map((i) => i.sku).sort()).toEqual([material.sku!, bag!.sku].sort());
  expect(errors).toEqual([]);
});
