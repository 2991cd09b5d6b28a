import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import '@anp/ui';
import { Insights } from './insights';
import { ACCOUNT, INSIGHTS, NO_INSIGHTS, insightsRoutes, marketRoute } from './fixtures';

function setup(
  options: { country?: string; lang?: string; routes?: FakeRoutes; tile?: string } = {},
) {
  const country = options.country ?? 'us';
  const lang = options.lang ?? 'en';
  const config = resolveConfig({ country, lang }, {});
  const backend = fakeBackend(
    config,
    options.routes ?? insightsRoutes(ACCOUNT, INSIGHTS, marketRoute(country, lang)),
  );
  const view = render(
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <main>
        <Insights tile={options.tile} />
      </main>
    </KitRoot>,
  );
  return { backend, view, user: userEvent.setup() };
}

const tile = (name: string) => screen.findByRole('region', { name });

describe('given the US retailer’s insights', () => {
  it('shows this month’s tons against last year, in words and with a summary', async () => {
    setup();
    const tons = await tile('Tons this month');
    expect(await within(tons).findByText('46.50 tons')).toBeTruthy();
    expect(within(tons).getByText('01-Nov-2026 to 20-Nov-2026')).toBeTruthy();
    expect(
      within(tons).getByText('▲ 21.6 % more than the same days last year (38.25 tons)'),
    ).toBeTruthy();
    const figure = within(tons).getByText('46.50 tons');
    const summary = document.getElementById(figure.getAttribute('aria-describedby') ?? '');
    expect(summary?.textContent).toBe(
      '46.50 tons ordered from 01-Nov-2026 to 20-Nov-2026, against 38.25 tons in the same days of 2025; all of November 2025: 61.00 tons.',
    );
    const link = within(tons).getByRole('link', { name: "See this month's orders" });
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toBe(
      '/us/en/pages/orders?status=Placed,Scheduled,Shipped,Invoiced&from=2026-11-01&to=2026-11-20',
    );
    // The chart (lazy) names its bars.
    expect(await within(tons).findByRole('img', { name: /Nov 2026.*46\.50 tons/ })).toBeTruthy();
  });

  it('counts open orders by status, each status a link to the list filtered by it', async () => {
    setup();
    const open = await tile('Open orders');
    expect(await within(open).findByText('4 open orders')).toBeTruthy();
    expect(within(open).getByRole('link', { name: 'Scheduled: 1' }).getAttribute('href')).toBe(
      '/us/en/pages/orders?status=Scheduled',
    );
    expect(
      decodeURIComponent(
        within(open).getByRole('link', { name: 'See open orders' }).getAttribute('href') ?? '',
      ),
    ).toBe('/us/en/pages/orders?status=Placed,Scheduled,Shipped');
  });

  it('lists the next deliveries with their dates, soonest first, each opening its order', async () => {
    setup();
    const next = await tile('Next deliveries');
    const items = within(await within(next).findByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '23-Nov-2026Order 4000000004Placed · Delivery · 0.25 tons',
      '25-Nov-2026Order 4000000005Scheduled · Pickup · 1.00 tons',
      '27-Nov-2026Order 4000000003Placed · Delivery · 3.13 tons',
    ]);
    expect(within(next).getByRole('link', { name: 'Order 4000000004' }).getAttribute('href')).toBe(
      '/us/en/pages/orders/4000000004',
    );
    expect(
      decodeURIComponent(
        within(next)
          .getByRole('link', { name: 'See open orders by delivery date' })
          .getAttribute('href') ?? '',
      ),
    ).toBe('/us/en/pages/orders?status=Placed,Scheduled,Shipped&sort=requestedDate&direction=asc');
  });

  it('asks the server once for the three tiles', async () => {
    const { backend } = setup();
    await screen.findByText('46.50 tons');
    await screen.findByText('4 open orders');
    expect(backend.callsTo('GET orders/insights')).toHaveLength(1);
  });

  it('has no axe violations', async () => {
    const { view } = setup();
    await screen.findByRole('img', { name: /Nov 2026/ });
    const result = await axe.run(view.container);
    expect(result.violations).toEqual([]);
  });

  it('shows only the tile it is asked for', async () => {
    setup({ tile: 'deliveries' });
    expect(await tile('Next deliveries')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Tons this month' })).toBeNull();
  });
});

describe('given the market and the language', () => {
  it('writes metric tons and Spanish in Mexico', async () => {
    setup({
      country: 'mx',
      lang: 'es',
      routes: insightsRoutes(
        ACCOUNT,
        { ...INSIGHTS, weightUnit: 'metricTon' },
        marketRoute('mx', 'es'),
      ),
    });
    const tons = await tile('Toneladas este mes');
    expect(await within(tons).findByText('46.50 t')).toBeTruthy();
    expect(within(tons).getByRole('link', { name: 'Ver los pedidos de este mes' })).toBeTruthy();
  });

  it.each([
    ['kr', 'ko', true],
    ['br', 'pt', true],
    ['us', 'en', false],
  ])(
    'shows nothing where the cart is hidden (%s/%s, market flag off: %s)',
    async (country, lang, flag) => {
      const { backend, view } = setup({
        country,
        lang,
        routes: insightsRoutes(ACCOUNT, INSIGHTS, marketRoute(country, lang, flag)),
      });
      await screen.findByRole('main');
      // Wait until the user context and the market config answered.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await expect.poll(() => backend.callsTo(`GET config/${country}/${lang}`).length).toBe(1);
      expect(view.container.querySelector('section')).toBeNull();
      expect(backend.callsTo('GET orders/insights')).toHaveLength(0);
    },
  );
});

describe('given no orders, no answer or no account', () => {
  it('says so in each tile', async () => {
    setup({ routes: insightsRoutes(ACCOUNT, NO_INSIGHTS) });
    expect(
      await screen.findByText('No orders this month nor in the same days last year.'),
    ).toBeTruthy();
    expect(screen.getByText('No open orders.')).toBeTruthy();
    expect(screen.getByText('No deliveries coming up.')).toBeTruthy();
  });

  it('says a month without orders last year is new, with no percentage', async () => {
    setup({
      routes: insightsRoutes(ACCOUNT, {
        ...INSIGHTS,
        tons: { ...INSIGHTS.tons, lastYearTons: 0, lastYearMonthTons: 0, changePercent: null },
      }),
    });
    expect(await screen.findByText('No orders in the same days last year')).toBeTruthy();
  });

  it('shows a skeleton while loading, then the failure with Try again', async () => {
    let fail = true;
    const { user, backend } = setup({
      routes: {
        ...insightsRoutes(),
        'GET orders/insights': () => (fail ? { status: 500, body: { message: 'down' } } : INSIGHTS),
      },
    });
    expect((await screen.findAllByRole('status')).length).toBeGreaterThan(0);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(3);
    expect(alerts[0]?.textContent).toContain('Your order insights could not be loaded.');
    fail = false;
    await user.click(within(alerts[0] as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('46.50 tons')).toBeTruthy();
    expect(backend.callsTo('GET orders/insights')).toHaveLength(2);
  });

  it('asks for an account when none is selected', async () => {
    setup({
      routes: {
        ...insightsRoutes(null),
        'GET orders/insights': () => ({
          status: 400,
          body: { code: 'NO_ACCOUNT', message: 'No account' },
        }),
      },
    });
    expect((await screen.findAllByText(/No account is selected/)).length).toBe(3);
  });
});
