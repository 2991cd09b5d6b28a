import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import type { ArList, FinanceData, InvoiceBoletos } from '@anp/contract';
import { ACCOUNT_CHOSEN, STACK, axeViolations, collectPageErrors, signIn } from './support/stack';
import { apiCall } from './support/ordering';
import { pdfLines } from './support/pdf-text';

// Issue 16, lane fin-ui: the arbalance page against the whole stack (the reference API's demo
// receivables, aged to today). One page per persona, checking many things on it.

const BUCKETS = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;

/** An amount as the legend shows it, back to a number: `−$1,234.56` → -1234.56, `R$ 1.234,56`. */
function amountOf(text: string, decimalComma: boolean): number {
  const negative = /[−-]/.test(text);
  let digits = text.replace(/[^\d.,]/g, '');
  digits = decimalComma ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, '');
  return (negative ? -1 : 1) * Number(digits);
}

async function openBalance(page: Page, email: string, path: string): Promise<void> {
  await signIn(page, email, path);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('soldToId')), ACCOUNT_CHOSEN)
    .not.toBeNull();
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.describe('given the US retailer on arbalance', () => {
  test('reads the ageing bar, filters by a bucket, downloads statements; axe 0', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    await openBalance(page, 'retailer.us@demo.test', '/us/en/pages/arbalance');
    await expect(page.getByRole('heading', { level: 1, name: 'Account balance' })).toBeVisible();
    const { body: summary } = await apiCall<FinanceData>(page, 'GET', 'financeData');

    // Every bucket's amount in the legend is the API's, and the bar says all five.
    const bar = page.getByRole('img', { name: /^Ageing of the balance: / });
    await expect(bar).toBeVisible();
    for (const bucket of BUCKETS) {
      const amount = page.locator(`button[data-bucket="${bucket}"] [data-amount]`);
      await expect(amount).toHaveText(/\d/);
      expect(amountOf((await amount.textContent()) ?? '', false)).toBeCloseTo(
        summary.buckets[bucket],
        2,
      );
    }
    // The figures are the API's too.
    const figures = (await page.getByLabel('Balance summary').locator('dd').allTextContents()).map(
      (t) => amountOf(t, false),
    );
    expect(figures).toEqual([
      summary.openBalance,
      summary.creditLimit,
      summary.availableCredit,
      summary.current,
      summary.overdue,
    ]);
    await expect(page.getByRole('grid', { name: 'Open items of the account' })).toBeVisible();
    await shoot(page, 'us-1366');
    expect(await axeViolations(page)).toEqual([]);

    // A legend entry filters the open items; the address keeps the filter.
    await page.locator('button[data-bucket="over90"]').click();
    await expect(page).toHaveURL(/[?&]bucket=over90/);
    const { body: over90 } = await apiCall<ArList>(page, 'GET', 'finance/list?bucket=over90');
    const grid = page.getByRole('grid', { name: 'Open items of the account' });
    await expect(grid.getByRole('row')).toHaveCount(1 + Math.min(over90.totalCount, 25));
    await expect(
      grid.getByRole('button', { name: `Details of ${over90.items[0]?.documentNumber ?? ''}` }),
    ).toBeVisible();

    // The statement of the last 12 months, as PDF and as XLSX: each holds the open items.
    const { body: all } = await apiCall<ArList>(page, 'GET', 'finance/list?limit=200');
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the statement' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(
      /^statement-\d+-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    const text = (await pdfLines(readFileSync((await pdf.path()) ?? ''))).join('\n');
    const [, from, to] = /-(\d{4}-\d{2}-\d{2})-(\d{4}-\d{2}-\d{2})\.pdf$/.exec(
      pdf.suggestedFilename(),
    ) ?? ['', '', ''];
    const inPeriod = all.items.filter((i) => i.documentDate >= from && i.documentDate <= to);
    expect(inPeriod.length).toBeGreaterThan(0);
    for (const item of inPeriod.slice(0, 5)) expect(text).toContain(item.documentNumber);

    await page.getByRole('radio', { name: 'Excel (XLSX)' }).check();
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the statement' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await xlsx.path()) ?? '');
    const cells: string[] = [];
    book.eachSheet((sheet) =>
      sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.text)))),
    );
    for (const item of inPeriod.slice(0, 5)) expect(cells).toContain(item.documentNumber);

    // A phone: the same page, still without axe violations.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(bar).toBeVisible();
    await shoot(page, 'us-390');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe('given the Brazilian customer on arbalance', () => {
  test('copies a boleto line, downloads its PDF; axe 0 at 1366 and 390 px', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: STACK });
    await page.setViewportSize({ width: 1366, height: 900 });
    await openBalance(page, 'customer.br@demo.test', '/br/pt/pages/arbalance?type=invoice');
    await expect(page.getByRole('heading', { level: 1, name: 'Saldo da conta' })).toBeVisible();
    const grid = page.getByRole('grid', { name: 'Títulos em aberto da conta' });
    const first = grid.getByRole('button', { name: /^Boleto de / }).first();
    await expect(first).toBeVisible();
    const invoice = ((await first.getAttribute('aria-label')) ?? '').replace('Boleto de ', '');
    const { body: api } = await apiCall<InvoiceBoletos>(
      page,
      'GET',
      `invoiceboleto?invoiceNumber=${encodeURIComponent(invoice)}`,
    );
    // A boleto still to pay (a replaced one is listed too, cancelled).
    const boleto = api.boletos.find((b) => b.status !== 'cancelled') ?? api.boletos[0];
    if (!boleto) throw new Error(`no boleto for ${invoice}`);
    expect(await axeViolations(page)).toEqual([]);

    await first.click();
    const dialog = page.getByRole('dialog', { name: `Nota fiscal ${invoice}` });
    await expect(dialog).toBeVisible();
    const slip = dialog.locator(`[data-boleto="${boleto.boletoId}"]`);
    const line = slip.locator('[data-digitable-line]');
    await expect(line).toBeVisible();
    // The line in its five printed groups, its check digits verified, the barcode drawn.
    const groups = await line.locator('span').allTextContents();
    expect(groups).toHaveLength(5);
    expect(groups.join('').replace(/\D/g, '')).toBe(boleto.digitableLine);
    expect(groups[0]).toMatch(/^\d{5}\.\d{5}$/);
    await expect(slip.getByText('Dígitos verificadores conferidos.')).toBeVisible();
    await expect(slip.locator(`svg[data-barcode="${boleto.barcode}"] rect`)).toHaveCount(114);

    await slip.getByRole('button', { name: 'Copiar a linha' }).click();
    await expect(slip.getByRole('status').first()).toHaveText(
      'Copiado: a linha digitável está na área de transferência.',
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(boleto.digitableLine);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      slip.getByRole('button', { name: 'Baixar o boleto (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `boleto-${invoice}-${boleto.installment}-${boleto.boletoId}.pdf`,
    );
    const bytes = readFileSync((await download.path()) ?? '');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const printed = (await pdfLines(bytes)).join(' ').replace(/\D/g, '');
    expect(printed).toContain(boleto.digitableLine);
    await shoot(page, 'br-boleto-1366');
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(line).toBeVisible();
    await shoot(page, 'br-boleto-390');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await shoot(page, 'br-390');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
