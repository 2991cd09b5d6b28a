import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, resolveConfig } from '@anp/core';
import type { AccountSelectorProps } from '@anp/account-selector';
import type { NotificationDrawerProps } from '@anp/notification-drawer';
import { Header } from './header';
import { shellBackend, type ShellFixture } from '../fixtures';
import '../i18n';

// The lazily loaded widgets of the sibling packages are stand-ins here: the header's part is to
// load them, place them and pass the props of their contract.
const selectorProps = vi.fn();
const drawerProps = vi.fn();
vi.mock('@anp/account-selector', () => ({
  AccountSelector: (props: AccountSelectorProps) => {
    selectorProps(props);
    return <button type="button">Account: Prairie Ridge Farm Supply ({props.variant})</button>;
  },
}));
vi.mock('@anp/notification-drawer', () => ({
  NotificationDrawer: (props: NotificationDrawerProps) => {
    drawerProps(props);
    return props.open ? (
      <div role="dialog" aria-label="Notification drawer">
        <button type="button" onClick={() => props.onOpenChange?.(false)}>
          Close drawer
        </button>
      </div>
    ) : null;
  },
}));

interface Setup extends ShellFixture {
  country?: string;
  lang?: string;
  path?: string;
  narrow?: boolean;
}

function setup(options: Setup = {}) {
  const { country = 'us', lang = 'en', narrow = false } = options;
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: narrow,
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
  const config = resolveConfig({ country, lang }, {});
  const backend = shellBackend(config, options);
  const view = render(
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <Header currentPath={options.path ?? `/${country}/${lang}/pages/orders`} />
    </KitRoot>,
  );
  return { backend, ...view };
}

const tabsOf = async (name: string | RegExp = /^Navega|^Main navigation$/) => {
  const nav = await screen.findByRole('navigation', { name });
  return within(nav)
    .getAllByRole('listitem')
    .filter((li) => li.parentElement?.parentElement === nav)
    .map((li) => li.firstElementChild?.textContent ?? '');
};

afterEach(() => {
  // @ts-expect-error jsdom has no matchMedia; the tests add one per render.
  delete window.matchMedia;
  selectorProps.mockClear();
  drawerProps.mockClear();
});

describe('given the US retailer on us/en', () => {
  it('shows the tabs of the persona with the current page marked', async () => {
    setup();
    expect(await tabsOf()).toEqual([
      'Dashboard',
      'Place order',
      'Orders',
      'Documents',
      'Assets',
      'Support',
      'Profile',
    ]);
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Place order' }).getAttribute('href')).toBe(
      '/us/en/pages/orderbuilder',
    );
    expect(
      screen.getByRole('link', { name: 'Animal Nutrition, dashboard' }).getAttribute('href'),
    ).toBe('/us/en/pages/dashboard');
  });

  it('shows the cart with its count, linking to the cart page', async () => {
    setup({ cartCount: 3 });
    const cart = await screen.findByRole('link', { name: 'Cart, 3 items' });
    expect(cart.getAttribute('href')).toBe('/us/en/pages/cart');
    expect(cart.textContent).toContain('3');
  });

  it('caps the cart badge at 99+ and keeps the real count in the name', async () => {
    setup({ cartCount: 150 });
    const cart = await screen.findByRole('link', { name: 'Cart, 150 items' });
    expect(cart.textContent).toContain('99+');
  });

  it('shows the cart without a number and no error when the count fetch fails', async () => {
    const { backend } = setup({ cartCount: 'fail' });
    await waitFor(() => expect(backend.callsTo('GET cart/fetch')).toHaveLength(1));
    const cart = await screen.findByRole('link', { name: 'Cart' });
    expect(cart.textContent).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows no number while the count is loading', async () => {
    setup({ cartCount: 'hang' });
    const cart = await screen.findByRole('link', { name: 'Cart' });
    expect(cart.textContent).toBe('');
  });

  it('loads the account selector as a dropdown in the bar', async () => {
    setup();
    expect(
      await screen.findByRole('button', { name: 'Account: Prairie Ridge Farm Supply (dropdown)' }),
    ).toBeTruthy();
  });
});

