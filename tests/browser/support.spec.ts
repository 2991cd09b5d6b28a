import { expect, test, type Locator, type Page } from '@playwright/test';
import type { CaseConfigurations, CaseOptions, CustomerCase } from '@anp/contract';
import { STACK, axeViolations, collectPageErrors, signIn, ACCOUNT_CHOSEN } from './support/stack';
import { apiCall } from './support/ordering';

// The support page, the FAQ pages and the complaint modal of issue 7 against the whole stack:
// the reference API's cases, questions and uploads (stored on disk, checked by type and size),
// the modal opened from the support bar and from the dashboard.

const US = 'retailer.us@demo.test';

/** A small real PDF (one empty page): the server checks the file's own bytes. */
function tinyPdf(): Buffer {
  const objects = [
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(body.length);
    body += `${object}\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer << /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A 1×1 PNG. */
const tinyPng = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

/** The user's cases once loaded: the first case, or the empty state. */
const settled = (cases: Locator) =>
  cases
    .getByRole('article')
    .first()
    .or(cases.getByRole('heading', { name: 'No cases yet' }));

/** Signs in on `path` and waits until the portal has stored the selected account. */
async function open(page: Page, path: string): Promise<void> {
  await signIn(page, US, path);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('soldToId')), ACCOUNT_CHOSEN)
    .not.toBeNull();
}

/** The complaint dialog once its draft exists; answers the draft's id. */
async function openedModal(
  page: Page,
  trigger: Locator,
): Promise<{ dialog: Locator; draftId: string }> {
  const draft = page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' &&
      r.url().endsWith('/api/users/account/customerCase') &&
      r.status() === 201,
  );
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Raise a complaint' });
  await expect(dialog).toBeVisible();
  const { id } = (await (await draft).json()) as CustomerCase;
  return { dialog, draftId: id };
}

/** Whether a case still exists for the API (a discarded draft answers 404). */
async function caseExists(page: Page, caseId: string): Promise<boolean> {
  const { status } = await apiCall(page, 'GET', `users/account/customerCase/${caseId}/documents`);
  return status === 200;
}

test.describe('given the US retailer on the support page', () => {
  test('raises a complaint from the support bar with two products, lots and files, and finds it in the list', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const errors = collectPageErrors(page);
    await open(page, '/us/en/pages/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    const bar = page.getByRole('region', { name: 'Customer service' });
    await expect(bar.getByRole('link', { name: /^\+?[\d\s()-]+$/ })).toHaveAttribute(
      'href',
      /^tel:\+?\d+$/,
    );
    await expect(bar.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    const cases = page.getByRole('region', { name: 'Your cases' });
    await expect(settled(cases)).toBeVisible();
    await expect(page.getByRole('link', { name: /\?$/ }).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const { body: config } = await apiCall<CaseConfigurations>(
      page,
      'GET',
      'customerCase/configurations?lang=en',
    );
    const { body: options } = await apiCall<CaseOptions>(page, 'GET', 'cart/caseOptions');
    const { dialog } = await openedModal(
      page,
      bar.getByRole('button', { name: 'Raise a complaint' }),
    );

    // Plant and category: choosing a category offers its sub-categories.
    const plant = dialog.getByRole('combobox', { name: /^Plant/ });
    await expect(plant.locator('option')).not.toHaveCount(1);
    await plant.selectOption({ index: 1 });
    const category = config.categories[0];
    if (!category) throw new Error('no complaint category');
    await dialog.getByRole('combobox', { name: /^Category/ }).selectOption(category.code);
    await dialog
      .getByRole('combobox', { name: /^Sub-category/ })
      .selectOption(category.subCategories[0]?.code ?? '');

    // About the order: a recent order brings its delivery date.
    const order = options.recentOrders.find((o) => o.deliveryDate !== null);
    if (order) {
      await dialog.getByLabel('This is about an order').check();
      await dialog
        .getByRole('combobox', { name: /^Order number/ })
        .or(dialog.getByRole('textbox', { name: /^Order number/ }))
        .fill(order.orderNumber);
    }

    // Two products, each with its line; five lots on the first, a sixth refused.
    const results = dialog.getByRole('list', { name: 'Products found' });
    await expect(results.getByRole('checkbox').nth(1)).toBeVisible();
    await results.getByRole('checkbox').nth(0).check();
    await results.getByRole('checkbox').nth(1).check();
    // Each selected product has its line, headed by the product's name.
    const names = (await dialog.getByRole('heading', { level: 4 }).allTextContents()).filter(
      (name) => name !== 'Selected products',
    );
    expect(names).toHaveLength(2);
    const line = (name: string) => dialog.getByRole('region', { name, exact: true });
    const firstLine = line(names[0] ?? '');
    const lotInput = firstLine.getByRole('textbox', { name: /^Lot numbers/ });
    for (const lot of ['L-1001', 'L-1002', 'L-1003', 'L-1004', 'L-1005']) {
      await lotInput.fill(lot);
      await lotInput.press('Enter');
    }
    await expect(firstLine.getByText('5 of 5 lot numbers')).toBeVisible();
    await lotInput.fill('L-1006');
    await lotInput.press('Enter');
    await expect(firstLine.getByRole('alert')).toContainText(
      'A product keeps at most 5 lot numbers.',
    );
    await expect(firstLine.getByRole('button', { name: /^Remove lot/ })).toHaveCount(5);
    await lotInput.fill('');

    // Every line: affected bags when it ships in bags, quantity and unit.
    for (const name of names) {
      const scope = line(name);
      const bags = scope.getByRole('textbox', { name: /^Affected bags/ });
      if (await bags.count()) await bags.fill('2');
      await scope.getByRole('textbox', { name: /^Quantity/ }).fill('4');
      const unit = scope.getByRole('combobox', { name: /^Unit/ });
      if ((await unit.inputValue()) === '') await unit.selectOption({ index: 1 });
    }

    await dialog
      .getByRole('textbox', { name: /^Subject/ })
      .fill('Fines in the pellets of the last delivery');
    await dialog
      .getByRole('textbox', { name: /^What happened/ })
      .fill('About a fifth of every bag is fines.');
    await dialog.getByRole('textbox', { name: /^Phone number/ }).fill('+1 515 555 0134');

    // Files: two accepted, one refused for its type and one for its size.
    await dialog.locator('input[type=file]').setInputFiles([
      { name: 'delivery-note.pdf', mimeType: 'application/pdf', buffer: tinyPdf() },
      { name: 'pellets.png', mimeType: 'image/png', buffer: tinyPng() },
      {
        name: 'setup.exe',
        mimeType: 'application/x-msdownload',
        buffer: Buffer.from('MZ\x90\x00'),
      },
      {
        name: 'scan.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([tinyPdf(), Buffer.alloc(config.upload.maxFileBytes)]),
      },
    ]);
    await expect(dialog.getByText(/^Not accepted: /)).toBeVisible();
    await expect(dialog.getByText(/^Too large: /)).toBeVisible();
    await expect(dialog.getByText('Uploaded', { exact: true })).toHaveCount(2, { timeout: 20_000 });

    const submitted = page.waitForResponse(
      (r) =>
        r.request().method() === 'POST' &&
        r.url().endsWith('/api/users/account/customerCase') &&
        r.status() === 200,
    );
    await dialog.getByRole('button', { name: 'Submit complaint' }).click();
    const caseNumber = ((await (await submitted).json()) as CustomerCase).caseNumber ?? '';
    expect(caseNumber).toMatch(/^CS-\d+$/);
    const success = page.getByRole('dialog', { name: 'Complaint submitted' });
    await expect(success.getByText(`Your case number is ${caseNumber}.`)).toBeVisible();
    await success.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The list shows the case first, marked, with its two files; one downloads.
    const newest = cases.getByRole('article').first();
    await expect(newest.getByText(`Case ${caseNumber}`)).toBeVisible();
    await expect(newest.getByText('Just submitted')).toBeVisible();
    await expect(newest).toContainText('Fines in the pellets of the last delivery');
    await expect(newest).toContainText('Lots L-1001, L-1002, L-1003, L-1004, L-1005');
    const files = newest.getByRole('button', { name: /^Download .* of case / });
    await expect(files).toHaveCount(2);
    await expect(newest.getByRole('button', { name: /setup\.exe|scan\.pdf/ })).toHaveCount(0);
    const download = page.waitForEvent('download');
    await newest
      .getByRole('button', { name: `Download delivery-note.pdf of case ${caseNumber}` })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('delivery-note.pdf');
    expect(errors).toEqual([]);
  });

  test('cancel discards the draft: nothing is listed and the API no longer knows it', async ({
    page,
  }) => {
    await open(page, '/us/en/pages/support');
    const cases = page.getByRole('region', { name: 'Your cases' });
    await expect(settled(cases)).toBeVisible();
    const before = await cases.getByRole('article').count();
    const { body: listed } = await apiCall<{ totalCount: number }>(
      page,
      'GET',
      'users/account/customerCase?limit=1',
    );
    const raise = page
      .getByRole('region', { name: 'Customer service' })
      .getByRole('button', { name: 'Raise a complaint' });
    const { dialog, draftId } = await openedModal(page, raise);
    await dialog.getByRole('textbox', { name: /^Subject/ }).fill('Changed my mind');
    expect(await caseExists(page, draftId)).toBe(true);
    const deleted = page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && r.url().includes(draftId),
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await deleted).status()).toBe(204);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(raise).toBeFocused();
    expect(await caseExists(page, draftId)).toBe(false);
    await expect(cases.getByRole('article')).toHaveCount(before);
    await expect(cases.getByText('Changed my mind')).toHaveCount(0);
    const { body: after } = await apiCall<{ totalCount: number }>(
      page,
      'GET',
      'users/account/customerCase?limit=1',
    );
    expect(after.totalCount).toBe(listed.totalCount);
    const { body: drafts } = await apiCall<{ totalCount: number }>(
      page,
      'GET',
      'users/account/customerCase?status=Draft',
    );
    expect(drafts.totalCount).toBe(0);
  });

  test('a question opens its page, which leads back to support; both have no axe violations', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await open(page, '/us/en/pages/support');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const link = faq.getByRole('link').first();
    await expect(link).toBeVisible();
    const question = ((await link.textContent()) ?? '').trim();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${STACK}/us/en/pages/support/faq/[^/]+$`));
    await expect(page.getByRole('heading', { level: 1, name: question })).toBeVisible();
    await expect(page.getByText(/^Updated \d{2}-[A-Z][a-z]{2}-\d{4}$/)).toBeVisible();
    await expect(
      page.getByRole('complementary', { name: 'Still need help?' }).getByRole('button', {
        name: 'Raise a complaint',
      }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to support' }).click();
    await expect(page).toHaveURL(`${STACK}/us/en/pages/support`);
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();

    // An unknown question says so, with the way back.
    await page.goto(`${STACK}/us/en/pages/support/faq/no-such-question`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We could not find this question' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to support' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('given the US retailer on the dashboard', () => {
  test('Raise a complaint opens the modal there; Cancel leaves no draft', async ({ page }) => {
    await open(page, '/us/en/pages/dashboard');
    const help = page.getByRole('region', { name: 'Need help?' });
    const raise = help.getByRole('button', { name: 'Raise a complaint' });
    const { dialog, draftId } = await openedModal(page, raise);
    await expect(dialog.getByRole('combobox', { name: /^Plant/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(raise).toBeFocused();
    await expect.poll(() => caseExists(page, draftId)).toBe(false);
  });
});
