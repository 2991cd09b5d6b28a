import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, resolveConfig, type Notification, type NotificationUpdate } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import {
  alertsRoutes,
  demoNotifications,
  listOf,
  manyNotifications,
  notification,
  orderReminder,
} from './fixtures';
import { NotificationDrawer, type NotificationDrawerProps } from './notification-drawer';

interface Setup {
  notifications?: Notification[];
  lang?: string;
  country?: string;
  routes?: FakeRoutes;
  props?: NotificationDrawerProps;
}

/** The drawer with its own bell over a stateful fake alerts service. */
function setup({
  notifications = demoNotifications(),
  lang = 'en',
  country = 'us',
  routes = {},
  props,
}: Setup = {}) {
  const config = resolveConfig({ country, lang }, {});
  const backend = fakeBackend(config, { ...alertsRoutes(notifications), ...routes });
  const user = userEvent.setup();
  const view = render(
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <NotificationDrawer showTrigger {...props} />
    </KitRoot>,
  );
  return { backend, user, ...view };
}

const bell = () => screen.findByRole('button', { name: /^Notifications/ });

async function openDrawer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await bell());
  const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
  await within(dialog).findByRole('list', { name: 'New' });
  return dialog;
}

const activeList = () => screen.getByRole('list', { name: 'New' });
const historyList = () => screen.getByRole('list', { name: 'History' });
const itemsOf = (list: HTMLElement) => within(list).getAllByRole('listitem');

let navigations: string[] = [];
const onNavigate = (event: Event) => {
  event.preventDefault(); // the host router takes over; jsdom cannot navigate
  navigations.push((event as CustomEvent<{ path: string }>).detail.path);
};
beforeEach(() => {
  navigations = [];
  window.addEventListener('anp-navigate', onNavigate);
});
afterEach(() => {
  window.removeEventListener('anp-navigate', onNavigate);
});

