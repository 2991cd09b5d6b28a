import { expect, test, type Browser, type Page } from '@playwright/test';
import type { AccountOptionsPage, UserConfigurations } from '@anp/contract';
import { STACK, axeViolations, collectPageErrors, signIn } from './support/stack';
import { apiCall } from './support/ordering';

// The user editor of issue 15 against the whole stack, as admin@demo.test: add a user with two
// sold-tos (the second primary), chosen ship-tos of one and a permission group, meeting the
// e-mail-exists error on the way; activate them; the new user signs in; deactivated, their next
// call and their sign-in are refused; activated again, they sign in; an edit shows in the
// history. And the other market's primary refused at the accounts step, in Spanish.

/** Axe on the page: every step of the editor must read without violations. */
async function noViolations(page: Page, step: string) {
  expect(await axeViolations(page), step).toEqual([]);
}

/** Signs in on the provider's page in a new context; answers the page after the attempt. */
async function trySignIn(browser: Browser, email: string) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await context.newPage();
  await page.goto(`${STACK}/login`);
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  return { context, page };
}

test('an administrator adds a user, activates, deactivates and reactivates them, and edits them', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await signIn(page, 'admin@demo.test', '/us/en/pages/users/adduser');
  const { body: options } = await apiCall<AccountOptionsPage>(
    page,
    'GET',
    'users/account/list/paged?country=us&kind=customer&limit=2',
  );
  const [first, second] = options.accounts;
  expect(second, 'two US customer accounts').toBeTruthy();
  const { body: config } = await apiCall<UserConfigurations>(
    page,
    'GET',
    'users/configurations?lang=en',
  );
  const purchase = config.permissionGroups.find(
    (g) => g.code === 'DXP_CAN_AccGrp_Purchase_Products',
  );
  expect(purchase).toBeTruthy();

  // Basic info: an e-mail in use is refused at the field, with a link to its user.
  await expect(page.getByRole('heading', { name: 'Add a user' })).toBeVisible();
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Rosa');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Quintero');
  const email = page.getByRole('textbox', { name: 'E-mail', exact: true });
  await email.fill('retailer.us@demo.test');
  await expect(page.getByText('A user with this e-mail already exists.').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Dale Jensen' })).toBeVisible();
  await noViolations(page, 'basic info with the e-mail error');
  const address = `rosa.quintero.${Date.now()}@demo.test`;
  await email.fill(address);
  await expect(page.getByText('No user has this e-mail yet.').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+1 515 555 0101');
  await page.getByRole('combobox', { name: 'User type' }).selectOption('Customer');
  await page.getByRole('combobox', { name: 'Role' }).selectOption('Retailer');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Accounts: two sold-tos, the second made primary.
  await expect(page.getByRole('searchbox', { name: 'Search accounts' })).toBeVisible();
  for (const account of [first!, second!]) {
    await page.getByRole('searchbox', { name: 'Search accounts' }).fill(account.soldToCode);
    await page.getByRole('button', { name: `Add ${account.name}` }).click();
    await expect(page.getByRole('button', { name: `Added: ${account.name}` })).toBeVisible();
  }
  await page.getByRole('button', { name: `Make primary: ${second!.name}` }).click();
  await noViolations(page, 'accounts');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Ship-to mode: only the first ship-to of the first sold-to.
  const shipTos = page.getByRole('radiogroup', { name: `Ship-tos of ${first!.name}` });
  await shipTos.getByRole('radio', { name: 'Chosen ship-tos only' }).check();
  const firstShipTo = page
    .getByRole('region', { name: /Ship-to mode/ })
    .getByRole('checkbox')
    .first();
  await firstShipTo.check();
  await noViolations(page, 'ship-tos');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Permissions: the purchase group.
  await page.getByRole('checkbox', { name: new RegExp(purchase!.label) }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Review: everything on one page, then save.
  await expect(page.getByText(`${second!.name} (${second!.soldToCode}) (primary)`)).toBeVisible();
  await expect(page.getByText('1 chosen ship-to')).toBeVisible();
  await noViolations(page, 'review');
  await page.getByRole('button', { name: 'Save user' }).click();
  await page.waitForURL(/\/us\/en\/pages\/users\/edituser\//);
  await expect(page.getByRole('heading', { name: 'Edit Rosa Quintero' })).toBeVisible();
  await expect(page.getByText('Status: In progress', { exact: true })).toBeVisible();

  // Activation: they may sign in.
  await page.getByRole('button', { name: 'Activate', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Activate Rosa Quintero?' })
    .getByRole('button', { name: 'Activate', exact: true })
    .click();
  await expect(page.getByText('Status: Active', { exact: true })).toBeVisible();
  const rosa = await trySignIn(browser, address);
  await rosa.page.waitForURL((url) => url.origin === STACK && url.pathname.includes('/pages/'));

  // Deactivated: their next call is refused (the portal signs them out) and so is sign-in.
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await page
    .getByRole('dialog', { name: 'Deactivate Rosa Quintero?' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(page.getByText('Status: Inactive', { exact: true })).toBeVisible();
  const refused = rosa.page.waitForResponse((r) => r.url().includes('/api/') && r.status() === 401);
  // The page may already be leaving for the sign-in on its own (a 401 of a call in flight): the
  // reload is then aborted, which is fine; the refusal is what counts.
  await rosa.page.reload().catch((error: unknown) => {
    if (!String(error).includes('ERR_ABORTED')) throw error;
  });
  expect((await refused).status()).toBe(401);
  await rosa.context.close();
  const again = await trySignIn(browser, address);
  await expect(again.page.getByText('This account is deactivated.')).toBeVisible();
  await again.context.close();

  // Activated again, they sign in.
  await page.getByRole('button', { name: 'Activate', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Activate Rosa Quintero?' })
    .getByRole('button', { name: 'Activate', exact: true })
    .click();
  await expect(page.getByText('Status: Active', { exact: true })).toBeVisible();
  const back = await trySignIn(browser, address);
  await back.page.waitForURL((url) => url.origin === STACK && url.pathname.includes('/pages/'));
  await back.context.close();

  // An edit: the history names who changed what, from what to what.
  // The saved user's page opens at basic info, every step done; Review saves.
  await expect(page.getByRole('button', { name: 'Step 5 of 5: Review, completed' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Mobile', exact: true }).fill('+1 515 555 0199');
  await page.getByRole('button', { name: 'Step 5 of 5: Review, completed' }).click();
  await page.getByRole('button', { name: 'Save user' }).click();
  await expect(page.getByText('The changes were saved.')).toBeVisible();
  const history = page.getByRole('region', { name: 'Change history' });
  await expect(history.getByText('Mobile: (empty) → +1 515 555 0199')).toBeVisible();
  await expect(history.getByText('Deactivated').first()).toBeVisible();
  await noViolations(page, 'edit with history');
  expect(errors).toEqual([]);
});

test('a primary account of another market is refused at the accounts step, in Spanish', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test', '/gt/es/pages/users/adduser');
  const { body: us } = await apiCall<AccountOptionsPage>(
    page,
    'GET',
    'users/account/list/paged?country=us&kind=customer&limit=1',
  );
  const account = us.accounts[0]!;
  await expect(page.getByRole('heading', { name: 'Agregar un usuario' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Ana');
  await page.getByRole('textbox', { name: 'Apellido', exact: true }).fill('Pérez');
  await page
    .getByRole('textbox', { name: 'Correo electrónico', exact: true })
    .fill(`ana.perez.${Date.now()}@demo.test`);
  await expect(page.getByRole('combobox', { name: 'Mercado' })).toHaveValue('gt');
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
  // The list starts with Guatemala's accounts, the user's market; a US one needs all markets.
  await expect(page.getByRole('combobox', { name: 'Mercado de la cuenta' })).toHaveValue('gt');
  await page.getByRole('combobox', { name: 'Mercado de la cuenta' }).selectOption('');
  await page.getByRole('searchbox', { name: 'Buscar cuentas' }).fill(account.soldToCode);
  await page.getByRole('button', { name: `Agregar ${account.name}` }).click();
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
  await expect(
    page
      .getByText(
        'La cuenta principal pertenece al mercado de Estados Unidos. Vaya al portal de Estados Unidos para asignarla como principal.',
      )
      .first(),
  ).toBeVisible();
  await noViolations(page, 'the wrong-market error');
});
