import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, resolveConfig, type Account } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import '@anp/ui';
import { AccountSelector, type AccountSelectorProps } from './account-selector';
import {
  ADMIN_ACCOUNTS,
  KOREAN_ACCOUNTS,
  US_RETAILER_ACCOUNTS,
  employeeAccountList,
  generateAccounts,
  selectorRoutes,
  type Persona,
} from './fixtures';

interface Setup {
  persona: Persona;
  accounts: readonly Account[];
  country?: string;
  lang?: string;
  routes?: FakeRoutes;
  props?: AccountSelectorProps;
}

function setup({ persona, accounts, country = 'us', lang = 'en', routes, props }: Setup) {
  const config = resolveConfig({ country, lang }, {});
  const backend = fakeBackend(config, { ...selectorRoutes(persona, accounts), ...routes });
  const onAccountChange = vi.fn();
  const onRegionChange = vi.fn();
  render(
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <AccountSelector
        onAccountChange={onAccountChange}
        onRegionChange={onRegionChange}
        {...props}
      />
    </KitRoot>,
  );
  return { backend, onAccountChange, onRegionChange };
}

const pagedCalls = (backend: ReturnType<typeof fakeBackend>) =>
  backend.callsTo('GET users/accounts/paged').map((c) => Object.fromEntries(c.query));

/** Every anp-* event the selector dispatches on window, and navigation kept from jsdom. */
let events: { type: string; detail: unknown }[] = [];
const record = (event: Event) => {
  events.push({ type: event.type, detail: (event as CustomEvent).detail });
  if (event.type === 'anp-navigate') event.preventDefault();
};
const NAMES = [
  'anp-account-changed',
  'anp-region-changed',
  'anp-business-unit-changed',
  'anp-navigate',
];

beforeEach(() => {
  events = [];
  for (const name of NAMES) window.addEventListener(name, record);
});

afterEach(() => {
  for (const name of NAMES) window.removeEventListener(name, record);
  vi.useRealTimers();
  window.history.replaceState({}, '', '/');
});

async function openDropdown(name: RegExp) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  return user;
}

