import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend } from '@anp/core/testing';
import { accountBalanceRoutes } from '@anp/account-balance/fixtures';
import '@anp/ui';
import { AccountBalancePage } from './account-balance-page';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

async function setup(path: string) {
  const config = resolveConfig({ country: 'us', lang: 'en' }, {});
  const backend = fakeBackend(config, accountBalanceRoutes());
  await act(async () => {
    render(
      <KitRoot config={config} services={backend.services} swrCache={new Map()}>
        <MemoryRouter initialEntries={[path]}>
          <main>
            <AccountBalancePage />
          </main>
          <Where />
        </MemoryRouter>
      </KitRoot>,
    );
  });
  return { backend, user: userEvent.setup() };
}

// Issue 16: the open items' filters, sort and paging live in the page address.
describe('given the arbalance page', () => {
  it('is headed by the balance, and opens the list the address names', async () => {
    const { backend } = await setup('/us/en/pages/arbalance?bucket=over90&sort=amount&dir=desc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account balance' })).toBeTruthy();
    await waitFor(() => expect(backend.callsTo('GET finance/list').length).toBeGreaterThan(0));
    const query = backend.callsTo('GET finance/list')[0]?.query;
    expect([query?.get('bucket'), query?.get('sort'), query?.get('direction')]).toEqual([
      'over90',
      'amount',
      'desc',
    ]);
  });

  it('writes a new page and a bucket into the address', async () => {
    const { user } = await setup('/us/en/pages/arbalance?x=1');
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/us/en/pages/arbalance?x=1&page=2'),
    );
    await user.click(await screen.findByRole('button', { name: /31–60 days/ }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/us/en/pages/arbalance?x=1&bucket=days31to60',
      ),
    );
  });
});
