import { expect, test } from '@playwright/test';
import { STACK, axeViolations, collectPageErrors, signIn } from './support/stack';
import type { UserListPage } from '@anp/contract';
import { apiCall } from './support/ordering';

// The users page of issue 15 against the whole stack: the reference API's users/list with its
// search, filters, sort and pages, the filters kept in the URL, and the refusal of a user without
// the user-management group (the page says so; the API answers 403 whatever the page shows).

const USERS = `${STACK}/us/en/pages/users`;

test.describe('given the administrator on the users page', () => {
  test('finds a user by search and filters, keeps them on reload, and reads as cards on a phone', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await signIn(page, 'admin@demo.test', '/us/en/pages/users');
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add user' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export XLSX' })).toBeVisible();

    // The search goes to the server once typing pauses, and into the address.
    const searched = page.waitForResponse(
      (r) => r.url().includes('/api/users/list?') && r.url().includes('search=retailer'),
    );
    await page.getByRole('searchbox', { name: 'Search users' }).fill('retailer');
    expect((await searched).status()).toBe(200);
    await expect(page).toHaveURL(/[?&]q=retailer/);
    const row = table.getByRole('row', { name: /retailer\.us@demo\.test/ });
    await expect(row).toBeVisible();
    await expect(row.getByRole('link')).toHaveAttribute(
      'href',
      /\/us\/en\/pages\/users\/edituser\//,
    );

    await page.getByRole('combobox', { name: 'Status' }).selectOption('Active');
    await expect(page).toHaveURL(/[?&]status=Active/);
    await expect(row).toBeVisible();

    // A reload shows the same list.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue('retailer');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Active');
    await expect(table.getByRole('row', { name: /retailer\.us@demo\.test/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // On a phone the rows are cards: nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });
});

test.describe('given the administrator and a customer of Peru', () => {
  test('deactivates the customer from the list, who is then refused at sign-in, and activates them again', async ({
    page,
    browser,
  }) => {
    // One of the seeded Peruvian users, not the customer.pe persona other journeys sign in as
    // (the spec files run side by side).
    await signIn(page, 'admin@demo.test', '/us/en/pages/users');
    const { body: list } = await apiCall<UserListPage>(
      page,
      'GET',
      'users/list?region=pe&status=Active&userType=Customer&limit=50',
    );
    const peruvian = list.users.find((u) => !u.email.endsWith('@demo.test'));
    expect(peruvian, 'an active seeded customer of Peru').toBeTruthy();
    const email = peruvian!.email;
    await page.goto(`${USERS}?q=${encodeURIComponent(email)}`);
    const table = page.getByRole('table', { name: 'Users' });
    const row = table.getByRole('row', {
      name: new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    });
    await expect(row).toBeVisible();
    await row.getByRole('checkbox').check();
    await page
      .getByRole('group', { name: 'Selected users' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate 1 user?' });
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('1 user deactivated.')).toBeVisible();
    await expect(row.getByText('Inactive')).toBeVisible();

    // The customer's next sign-in is refused, with the reason.
    const other = await browser.newContext({ ignoreHTTPSErrors: true });
    const customer = await other.newPage();
    await customer.goto(`${STACK}/login`);
    await customer.waitForURL(/\/oidc\/interaction\//);
    await customer.getByLabel('E-mail address').fill(email);
    await customer.getByLabel('Password').fill('demo');
    await customer.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(customer.getByText('This account is deactivated.')).toBeVisible();
    await other.close();

    // Activated again from the list (a done change leaves only refused users selected).
    await row.getByRole('checkbox').check();
    await page
      .getByRole('group', { name: 'Selected users' })
      .getByRole('button', { name: 'Activate', exact: true })
      .click();
    await page
      .getByRole('dialog', { name: 'Activate 1 user?' })
      .getByRole('button', { name: 'Activate', exact: true })
      .click();
    await expect(page.getByText('1 user activated.')).toBeVisible();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
  });
});

test.describe('given a user without the user-management group', () => {
  test('sees a clear no-access page, and the API refuses the list', async ({ page }) => {
    await signIn(page, 'employee@demo.test', '/us/en/pages/users');
    await expect(page).toHaveURL(USERS);
    await expect(page.getByRole('heading', { name: 'No access to user management' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    const { status } = await apiCall(page, 'GET', 'users/list');
    expect(status).toBe(403);
  });
});
