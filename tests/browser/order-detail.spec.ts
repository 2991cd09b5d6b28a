import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { OrderDetail, OrderList, OrderListRow } from '@anp/contract';
import { STACK, axeViolations, collectPageErrors, signIn, ACCOUNT_CHOSEN } from './support/stack';
import { apiCall, order } from './support/ordering';

// The order detail, its documents and the modify page of issue 6 against the whole stack: the
// reference API's orders, documents (real PDFs) and modification drafts with the cut-off rule.

const US = 'retailer.us@demo.test';
const MX = 'customer.mx@demo.test';

/** Signs in and waits until the portal has stored the selected account. */
async function signInTo(page: Page, email: string, path: string): Promise<void> {
  await signIn(page, email, path);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('soldToId')), ACCOUNT_CHOSEN)
    .not.toBeNull();
}

/** Orders of the selected account with a status. */
async function ordersWith(page: Page, status: string): Promise<OrderListRow[]> {
  const { status: code, body } = await apiCall<OrderList>(
    page,
    'GET',
    `orders?status=${status}&limit=200`,
  );
  expect(code).toBe(200);
  return body.rows.filter((row) => row.kind === 'order');
}

/**
 * Errors thrown in the page, less React's notice that it recovered from a render by rendering the
 * root again: on Spanish pages the header's account selector triggers it (core's
 * useKitTranslation calls use() only while strings load) before any widget of this page runs.
 */
const ownErrors = (errors: readonly string[]) =>
  errors.filter((e) => !/React was able to recover by instead synchronously rendering/.test(e));

const documentRow = (page: Page, name: string) =>
  page.locator('li').filter({ has: page.getByText(name, { exact: true }) });

