import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import axe from 'axe-core';
import { KitRoot, resolveConfig, type Account, type UserContext } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import type { ComplaintModalProps } from '@anp/complaint-modal';
import { DashboardPage } from './dashboard-page';

// A stand-in with the complaint modal's interface: the modal has its own tests.
vi.mock('@anp/complaint-modal', () => ({
  COMPLAINT_NS: 'complaint',
  ComplaintModal: (props: ComplaintModalProps) =>
    props.open ? (
      <div role="dialog" aria-modal="true" aria-label="New complaint">
        <button type="button" onClick={props.onClose}>
          Close form
        </button>
      </div>
    ) : null,
}));

const PURCHASE = 'DXP_CAN_AccGrp_Purchase_Products';
const ADMIN = 'DXP_CAN_AccGrp_User_Management';
const ALL_SPECIES = [
  'pork',
  'poultry',
  'ruminant',
  'pet',
  'equine',
  'multispecies',
  'digitalsolutions',
  'additives',
  'sustainability',
  'cns',
];
const SPECIES_NAMES = [
  'Pork',
  'Poultry',
  'Ruminant',
  'Pet',
  'Equine',
  'Multispecies',
  'Digital solutions',
  'Additives',
  'Sustainability',
  'Nutrition System (CNS)',
];

function account(overrides: Partial<Account> = {}): Account {
  return {
    id: 'acc-us-0001',
    sfid: '001US0001',
    fullname: 'Jensen Farm Supply LLC',
    shortname: 'Jensen Farm Supply',
    customerName2: null,
    contactPerson: 'Dale Jensen',
    soldToCode: '0010045123',
    fullSoldToCode: '0010045123US01',
    globalId: 'G200000013',
    region: 'us',
    businessUnit: 'feed',
    salesOrg: 'US01',
    externalRefId: '0010045123_US01_10_00',
    sourceSystem: 'SAP',
    showTag: 'Current',
    selected: true,
    isPrimary: true,
    accountNumber: '0010045123',
    accountExternalId: '0010045123',
    soldToExternalId: '0010045123',
    name: 'Jensen Farm Supply',
    address: '1200 Main St, Ames, IA 50010',
    label: 'Jensen Farm Supply LLC (0010045123)',
    ...overrides,
  };
}

function context(
  user: Partial<UserContext['user']> = {},
  overrides: Partial<UserContext> = {},
): UserContext {
  return {
    userType: 'External',
    oktaId: 'u-retailer-us',
    locale: 'en_US',
    businessUnit: 'feed',
    beta: false,
    tncAccepted: true,
    user: {
      id: 'u-retailer-us',
      userId: 'u-retailer-us',
      contactId: 'c-u-retailer-us',
      contactSource: 'portal',
      userType: 'External',
      customerType: 'Retailer',
      firstName: 'Dale',
      lastName: 'Jensen',
      email: 'retailer.us@demo.test',
      phone: '+1 515-555-0134',
      mobile: null,
      status: 'Active',
      language: 'en',
      locale: 'en_US',
      country: 'us',
      currency: 'USD',
      timeZone: 'America/Chicago',
      businessUnit: 'feed',
      groups: [PURCHASE],
      roles: [],
      permissions: [],
      ...user,
    },
    selectedAccount: account(),
    regions: [{ fullname: 'United States', shortname: 'us', selected: true }],
    accountCount: 3,
    ...overrides,
  };
}

function marketConfig(country: string, lang: string, tiles: string[]) {
  return {
    country,
    lang,
    config: {
      supportPhone: '+1 800-555-0199',
      supportEmail: `support.${country}@demo.test`,
      cartEnabled: true,
      dashboardTiles: tiles,
    },
  };
}

function renderDashboard(
  options: {
    country?: string;
    lang?: string;
    context?: UserContext;
    tiles?: string[];
    routes?: FakeRoutes;
  } = {},
) {
  const { country = 'us', lang = 'en' } = options;
  const config = resolveConfig({ country, lang }, {});
  const backend = fakeBackend(config, {
    'GET users/context': () => options.context ?? context(),
    [`GET config/${country}/${lang}`]: () =>
      marketConfig(country, lang, options.tiles ?? ALL_SPECIES),
    ...options.routes,
  });
  const view = render(
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <MemoryRouter initialEntries={[`/${country}/${lang}/pages/dashboard`]}>
        <DashboardPage />
      </MemoryRouter>
    </KitRoot>,
  );
  return { backend, container: view.container };
}

function programmes() {
  return within(screen.getByRole('region', { name: 'Nutrition programmes' }));
}

