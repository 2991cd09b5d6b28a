import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import axe from 'axe-core';
import { KitRoot, resolveConfig, type UserContext, type UserProfile } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import type { OwnUserDetails } from '@anp/core/services/users';
import { ProfilePage } from './profile-page';

const PURCHASE = 'DXP_CAN_AccGrp_Purchase_Products';

function profile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
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
    roles: ['Buyer', 'Approver'],
    permissions: [],
    ...overrides,
  };
}

function context(): UserContext {
  return {
    userType: 'External',
    oktaId: 'u-retailer-us',
    locale: 'en_US',
    businessUnit: 'feed',
    beta: false,
    tncAccepted: true,
    user: profile(),
    selectedAccount: {
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
    },
    regions: [],
    accountCount: 3,
  };
}

function ownDetails(): OwnUserDetails {
  return {
    userType: 'External',
    role: 'Retailer',
    status: 'Active',
    groups: [
      {
        code: PURCHASE,
        label: 'Purchase products',
        description: 'Place orders for the linked accounts.',
        perAccount: false,
      },
    ],
    permissions: [],
    accounts: [
      {
        accountId: 'acc-us-0002',
        soldToCode: '0010045200',
        name: 'Jensen Grain',
        country: 'us',
        businessUnit: 'feed',
        kind: 'customer',
        isPrimary: false,
      },
      {
        accountId: 'acc-us-0001',
        soldToCode: '0010045123',
        name: 'Jensen Farm Supply',
        country: 'us',
        businessUnit: 'feed',
        kind: 'customer',
        isPrimary: true,
      },
    ],
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderProfile(
  options: { country?: string; lang?: string; me?: UserProfile; routes?: FakeRoutes } = {},
) {
  const { country = 'us', lang = 'en' } = options;
  const config = resolveConfig({ country, lang }, {});
  const backend = fakeBackend(config, {
    'GET users/me': () => options.me ?? profile(),
    'GET users/context': () => context(),
    'PUT users/me': (call) => ({ ...profile(), ...(call.body as object) }),
    'GET config/us/es': () => ({ country: 'us', lang: 'es', config: {} }),
    'GET users/userdetails': () => ownDetails(),
    'GET reminder': () => ({ reminders: [] }),
    ...options.routes,
  });
  const view = render(
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <MemoryRouter initialEntries={[`/${country}/${lang}/pages/profile`]}>
        <ProfilePage />
        <Where />
      </MemoryRouter>
    </KitRoot>,
  );
  return { backend, container: view.container };
}

/** The value next to a label in the profile's definition list. */
function valueOf(label: string): string | null | undefined {
  const term = screen.getAllByRole('term').find((node) => node.textContent === label);
  return term?.nextElementSibling?.textContent;
}

const where = () => screen.getByTestId('where').textContent;

describe('given a signed-in US retailer', () => {
  it('shows the profile read-only', async () => {
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeTruthy();
    expect(valueOf('Name')).toBe('Dale Jensen');
    expect(valueOf('Email')).toBe('retailer.us@demo.test');
    expect(valueOf('Phone')).toBe('+1 515-555-0134');
    expect(valueOf('Mobile')).toBe('Not provided');
    expect(valueOf('User type')).toBe('External');
    expect(valueOf('Roles')).toBe('Buyer, Approver');
    expect(valueOf('Status')).toBe('Active');
    expect(valueOf('Locale')).toBe('en_US');
    expect(valueOf('Currency')).toBe('USD');
    expect(valueOf('Time zone')).toBe('America/Chicago');
    await waitFor(() =>
      expect(valueOf('Company account')).toBe('Jensen Farm Supply LLC (sold-to 0010045123)'),
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('preselects the saved language among English, Español, Português and 한국어', async () => {
    renderProfile({ me: profile({ language: 'pt' }) });
    const group = await screen.findByRole('group', { name: 'Language of the portal' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'English',
      'Español',
      'Português',
      '한국어',
    ]);
    // Each language names itself in its own language, marked for screen readers.
    expect(within(group).getByText('한국어').getAttribute('lang')).toBe('ko');
    expect(within(group).getByRole('radio', { name: 'Português' })).toHaveProperty('checked', true);
  });

  it('saves Spanish with PUT users/me, says so and moves to the Spanish page', async () => {
    const { backend } = renderProfile();
    await userEvent.click(await screen.findByRole('radio', { name: 'Español' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Your language preference is saved.'),
    );
    expect(backend.callsTo('PUT users/me').map((call) => call.body)).toEqual([{ language: 'es' }]);
    expect(where()).toBe('/us/es/pages/profile');
    expect(screen.getByRole('radio', { name: 'Español' })).toHaveProperty('checked', true);
  });

  it('moves a kr/en page to kr/ko when the user chooses Korean', async () => {
    const { backend } = renderProfile({
      country: 'kr',
      lang: 'en',
      routes: { 'GET config/kr/ko': () => ({ country: 'kr', lang: 'ko', config: {} }) },
    });
    await userEvent.click(await screen.findByRole('radio', { name: '한국어' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(where()).toBe('/kr/ko/pages/profile'));
    expect(backend.callsTo('PUT users/me').map((call) => call.body)).toEqual([{ language: 'ko' }]);
  });

  it('keeps the page when the market is not offered in the chosen language', async () => {
    const { backend } = renderProfile({ country: 'canada', lang: 'en' });
    await userEvent.click(await screen.findByRole('radio', { name: 'Português' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Your language preference is saved. The pages of this market are not offered in Português, so this page keeps its language.',
      ),
    );
    expect(backend.callsTo('PUT users/me').map((call) => call.body)).toEqual([{ language: 'pt' }]);
    expect(backend.callsTo('GET config/canada/pt')).toHaveLength(1);
    expect(where()).toBe('/canada/en/pages/profile');
  });

  it('stays on the page when the chosen language is the page language', async () => {
    const { backend } = renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Your language preference is saved.'),
    );
    expect(backend.callsTo('PUT users/me').map((call) => call.body)).toEqual([{ language: 'en' }]);
    expect(where()).toBe('/us/en/pages/profile');
  });

  it('disables Save while saving', async () => {
    renderProfile({ routes: { 'PUT users/me': () => new Promise(() => undefined) } });
    await userEvent.click(await screen.findByRole('radio', { name: 'Español' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true),
    );
  });

  it('has no axe violations', async () => {
    const { container } = renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Your profile' });
    await waitFor(() => expect(valueOf('Company account')).toContain('Jensen'));
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });
});

describe('given saving the language fails', () => {
  it('shows the error, keeps the choice and lets the user try again', async () => {
    let calls = 0;
    const { backend } = renderProfile({
      routes: {
        'PUT users/me': (call) => {
          calls += 1;
          return calls === 1
            ? { status: 500, body: { code: 'X', message: 'down' } }
            : { ...profile(), ...(call.body as object) };
        },
      },
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Español' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your language preference could not be saved. Internal Server error Your choice is kept: try again.',
    );
    expect(screen.getByRole('radio', { name: 'Español' })).toHaveProperty('checked', true);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(where()).toBe('/us/en/pages/profile');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', false);

    await userEvent.click(save);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Your language preference is saved.'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(backend.callsTo('PUT users/me').map((call) => call.body)).toEqual([
      { language: 'es' },
      { language: 'es' },
    ]);
  });
});

describe('given a Brazilian user on a br/pt page', () => {
  it('speaks Portuguese and translates known values', async () => {
    renderProfile({
      country: 'br',
      lang: 'pt',
      me: profile({ userType: 'Customer', status: 'In Progress', roles: [], language: 'pt' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seu perfil' })).toBeTruthy();
    expect(valueOf('Tipo de usuário')).toBe('Cliente');
    expect(valueOf('Situação')).toBe('Em andamento');
    expect(valueOf('Funções')).toBe('Nenhuma função atribuída');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeTruthy();
  });
});

describe('given the profile is loading', () => {
  it('says so', async () => {
    renderProfile({ routes: { 'GET users/me': () => new Promise(() => undefined) } });
    expect((await screen.findByRole('status')).textContent).toContain('Loading your profile…');
  });
});

describe('given the profile cannot be loaded', () => {
  it('says so and loads again on Retry', async () => {
    let calls = 0;
    renderProfile({
      routes: {
        'GET users/me': () => {
          calls += 1;
          return calls === 1 ? { status: 500 } : profile();
        },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Your profile could not be loaded' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'We could not load your profile. Internal Server error',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeTruthy();
  });
});

describe("given the user's own accounts and permissions", () => {
  it('lists them read-only, the primary account first, in the page language', async () => {
    const { backend, container } = renderProfile();
    const panel = await screen.findByRole('region', { name: 'Your accounts and permissions' });
    const accounts = await within(panel).findByRole('list', { name: 'Accounts' });
    expect(
      within(accounts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Jensen Farm Supply (sold-to 0010045123) PrimaryCustomer account',
      'Jensen Grain (sold-to 0010045200) Customer account',
    ]);
    const groups = within(panel).getByRole('list', { name: 'Permission groups' });
    expect(groups.textContent).toBe('Purchase productsPlace orders for the linked accounts.');
    expect(within(panel).getByText('No named permission.')).toBeTruthy();
    expect(within(panel).queryByRole('button')).toBeNull();
    expect(backend.callsTo('GET users/userdetails')[0]?.query.get('lang')).toBe('en');
    expect((await axe.run(container)).violations.map((v) => v.id)).toEqual([]);
  });

  it('says they cannot be shown when the server refuses (403), without an error', async () => {
    renderProfile({
      routes: { 'GET users/userdetails': () => ({ status: 403, body: { code: 'FORBIDDEN' } }) },
    });
    expect(
      await screen.findByText('Your accounts and permissions cannot be shown here.'),
    ).toBeTruthy();
  });
});
