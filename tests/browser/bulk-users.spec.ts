import { expect, test, type Page } from '@playwright/test';
import type { AccountOptionsPage } from '@anp/contract';
import { STACK, axeViolations, collectPageErrors, signIn } from './support/stack';
import { apiCall } from './support/ordering';

// Issue 15's bulk upload against the whole stack: admin@demo.test uploads a file with good and
// bad rows, reads the rows to fix by line, uploads the corrected file and applies it; the result
// file downloads. employee@demo.test (no user-management group) reads "no access".

const PAGE = '/us/en/pages/bulkusermanagement';
const HEADER =
  'email,firstName,lastName,phone,mobile,language,country,userType,role,businessUnit,accounts,permissions';

/** Sold-to codes of a market's customer accounts, read from the API as the admin. */
async function soldTos(page: Page, country: string): Promise<string[]> {
  const { status, body } = await apiCall<AccountOptionsPage>(
    page,
    'GET',
    `users/account/list/paged?country=${country}&kind=customer&limit=2`,
  );
  expect(status).toBe(200);
  return body.accounts.map((a) => a.soldToCode);
}

const row = (email: string, accounts: string, role = 'Retailer') =>
  `${email},Bulk,Tester,,,en,us,Customer,${role},feed,${accounts},`;

async function upload(page: Page, name: string, lines: string[]) {
  await page.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(`${[HEADER, ...lines].join('\r\n')}\r\n`, 'utf8'),
  });
  await expect(page.getByText(`File: ${name}`)).toBeVisible({ timeout: 20_000 });
}

test('an administrator uploads a file with good and bad rows, fixes it and applies it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  await signIn(page, 'admin@demo.test', PAGE);
  await page.goto(`${STACK}${PAGE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bulk upload of users' })).toBeVisible();
  const [us] = await soldTos(page, 'us');
  const [mx] = await soldTos(page, 'mx');
  expect(us && mx).toBeTruthy();
  const stamp = Date.now();
  const good = `bulk.${stamp}@demo.test`;
  const other = `bulk.${stamp}.b@demo.test`;

  // The template downloads as a file.
  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Template (CSV)' }).click();
  expect((await template).suggestedFilename()).toMatch(/\.csv$/);

  await upload(page, 'users-with-errors.csv', [
    row(good, `${us}`),
    row(other, '0099999999'),
    row(good, `${us}`),
    row(`bulk.${stamp}.c@demo.test`, `${us}`, 'Boss'),
    row(`bulk.${stamp}.d@demo.test`, `${mx};${us}`),
  ]);
  const table = page.getByRole('table', { name: /Rows to fix/ });
  const lines = await table.locator('tbody tr th').allTextContents();
  expect(lines).toEqual(['3', '4', '5', '6']);
  await expect(table.getByText('0099999999', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply the 1 valid row' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Fix-and-retry: the corrected file replaces the result.
  await upload(page, 'users-fixed.csv', [
    row(good, `${us}`),
    row(other, `${us}`),
    row(`bulk.${stamp}.c@demo.test`, `${us}`),
  ]);
  await expect(
    page.getByText('Every row is valid. Nothing is saved until you apply.'),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: /Rows to fix/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Apply 3 rows' }).click();
  await expect(page.getByText(/^Done: 3 created, 0 updated, 0 refused\.$/).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('progressbar', { name: 'Saving the users' })).toHaveAttribute(
    'aria-valuenow',
    '3',
  );
  const result = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Result file (Excel)' }).click();
  expect((await result).suggestedFilename()).toMatch(/\.xlsx$/);

  // The users exist now: the same file in create-only mode refuses every row.
  await page.getByRole('button', { name: 'Upload another file' }).click();
  await page.getByRole('radio', { name: 'Count them as errors: only create new users' }).check();
  await upload(page, 'users-again.csv', [row(good, `${us}`)]);
  await expect(page.getByRole('table', { name: /Rows to fix/ }).getByText(good)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a user without the user-management group reads that they cannot manage users', async ({
  page,
}) => {
  await signIn(page, 'employee@demo.test', PAGE);
  await page.goto(`${STACK}${PAGE}`);
  await expect(page.getByRole('heading', { name: 'No access to user management' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('button', { name: 'Template (CSV)' })).toHaveCount(0);
  const refused = await apiCall(page, 'GET', 'users/bulk/template?format=csv');
  expect(refused.status).toBe(403);

  // Their profile still shows their own accounts and permissions (users/userdetails), read-only.
  await page.goto(`${STACK}/us/en/pages/profile`);
  const own = page.getByRole('region', { name: 'Your accounts and permissions' });
  await expect(own.getByRole('heading', { name: 'Permission groups' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(own.getByRole('alert')).toHaveCount(0);
  await expect(own.getByRole('button')).toHaveCount(0);
});
