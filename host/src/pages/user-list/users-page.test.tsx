import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import axe from 'axe-core';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import { forbiddenRoutes, userListRoutes } from '@anp/user-management/fixtures';
import '@anp/ui';
import { UsersPage } from './users-page';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

async function setup(path: string, routes: FakeRoutes = userListRoutes(), lang = 'en') {
  const config = resolveConfig({ country: 'us', lang }, {});
  const backend = fakeBackend(config, routes);
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(
      <KitRoot config={config} services={backend.services} swrCache={new Map()}>
        <MemoryRouter initialEntries={[path]}>
          <main>
            <Routes>
              <Route path="/us/en/pages/users" element={<UsersPage />} />
              <Route path="/us/en/pages/users/edituser/:id" element={<p>User page</p>} />
            </Routes>
          </main>
          <Where />
        </MemoryRouter>
      </KitRoot>,
    );
  });
  return { backend, view, user: userEvent.setup() };
}

const where = () => screen.getByTestId('where').textContent;

describe('given the users page', () => {
  it('keeps the filters, sort and page in the URL, and reads them back on a reload', async () => {
    const { backend, user } = await setup('/us/en/pages/users?status=Active&page=2');
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    await screen.findByRole('table', { name: 'Users' });
    expect(backend.callsTo('GET users/list')[0]?.query.toString()).toBe(
      'status=Active&sort=name&order=asc&limit=25&offset=25',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'User type' }), 'Internal');
    await waitFor(() => expect(where()).toBe('/us/en/pages/users?status=Active&type=Internal'));
    const header = screen.getByRole('columnheader', { name: /E-mail/ });
    await user.click(within(header).getByRole('button'));
    await waitFor(() =>
      expect(where()).toBe(
        '/us/en/pages/users?status=Active&type=Internal&sort=email&direction=asc',
      ),
    );
  });

  it('has no axe violations', async () => {
    const { view } = await setup('/us/en/pages/users');
    await screen.findByRole('table', { name: 'Users' });
    const result = await axe.run(view.container, { rules: { region: { enabled: false } } });
    expect(result.violations).toEqual([]);
  });

  it('shows a clear no-access page to a user without the user-management group', async () => {
    await setup('/us/en/pages/users', forbiddenRoutes());
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No access to user management' }),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
