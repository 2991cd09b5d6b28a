import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import '@anp/ui';
import { DEFAULT_LIST_STATE, type UserListState } from '../model/user-list';
import { MANAGER_PERMISSIONS, forbiddenRoutes, listUsers, userListRoutes } from './fixtures';
import { UserList } from './user-list';

function setup(
  options: {
    lang?: string;
    country?: string;
    routes?: FakeRoutes;
    onChange?: (state: UserListState) => void;
    value?: UserListState;
  } = {},
) {
  const config = resolveConfig(
    { country: options.country ?? 'us', lang: options.lang ?? 'en' },
    {},
  );
  const backend = fakeBackend(config, options.routes ?? userListRoutes());
  const view = render(
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <main>
        <UserList value={options.value} onChange={options.onChange} />
      </main>
    </KitRoot>,
  );
  return { backend, view, user: userEvent.setup() };
}

const table = () => screen.findByRole('table', { name: 'Users' });
const lastQuery = (backend: ReturnType<typeof setup>['backend']) =>
  backend.callsTo('GET users/list').at(-1)?.query;

beforeEach(() => {
  // jsdom has no object URLs: the export's saveBlob needs them.
  URL.createObjectURL = vi.fn(() => 'blob:users');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('given an administrator and 60 users', () => {
  it('shows the first page of 25, each row with its link, type, role, status, accounts and sign-in', async () => {
    const { backend } = setup();
    const grid = await table();
    const rows = within(grid).getAllByRole('row');
    expect(rows).toHaveLength(26);
    expect(screen.getByText('Showing 1–25 of 60 users')).toBeTruthy();
    const first = listUsers().sort((a, b) =>
      `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`),
    )[0];
    const link = within(grid).getAllByRole('link')[0] as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe(`/us/en/pages/users/edituser/${first?.id}`);
    expect(lastQuery(backend)?.toString()).toBe('sort=name&order=asc&limit=25&offset=0');
    // A user with four accounts shows the primary one and "+3"; a never signed-in user "Never".
    const withMore = within(grid).getAllByText('+3')[0];
    expect(withMore?.closest('td')?.textContent).toMatch(/\(\d{10}\)\+3and 3 more accounts/);
    expect(within(grid).getAllByText('Never').length).toBeGreaterThan(0);
    expect(within(grid).getAllByText(/^\d{2}-Oct-2026$/).length).toBeGreaterThan(0);
    expect(within(grid).getAllByText(/^(Active|In progress|Inactive)$/)).toHaveLength(25);
    expect(screen.getByRole('link', { name: 'Add user' }).getAttribute('href')).toBe(
      '/us/en/pages/users/adduser',
    );
    expect(screen.getByRole('link', { name: 'Bulk upload' }).getAttribute('href')).toBe(
      '/us/en/pages/bulkusermanagement',
    );
  });

  it('has no axe violations, with a selection and the account filter open', async () => {
    const { view, user } = setup();
    const grid = await table();
    await user.click(within(grid).getAllByRole('checkbox')[1] as HTMLElement);
    await user.click(screen.getByRole('button', { name: /Account/ }));
    await screen.findByRole('button', { name: /Jensen Farm Store/ });
    const result = await axe.run(view.container, { rules: { region: { enabled: false } } });
    expect(result.violations).toEqual([]);
  });

  it('searches the server by name or e-mail once typing pauses, from the first page', async () => {
    const changes: UserListState[] = [];
    const { backend, user } = setup({ onChange: (s) => changes.push(s) });
    await table();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery(backend)?.get('offset')).toBe('25'));
    const calls = backend.callsTo('GET users/list').length;
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'lucía');
    await waitFor(() => expect(lastQuery(backend)?.get('search')).toBe('lucía'));
    // One request for the word, not one per key.
    expect(backend.callsTo('GET users/list').length).toBe(calls + 1);
    expect(lastQuery(backend)?.get('offset')).toBe('0');
    expect(changes.at(-1)).toMatchObject({ page: 1, filters: { search: 'lucía' } });
    const grid = await table();
    for (const link of within(grid).getAllByRole('link'))
      expect(link.textContent).toMatch(/^Lucía /);
  });

  it('filters by status, user type, role, region and business unit, and clears them', async () => {
    const { backend, user } = setup();
    await table();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'In Progress');
    await user.selectOptions(screen.getByRole('combobox', { name: 'User type' }), 'Customer');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Retailer');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'br');
    await waitFor(() =>
      expect(lastQuery(backend)?.toString()).toBe(
        'status=In+Progress&userType=Customer&role=Retailer&region=br&sort=name&order=asc&limit=25&offset=0',
      ),
    );
    await screen.findByText('Showing 1–1 of 1 user');
    expect(within(await table()).getAllByText('In progress')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    // The unfiltered first page (read at the start) shows again.
    expect(await screen.findByText('Showing 1–25 of 60 users')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Region' }) as HTMLSelectElement).value).toBe('');
  });

  it('filters by an account found by search among the linkable accounts', async () => {
    const { backend, user } = setup();
    await table();
    const opener = screen.getByRole('button', { name: 'Account Any account' });
    await user.click(opener);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    await user.type(screen.getByRole('searchbox', { name: 'Search accounts' }), 'jensen');
    await waitFor(() =>
      expect(backend.callsTo('GET users/account/list/paged').at(-1)?.query.get('searchText')).toBe(
        'jensen',
      ),
    );
    await user.click(await screen.findByRole('button', { name: /Jensen Farm Store/ }));
    await waitFor(() => expect(lastQuery(backend)?.get('accountId')).toBe('001DmUS000002'));
    expect(
      screen.getByRole('button', { name: 'Account Jensen Farm Store (0010100019)' }),
    ).toBeTruthy();
  });

  it('folds the filters beyond the search behind a button that counts those in force', async () => {
    const { user } = setup();
    await table();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Active');
    const toggle = await screen.findByRole('button', { name: 'More filters (1)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('search', { name: 'Filter users' }).dataset.folded).toBe('true');
    await user.click(toggle);
    expect(
      screen.getByRole('button', { name: 'Fewer filters' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(screen.getByRole('search', { name: 'Filter users' }).dataset.folded).toBe('false');
  });

  it('sorts by a column on the server, and says which way', async () => {
    const { backend, user } = setup();
    const grid = await table();
    const header = within(grid).getByRole('columnheader', { name: /Last sign-in/ });
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(lastQuery(backend)?.get('sort')).toBe('lastSignIn'));
    expect(lastQuery(backend)?.get('order')).toBe('desc');
    expect(header.getAttribute('aria-sort')).toBe('descending');
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(lastQuery(backend)?.get('order')).toBe('asc'));
  });

  it('pages with Previous and Next, and tells the caller the page (the URL keeps it)', async () => {
    const changes: UserListState[] = [];
    const { backend, user } = setup({ onChange: (s) => changes.push(s) });
    await table();
    const paging = screen.getByRole('navigation', { name: 'Pages of users' });
    expect(within(paging).getByText('Page 1 of 3')).toBeTruthy();
    expect(
      within(paging).getByRole('button', { name: 'Previous page' }).hasAttribute('disabled'),
    ).toBe(true);
    await user.click(within(paging).getByRole('button', { name: 'Next page' }));
    await user.click(within(paging).getByRole('button', { name: 'Next page' }));
    await screen.findByText('Showing 51–60 of 60 users');
    expect(lastQuery(backend)?.get('offset')).toBe('50');
    expect(changes.at(-1)?.page).toBe(3);
    expect(within(paging).getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('goes to the last page there is from a page past the end (an old link)', async () => {
    const changes: UserListState[] = [];
    const { backend } = setup({
      value: { ...DEFAULT_LIST_STATE, page: 9 },
      onChange: (s) => changes.push(s),
    });
    expect(await screen.findByText('Showing 51–60 of 60 users')).toBeTruthy();
    expect(backend.callsTo('GET users/list').map((c) => c.query.get('offset'))).toEqual([
      '200',
      '50',
    ]);
    expect(changes.at(-1)?.page).toBe(3);
  });

  it('opens on the page and filters the caller gives (a reload of the URL)', async () => {
    const { backend } = setup({
      value: {
        filters: {
          search: '',
          status: 'Active',
          userType: null,
          role: null,
          region: null,
          businessUnit: null,
          account: null,
        },
        sort: { field: 'email', direction: 'desc' },
        page: 2,
      },
    });
    await table();
    expect(lastQuery(backend)?.toString()).toBe(
      'status=Active&sort=email&order=desc&limit=25&offset=25',
    );
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe(
      'Active',
    );
  });
});

describe('given a selection and a bulk status change', () => {
  it('deactivates the selected users after a confirmation naming how many, then says what happened', async () => {
    const users = listUsers(3);
    const { backend, user } = setup({ routes: userListRoutes({ users, refuse: ['u-002'] }) });
    const grid = await table();
    const boxes = within(grid).getAllByRole('checkbox');
    for (const box of boxes.slice(1, 4)) await user.click(box);
    const bar = screen.getByRole('group', { name: 'Selected users' });
    expect(within(bar).getByText('3 users selected')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate 3 users?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await screen.findByText('2 users deactivated.');
    expect(screen.getByText('1 user was not changed:')).toBeTruthy();
    expect(screen.getByText(/: You cannot change your own status\.$/)).toBeTruthy();
    const sent = backend.callsTo('POST users/bulk/deactivate')[0]?.body as { userIds: string[] };
    expect(sent.userIds).toHaveLength(3);
    // The list is read again; the refused user stays selected.
    await waitFor(() => expect(backend.callsTo('GET users/list').length).toBeGreaterThan(1));
    expect(
      within(screen.getByRole('group', { name: 'Selected users' })).getByText('1 user selected'),
    ).toBeTruthy();
  });

  it('selects the whole page with one box, and asks nothing when cancelled', async () => {
    const { backend, user } = setup();
    const grid = await table();
    await user.click(within(grid).getByRole('checkbox', { name: 'Select all users on this page' }));
    expect(screen.getByText('25 users selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate 25 users?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(backend.callsTo('POST users/bulk/activate')).toHaveLength(0);
  });
});

describe('given the export and the rights of the caller', () => {
  it('exports the filtered list as CSV and XLSX in the page language', async () => {
    const { backend, user } = setup({ lang: 'es', country: 'mx' });
    await screen.findByRole('table', { name: 'Usuarios' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Active');
    await user.click(screen.getByRole('button', { name: 'Exportar XLSX' }));
    await waitFor(() => expect(backend.callsTo('GET users/list/export')).toHaveLength(1));
    const query = backend.callsTo('GET users/list/export')[0]?.query;
    expect(query?.get('format')).toBe('xlsx');
    expect(query?.get('lang')).toBe('es');
    expect(query?.get('status')).toBe('Active');
    expect(query?.has('offset')).toBe(false);
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });

  it('offers no export without user_reporting and no Add user without create_new_user', async () => {
    setup({ routes: userListRoutes({ permissions: MANAGER_PERMISSIONS }) });
    await table();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add user' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Bulk upload' })).toBeNull();
  });

  it('tells a caller without the user-management group they have no access, with no error toast', async () => {
    const { backend } = setup({ routes: forbiddenRoutes() });
    expect(
      await screen.findByRole('heading', { name: 'No access to user management' }),
    ).toBeTruthy();
    expect(screen.getByText(/Ask an administrator for access/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(backend.callsTo('GET users/list')).toHaveLength(0);
  });
});

describe('given no users to show, or no answer', () => {
  it('offers to clear the filters when none match', async () => {
    const { user } = setup({ routes: userListRoutes({ users: listUsers(3) }) });
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'zzz');
    expect(await screen.findByRole('heading', { name: 'No users match' })).toBeTruthy();
    await user.click(
      within(
        screen.getByRole('heading', { name: 'No users match' }).parentElement as HTMLElement,
      ).getByRole('button', { name: 'Clear filters' }),
    );
    expect(await table()).toBeTruthy();
    expect(
      (screen.getByRole('searchbox', { name: 'Search users' }) as HTMLInputElement).value,
    ).toBe('');
  });

  it('says why the users could not be loaded, and tries again', async () => {
    let fail = true;
    const routes = userListRoutes();
    const list = routes['GET users/list'];
    const { user } = setup({
      routes: {
        ...routes,
        'GET users/list': (call) =>
          fail ? { status: 500, body: { message: 'down' } } : list?.(call),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The users could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeTruthy();
  });

  it('shows that it is loading', async () => {
    setup({ routes: { ...userListRoutes(), 'GET users/list': () => new Promise(() => {}) } });
    expect((await screen.findAllByText('Loading users…')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('given a Portuguese page', () => {
  it('speaks Portuguese, with dates in the market format', async () => {
    setup({ lang: 'pt', country: 'br' });
    const grid = await screen.findByRole('table', { name: 'Usuários' });
    expect(within(grid).getAllByText(/^\d{2}-Out-2026$/).length).toBeGreaterThan(0);
    expect(screen.getByRole('searchbox', { name: 'Buscar usuários' })).toBeTruthy();
    expect(within(grid).getAllByText('Nunca').length).toBeGreaterThan(0);
  });
});
