import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import '@anp/ui';
import { Insights } from './insights';
import { ACCOUNT, contextWith, insightsRoutes } from './fixtures';

function setup(options: { lang?: string; routes?: FakeRoutes; heading?: string } = {}) {
  const config = resolveConfig({ country: 'us', lang: options.lang ?? 'en' }, {});
  const backend = fakeBackend(config, options.routes ?? insightsRoutes());
  const view = render(
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <Insights heading={options.heading} />
    </KitRoot>,
  );
  return { backend, view, user: userEvent.setup() };
}

describe('given the selected account', () => {
  it('shows its name, and its codes on demand', async () => {
    const { user } = setup();
    const card = await screen.findByRole('region', { name: 'Your account' });
    expect(await within(card).findByText('Prairie Feed & Supply')).toBeTruthy();
    const toggle = within(card).getByRole('button', { name: 'Show details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(within(card).getByRole('button', { name: 'Hide details' })).toBeTruthy();
    expect(within(card).getByText('0010100012')).toBeTruthy();
    expect(within(card).getByText('Sales organisation')).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { view } = setup();
    await screen.findByText('Prairie Feed & Supply');
    const result = await axe.run(view.container, { rules: { region: { enabled: false } } });
    expect(result.violations).toEqual([]);
  });

  it('takes its heading from the page, and speaks the page language', async () => {
    setup({ lang: 'es', heading: 'Cuenta de la granja' });
    expect(await screen.findByRole('region', { name: 'Cuenta de la granja' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Mostrar detalles' })).toBeTruthy();
  });
});

describe('given no account, or no answer', () => {
  it('says that no account is chosen', async () => {
    setup({ routes: insightsRoutes(null) });
    expect(await screen.findByText(/No account is selected/)).toBeTruthy();
  });

  it('says why the account could not be loaded, and tries again', async () => {
    let fail = true;
    const { user, backend } = setup({
      routes: {
        'GET users/context': () =>
          fail ? { status: 500, body: { message: 'down' } } : contextWith(ACCOUNT),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your account could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Prairie Feed & Supply')).toBeTruthy();
    expect(backend.callsTo('GET users/context').length).toBeGreaterThan(1);
  });
});