test.describe('given the US retailer', () => {
  test('opens an order and downloads each of its documents as a PDF', async ({ page }) => {
    const errors = collectPageErrors(page);
    await signInTo(page, US, '/us/en/pages/dashboard');
    const [invoiced] = await ordersWith(page, 'Invoiced');
    expect(invoiced).toBeTruthy();
    const number = invoiced!.orderNumber;

    await page.goto(`${STACK}/us/en/pages/orders/${number}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Products? ordered/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Shipping details' })).toBeVisible();

    for (const [name, type] of [
      ['Invoice', 'invoice'],
      ['Packing list', 'packlist'],
      ['Certificate of analysis', 'coa'],
    ] as const) {
      const button = page.getByRole('button', { name: `Download ${name} of order ${number}` });
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toBe(`${type}-${number}.pdf`);
      const bytes = readFileSync((await download.path()) ?? '');
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await expect(button).not.toHaveAttribute('aria-busy', 'true');
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(ownErrors(errors)).toEqual([]);
  });

  test('modifies an order before its cut-off and sees the change, and is refused after it', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await signInTo(page, US, '/us/en/pages/dashboard');
    const placed = await ordersWith(page, 'Placed');
    const now = Date.now();
    const cutoff = (row: OrderListRow) => Date.parse(row.modifiableUntil ?? '');
    const open = placed
      .filter((row) => row.modifiable && cutoff(row) > now)
      .sort((a, b) => cutoff(b) - cutoff(a))[0];
    const closed = placed.find((row) => !row.modifiable && cutoff(row) < now);
    expect(open && closed).toBeTruthy();
    // A clean start: no draft left from an earlier run.
    await apiCall(page, 'POST', 'deleteModifiedOrderDraft', { orderNumber: open!.orderNumber });
    const before = (await order(page, open!.orderNumber)).body;
    const first = before.productOrders[0]!;

    // The detail offers the change; the modify page starts a draft from the order.
    await page.goto(`${STACK}/us/en/pages/orders/${open!.orderNumber}`);
    await page.getByRole('link', { name: 'Modify order' }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${open!.orderNumber}/modify$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `Modify order ${open!.orderNumber}` }),
    ).toBeVisible();
    await expect(
      page.getByText(/^Changes are accepted until \d{2}-\d{2}-\d{4}, \d{1,2}:\d{2} (AM|PM)\.$/),
    ).toBeVisible();
    const field = page.getByRole('textbox', { name: `Quantity of ${first.title}` });
    await expect(field).toHaveValue(String(first.quantity));
    await page.getByRole('button', { name: `More of ${first.title}` }).click();
    const wanted = Number(await field.inputValue());
    expect(wanted).toBeGreaterThan(first.quantity);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Submit changes' }).click();

    // Back on the order, which shows the new quantity and says what changed.
    await expect(page).toHaveURL(new RegExp(`/orders/${open!.orderNumber}$`));
    await expect(
      page.getByText(`Your changes to order ${open!.orderNumber} were submitted.`),
    ).toBeVisible();
    await expect(page.getByText(`${first.title}: ${first.quantity} → ${wanted}`)).toBeVisible();
    const row = page.getByRole('row', {
      name: new RegExp(first.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    });
    await expect(row.getByRole('cell').first()).toHaveText(String(wanted));
    const after = (await order(page, open!.orderNumber)).body;
    expect(after.productOrders.find((l) => l.sku === first.sku)?.quantity).toBe(wanted);

    // After the cut-off: the page says so and the server refuses the change.
    await page.goto(`${STACK}/us/en/pages/orders/${closed!.orderNumber}/modify`);
    await expect(
      page.getByText(
        new RegExp(
          `^Order ${closed!.orderNumber} can no longer be changed: its cut-off was \\d{2}-\\d{2}-\\d{4}, \\d{1,2}:\\d{2} (AM|PM)\\.$`,
        ),
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit changes' })).toHaveCount(0);
    const refused = await apiCall<{ code: string }>(page, 'POST', 'updateModifiedOrder', {
      orderNumber: closed!.orderNumber,
      apply: true,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('CUTOFF_PASSED');
    expect(ownErrors(errors)).toEqual([]);
  });
});

test.describe('given the Mexican customer', () => {
  test('sees the invoice download only for invoiced orders, and the Cancelled badge', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await signInTo(page, MX, '/mx/es/pages/dashboard');
    const [notInvoiced] = await ordersWith(page, 'Placed');
    const [invoiced] = await ordersWith(page, 'Invoiced');
    const cancelledInvoice = (await ordersWith(page, 'Cancelled')).find((r) => r.cancelledInvoice);
    expect(notInvoiced && invoiced && cancelledInvoice).toBeTruthy();

    await page.goto(`${STACK}/mx/es/pages/orders/${notInvoiced!.orderNumber}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Pedido ${notInvoiced!.orderNumber}` }),
    ).toBeVisible();
    const pending = documentRow(page, 'Factura');
    await expect(pending.getByText('Disponible cuando el pedido esté facturado.')).toBeVisible();
    await expect(pending.getByRole('button')).toHaveCount(0);

    await page.goto(`${STACK}/mx/es/pages/orders/${invoiced!.orderNumber}`);
    await expect(
      page.getByRole('button', { name: `Descargar Factura del pedido ${invoiced!.orderNumber}` }),
    ).toBeVisible();
    await expect(page.getByText('Cancelada', { exact: true })).toHaveCount(0);

    const detail: OrderDetail = (await order(page, cancelledInvoice!.orderNumber)).body;
    await page.goto(`${STACK}/mx/es/pages/orders/${cancelledInvoice!.orderNumber}`);
    const invoiceFact = page
      .locator('dl > div')
      .filter({ has: page.locator('dt', { hasText: /^Factura$/ }) });
    await expect(invoiceFact).toContainText(detail.invoicedNo ?? '');
    await expect(invoiceFact.getByText('Cancelada', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('button', {
        name: `Descargar Factura (cancelada) del pedido ${cancelledInvoice!.orderNumber}`,
      }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(ownErrors(errors)).toEqual([]);
  });

  test('reads the delivery timeline of a shipped and of a cancelled order (issue 17)', async ({
    page,
  }) => {
    await signInTo(page, MX, '/mx/es/pages/dashboard');
    const [shipped] = await ordersWith(page, 'Shipped');
    const [cancelled] = await ordersWith(page, 'Cancelled');
    expect(shipped && cancelled).toBeTruthy();
    const steps = page
      .getByRole('region', { name: 'Seguimiento de la entrega' })
      .getByRole('listitem');

    const shippedDetail: OrderDetail = (await order(page, shipped!.orderNumber)).body;
    await page.goto(`${STACK}/mx/es/pages/orders/${shipped!.orderNumber}`);
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(0)).toContainText('Realizado');
    // Shipped, or Picked up for a pickup.
    await expect(steps.nth(2)).toContainText(/^(Enviado|Recolectado)/);
    await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
    await expect(steps.nth(2)).toContainText('paso actual');
    await expect(steps.nth(3)).toContainText(
      'La factura se puede descargar una vez que el pedido esté facturado.',
    );
    expect(shippedDetail.milestones.shipped).not.toBeNull();
    expect(await axeViolations(page)).toEqual([]);

    const cancelledDetail: OrderDetail = (await order(page, cancelled!.orderNumber)).body;
    await page.goto(`${STACK}/mx/es/pages/orders/${cancelled!.orderNumber}`);
    const reached = ['placed', 'scheduled', 'shipped', 'invoiced'].filter(
      (step) => cancelledDetail.milestones[step as 'placed'] !== null,
    );
    await expect(steps).toHaveCount(reached.length + 1);
    await expect(steps.last()).toContainText('Cancelado');
    await expect(steps.last()).toHaveAttribute('aria-current', 'step');
    expect(await axeViolations(page)).toEqual([]);
  });
});
