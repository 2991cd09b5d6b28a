import { readFile } from 'node:fs/promises';
import { pdfLines } from './support/pdf-text';
import { expect, test, type Download, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import type { OrderList } from '@anp/contract';
import { axeViolations, collectPageErrors, signIn, ACCOUNT_CHOSEN } from './support/stack';
import { apiCall } from './support/ordering';

// The orders list of issue 6 against the whole stack: the reference API's orders and memos,
// its documents, and the files the list builds in the browser, read back here.

const US = 'retailer.us@demo.test';

async function signInTo(page: Page, email: string, path: string): Promise<void> {
  await signIn(page, email, path);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('soldToId')), ACCOUNT_CHOSEN)
    .not.toBeNull();
}

async function bytesOf(download: Download): Promise<Uint8Array> {
  return new Uint8Array(await readFile(await download.path()));
}

/** The order numbers of column A of the first sheet, below its header. */
function sheetOrderNumbers(bytes: Uint8Array): string[] {
  const sheet = strFromU8(unzipSync(bytes)['xl/worksheets/sheet1.xml']!);
  return [...sheet.matchAll(/<c r="A(\d+)" t="inlineStr"><is><t>([^<]*)<\/t><\/is><\/c>/g)]
    .filter((m) => m[1] !== '1')
    .map((m) => m[2] ?? '');
}

/** Every row of the list's filters through the API, in the list's order. */
async function listed(page: Page, query: string): Promise<OrderList['rows']> {
  const rows: OrderList['rows'] = [];
  for (let offset = 0; offset < 5995; offset += 500) {
    const { body } = await apiCall<OrderList>(
      page,
      'GET',
      `orders/ordersandmemos?${query}&offset=${offset}&limit=500`,
    );
    rows.push(...body.rows);
    if (offset + 500 >= body.totalCount) break;
  }
  return rows;
}

test.describe('given the US retailer on the orders page', () => {
  test('filter and sort the orders, export both formats and read them back, download documents.zip', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await signInTo(page, US, '/us/en/pages/orders');
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    await expect(page.getByText(/^Showing 100 of [\d,]+$/)).toBeVisible({ timeout: 20_000 });
    expect(await axeViolations(page)).toEqual([]);

    // Invoiced orders, largest amount first.
    const status = page
      .getByRole('button', { name: /^Status/ })
      .and(page.locator('[aria-expanded]'));
    await status.click();
    await page.getByRole('checkbox', { name: 'Invoiced' }).check();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/status=Invoiced/);
    await page
      .getByRole('columnheader', { name: /^Amount/ })
      .getByRole('button')
      .click();
    await expect(page).toHaveURL(/sort=amount/);
    const direction = new URL(page.url()).searchParams.get('direction') ?? 'desc';
    const query = `status=Invoiced&sort=amount&direction=${direction}`;
    const expected = await listed(page, query);
    expect(expected.length).toBeGreaterThan(20);
    await expect(
      page.getByText(new RegExp(`^Showing \\d+ of ${expected.length.toLocaleString('en-US')}$`)),
    ).toBeVisible();

    // A reload keeps the filters and the sort.
    await page.reload();
    await expect(status).toContainText('Invoiced');
    await expect(page.getByRole('columnheader', { name: /^Amount/ })).toHaveAttribute(
      'aria-sort',
      direction === 'asc' ? 'ascending' : 'descending',
    );

    // XLSX: the sheet's rows are the filtered list, in its order.
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export XLSX' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(sheetOrderNumbers(await bytesOf(xlsx))).toEqual(expected.map((r) => r.orderNumber));
    await expect(page.getByText(/\.xlsx saved: [\d,]+ orders\./)).toBeVisible();

    // PDF: its text holds every row's number and the filter applied.
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.pdf$/);
    // As pdf.js reads it: the page's lines, one string.
    const text = (await pdfLines(await bytesOf(pdf))).join('\n');
    expect(text).toContain('Status: Invoiced');
    // Row by row in the list's order (a PO may be ten digits too, so the order numbers are
    // looked for in sequence among the texts).
    let at = 0;
    const found = expected.filter((row) => {
      const index = text.indexOf(row.orderNumber, at);
      if (index < 0) return false;
      at = index + 1;
      return true;
    });
    expect(found.map((r) => r.orderNumber)).toEqual(expected.map((r) => r.orderNumber));

    // documents.zip of the first three rows: a folder per order with its documents.
    const chosen = expected.slice(0, 3);
    for (const row of chosen) {
      await page.getByRole('checkbox', { name: `Select ${row.orderNumber}`, exact: true }).check();
    }
    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download documents (3)' }).click(),
    ]);
    expect(zip.suggestedFilename()).toBe('documents.zip');
    const entries = Object.keys(unzipSync(await bytesOf(zip))).sort();
    // An order's documents as it offers them; a memo its memo PDF.
    const wanted = chosen.flatMap((r) =>
      r.kind === 'memo'
        ? ['memo']
        : (['invoice', 'packlist', 'coa'] as const).filter((d) => r.documents[d]),
    );
    expect(entries.filter((e) => e.endsWith('.pdf'))).toHaveLength(wanted.length);
    for (const entry of entries.filter((e) => e !== 'errors.txt'))
      expect(chosen.map((r) => r.orderNumber)).toContain(entry.split('/')[0]);
    await expect(page.getByText(/documents\.zip saved/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('open an order’s product lines in the list; the date filter loads on first use', async ({
    page,
  }) => {
    const pickerCode: string[] = [];
    page.on('request', (request) => {
      if (/date-range-picker|range-dialog/.test(request.url())) pickerCode.push(request.url());
    });
    await signInTo(page, US, '/us/en/pages/orders?type=credit%20memo,sales%20order');
    await expect(page.getByText(/^Showing \d+ of [\d,]+$/)).toBeVisible({ timeout: 20_000 });
    // The date filter's picker is not in the first view: its stand-in is, enabled; a keyboard
    // press loads and opens it, focus on a day, and Escape gives focus back to the field.
    expect(pickerCode).toEqual([]);
    const dates = page.getByRole('button', { name: 'Order date Any date' });
    await expect(dates).toBeEnabled();
    await dates.focus();
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog', { name: 'Order date' });
    await expect(calendar).toBeVisible();
    await expect(calendar.locator('[data-date]:focus')).toHaveCount(1);
    expect(pickerCode.length).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await expect(page.getByRole('button', { name: 'Order date Any date' })).toBeFocused();

    const firstOrder = page
      .getByRole('row')
      .filter({ has: page.getByRole('link') })
      .first();
    const number = (await firstOrder.getByRole('link').textContent()) ?? '';
    await firstOrder.getByRole('button', { name: /^Details for/ }).click();
    await expect(page.getByRole('table', { name: `Products of order ${number}` })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
