import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { KitRoot, formatCutoff, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import '@anp/ui';
import { ModificationNotice, ModificationNotices } from './order-modification-notice';
import { NOW, demoOrders, fakeOrderServer } from '../fixtures';

// Whole widgets with axe and lazy chunks: generous on a machine several test runs share.
vi.setConfig({ testTimeout: 20_000 });

const ORDERS = demoOrders(NOW);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

function setup(ui: React.ReactNode, options: { routes?: FakeRoutes; lang?: string } = {}) {
  const config = resolveConfig({ country: 'us', lang: options.lang ?? 'en' }, {});
  const backend = fakeBackend(config, { ...fakeOrderServer().routes, ...options.routes });
  const view = render(
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <main>{ui}</main>
    </KitRoot>,
  );
  return { backend, view };
}

describe('given one order still open to changes (screen 8)', () => {
  it('shows a heading, the order number as a link, the cut-off, the time left and Modify order', async () => {
    const { view } = setup(<ModificationNotice order={ORDERS.usOpen} />);
    const tile = await screen.findByRole('article', {
      name: 'You can still change order 4000161424',
    });
    const cutoff = formatCutoff(ORDERS.usOpen.modifiableUntil as string);
    expect(cutoff).toMatch(/^\d{2}-\d{2}-\d{4}, \d{1,2}:\d{2} (AM|PM)$/);
    expect(tile.querySelector('p')?.textContent).toBe(
      `Quantities, the requested date, the PO and the delivery instructions of order 4000161424 can be changed until ${cutoff}.`,
    );
    expect(within(tile).getByRole('link', { name: '4000161424' }).getAttribute('href')).toBe(
      '/us/en/pages/orders/4000161424',
    );
    expect(within(tile).getByText('2 days 3 hours left')).toBeTruthy();
    expect(
      within(tile).getByRole('link', { name: 'Modify order 4000161424' }).getAttribute('href'),
    ).toBe('/us/en/pages/orders/4000161424/modify');
    const result = await axe.run(view.container, { rules: { region: { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it.each([
    [0, '1 hour 30 minutes left'],
    [60 * 60_000, '30 minutes left'],
    [89 * 60_000 + 30_000, 'Less than a minute left'],
  ])('%i ms later reads "%s"', async (later, text) => {
    vi.setSystemTime(NOW + later);
    setup(<ModificationNotice order={ORDERS.usUrgent} />);
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('shows nothing once the cut-off is reached', () => {
    vi.setSystemTime(Date.parse(ORDERS.usUrgent.modifiableUntil as string));
    const { view } = setup(<ModificationNotice order={ORDERS.usUrgent} />);
    expect(view.container.querySelector('article')).toBeNull();
  });

  it('shows nothing for an order past its cut-off', () => {
    const { view } = setup(<ModificationNotice order={ORDERS.usClosed} />);
    expect(view.container.querySelector('article')).toBeNull();
  });

  it('speaks Spanish on a Spanish page', async () => {
    setup(<ModificationNotice order={ORDERS.mxPlaced} />, { lang: 'es' });
    expect(
      await screen.findByRole('heading', { name: 'Aún puede cambiar el pedido 4000160011' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Modificar el pedido 4000160011' })).toBeTruthy();
    expect(screen.getByText('Tiempo restante: 1 día y 0 horas')).toBeTruthy();
  });
});

describe("given the user's Placed orders", () => {
  it('shows the ones still open to changes, nearest cut-off first', async () => {
    const { backend } = setup(<ModificationNotices />);
    const region = await screen.findByRole('region', { name: 'Orders you can still change' });
    expect(
      within(region)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual([
      'You can still change order 4000161431',
      'You can still change order 4000160011',
      'You can still change order 4000161424',
    ]);
    expect(backend.callsTo('GET orders')[0]?.query.get('status')).toBe('Placed');
    expect(within(region).queryByText(/more order/)).toBeNull();
  });

  it('shows at most `max`, then "and N more" with a link to the orders', async () => {
    setup(<ModificationNotices max={2} />);
    const region = await screen.findByRole('region', { name: 'Orders you can still change' });
    expect(within(region).getAllByRole('article')).toHaveLength(2);
    expect(within(region).getByText('And 1 more order can still be changed.')).toBeTruthy();
    expect(
      within(region).getByRole('link', { name: 'View your orders' }).getAttribute('href'),
    ).toBe('/us/en/pages/orders');
  });

  it('shows one notice on a phone, and counts the others', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query === '(max-width: 639px)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      setup(<ModificationNotices />);
      const region = await screen.findByRole('region', { name: 'Orders you can still change' });
      expect(within(region).getAllByRole('article')).toHaveLength(1);
      expect(within(region).getByText('And 2 more orders can still be changed.')).toBeTruthy();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('renders nothing when no order can be changed, or when the list cannot be read', async () => {
    const none = setup(<ModificationNotices />, {
      routes: { 'GET orders': () => ({ rows: [], totalCount: 0, offset: 0, limit: 200 }) },
    });
    await waitFor(() => expect(none.backend.callsTo('GET orders')).toHaveLength(1));
    expect(none.view.container.querySelector('section')).toBeNull();
    none.view.unmount();
    const failing = setup(<ModificationNotices />, {
      routes: { 'GET orders': () => ({ status: 500, body: { code: 'SERVER' } }) },
    });
    await waitFor(() => expect(failing.backend.callsTo('GET orders')).toHaveLength(1));
    expect(failing.view.container.querySelector('section')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