describe('given markets and units without a cart', () => {
  it.each<[string, string, string, Setup['persona']]>([
    ['Korean pages', 'kr', 'en', 'customer.kr'],
    ['Brazilian Portuguese pages', 'br', 'pt', 'customer.br'],
    ['the pork business unit', 'us', 'en', 'pork.us'],
  ])('hides the cart on %s', async (_name, country, lang, persona) => {
    const { backend } = setup({ country, lang, persona });
    await tabsOf();
    expect(screen.queryByRole('link', { name: /^(Cart|Carrinho)/ })).toBeNull();
    expect(backend.callsTo('GET cart/fetch')).toHaveLength(0);
  });

  it('shows the pork navigation to the pork user', async () => {
    setup({ persona: 'pork.us' });
    expect(await tabsOf()).toEqual([
      'Dashboard',
      'Orders',
      'Pork documents',
      'Nutrition cloud',
      'Research',
      'Support',
      'Profile',
    ]);
  });

  it('speaks Portuguese on br/pt', async () => {
    setup({ country: 'br', lang: 'pt', persona: 'customer.br', path: '/br/pt/pages/orders' });
    expect(await tabsOf()).toEqual([
      'Painel',
      'Pedidos',
      'Documentos',
      'Materiais',
      'Suporte',
      'Perfil',
    ]);
  });
});