describe('given a US retailer who can order', () => {
  it('greets them with the selected account', async () => {
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Dale' })).toBeTruthy();
    expect(screen.getByText('Account: Jensen Farm Supply LLC · sold-to 0010045123')).toBeTruthy();
  });

  it('offers Place order, Orders, Account balance, Documents and Support, as links', async () => {
    renderDashboard();
    const shortcuts = within(
      await screen.findByRole('region', { name: 'What would you like to do?' }),
    );
    const links = shortcuts.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Place order',
      'Orders',
      'Account balance',
      'Documents',
      'Support',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/us/en/pages/orderbuilder',
      '/us/en/pages/orders',
      '/us/en/pages/arbalance',
      '/us/en/pages/documents',
      '/us/en/pages/support',
    ]);
    const order = shortcuts.getByRole('link', { name: 'Place order' });
    expect(order.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      shortcuts.getByText('Search products and build an order for the selected account.'),
    ).toBeTruthy();
  });

  it('shows the 10 US species tiles, each leading to its asset page', async () => {
    renderDashboard();
    await screen.findByRole('region', { name: 'Nutrition programmes' });
    const links = programmes().getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(SPECIES_NAMES);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      ALL_SPECIES.map((key) => `/us/en/pages/assets/${key}`),
    );
  });

  it('gives the market support contacts as phone and e-mail links', async () => {
    renderDashboard();
    const support = within(await screen.findByRole('region', { name: 'Need help?' }));
    expect(support.getByRole('link', { name: '+1 800-555-0199' }).getAttribute('href')).toBe(
      'tel:+18005550199',
    );
    expect(support.getByRole('link', { name: 'support.us@demo.test' }).getAttribute('href')).toBe(
      'mailto:support.us@demo.test',
    );
  });

  it('offers Raise a complaint under the contacts, which opens the complaint modal', async () => {
    renderDashboard();
    const support = within(await screen.findByRole('region', { name: 'Need help?' }));
    expect(
      support.getByText(
        'A problem with a product or a delivery? Tell us and we will look into it.',
      ),
    ).toBeTruthy();
    const raise = support.getByRole('button', { name: 'Raise a complaint' });
    await userEvent.click(raise);
    expect(await screen.findByRole('dialog', { name: 'New complaint' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close form' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(raise);
  });

  it('has no pork tiles', async () => {
    renderDashboard();
    await screen.findByRole('link', { name: 'Place order' });
    expect(screen.queryByRole('link', { name: 'Pork documents' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Nutrition cloud' })).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = renderDashboard();
    await screen.findByRole('region', { name: 'Nutrition programmes' });
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });
});

describe('given a Korean customer on a kr/en page', () => {
  const korean = context(
    { firstName: '민준', lastName: '김', locale: 'ko_KR', country: 'kr', groups: [] },
    { locale: 'ko_KR', selectedAccount: account({ region: 'kr', soldToCode: '0080012001' }) },
  );

  it('offers no Place order and shows the Korean species tiles', async () => {
    renderDashboard({
      country: 'kr',
      lang: 'en',
      context: korean,
      tiles: ['pork', 'poultry', 'ruminant', 'additives'],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, 민준' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Nutrition programmes' });
    expect(screen.queryByRole('link', { name: 'Place order' })).toBeNull();
    expect(
      programmes()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Pork', 'Poultry', 'Ruminant', 'Additives']);
  });

  it('offers no Place order even for a purchaser, since Korean pages have no cart', async () => {
    renderDashboard({
      country: 'kr',
      lang: 'en',
      context: context({ groups: [PURCHASE] }),
      tiles: ['pork'],
    });
    await screen.findByRole('link', { name: 'Orders' });
    expect(screen.queryByRole('link', { name: 'Place order' })).toBeNull();
  });
});

describe('given a pork business user', () => {
  const pork = context(
    { firstName: 'Brett', lastName: 'Hoffman', businessUnit: 'pork', roles: ['PORK'] },
    { businessUnit: 'pork', selectedAccount: account({ businessUnit: 'pork' }) },
  );

  it('shows Pork documents and Nutrition cloud but no Place order', async () => {
    renderDashboard({ context: pork });
    const shortcuts = within(
      await screen.findByRole('region', { name: 'What would you like to do?' }),
    );
    expect(shortcuts.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Orders',
      'Account balance',
      'Documents',
      'Support',
      'Pork documents',
      'Nutrition cloud',
    ]);
    expect(shortcuts.getByRole('link', { name: 'Nutrition cloud' }).getAttribute('href')).toBe(
      '/us/en/pages/nutritioncloud',
    );
    expect(shortcuts.getByRole('link', { name: 'Pork documents' }).getAttribute('href')).toBe(
      '/us/en/pages/porkdocuments',
    );
  });
});

describe('given the cart toggle is off', () => {
  it('offers no Place order', async () => {
    const { backend } = renderDashboard({
      routes: { 'GET featuretoggles': () => ({ toggles: { cartEnabled: false } }) },
    });
    await screen.findByRole('link', { name: 'Orders' });
    await waitFor(() => expect(backend.callsTo('GET featuretoggles')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Place order' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Support' })).toBeTruthy();
  });
});

describe('given an administrator with no selected account', () => {
  it('asks them to pick one in the account selector', async () => {
    renderDashboard({
      context: context(
        { firstName: 'Alex', lastName: 'Morgan', groups: [PURCHASE, ADMIN] },
        { selectedAccount: null, userType: 'Internal' },
      ),
    });
    expect(
      await screen.findByText(/No account is selected\. Choose one in the account selector/),
    ).toBeTruthy();
    expect(screen.queryByText(/sold-to/)).toBeNull();
    // A case belongs to the selected account: none to complain for yet.
    expect(screen.queryByRole('button', { name: 'Raise a complaint' })).toBeNull();
  });
});

describe('given a Mexican customer on an mx/es page', () => {
  it('speaks Spanish', async () => {
    renderDashboard({
      country: 'mx',
      lang: 'es',
      context: context({ firstName: 'Alejandra', lastName: 'Ramírez' }),
      tiles: ['pork', 'digitalsolutions'],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bienvenido, Alejandra' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hacer un pedido' }).getAttribute('href')).toBe(
      '/mx/es/pages/orderbuilder',
    );
    expect(await screen.findByRole('link', { name: 'Soluciones digitales' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '¿Necesita ayuda?' })).toBeTruthy();
  });
});

describe('given the user context is still loading', () => {
  it('shows a loading skeleton that says so', async () => {
    renderDashboard({ routes: { 'GET users/context': () => new Promise(() => undefined) } });
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Loading your dashboard…',
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('given the user context fails', () => {
  it('says so and loads again on Retry', async () => {
    let calls = 0;
    renderDashboard({
      routes: {
        'GET users/context': () => {
          calls += 1;
          return calls === 1 ? { status: 500, body: { code: 'X', message: 'down' } } : context();
        },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Your dashboard could not be loaded' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'We could not load your details. Internal Server error',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Dale' })).toBeTruthy();
  });
});

describe('given the market configuration fails', () => {
  it('still shows the fixed tiles, and the species tiles after Retry', async () => {
    let calls = 0;
    const { backend } = renderDashboard({
      routes: {
        'GET config/us/en': () => {
          calls += 1;
          return calls === 1 ? { status: 500 } : marketConfig('us', 'en', ['pork']);
        },
      },
    });
    expect(await screen.findByRole('link', { name: 'Place order' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Support' })).toBeTruthy();
    expect(
      await screen.findByText(
        'The nutrition programmes of your market could not be loaded right now.',
      ),
    ).toBeTruthy();
    // No contacts without the market configuration, but the complaint stays on offer.
    const support = within(screen.getByRole('region', { name: 'Need help?' }));
    expect(support.queryByRole('link')).toBeNull();
    expect(support.getByRole('button', { name: 'Raise a complaint' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await programmes().findByRole('link', { name: 'Pork' })).toBeTruthy();
    expect(backend.callsTo('GET config/us/en')).toHaveLength(2);
  });
});

describe('given server text with markup', () => {
  it('renders names as text, never as HTML', async () => {
    const { container } = renderDashboard({
      context: context(
        { firstName: '<img src=x onerror=alert(1)>' },
        { selectedAccount: account({ fullname: '<b>Farm</b>' }) },
      ),
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Welcome, <img src=x onerror=alert(1)>',
      }),
    ).toBeTruthy();
    expect(screen.getByText(/<b>Farm<\/b>/)).toBeTruthy();
    expect(container.querySelector('img, b')).toBeNull();
  });
});

describe('given the order insights (issue 17)', () => {
  const INSIGHTS = {
    accountId: 'acc-us-0001',
    asOf: '2026-11-20',
    timeZone: 'America/Chicago',
    weightUnit: 'shortTon',
    tons: {
      month: '2026-11',
      thisMonth: { from: '2026-11-01', to: '2026-11-20' },
      tons: 12.5,
      lastYear: { from: '2025-11-01', to: '2025-11-20' },
      lastYearTons: 10,
      lastYearMonthTons: 14,
      changePercent: 25,
    },
    openOrders: {
      total: 1,
      byStatus: [
        { status: 'Placed', orders: 1 },
        { status: 'Scheduled', orders: 0 },
        { status: 'Shipped', orders: 0 },
      ],
    },
    nextDeliveries: [],
  };
  const routes = { 'GET orders/insights': () => INSIGHTS };

  it('shows the three tiles after the page’s own content, from one call', async () => {
    const { backend, container } = renderDashboard({ routes });
    const section = within(await screen.findByRole('region', { name: 'Your orders at a glance' }));
    expect(
      section.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Tons this month', 'Open orders', 'Next deliveries']);
    expect(await section.findByText('12.50 tons')).toBeTruthy();
    expect(section.getByText('No deliveries coming up.')).toBeTruthy();
    // The programmes came first: the insights section follows them in the page.
    const order = [...container.querySelectorAll('h2')].map((h) => h.textContent);
    expect(order.indexOf('Your orders at a glance')).toBeGreaterThan(
      order.indexOf('Nutrition programmes'),
    );
    expect(backend.callsTo('GET orders/insights')).toHaveLength(1);
  });

  it('shows none of them on a Korean page, where the cart is hidden', async () => {
    const { backend } = renderDashboard({
      country: 'kr',
      lang: 'en',
      context: context(
        { locale: 'ko_KR', country: 'kr' },
        { locale: 'ko_KR', selectedAccount: account({ region: 'kr' }) },
      ),
      routes,
    });
    await screen.findByRole('region', { name: 'Nutrition programmes' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('region', { name: 'Your orders at a glance' })).toBeNull();
    expect(backend.callsTo('GET orders/insights')).toHaveLength(0);
  });
});