describe('given a user with 3 accounts (plain list)', () => {
  it('shows the current account on the button and lists the accounts as plain buttons', async () => {
    const { backend } = setup({ persona: 'retailer', accounts: US_RETAILER_ACCOUNTS });
    const trigger = await screen.findByRole('button', { name: /Prairie Feed & Supply/ });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const list = await screen.findByRole('list', { name: 'Accounts' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Prairie Feed & Supply (0010100012) (selected)Current',
      'Jensen Farm Store (0010100019)',
      'Red River Grain & Feed (0010100031)New',
    ]);
    expect(buttons[0]?.getAttribute('aria-current')).toBe('true');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(pagedCalls(backend)).toEqual([{ limit: '200', offset: '0' }]);
  });

  it('does not show the region accordion for a single region', async () => {
    setup({ persona: 'retailer', accounts: US_RETAILER_ACCOUNTS });
    await openDropdown(/Prairie Feed/);
    await screen.findByRole('list', { name: 'Accounts' });
    expect(screen.queryByRole('button', { name: /Region/ })).toBeNull();
  });

  it('moves between the accounts with the arrow keys, Home and End', async () => {
    setup({ persona: 'retailer', accounts: US_RETAILER_ACCOUNTS });
    const user = await openDropdown(/Prairie Feed/);
    const buttons = within(await screen.findByRole('list', { name: 'Accounts' })).getAllByRole(
      'button',
    );
    await waitFor(() => expect(document.activeElement).toBe(buttons[0]));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(buttons[1]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(buttons[2]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(buttons[0]);
  });

  it('closes on Escape and gives focus back to the button', async () => {
    setup({ persona: 'retailer', accounts: US_RETAILER_ACCOUNTS });
    const user = await openDropdown(/Prairie Feed/);
    await screen.findByRole('list', { name: 'Accounts' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    const trigger = screen.getByRole('button', { name: /Prairie Feed/ });
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a click outside it', async () => {
    setup({ persona: 'retailer', accounts: US_RETAILER_ACCOUNTS });
    const user = await openDropdown(/Prairie Feed/);
    await screen.findByRole('dialog', { name: 'Choose an account' });
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('switches account: session, server call, events, callback, landing page', async () => {
    sessionStorage.setItem('bzUnit', 'feed');
    sessionStorage.setItem('soldToId', US_RETAILER_ACCOUNTS[0]!.id);
    sessionStorage.setItem('regionToggled', 'true');
    const { backend, onAccountChange } = setup({
      persona: 'retailer',
      accounts: US_RETAILER_ACCOUNTS,
    });
    const user = await openDropdown(/Prairie Feed/);
    await user.click(await screen.findByRole('button', { name: /Red River Grain/ }));
    await waitFor(() => expect(events.map((e) => e.type)).toContain('anp-navigate'));
    const chosen = US_RETAILER_ACCOUNTS[2]!;
    expect(backend.callsTo('POST users/account/selected')).toHaveLength(1);
    expect(backend.callsTo('POST users/account/selected')[0]?.headers.get('X-Account-Id')).toBe(
      chosen.id,
    );
    expect({ ...sessionStorage }).toEqual({
      soldToId: chosen.id,
      selectedAccountRegion: 'us',
      salesOrg: 'US10',
      bzUnit: 'pork',
      accToggled: 'true',
      // The session holds the chosen account's details (shell-and-admin.md §3) and whose it is.
      'anp.selectedAccount': expect.stringContaining(`"id":"${chosen.id}"`),
      'anp.sessionUser': 'u-retailer',
    });
    expect(events).toEqual([
      { type: 'anp-account-changed', detail: { accountId: chosen.id, region: 'us' } },
      { type: 'anp-business-unit-changed', detail: { businessUnit: 'pork', previous: 'feed' } },
      { type: 'anp-navigate', detail: { path: '/us/en/pages/dashboard' } },
    ]);
    expect(onAccountChange).toHaveBeenCalledWith(expect.objectContaining({ id: chosen.id }));
    // The header reads the same context: the button follows at once.
    expect(
      await screen.findByRole('button', { name: 'Account Red River Grain & Feed (0010100031)' }),
    ).toBeTruthy();
  });

  it('keeps the previous selection and says why when the server refuses the switch', async () => {
    const { backend } = setup({
      persona: 'retailer',
      accounts: US_RETAILER_ACCOUNTS,
      routes: { 'POST users/account/selected': () => ({ status: 500, body: {} }) },
    });
    const user = await openDropdown(/Prairie Feed/);
    await user.click(await screen.findByRole('button', { name: /Jensen Farm Store/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your account was not changed.');
    expect(backend.callsTo('POST users/account/selected')).toHaveLength(1);
    expect(sessionStorage.getItem('soldToId')).toBeNull();
    expect(events).toEqual([]);
    expect(
      screen.getByRole('button', { name: 'Account Prairie Feed & Supply (0010100012)' }),
    ).toBeTruthy();
  });
});

describe('given a user who may not purchase', () => {
  it('switches without telling the server', async () => {
    const accounts = generateAccounts('br', 4, 9).map((a, i) => ({ ...a, selected: i === 0 }));
    const { backend } = setup({ persona: 'noPurchase', accounts, country: 'br', lang: 'pt' });
    const user = await openDropdown(new RegExp(accounts[0]!.soldToCode));
    await user.click(
      await screen.findByRole('button', { name: new RegExp(accounts[3]!.soldToCode) }),
    );
    await waitFor(() => expect(events.map((e) => e.type)).toContain('anp-account-changed'));
    expect(backend.callsTo('POST users/account/selected')).toEqual([]);
    expect(sessionStorage.getItem('soldToId')).toBe(accounts[3]!.id);
    expect(events.at(-1)).toEqual({
      type: 'anp-navigate',
      detail: { path: '/br/pt/pages/dashboard' },
    });
  });
});

describe('given a Korean customer with 45 accounts (flyout)', () => {
  const korea = { persona: 'korea' as const, accounts: KOREAN_ACCOUNTS, country: 'kr' };
  const first = KOREAN_ACCOUNTS[0]!;
  const korean = (a: Account) =>
    [a.soldToCode, a.customerName2, a.contactPerson ? `(${a.contactPerson})` : null]
      .filter(Boolean)
      .join(' ');

  it('pages by 20 with Korean labels and the count shown', async () => {
    const { backend } = setup(korea);
    await openDropdown(new RegExp(first.soldToCode));
    const listbox = await screen.findByRole('listbox', { name: 'Accounts' });
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(20);
    expect(options[1]?.textContent).toContain(korean(KOREAN_ACCOUNTS[1]!));
    expect(options[0]?.textContent).toContain('(selected)');
    expect(screen.getByRole('combobox', { name: 'Search accounts' })).toBeTruthy();
    expect(screen.getByText('Showing 20 of 45 accounts')).toBeTruthy();
    expect(pagedCalls(backend)).toEqual([{ limit: '20', offset: '0' }]);
  });

  it('labels an account without a contact person by code and second name only', async () => {
    setup(korea);
    await openDropdown(new RegExp(first.soldToCode));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    const missing = KOREAN_ACCOUNTS[14]!;
    expect(missing.contactPerson).toBeNull();
    expect(
      options[14]?.textContent?.startsWith(`${missing.soldToCode} ${missing.customerName2}`),
    ).toBe(true);
    expect(options[14]?.textContent).not.toContain('(null)');
  });

  it('asks for the next page when the list is scrolled near its end', async () => {
    const { backend } = setup(korea);
    await openDropdown(new RegExp(first.soldToCode));
    const listbox = await screen.findByRole('listbox');
    Object.defineProperties(listbox, {
      scrollHeight: { configurable: true, value: 1000 },
      clientHeight: { configurable: true, value: 300 },
      scrollTop: { configurable: true, value: 650 },
    });
    fireEvent.scroll(listbox);
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(40));
    expect(pagedCalls(backend).map((q) => q.offset)).toEqual(['0', '20']);
    expect(screen.getByText('Showing 40 of 45 accounts')).toBeTruthy();
  });

  it('searches 1000 ms after the last keystroke, echoing the typing at once', async () => {
    const { backend } = setup(korea);
    await openDropdown(new RegExp(first.soldToCode));
    const input = await screen.findByRole('combobox', { name: 'Search accounts' });
    await screen.findByText('Showing 20 of 45 accounts');
    vi.useFakeTimers();
    fireEvent.change(input, { target: { value: '본' } });
    await act(async () => {
      vi.advanceTimersByTime(600);
    });
    fireEvent.change(input, { target: { value: '본점' } });
    expect((input as HTMLInputElement).value).toBe('본점');
    await act(async () => {
      vi.advanceTimersByTime(999);
    });
    expect(pagedCalls(backend).some((q) => 'searchTerm' in q)).toBe(false);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(pagedCalls(backend).at(-1)).toEqual({ limit: '20', offset: '0', searchTerm: '본점' });
    vi.useRealTimers();
    const expected = KOREAN_ACCOUNTS.filter((a) => a.customerName2 === '본점').length;
    await waitFor(() =>
      expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(
        Math.min(expected, 20),
      ),
    );
  });

  it('chooses with the arrow keys and Enter, and stays on the orders page', async () => {
    window.history.replaceState({}, '', '/kr/en/pages/orders/SO-0001');
    const { backend } = setup(korea);
    const user = await openDropdown(new RegExp(first.soldToCode));
    const input = await screen.findByRole('combobox');
    await screen.findByText('Showing 20 of 45 accounts');
    await waitFor(() => expect(document.activeElement).toBe(input));
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const active = input.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    const option = screen.getAllByRole('option')[2]!;
    expect(option.id).toBe(active);
    expect(option.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(events.map((e) => e.type)).toContain('anp-navigate'));
    // Korean customers are not in the purchase group: no server call.
    expect(backend.callsTo('POST users/account/selected')).toEqual([]);
    expect(sessionStorage.getItem('soldToId')).toBe(KOREAN_ACCOUNTS[2]!.id);
    expect(events.at(-1)).toEqual({
      type: 'anp-navigate',
      detail: { path: '/kr/en/pages/orders' },
    });
  });

  it('does not switch account when Tab leaves the search box', async () => {
    setup(korea);
    const user = await openDropdown(new RegExp(first.soldToCode));
    await screen.findByText('Showing 20 of 45 accounts');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.tab();
    expect(events).toEqual([]);
    expect(sessionStorage.getItem('soldToId')).toBeNull();
  });

  it('has no axe violations with the flyout open', async () => {
    setup(korea);
    await openDropdown(new RegExp(first.soldToCode));
    await screen.findByText('Showing 20 of 45 accounts');
    const result = await axe.run(document.body);
    expect(result.violations).toEqual([]);
  });
});

describe('given an employee with 5,000 accounts in 9 regions', () => {
  const employee = { persona: 'employee' as const, accounts: employeeAccountList() };
  const first = employeeAccountList()[0]!;

  it('lists the current region by 200 and loads more with the button', async () => {
    const { backend } = setup(employee);
    const user = await openDropdown(new RegExp(first.soldToCode));
    expect(await screen.findByText('Showing 200 of 1,800 accounts')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more accounts' }));
    expect(await screen.findByText('Showing 400 of 1,800 accounts')).toBeTruthy();
    expect(pagedCalls(backend)).toEqual([
      { limit: '200', offset: '0', region: 'us' },
      { limit: '200', offset: '200', region: 'us' },
    ]);
  });

  it('switches region from the accordion', async () => {
    const { backend, onRegionChange } = setup(employee);
    const user = await openDropdown(new RegExp(first.soldToCode));
    const accordion = await screen.findByRole('button', { name: 'Region: United States' });
    expect(accordion.getAttribute('aria-expanded')).toBe('false');
    await user.click(accordion);
    const regions = screen.getByRole('list', { name: 'Regions' });
    expect(within(regions).getAllByRole('button')).toHaveLength(9);
    await user.click(within(regions).getByRole('button', { name: 'Guatemala' }));
    expect({ ...sessionStorage }).toEqual({
      selectedAccountRegion: 'gt',
      regionToggled: 'true',
      'anp.sessionUser': 'u-employee',
    });
    expect(events).toEqual([
      { type: 'anp-region-changed', detail: { region: 'gt' } },
      // Issue 14: the market (and its language) follows the region chosen.
      { type: 'anp-navigate', detail: { path: '/gt/es/pages/dashboard' } },
    ]);
    expect(onRegionChange).toHaveBeenCalledWith('gt');
    expect(backend.callsTo('POST users/account/selected')).toEqual([]);
    // No account is selected in the new region until the user picks one.
    expect(await screen.findByRole('button', { name: /Select an account/ })).toBeTruthy();
  });
});

describe('given an employee on US pages acting for a Guatemalan account (issue 14)', () => {
  it('goes to the Guatemalan pages in Spanish, where quetzales and quintals are the rules', async () => {
    window.history.replaceState({}, '', '/us/en/pages/orders');
    const accounts = employeeAccountList();
    const guatemalan = accounts.find((a) => a.region === 'gt')!;
    const { backend } = setup({ persona: 'employee', accounts });
    const user = await openDropdown(new RegExp(accounts[0]!.soldToCode));
    await user.click(await screen.findByRole('button', { name: 'Region: United States' }));
    await user.click(
      within(screen.getByRole('list', { name: 'Regions' })).getByRole('button', {
        name: 'Guatemala',
      }),
    );
    events = [];
    await user.click(await screen.findByRole('button', { name: /Select an account/ }));
    await user.type(await screen.findByRole('combobox'), guatemalan.soldToCode);
    await user.click(
      await screen.findByRole('option', { name: new RegExp(guatemalan.soldToCode) }),
    );
    await waitFor(() => expect(events.map((e) => e.type)).toContain('anp-navigate'));
    expect(backend.callsTo('POST users/account/selected')).toHaveLength(1);
    expect(sessionStorage.getItem('selectedAccountRegion')).toBe('gt');
    expect(events.at(-1)).toEqual({
      type: 'anp-navigate',
      detail: { path: '/gt/es/pages/dashboard' },
    });
  });
});

describe('given an admin without a selected account', () => {
  it('asks to select an account', async () => {
    setup({ persona: 'admin', accounts: ADMIN_ACCOUNTS });
    expect(await screen.findByRole('button', { name: 'Account Select an account' })).toBeTruthy();
  });
});

describe('given the account listing fails', () => {
  it('shows an empty list with a readable message and a retry that works', async () => {
    let fail = true;
    const { backend } = setup({
      persona: 'retailer',
      accounts: US_RETAILER_ACCOUNTS,
      routes: {
        'GET users/accounts/paged': (call) => {
          if (fail) return { status: 500, body: {} };
          return selectorRoutes('retailer', US_RETAILER_ACCOUNTS)['GET users/accounts/paged']!(
            call,
          );
        },
      },
    });
    const user = await openDropdown(/Prairie Feed/);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The accounts could not be loaded.');
    expect(screen.queryByRole('list', { name: 'Accounts' })).toBeNull();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    const list = await screen.findByRole('list', { name: 'Accounts' });
    expect(within(list).getAllByRole('button')).toHaveLength(3);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(pagedCalls(backend)).toHaveLength(2);
  });
});

describe('given the panel variant (mobile navigation)', () => {
  it('shows the list inline without taking focus, in Spanish', async () => {
    const accounts = generateAccounts('mx', 8, 5).map((a, i) => ({ ...a, selected: i === 0 }));
    setup({
      persona: 'retailer',
      accounts,
      country: 'mx',
      lang: 'es',
      props: { variant: 'panel' },
    });
    const panel = await screen.findByRole('region', { name: 'Cuenta' });
    expect(within(panel).queryByRole('button', { expanded: false })).toBeNull();
    const input = await within(panel).findByRole('combobox', { name: 'Buscar cuentas' });
    expect(document.activeElement).not.toBe(input);
    expect(await within(panel).findByText('Mostrando 8 de 8 cuentas')).toBeTruthy();
    expect(within(panel).getAllByRole('option')).toHaveLength(8);
  });
});
