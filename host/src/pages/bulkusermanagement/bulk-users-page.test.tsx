import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import axe from 'axe-core';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import { bulkUsersRoutes } from '@anp/user-management/fixtures';
import { findPage, orderRoutes } from '../page-routes';
import { routes } from './routes';

vi.setConfig({ testTimeout: 20_000 });

function renderPage(routesOverride: FakeRoutes = {}) {
  const config = resolveConfig({ country: 'us', lang: 'en' }, {});
  const backend = fakeBackend(config, { ...bulkUsersRoutes(), ...routesOverride });
  const found = findPage(orderRoutes(routes), 'bulkusermanagement');
  if (!found) throw new Error('no route for bulkusermanagement');
  const view = render(
    <MemoryRouter initialEntries={['/us/en/pages/bulkusermanagement']}>
      <main>
        <KitRoot config={config} services={backend.services} swrCache={new Map()}>
          {found.route.render(found.params)}
        </KitRoot>
      </main>
    </MemoryRouter>,
  );
  return { view };
}

describe('given the bulkusermanagement page', () => {
  it('shows the bulk upload with its title as the page heading to an administrator', async () => {
    const { view } = renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bulk upload of users' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /Download the template/ })).toBeTruthy();
    expect((await axe.run(view.container)).violations.map((v) => v.id)).toEqual([]);
  });

  it('says "no access" to a user without the group, not an error', async () => {
    renderPage({
      'GET users/permissions': () => ({ status: 403, body: { code: 'FORBIDDEN', message: 'No' } }),
    });
    expect(
      await screen.findByRole('heading', { name: 'No access to user management' }),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
