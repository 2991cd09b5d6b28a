import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend } from '@anp/core/testing';
import '@anp/ui';
import { UserEditor } from './user-editor';
import { editorWorld, userEditorRoutes, type EditorWorld } from './fixtures';
import { draftKey } from '../model/user-editor';

function setup(options: { lang?: string; userId?: string; world?: EditorWorld } = {}) {
  const world = options.world ?? editorWorld();
  const config = resolveConfig({ country: 'us', lang: options.lang ?? 'en' }, {});
  const backend = fakeBackend(config, userEditorRoutes(world));
  const navigations: string[] = [];
  const onNavigate = (event: Event) => {
    event.preventDefault();
    navigations.push((event as CustomEvent<{ path: string }>).detail.path);
  };
  window.addEventListener('anp-navigate', onNavigate);
  const ui = () => (
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <UserEditor userId={options.userId} />
    </KitRoot>
  );
  const view = render(ui());
  const cleanup = () => window.removeEventListener('anp-navigate', onNavigate);
  cleanups.push(cleanup);
  return { world, backend, view, navigations, user: userEvent.setup(), ui };
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((c) => c());
  sessionStorage.clear();
});

const noAxeViolations = async (container: HTMLElement) => {
  const result = await axe.run(container, { rules: { region: { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);
};

describe('adding a user', () => {
  it('goes through every step, checks each, and saves the new user In Progress', async () => {
    const { user, view, backend, navigations, world } = setup();
    await screen.findByRole('heading', { name: 'Add a user', level: 1 });
    const current = () =>
      screen.getByRole('navigation', { name: 'Steps' }).querySelector('[aria-current="step"]');
    expect(current()?.getAttribute('aria-label')).toBe('Step 1 of 5: Basic info, current step');
    await noAxeViolations(view.container);

    // Next with nothing typed: the step's problems, summarised and focused.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const summary = await screen.findByText('Fix 3 problems before you go on:');
    expect(summary.closest('[tabindex="-1"]')).toBe(document.activeElement);
    await user.click(screen.getByRole('button', { name: 'Enter the e-mail.' }));
    expect(document.activeElement).toBe(screen.getByLabelText(/^E-mail/));

    await user.type(screen.getByLabelText(/^First name/), 'Ana');
    await user.type(screen.getByLabelText(/^Last name/), 'Silva');
    await user.type(screen.getByLabelText(/^E-mail/), 'ana@farm.test');
    expect((await screen.findAllByText('No user has this e-mail yet.')).length).toBe(2);
    await noAxeViolations(view.container);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Accounts of the user's market (23 of the 24): none chosen is an error; then two sold-tos,
    // the second made primary.
    expect(current()?.textContent).toBe('Accounts');
    expect((await screen.findAllByText('Showing 1–10 of 23')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findAllByText('Choose at least one account.')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Add Prairie Feed & Supply' }));
    await user.click(screen.getByRole('button', { name: 'Added: Prairie Feed & Supply' }));
    expect(screen.getByRole('alert').textContent).toContain('already linked');
    await user.click(screen.getByRole('button', { name: 'Add Hillside Co-op' }));
    await user.click(screen.getByRole('button', { name: 'Make primary: Hillside Co-op' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 11–20 of 23', { selector: 'span' })).toBeTruthy();
    await noAxeViolations(view.container);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Ship-to mode: chosen ship-tos for the first sold-to.
    expect(current()?.textContent).toBe('Ship-to mode');
    const group = screen.getByRole('radiogroup', { name: /Ship-tos of Prairie Feed & Supply/ });
    await user.click(within(group).getByLabelText('Chosen ship-tos only'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      (
        await screen.findAllByText(
          'Choose at least one ship-to of Prairie Feed & Supply, or all of them.',
        )
      ).length,
    ).toBeGreaterThan(0);
    await user.click(await screen.findByLabelText('Barn 2 (0060000002)'));
    await noAxeViolations(view.container);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Permissions: a group, a key, and a key on one account.
    await user.click(screen.getByLabelText('Purchase products'));
    await user.click(screen.getByLabelText('User reports'));
    const onHillside = screen.getByRole('group', { name: /Keys on Hillside Co-op/ });
    await user.click(within(onHillside).getByLabelText('View invoices'));
    await noAxeViolations(view.container);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Review: everything, with an Edit link back to each step.
    expect(screen.getByText('Ana Silva')).toBeTruthy();
    expect(screen.getByText('Hillside Co-op (0010100002) (primary)')).toBeTruthy();
    expect(screen.getByText('1 chosen ship-to')).toBeTruthy();
    await noAxeViolations(view.container);
    await user.click(screen.getByRole('button', { name: 'Edit Basic info' }));
    expect(current()?.textContent).toBe('Basic info');
    await user.click(screen.getByRole('button', { name: /Step 5 of 5: Review/ }));
    await user.click(screen.getByRole('button', { name: 'Save user' }));

    await waitFor(() => expect(navigations).toHaveLength(1));
    const [post] = backend.callsTo('POST users');
    expect(post?.body).toMatchObject({
      firstName: 'Ana',
      email: 'ana@farm.test',
      accounts: [
        { accountId: '001US00001', isPrimary: false },
        { accountId: '001US00002', isPrimary: true },
      ],
      shipTos: [
        { accountId: '001US00001', allShipTos: false, shipToIds: ['001US00001-S2'] },
        { accountId: '001US00002', allShipTos: true, shipToIds: [] },
      ],
      groups: ['DXP_CAN_AccGrp_Purchase_Products'],
      permissions: ['user_reporting'],
      accountPermissions: [{ accountId: '001US00002', permissions: ['view_invoices'] }],
    });
    const created = [...world.users.values()].find((u) => u.email === 'ana@farm.test');
    expect(created?.status).toBe('In Progress');
    expect(navigations[0]).toBe(`/us/en/pages/users/edituser/${created?.id}`);
    // The draft is gone once saved.
    expect(sessionStorage.getItem(draftKey(null))).toBeNull();
  });

  it('shows the e-mail-exists error at the field, with a link to that user', async () => {
    const { user } = setup();
    await user.type(await screen.findByLabelText(/^E-mail/), 'dale@demo.test');
    expect(await screen.findByText('A user with this e-mail already exists.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Open Dale Jensen' });
    expect(link.getAttribute('href')).toBe('/us/en/pages/users/edituser/u-100');
    expect(screen.getByLabelText(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a primary of another market in Spanish, directing to that market', async () => {
    const { user } = setup({ lang: 'es' });
    await screen.findByRole('heading', { name: 'Agregar un usuario' });
    await user.click(screen.getByRole('button', { name: /Paso 2 de 5: Cuentas/ }));
    // The list starts with the user's market (us): a Mexican account needs "all markets".
    expect((await screen.findAllByRole('button', { name: /^Agregar / })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Agregar Forrajes del Norte' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mercado de la cuenta' }), '');
    await user.click(await screen.findByRole('button', { name: 'Agregar Forrajes del Norte' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(
      (
        await screen.findAllByText(
          'La cuenta principal pertenece al mercado de México. Vaya al portal de México para asignarla como principal.',
        )
      ).length,
    ).toBeGreaterThan(0);
  });

  it('keeps what was typed across a reload, and after a failed save', async () => {
    const world = editorWorld({ failSave: { status: 500, body: { message: 'down' } } });
    const first = setup({ world });
    await first.user.type(await screen.findByLabelText(/^First name/), 'Ana');
    first.view.unmount();
    const again = render(first.ui());
    expect(((await screen.findByLabelText(/^First name/)) as HTMLInputElement).value).toBe('Ana');
    again.unmount();
  });
});

describe('leaving with unsaved changes', () => {
  it('asks first, then goes on through the router; unchanged, it does not ask', async () => {
    const { user, navigations } = setup({ userId: 'u-100' });
    const back = await screen.findByRole('link', { name: 'Back to the users list' });
    await user.click(back);
    expect(navigations).toEqual(['/us/en/pages/users']);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.type(screen.getByLabelText(/^Mobile/), '555');
    await user.click(back);
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(navigations).toHaveLength(1);
    await user.click(back);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }),
    );
    expect(navigations).toEqual(['/us/en/pages/users', '/us/en/pages/users']);
    // What was typed stays in the tab's draft.
    expect(sessionStorage.getItem(draftKey('u-100'))).toContain('555');
  });

  it('asks the browser before a reload', async () => {
    const { user } = setup({ userId: 'u-100' });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await screen.findByRole('heading', { name: 'Edit Dale Jensen' });
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText(/^Mobile/), '5');
    expect(unload()).toBe(true);
  });
});

describe('editing a user', () => {
  it('saves with the version read, keeps the server warning, and explains a conflict', async () => {
    const world = editorWorld({
      warning: { code: 'NO_PURCHASE_GROUP', message: 'The user has accounts but cannot order.' },
    });
    const { user, backend, view } = setup({ userId: 'u-100', world });
    await screen.findByRole('heading', { name: 'Edit Dale Jensen' });
    const last = screen.getByLabelText(/^Last name/);
    await user.clear(last);
    await user.type(last, 'Jensen-Park');
    expect(screen.getByRole('button', { name: 'Deactivate' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: /Step 5 of 5: Review/ }));
    await user.click(screen.getByRole('button', { name: 'Save user' }));
    expect(await screen.findByText('The changes were saved.')).toBeTruthy();
    expect(screen.getByText('The user has accounts but cannot order.')).toBeTruthy();
    expect(backend.callsTo('PUT users/u-100')[0]?.body).toMatchObject({ version: 3 });
    expect(
      await screen.findByText('lastName: Jensen → Jensen-Park'.replace('lastName', 'Last name')),
    ).toBeTruthy();
    await noAxeViolations(view.container);

    // Someone else saves meanwhile: the next save is refused and explained; the text is kept.
    world.users.set('u-100', { ...world.users.get('u-100')!, version: 9 });
    await user.click(screen.getByRole('button', { name: /Step 1 of 5: Basic info/ }));
    await user.type(screen.getByLabelText(/^Mobile/), '555');
    await user.click(screen.getByRole('button', { name: /Step 5 of 5: Review/ }));
    await user.click(screen.getByRole('button', { name: 'Save user' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Someone else saved this user');
    expect(sessionStorage.getItem(draftKey('u-100'))).toContain('555');
    await user.click(within(alert).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(sessionStorage.getItem(draftKey('u-100'))).toBeNull());
  });

  it('deactivates after a confirmation, and shows it in the history', async () => {
    const { user, world } = setup({ userId: 'u-100' });
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Dale Jensen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Dale Jensen is deactivated.')).toBeTruthy();
    expect(world.users.get('u-100')?.status).toBe('Inactive');
    expect(screen.getByText('Status: Inactive')).toBeTruthy();
    expect(await screen.findByText('Status: Active → Inactive')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Activate' })).toBeTruthy();
  });

  it('says when the user does not exist', async () => {
    setup({ userId: 'u-404' });
    expect(await screen.findByText(/There is no user with this id/)).toBeTruthy();
  });
});

describe('without the user-management rights', () => {
  it('shows no access, not an error', async () => {
    const world = editorWorld({
      permissions: { status: 403, body: { code: 'FORBIDDEN', message: 'Forbidden' } },
    });
    setup({ world });
    expect(
      await screen.findByRole('heading', { name: 'No access to user management' }),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('may edit but not add without create_new_user', async () => {
    const world = editorWorld({
      permissions: {
        groups: ['DXP_CAN_AccGrp_User_Management'],
        permissions: [],
        canManageUsers: true,
        canCreateUsers: false,
        canReportUsers: false,
      },
    });
    setup({ world });
    expect(
      await screen.findByRole('heading', { name: 'No access to user management' }),
    ).toBeTruthy();
    // An administrator who may not add users goes back to the list, not home.
    expect(screen.getByRole('link', { name: 'Back to the users list' })).toBeTruthy();
  });
});
