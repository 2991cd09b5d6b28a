import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import '@anp/ui';
import { DigitalTools } from './digital-tools';
import { digitalToolsRoutes } from './fixtures';

function setup(
  page: string,
  options: { lang?: string; country?: string; routes?: FakeRoutes } = {},
) {
  const config = resolveConfig(
    { country: options.country ?? 'us', lang: options.lang ?? 'en' },
    {},
  );
  const backend = fakeBackend(config, options.routes ?? digitalToolsRoutes());
  const view = render(
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <DigitalTools page={page} />
    </KitRoot>,
  );
  return { backend, view, user: userEvent.setup() };
}

const noAxeViolations = async (container: HTMLElement) => {
  const result = await axe.run(container, { rules: { region: { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);
};

describe('research/sows (shell-and-admin.md §2)', () => {
  it('shows the description, the area’s pages, a table of the trials and a chart per trial', async () => {
    const { view, backend } = setup('research/sows');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sow trials' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'More in this area' });
    const current = within(nav).getByRole('link', { name: 'Sow trials' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Nursery trials' }).getAttribute('href')).toBe(
      '/us/en/pages/research/nursery',
    );
    const table = screen.getByRole('table', { name: 'Trials at a glance' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]?.textContent).toContain('High energy: 3.04 lb');
    expect(rows[1]?.textContent).toContain('480');
    // The charts load on demand: one drawing per trial, named by its measure.
    await waitFor(
      () =>
        expect(screen.getAllByRole('group', { name: /Birth weight|Pigs weaned/ }).length).toBe(2),
      { timeout: 4000 },
    );
    expect(backend.callsTo('GET entitlements/page')[0]?.query.get('path')).toBe('research/sows');
    await noAxeViolations(view.container);
  });

  it('speaks the page language and writes numbers in the market’s format', async () => {
    setup('research/sows', { lang: 'pt', country: 'br' });
    const table = await screen.findByRole('table', { name: 'Os ensaios em resumo' });
    expect(table.textContent).toContain('3,04 lb');
    expect(screen.getByRole('columnheader', { name: 'Melhor resultado' })).toBeTruthy();
  });
});

describe('porkdocuments', () => {
  it('lists the documents found with the page’s words, and downloads one', async () => {
    const { user, backend, view } = setup('porkdocuments');
    expect(await screen.findByText('Product guide: Swine and poultry')).toBeTruthy();
    expect(backend.callsTo('GET search/documents')[0]?.query.get('q')).toBe('Swine');
    await user.click(
      screen.getByRole('button', { name: 'Download Product guide: Swine and poultry' }),
    );
    await waitFor(() =>
      expect(backend.callsTo('GET documents/download')[0]?.query.get('id')).toBe('doc-us-1'),
    );
    await noAxeViolations(view.container);
  });

  it('says so when there are none', async () => {
    setup('porkdocuments', { routes: digitalToolsRoutes({ documents: [] }) });
    expect(await screen.findByText('No documents for this page yet.')).toBeTruthy();
  });
});

describe('a nutrition-cloud tool', () => {
  it('launches the external tool in a new tab without an opener', async () => {
    setup('nutritioncloud/FeedOrdering');
    const link = await screen.findByRole('link', { name: /Open Feed ordering/ });
    expect(link.getAttribute('href')).toBe(
      'https://nutritioncloud.an-nutrition.example/feed-ordering',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('refused (the server’s 403 ENTITLEMENT)', () => {
  it.each([
    ['businessUnit', /for pork business accounts/],
    ['role', /pork role/],
    ['entitlement', /not entitled to this tool/],
  ] as const)('says why: %s', async (reason, text) => {
    const { view } = setup('porkdocuments', { routes: digitalToolsRoutes({ refuse: reason }) });
    expect(
      await screen.findByRole('heading', { name: 'Not available for your account' }),
    ).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Documents' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe(
      '/us/en/pages/dashboard',
    );
    await noAxeViolations(view.container);
  });

  it('in Korean', async () => {
    setup('research', { lang: 'ko', routes: digitalToolsRoutes({ refuse: 'businessUnit' }) });
    expect(
      await screen.findByRole('heading', { name: '이 거래처에서는 사용할 수 없습니다' }),
    ).toBeTruthy();
  });
});

describe('failures and unknown pages', () => {
  it('says the page failed and tries again', async () => {
    let fail = true;
    const routes = digitalToolsRoutes();
    const { user } = setup('research/sows', {
      routes: {
        ...routes,
        'GET entitlements/page': (call) =>
          fail
            ? { status: 500, body: { message: 'down' } }
            : routes['GET entitlements/page']!(call),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This page could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sow trials' })).toBeTruthy();
  });

  it('renders nothing for a page that is not a digital page', () => {
    const { view, backend } = setup('research/boars');
    expect(view.container.textContent).toBe('');
    expect(backend.callsTo('GET entitlements/page')).toHaveLength(0);
  });
});
