import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend } from '@anp/core/testing';
import { editorWorld, userEditorRoutes } from '@anp/user-management/fixtures';
import { findPage, orderRoutes } from '../page-routes';
import { routes } from './routes';

// Whole widgets with axe and lazy chunks: generous on a machine several test runs share.
vi.setConfig({ testTimeout: 20_000 });

function renderPage(page: string, world = editorWorld()) {
  const found = findPage(orderRoutes(routes), page);
  if (!found) throw new Error(`no route for ${page}`);
  const config = resolveConfig({ country: 'us', lang: 'en' }, {});
  const backend = fakeBackend(config, userEditorRoutes(world));
  return render(
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <main>{found.route.render(found.params)}</main>
    </KitRoot>,
  );
}

describe('given the user editor pages of the portal', () => {
  it('adds a user at users/adduser', async () => {
    const view = renderPage('users/adduser');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a user' })).toBeTruthy();
    const result = await axe.run(view.container);
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('edits a user at users/edituser/{id}, with the history', async () => {
    renderPage('users/edituser/u-100');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Dale Jensen' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Change history' })).toBeTruthy();
  });

  it('says "no access" to a user without the user-management group', async () => {
    renderPage(
      'users/edituser/u-100',
      editorWorld({ permissions: { status: 403, body: { code: 'FORBIDDEN' } } }),
    );
    expect(
      await screen.findByRole('heading', { name: 'No access to user management' }),
    ).toBeTruthy();
  });
});
