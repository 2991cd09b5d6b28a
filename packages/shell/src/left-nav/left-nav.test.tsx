import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, resolveConfig } from '@anp/core';
import { LeftNav, type LeftNavProps } from './left-nav';
import { shellBackend, type ShellFixture } from '../fixtures';
import '../i18n';

function setup(props: LeftNavProps, fixture: ShellFixture = {}, country = 'us', lang = 'en') {
  const config = resolveConfig({ country, lang }, {});
  const backend = shellBackend(config, fixture);
  const view = render(
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <LeftNav {...props} />
    </KitRoot>,
  );
  return { backend, ...view };
}

const navigation = () => screen.findByRole('navigation', { name: 'Portal navigation' });

describe('given the sidebar for the pork user on a BI dashboard page', () => {
  const path = '/us/en/pages/nutritioncloud/bidashboards/nurseryandfinishing';

  it('lists the pork entries and opens the groups holding the current page', async () => {
    setup({ currentPath: path }, { persona: 'pork.us' });
    const nav = await navigation();
    const cloud = within(nav).getByRole('button', { name: 'Nutrition cloud' });
    const research = within(nav).getByRole('button', { name: 'Research' });
    expect(cloud.getAttribute('aria-expanded')).toBe('true');
    expect(research.getAttribute('aria-expanded')).toBe('false');
    const current = within(nav).getByRole('link', { name: 'Nursery and finishing' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('href')).toBe(path);
    expect(within(nav).getByRole('link', { name: 'Pork documents' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Place order' })).toBeNull();
  });

  it('expands and collapses a group', async () => {
    const user = userEvent.setup();
    setup({ currentPath: path }, { persona: 'pork.us' });
    const nav = await navigation();
    const research = within(nav).getByRole('button', { name: 'Research' });
    await user.click(research);
    expect(research.getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'All research' }).getAttribute('href')).toBe(
      '/us/en/pages/research/all',
    );
    expect(within(nav).getByRole('link', { name: 'Research overview' })).toBeTruthy();
    await user.click(within(nav).getByRole('button', { name: 'Nutrition cloud' }));
    expect(within(nav).queryByRole('link', { name: 'Nursery and finishing' })).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = setup({ currentPath: path }, { persona: 'pork.us' });
    await navigation();
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });
});

describe('given the sidebar for the Mexican customer', () => {
  it('speaks Spanish and lists the market asset pages', async () => {
    const user = userEvent.setup();
    setup({ currentPath: '/mx/es/pages/assets/poultry' }, { persona: 'customer.mx' }, 'mx', 'es');
    const nav = await screen.findByRole('navigation', { name: 'Navegación del portal' });
    expect(within(nav).getByRole('link', { name: 'Hacer un pedido' })).toBeTruthy();
    const assets = within(nav).getByRole('button', { name: 'Recursos' });
    expect(assets.getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Aves' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await user.click(assets);
    expect(within(nav).queryByRole('link', { name: 'Aves' })).toBeNull();
  });
});

describe('given the panels variant', () => {
  it('drills into a group and back with the arrow', async () => {
    const user = userEvent.setup();
    setup({ variant: 'panels', currentPath: '/us/en/pages/users' }, { persona: 'admin' });
    const nav = await navigation();
    await user.click(within(nav).getByRole('button', { name: 'Users' }));
    const overview = within(nav).getByRole('link', { name: 'Users overview' });
    expect(overview.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Bulk user management' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    await user.click(within(nav).getByRole('button', { name: 'Back to Portal navigation' }));
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Users');
  });

  it('asks the host to navigate on a plain link click', async () => {
    const user = userEvent.setup();
    const seen = vi.fn((event: Event) => event.preventDefault());
    window.addEventListener('anp-navigate', seen);
    setup({ variant: 'panels' }, { persona: 'employee' });
    await user.click(within(await navigation()).getByRole('link', { name: 'Reports' }));
    expect((seen.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({
      path: '/us/en/pages/reports',
    });
    window.removeEventListener('anp-navigate', seen);
  });
});

describe('given the user context is loading or fails', () => {
  it('shows a loading status', async () => {
    setup({}, { context: 'hang' });
    expect((await screen.findByRole('status')).textContent).toBe('Loading the navigation…');
  });

  it('shows a message and Retry', async () => {
    setup({}, { context: 'fail' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your details could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