describe('given a dropdown tab', () => {
  it('opens with the keyboard, moves with the arrows and closes with Escape', async () => {
    const user = userEvent.setup();
    setup({ persona: 'pork.us', path: '/us/en/pages/nutritioncloud/bidashboards/sows' });
    const cloud = await screen.findByRole('button', { name: 'Nutrition cloud' });
    expect(cloud.getAttribute('aria-expanded')).toBe('false');
    expect(cloud.getAttribute('data-section')).toBe('true');

    cloud.focus();
    await user.keyboard('{ArrowDown}');
    expect(cloud.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Nutrition cloud overview');

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Nutrient analysis');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Producer profitability');
    await user.keyboard('{ArrowUp}');
    const bi = screen.getByRole('button', { name: 'BI dashboards' });
    expect(document.activeElement).toBe(bi);

    await user.keyboard('{ArrowRight}');
    expect(bi.getAttribute('aria-expanded')).toBe('true');
    const sows = screen.getByRole('link', { name: 'Sows' });
    expect(document.activeElement?.textContent).toBe('BI dashboards overview');
    expect(sows.getAttribute('aria-current')).toBe('page');

    await user.keyboard('{ArrowLeft}');
    expect(bi.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(bi);

    await user.keyboard('{Escape}');
    expect(cloud.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(cloud);
  });

  it('moves between tabs with Left and Right and toggles with Enter', async () => {
    const user = userEvent.setup();
    setup({ persona: 'admin' });
    const dashboard = await screen.findByRole('link', { name: 'Dashboard' });
    dashboard.focus();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('Profile');
    await user.keyboard('{Home}{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Place order');

    const users = screen.getByRole('button', { name: 'Users' });
    users.focus();
    await user.keyboard('{Enter}');
    expect(users.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Bulk user management' })).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(users.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when Tab takes the focus out of the tabs', async () => {
    const user = userEvent.setup();
    setup({ persona: 'admin' });
    const next = document.body.appendChild(document.createElement('button'));
    next.textContent = 'Page content';
    const users = await screen.findByRole('button', { name: 'Users' });
    users.focus();
    await user.keyboard('{ArrowDown}');
    expect(users.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Bulk user management');
    expect(users.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(next);
    expect(users.getAttribute('aria-expanded')).toBe('false');
    next.remove();
  });

  it('announces the link click as anp-navigate and closes the dropdown', async () => {
    const user = userEvent.setup();
    const seen = vi.fn((event: Event) => event.preventDefault());
    window.addEventListener('anp-navigate', seen);
    setup({ persona: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Users' }));
    await user.click(screen.getByRole('link', { name: 'Bulk user management' }));
    expect((seen.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({
      path: '/us/en/pages/bulkusermanagement',
    });
    expect(screen.getByRole('button', { name: 'Users' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    window.removeEventListener('anp-navigate', seen);
  });

  it('closes when the pointer goes down elsewhere on the page', async () => {
    const user = userEvent.setup();
    setup({ persona: 'pork.us' });
    const research = await screen.findByRole('button', { name: 'Research' });
    await user.click(research);
    expect(research.getAttribute('aria-expanded')).toBe('true');
    await user.click(document.body);
    expect(research.getAttribute('aria-expanded')).toBe('false');
  });

  it('has no axe violations with a dropdown open', async () => {
    const user = userEvent.setup();
    const { container } = setup({ persona: 'pork.us' });
    await user.click(await screen.findByRole('button', { name: 'Nutrition cloud' }));
    await user.click(screen.getByRole('button', { name: 'BI dashboards' }));
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });
});

describe('given unread notifications', () => {
  it('caps the bell at 99+ and names the real count', async () => {
    setup({ unread: 120 });
    const bell = await screen.findByRole('button', { name: 'Notifications, 120 unread' });
    expect(bell.textContent).toContain('99+');
  });

  it('names the bell in Korean with the count the badge shows (axe label-content-name-mismatch)', async () => {
    const { container } = setup({ country: 'kr', lang: 'ko', persona: 'customer.kr', unread: 3 });
    const bell = await screen.findByRole('button', { name: '알림, 읽지 않음: 3' });
    expect(bell.textContent).toContain('3');
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });

  it('opens the drawer it loads on the first press, controlled and without its own bell', async () => {
    const user = userEvent.setup();
    setup({ unread: 12 });
    const bell = await screen.findByRole('button', { name: 'Notifications, 12 unread' });
    expect(drawerProps).not.toHaveBeenCalled();
    await user.click(bell);
    expect(await screen.findByRole('dialog', { name: 'Notification drawer' })).toBeTruthy();
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    expect(drawerProps).toHaveBeenLastCalledWith(
      expect.objectContaining({ open: true, showTrigger: false }),
    );
    await user.click(screen.getByRole('button', { name: 'Close drawer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bell);
  });

  it('hides the bell when the notificationDrawer toggle is off', async () => {
    const { backend } = setup({ toggles: { notificationDrawer: false } });
    await tabsOf();
    await waitFor(() => expect(backend.callsTo('GET featuretoggles')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull(),
    );
  });
});

describe('given the profile menu', () => {
  it('opens from the keyboard and goes to the profile', async () => {
    const user = userEvent.setup();
    const seen = vi.fn((event: Event) => event.preventDefault());
    window.addEventListener('anp-navigate', seen);
    setup();
    const button = await screen.findByRole('button', { name: 'Profile menu, Dale Jensen' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Profile', 'Logout']);
    expect(document.activeElement).toBe(items[0]);
    expect(items[0]?.getAttribute('href')).toBe('/us/en/pages/profile');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);

    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Logout');
    await user.keyboard('{Home}{Enter}');
    expect((seen.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({
      path: '/us/en/pages/profile',
    });
    expect(screen.queryByRole('menu')).toBeNull();
    window.removeEventListener('anp-navigate', seen);
  });

  it('logs out: the server call, then the sign-in provider', async () => {
    const user = userEvent.setup();
    const { backend } = setup();
    const logout = vi.spyOn(backend.services.auth, 'logout');
    await user.click(await screen.findByRole('button', { name: 'Profile menu, Dale Jensen' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    expect(backend.callsTo('POST users/logout')).toHaveLength(1);
  });
});

describe('given the user context is loading or fails', () => {
  it('shows the skeleton bar with a status', async () => {
    setup({ context: 'hang' });
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Loading the portal header…',
    );
    expect(screen.getByRole('banner').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the logo, a short message and Retry, which asks again', async () => {
    const user = userEvent.setup();
    const { backend } = setup({ context: 'fail' });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Your details could not be loaded.',
    );
    expect(screen.getByRole('link', { name: 'Animal Nutrition, dashboard' })).toBeTruthy();
    const before = backend.callsTo('GET users/context').length;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(backend.callsTo('GET users/context').length).toBeGreaterThan(before),
    );
  });
});

describe('given a phone-wide window', () => {
  it('opens the navigation as panels with back arrows, the account selector, support and logout', async () => {
    const user = userEvent.setup();
    setup({ persona: 'pork.us', narrow: true });
    const burger = await screen.findByRole('button', { name: 'Menu' });
    expect(screen.queryByRole('button', { name: /^Profile menu/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Notifications/ })).toBeTruthy();

    await user.click(burger);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    // The panels load on the first open.
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(
      await within(nav).findByRole('button', {
        name: 'Account: Prairie Ridge Farm Supply (panel)',
      }),
    ).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Support' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeTruthy();

    await user.click(within(nav).getByRole('button', { name: 'Nutrition cloud' }));
    const back = within(nav).getByRole('button', { name: 'Back to Main navigation' });
    expect(document.activeElement).toBe(back);
    expect(within(nav).getByRole('link', { name: 'Nutrition cloud overview' })).toBeTruthy();
    await user.click(within(nav).getByRole('button', { name: 'BI dashboards' }));
    expect(within(nav).getByRole('link', { name: 'Sows' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Back to Nutrition cloud' })).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(within(nav).getByRole('link', { name: 'Nutrient analysis' })).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('BI dashboards');
    await user.click(within(nav).getByRole('button', { name: 'Back to Main navigation' }));
    expect(document.activeElement?.textContent).toBe('Nutrition cloud');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(document.activeElement).toBe(burger);
  });

  it('has no axe violations with the menu open', async () => {
    const user = userEvent.setup();
    const { container } = setup({ persona: 'admin', narrow: true });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.click(await screen.findByRole('button', { name: 'Users' }));
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });

  it('keeps the cart in the bar', async () => {
    setup({ narrow: true, cartCount: 2 });
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeTruthy();
  });
});
