import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend } from '@anp/core/testing';
import { NOW, fakeOrderServer } from '@anp/order-detail/fixtures';
import { findPage, orderRoutes } from '../page-routes';
import { routes } from './routes';

// Whole widgets with axe and lazy chunks: generous on a machine several test runs share.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

function renderPage(page: string) {
  const found = findPage(orderRoutes(routes), page);
  if (!found) throw new Error(`no route for ${page}`);
  const config = resolveConfig({ country: 'us', lang: 'en' }, {});
  const backend = fakeBackend(config, fakeOrderServer().routes);
  return render(
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <main>{found.route.render(found.params)}</main>
    </KitRoot>,
  );
}

describe('given the order pages of the portal', () => {
  it('shows an order at orders/{orderId}', async () => {
    const view = renderPage('orders/4000152277');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 4000152277' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Documents' })).toBeTruthy();
    const result = await axe.run(view.container);
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('opens an order for changes at orders/{orderNr}/modify', async () => {
    const view = renderPage('orders/4000161424/modify');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Modify order 4000161424' }),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Submit changes' })).toBeTruthy();
    const result = await axe.run(view.container);
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('reads an order number that was percent-encoded in the path', async () => {
    renderPage('orders/4000%31%352277');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 4000152277' })).toBeTruthy();
  });
});
