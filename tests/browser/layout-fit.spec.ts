import { expect, test, type Page } from '@playwright/test';
import type { CustomerCaseList } from '@anp/contract';
import { collectPageErrors, signIn, ACCOUNT_CHOSEN } from './support/stack';

// QA defects of issue 14 about layout: at 1366 px the orders table cut Korean amounts
// ("₩9,083,716…") and Mexican status badges ("Factura cancela…"); at 390 px a long file name made
// the support page scroll sideways. One page per market, one sign-in each.

async function signInTo(page: Page, email: string, path: string): Promise<void> {
  await signIn(page, email, path);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('soldToId')), ACCOUNT_CHOSEN)
    .not.toBeNull();
}

/**
 * What the orders table does not show whole: the cells whose text is wider than the cell (cut or
 * ellipsed), and the table itself when its columns need more than its width (it then scrolls
 * sideways inside itself and clips its last columns).
 */
async function cutCells(page: Page): Promise<string[]> {
  return page.locator('.anp-dt-row').evaluateAll((rows) => {
    const problems = rows.flatMap((row) =>
      [...row.querySelectorAll<HTMLElement>('.anp-dt-cell')]
        .filter((cell) =>
          [cell, ...cell.querySelectorAll<HTMLElement>('*')].some(
            (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
          ),
        )
        .map((cell) => cell.textContent ?? ''),
    );
    let scroller = rows[0]?.parentElement ?? null;
    while (scroller && getComputedStyle(scroller).overflowX !== 'auto') {
      scroller = scroller.parentElement;
    }
    if (scroller && scroller.scrollWidth > scroller.clientWidth + 1) {
      problems.push(`table ${scroller.scrollWidth} px wide in ${scroller.clientWidth} px`);
    }
    return problems;
  });
}

const WIDE = { width: 1366, height: 900 };

test.describe('given the orders table at 1366 px', () => {
  test('Korean amounts, largest first, are shown whole, in whole won', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize(WIDE);
    await signInTo(page, 'customer.kr@demo.test', '/kr/en/pages/orders?sort=amount&direction=desc');
    const amounts = page.locator('.anp-dt-row .anp-dt-cell').filter({ hasText: /^₩/ });
    await expect(amounts.first()).toBeVisible({ timeout: 20_000 });
    const first = (await amounts.first().textContent()) ?? '';
    expect(first).toMatch(/^₩\d{1,3}(,\d{3}){2,}$/);
    expect(await cutCells(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('Mexican status badges, "Factura cancelada" too, are shown whole', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize(WIDE);
    await signInTo(page, 'customer.mx@demo.test', '/mx/es/pages/orders?status=Cancelled');
    await expect(page.getByText('Factura cancelada').first()).toBeVisible({ timeout: 20_000 });
    expect(await cutCells(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test('the support page does not scroll sideways at 390 px with a long file name', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const longName = `${'Informe_de_inspeccion_del_lote_2026-11-23_planta_Celaya_'.repeat(3)}final.pdf`;
  // The user's cases as the API sends them, the first file renamed as a customer might.
  await page.route(/\/api\/users\/account\/customerCase(\?|$)/, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const list = (await response.json()) as CustomerCaseList;
    const withFile = list.cases.find((c) => c.documents.length > 0);
    if (withFile?.documents[0]) withFile.documents[0].metadata.docName = longName;
    await route.fulfill({ response, json: list });
  });
  await signInTo(page, 'retailer.us@demo.test', '/us/en/pages/support');
  await expect(page.getByText(longName).first()).toBeAttached({ timeout: 20_000 });
  const overflow = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
  }));
  expect(overflow.scroll).toBeLessThanOrEqual(overflow.view);
  expect(errors).toEqual([]);
});