describe('given the bell of a standalone drawer', () => {
  it('shows the number of active notifications', async () => {
    setup();
    const button = await screen.findByRole('button', { name: 'Notifications 5 unread' });
    expect(within(button).getByText('5')).toBeTruthy();
  });

  it('caps the badge at 99+ and still tells screen readers the real count', async () => {
    setup({ notifications: manyNotifications(200).map((n) => ({ ...n, read: false, isRead: 0 })) });
    const button = await screen.findByRole('button', { name: 'Notifications 200 unread' });
    expect(within(button).getByText('99+')).toBeTruthy();
    expect(within(button).queryByText('200')).toBeNull();
  });

  it('shows no badge when everything is read', async () => {
    setup({
      notifications: [
        notification({ id: 'a', code: 'SINGLE_DOCUMENT', priority: 'chat', read: true }),
      ],
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy());
  });

  it('is a disclosure for the dialog (aria-expanded follows the drawer)', async () => {
    const { user } = setup();
    const button = await bell();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await openDrawer(user);
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('given an open drawer with active and read notifications', () => {
  it('lists the active ones newest first and the read or dismissed ones under History', async () => {
    const { user } = setup();
    await openDrawer(user);
    const active = itemsOf(activeList());
    expect(active).toHaveLength(5);
    expect(active[0]?.textContent).toContain(
      'New price list available: Price list Swine US 2026-06',
    );
    expect(active[1]?.textContent).toContain('3 new price lists are available');
    expect(active[2]?.textContent).toContain('Price list updated: Price list Swine US 2026-06');
    expect(active[3]?.textContent).toContain('Prices for Poultry feeds change on 15-Jun-2026');
    expect(active[4]?.textContent).toContain(
      'Reminder: Price list Swine US 2026-06 takes effect on 15-Jun-2026',
    );
    expect(active[0]?.textContent).toContain('31-May-2026');
    const history = itemsOf(historyList());
    expect(history).toHaveLength(3);
    expect(history[0]?.textContent).toContain('2 price lists were updated');
    expect(history[1]?.textContent).toContain('Plant schedule');
    expect(history[2]?.textContent).toContain('Dismissed');
  });

  it('names each priority icon', async () => {
    const { user } = setup();
    await openDrawer(user);
    const names = itemsOf(activeList()).map((item) =>
      within(item).getByRole('img').getAttribute('aria-label'),
    );
    expect(names).toEqual(['Success', 'Message', 'Warning', 'Error', 'Warning']);
  });

  it('moves focus into the dialog and keeps Tab inside it', async () => {
    const { user } = setup();
    const dialog = await openDrawer(user);
    expect(dialog.contains(document.activeElement)).toBe(true);
    const settings = within(dialog).getByRole('link', { name: 'Notification settings' });
    settings.focus();
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(settings);
  });

  it('Escape closes it and gives focus back to the bell', async () => {
    const { user } = setup();
    await openDrawer(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(await bell());
  });

  it('the close arrow closes it', async () => {
    const { user } = setup();
    await openDrawer(user);
    await user.click(screen.getByRole('button', { name: 'Close notifications' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('links the settings cog to the profile page of the market', async () => {
    const { user } = setup({ country: 'mx', lang: 'es' });
    await user.click(await screen.findByRole('button', { name: /^Notificaciones/ }));
    const cog = await screen.findByRole('link', { name: 'Configuración de notificaciones' });
    expect(cog.getAttribute('href')).toBe('/mx/es/pages/profile');
    await user.click(cog);
    expect(navigations).toEqual(['/mx/es/pages/profile']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hides the settings cog when asked', async () => {
    const { user } = setup({ props: { showSettings: false } });
    await openDrawer(user);
    expect(screen.queryByRole('link', { name: 'Notification settings' })).toBeNull();
  });

  it('has no axe violations', async () => {
    const { user, container } = setup();
    await openDrawer(user);
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });
});

describe('given a click on an active notification', () => {
  it('marks it read (isRead 1, isDismissed 0), drops the count and opens the documents page', async () => {
    const clicked = vi.fn();
    const { user, backend } = setup({ props: { onNotificationClick: clicked } });
    await openDrawer(user);
    await user.click(within(activeList()).getAllByRole('link')[0] as HTMLElement);
    await waitFor(() => expect(navigations).toEqual(['/us/en/pages/documents']));
    expect(backend.callsTo('PATCH notifications').map((c) => c.body)).toEqual([
      { notificationId: 'ntf-1', isRead: 1, isDismissed: 0 },
    ]);
    expect(clicked).toHaveBeenCalledWith(expect.objectContaining({ notificationId: 'ntf-1' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Notifications 4 unread' })).toBeTruthy();
  });

  it('moves an item without documents to History and keeps the drawer open', async () => {
    const bare = notification({ id: 'bare', code: 'SINGLE_DOCUMENT', priority: 'chat' });
    const entry = bare.messageData.chat as Record<string, unknown>;
    const noDocs = { ...bare, messageData: { chat: { ...entry, documents: [] } } };
    const { user, backend } = setup({ notifications: [noDocs, ...demoNotifications().slice(1)] });
    await openDrawer(user);
    const item = itemsOf(activeList())[0] as HTMLElement;
    await user.click(within(item).getByRole('button', { name: /Price list/ }));
    await waitFor(() => expect(itemsOf(activeList())).toHaveLength(4));
    expect(historyList().textContent).toContain(bare.messageLabel);
    expect(backend.callsTo('PATCH notifications')).toHaveLength(1);
    expect(navigations).toEqual([]);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications 4 unread' })).toBeTruthy();
  });

  it('sends nothing for a REMINDER, which stays active', async () => {
    const clicked = vi.fn();
    const { user, backend } = setup({ props: { onNotificationClick: clicked } });
    await openDrawer(user);
    const reminder = itemsOf(activeList())[4] as HTMLElement;
    await user.click(within(reminder).getByRole('link'));
    await waitFor(() => expect(navigations).toEqual(['/us/en/pages/documents']));
    expect(backend.callsTo('PATCH notifications')).toEqual([]);
    expect(clicked).toHaveBeenCalledWith(expect.objectContaining({ messageCode: 'REMINDER' }));
    expect(screen.getByRole('button', { name: 'Notifications 5 unread' })).toBeTruthy();
  });
});

describe('given a reminder the user set on an order (issue 16)', () => {
  it('words it, opens the order on click and leaves it unread', async () => {
    const reminder = orderReminder({
      id: 'rem-1',
      orderNumber: '4000000003',
      note: 'Call the mill',
    });
    const { user, backend } = setup({ notifications: [reminder] });
    await openDrawer(user);
    const item = itemsOf(activeList())[0] as HTMLElement;
    expect(item.textContent).toContain('Reminder');
    const link = within(item).getByRole('link', { name: /Order 4000000003: Call the mill/ });
    expect(link.getAttribute('href')).toBe('/us/en/pages/orders/4000000003');
    await user.click(link);
    await waitFor(() => expect(navigations).toEqual(['/us/en/pages/orders/4000000003']));
    expect(backend.callsTo('PATCH notifications')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Notifications 1 unread' })).toBeTruthy();
  });
});

describe('given the close control of an item', () => {
  it('dismisses it (isDismissed 1), moves it to History and keeps focus in the list', async () => {
    const { user, backend } = setup();
    await openDrawer(user);
    const first = itemsOf(activeList())[0] as HTMLElement;
    await user.click(within(first).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(itemsOf(activeList())).toHaveLength(4));
    expect(backend.callsTo('PATCH notifications').map((c) => c.body)).toEqual([
      { notificationId: 'ntf-1', isRead: 0, isDismissed: 1 },
    ]);
    expect(itemsOf(historyList())[0]?.textContent).toContain('Dismissed');
    expect(itemsOf(historyList())[0]?.textContent).toContain('Price list Swine US 2026-06');
    // Focus went to the dismiss control of the item now first, not to the page.
    const next = itemsOf(activeList())[0] as HTMLElement;
    expect(document.activeElement).toBe(within(next).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications 4 unread' })).toBeTruthy(),
    );
    // The list was reloaded after the update (shell-and-admin.md §4).
    await waitFor(() => expect(backend.callsTo('GET notifications').length).toBeGreaterThan(1));
  });

  it('offers Mark all as read with the bulk call, then says all caught up', async () => {
    const { user, backend } = setup();
    await openDrawer(user);
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('heading', { name: "You're all caught up" })).toBeTruthy();
    const [call] = backend.callsTo('PATCH notifications/bulk');
    expect((call?.body as { notifications: NotificationUpdate[] }).notifications).toEqual(
      ['ntf-1', 'ntf-2', 'ntf-3', 'ntf-4', 'ntf-5'].map((notificationId) => ({
        notificationId,
        isRead: 1,
        isDismissed: 0,
      })),
    );
    expect(itemsOf(historyList())).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
  });
});

describe('given an update that fails', () => {
  it('puts the item back, shows the error and clears the loader', async () => {
    let answer: (value: unknown) => void = () => {};
    const { user } = setup({
      routes: {
        'PATCH notifications': () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      },
    });
    await openDrawer(user);
    await user.click(
      within(itemsOf(activeList())[0] as HTMLElement).getByRole('button', { name: 'Dismiss' }),
    );
    // Optimistic: already in History, with its loader.
    expect(itemsOf(activeList())).toHaveLength(4);
    expect(screen.getByText('Saving…')).toBeTruthy();
    await act(async () => answer({ status: 500, body: { code: 'SERVER', message: 'boom' } }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your change was not saved. Internal Server error');
    expect(itemsOf(activeList())).toHaveLength(5);
    expect(itemsOf(activeList())[0]?.textContent).toContain('Price list Swine US 2026-06');
    expect(screen.queryByText('Saving…')).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications 5 unread' })).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Hide this message' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('given the list cannot be loaded', () => {
  it('shows the error with Try again, which loads it', async () => {
    let fail = true;
    const { user } = setup({
      routes: {
        'GET notifications': () =>
          fail
            ? { status: 500, body: { code: 'SERVER', message: 'down' } }
            : listOf(demoNotifications()),
      },
    });
    await user.click(await bell());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Notifications could not be loaded. Internal Server error');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'New' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a loader while the first answer is on its way', async () => {
    const { user } = setup({ routes: { 'GET notifications': () => new Promise(() => {}) } });
    await user.click(await bell());
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByText('Loading notifications…')).toBeTruthy();
  });

  it('says all caught up when there is nothing', async () => {
    const { user } = setup({ notifications: [] });
    await user.click(await bell());
    expect(await screen.findByRole('heading', { name: "You're all caught up" })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'History' })).toBeNull();
  });
});

describe('given a long list', () => {
  it('offers Back to top once scrolled, which returns to the title', async () => {
    const { user } = setup({ notifications: manyNotifications(40) });
    const dialog = await openDrawer(user);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    const body = activeList().closest('section')?.parentElement as HTMLElement;
    body.scrollTop = 600;
    fireEvent.scroll(body);
    await user.click(await screen.findByRole('button', { name: 'Back to top' }));
    expect(body.scrollTop).toBe(0);
    expect(document.activeElement).toBe(
      within(dialog).getByRole('heading', { name: 'Notifications' }),
    );
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });
});

describe('given other languages', () => {
  it.each([
    [
      'mx',
      'es',
      'Nueva lista de precios disponible: Lista de precios Cerdos MX 2026-06',
      'Historial',
      '31-May-2026',
    ],
    [
      'br',
      'pt',
      'Nova lista de preços disponível: Lista de preços Suínos BR 2026-06',
      'Histórico',
      '31-Mai-2026',
    ],
  ])('words the drawer for %s/%s', async (country, lang, wording, history, date) => {
    const { user } = setup({
      country,
      lang,
      notifications: demoNotifications(lang as 'es' | 'pt'),
    });
    await user.click(await screen.findByRole('button', { name: /5/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(wording);
    expect(dialog.textContent).toContain(date);
    expect(within(dialog).getByRole('heading', { name: history })).toBeTruthy();
  });

  it('words by the page language, whatever language the data was written in', async () => {
    const { user } = setup({ lang: 'pt', country: 'br', notifications: demoNotifications('en') });
    await user.click(await screen.findByRole('button', { name: /5/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('3 novas listas de preços disponíveis');
  });
});

describe('given server text with markup', () => {
  it('shows it as text, never as HTML', async () => {
    const custom = notification({ id: 'x', code: 'CUSTOM', priority: 'chat' });
    const { user } = setup({
      notifications: [{ ...custom, description: '<img src=x onerror=alert(1)>' }],
    });
    await openDrawer(user);
    const item = itemsOf(activeList())[0] as HTMLElement;
    expect(item.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(item.querySelector('img')).toBeNull();
  });
});

describe('given a controlled drawer without its own bell', () => {
  function Controlled({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Header bell
        </button>
        <NotificationDrawer
          open={open}
          onOpenChange={(next) => {
            onOpenChange(next);
            setOpen(next);
          }}
        />
      </>
    );
  }

  it('opens from the owner, asks it to close on Escape, and returns focus to its trigger', async () => {
    const changed = vi.fn();
    const config = resolveConfig({ country: 'us', lang: 'en' }, {});
    const backend = fakeBackend(config, { 'GET notifications': () => listOf(demoNotifications()) });
    const user = userEvent.setup();
    render(
      <KitRoot config={config} services={backend.services} swrCache={new Map()}>
        <Controlled onOpenChange={changed} />
      </KitRoot>,
    );
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    const trigger = screen.getByRole('button', { name: 'Header bell' });
    await user.click(trigger);
    await screen.findByRole('dialog', { name: 'Notifications' });
    await user.keyboard('{Escape}');
    expect(changed).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('stays open while the owner keeps it open', async () => {
    const changed = vi.fn();
    const config = resolveConfig({ country: 'us', lang: 'en' }, {});
    const backend = fakeBackend(config, { 'GET notifications': () => listOf([]) });
    const user = userEvent.setup();
    render(
      <KitRoot config={config} services={backend.services} swrCache={new Map()}>
        <NotificationDrawer open onOpenChange={changed} />
      </KitRoot>,
    );
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(changed).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
