import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { NativeReport } from '@anp/contract';
import {
  ACCOUNT_CHOSEN,
  STACK,
  accessToken,
  axeViolations,
  collectPageErrors,
  signIn,
} from './support/stack';

// The reports page of issue 16 against the whole stack, in one page visit: the Korean customer's
// kit-native chart read by keyboard, its table view and CSV file (the API's own numbers), the
// external report in its frame with its token, axe at 1366 and 390 px, and an account switch that
// keeps the Korean user on `reports` (shell-and-admin.md §2) with the new account's reports.

async function reportFor(page: Page, accountId: string, id: string): Promise<NativeReport> {
  const token = await accessToken(page);
  const response = await page.request.get(`${STACK}/api/reports/embedReports?reportId=${id}`, {
    headers: { authorization: `Bearer ${token ?? ''}`, 'x-account-id': accountId },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as NativeReport;
}

test('the Korean customer reads, exports and switches account on the reports page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'customer.kr@demo.test', '/kr/en/pages/reports');
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('soldToId')), ACCOUNT_CHOSEN)
    .not.toBeNull();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const chart = main.getByRole('group', { name: 'Tons ordered per month' });
  await expect(chart).toBeVisible();
  const accountId = (await page.evaluate(() => sessionStorage.getItem('soldToId'))) ?? '';
  const api = await reportFor(page, accountId, 'tonsPerMonth');
  // Korea weighs in pounds (ordering.md §1), so its tons are short tons.
  expect(api.weightUnit).toBe('shortTon');

  // Keyboard: one Tab stop after the panel's buttons, then the arrow keys.
  await main.getByRole('button', { name: 'Download CSV' }).focus();
  await page.keyboard.press('Tab');
  const focusedLabel = () =>
    page.evaluate(() => {
      let node: Element | null = document.activeElement;
      while (node?.shadowRoot?.activeElement) node = node.shadowRoot.activeElement;
      return node?.getAttribute('aria-label') ?? null;
    });
  const first = await focusedLabel();
  expect(first).toMatch(/^[A-Z][a-z]{2}-\d{4}, Tons: [\d,.]+ tons$/);
  await page.keyboard.press('ArrowRight');
  const second = await focusedLabel();
  expect(second).not.toBe(first);
  await page.keyboard.press('End');
  const value = api.series[0]?.values.at(-1) ?? 0;
  expect(await focusedLabel()).toContain(
    `Tons: ${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} tons`,
  );
  await page.screenshot({ path: 'test-results/reports-1366.png', fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  // The same numbers as a table and as a CSV file.
  await main.getByRole('button', { name: 'Table view' }).click();
  const table = main.getByRole('table', { name: 'Tons ordered per month' });
  await expect(table.getByRole('row')).toHaveCount(26);
  expect(await axeViolations(page)).toEqual([]);
  const download = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`tonspermonth-${api.asOf}.csv`);
  const csv = readFileSync((await file.path()) ?? '', 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('Month,Tons');
  expect(lines.slice(1).map((l) => Number(l.split(',')[1]))).toEqual(api.series[0]?.values);

  // The external report: the frame gets its token and shows its figures.
  await main.getByRole('button', { name: 'Account overview (external)' }).click();
  const frame = page.frameLocator('iframe[title="Account overview (external) (external report)"]');
  await expect(frame.locator('html')).toHaveAttribute('data-state', 'ready');
  await expect(frame.getByRole('rowheader', { name: 'Orders, last 12 months' })).toBeVisible();
  await expect(frame.locator('html')).toHaveAttribute('data-tokens', '1');

  // A phone: the picker wraps, the chart fits, axe still finds nothing.
  await page.setViewportSize({ width: 390, height: 844 });
  await main.getByRole('button', { name: 'Spend by product category' }).click();
  await expect(main.getByRole('group', { name: 'Spend by product category' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/reports-390.png', fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
  await expect(page).toHaveURL(`${STACK}/kr/en/pages/reports?report=spendByCategory`);

  // Switching the account keeps a Korean user on reports, now the new account's.
  await page.setViewportSize({ width: 1366, height: 900 });
  const trigger = page.getByRole('banner').getByRole('button', { name: /^Account/ });
  const before = (await trigger.textContent()) ?? '';
  await trigger.click();
  const code = /\d{10}/.exec(before)?.[0] ?? 'none';
  const reread = page.waitForRequest(
    (r) => r.url().includes('/reports/embedconfig') && r.headers()['x-account-id'] !== accountId,
  );
  await page.getByRole('option').filter({ hasNotText: code }).first().click();
  await reread;
  await expect(page).toHaveURL(/\/kr\/en\/pages\/reports/);
  await expect(trigger).not.toHaveText(before);
  await expect(main.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(main.getByRole('list', { name: 'Choose a report' })).toBeVisible();
  expect(errors).toEqual([]);
});
