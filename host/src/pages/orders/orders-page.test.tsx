import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import axe from 'axe-core';
import { KitRoot, resolveConfig, type Account, type UserContext } from '@anp/core';
import {
  MX_SCENE,
  US_SCENE,
  ordersBackend,
  ordersRoutes,
  type OrdersScene,
} from '@anp/orders/fixtures';
import '@anp/ui';
import { OrdersPage } from './orders-page';

const account = {
  id: '001Dm00001',
  fullname: 'Prairie Feed & Supply',
  shortname: 'Prairie Feed & Supply',
  soldToCode: '0010100012',
  region: 'us',
  selected: true,
} as Account;

const context = (selected: Account | null) =>
  ({
    userType: 'External',
    locale: 'en_US',
    selectedAccount: selected,
    regions: [{ shortname: 'us', fullname: 'United States', selected: true }],
    accountCount: 1,
  }) as unknown as UserContext;

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

async function setup(scene: OrdersScene, path: string) {
  const lang = scene.lang ?? 'en';
  const config = resolveConfig({ country: scene.country, lang }, {});
  const backend = ordersBackend(config, {
    ...ordersRoutes(scene),
    'GET users/context': () => context({ ...account, region: scene.country }),
  });
  // The page's parts load their strings and code on demand: rendering settles in an act.
  await act(async () => {
    render(
      <KitRoot config={config} services={backend.services} swrCache={new Map()}>
        <MemoryRouter initialEntries={[path]}>
          <main>
            <OrdersPage />
          </main>
          <Where />
        </MemoryRouter>
      </KitRoot>,
    );
  });
  return backend;
}

const where = () => screen.getByTestId('where').textContent;

describe('given the orders page', () => {
  it('shows the heading, the account and the list, without axe violations', async () => {
    await setup(US_SCENE, '/us/en/pages/orders');
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeTruthy();
    expect(
      await screen.findByText('Orders and memos of Prairie Feed & Supply · sold-to 0010100012'),
    ).toBeTruthy();
    // The page's and the list's chunks are transformed on first import (slow on a loaded machine).
    expect(await screen.findByText(/^Showing 100 of/, {}, { timeout: 12_000 })).toBeTruthy();
    const result = await axe.run(document.body);
    expect(result.violations).toEqual([]);
  }, 20_000);

  it('reads the filters from the URL and writes changes back into it', async () => {
    const backend = await setup(
      US_SCENE,
      '/us/en/pages/orders?status=Shipped&sort=amount&direction=asc',
    );
    await waitFor(() =>
      expect(Object.fromEntries(backend.callsTo('GET orders/ordersandmemos')[0]!.query)).toEqual({
        offset: '0',
        limit: '100',
        status: 'Shipped',
        sort: 'amount',
        direction: 'asc',
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(where()).toBe('/us/en/pages/orders?sort=amount&direction=asc'));
    expect(
      Object.fromEntries(backend.callsTo('GET orders/ordersandmemos').at(-1)!.query),
    ).not.toHaveProperty('status');
  });

  it('speaks Spanish on a Mexican page', async () => {
    await setup(MX_SCENE, '/mx/es/pages/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedidos' })).toBeTruthy();
    expect(await screen.findByText(/^Mostrando 100 de/, {}, { timeout: 5000 })).toBeTruthy();
  });
});
