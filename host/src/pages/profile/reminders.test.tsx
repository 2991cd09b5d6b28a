import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, resolveConfig } from '@anp/core';
import type { Reminder } from '@anp/core/services/reminders';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import { RemindersPanel } from './reminders';

// Issue 16 (shell-and-admin.md §7 Reminders): the reminders list of the profile page.
vi.setConfig({ testTimeout: 20_000 });

const reminder = (over: Partial<Reminder>): Reminder => ({
  reminderId: 'rem_1',
  kind: 'once',
  orderNumber: '4000000003',
  requestedDate: '2026-11-27',
  note: null,
  date: '2026-11-21',
  time: '09:30',
  daysBefore: null,
  everyDays: null,
  timeZone: 'America/Chicago',
  // The instants are Chicago wall clocks (UTC-6 in November): the list shows them in the zone
  // each reminder was set in, whatever the computer's zone.
  nextDueAt: '2026-11-21T15:30:00.000Z',
  lastSentAt: null,
  createdAt: '2026-11-20T16:00:00.000Z',
  ...over,
});

const LIST: Reminder[] = [
  reminder({ note: 'Call the mill' }),
  reminder({
    reminderId: 'rem_2',
    kind: 'beforeRequested',
    date: null,
    daysBefore: 2,
    time: '08:00',
    nextDueAt: '2026-11-25T14:00:00.000Z',
  }),
  reminder({
    reminderId: 'rem_3',
    kind: 'every',
    orderNumber: null,
    requestedDate: null,
    note: 'Order feed for bin 3',
    date: '2026-11-20',
    everyDays: 14,
    time: '15:05',
    nextDueAt: null,
    lastSentAt: '2026-11-20T21:05:00.000Z',
  }),
];

function setup(routes: FakeRoutes, country = 'us', lang = 'en') {
  const config = resolveConfig({ country, lang }, {});
  const backend = fakeBackend(config, routes);
  const view = render(
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <main>
        <RemindersPanel />
      </main>
    </KitRoot>,
  );
  return { backend, container: view.container, user: userEvent.setup() };
}

const items = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('given a user with reminders', () => {
  it('lists what each is and when it comes, in the market’s formats, with no axe violations', async () => {
    const { container } = setup({ 'GET reminder': () => ({ reminders: LIST }) });
    await screen.findByRole('list');
    expect(
      items().map((li) => li.querySelector('div')?.textContent?.replace(/\u202f/g, ' ')),
    ).toEqual([
      'Order 4000000003Once, on 21-Nov-2026 at 9:30 AMCall the millNext: 21-Nov-2026, 9:30 AM',
      'Order 4000000003' +
        '2 days before the requested date (27-Nov-2026), at 8:00 AMNext: 25-Nov-2026, 8:00 AM',
      'Order feed for bin 3Every 14 days from 20-Nov-2026, at 3:05 PMSent: 20-Nov-2026, 3:05 PM',
    ]);
    const link = within(items()[0]!).getByRole('link', { name: 'Order 4000000003' });
    expect(link.getAttribute('href')).toBe('/us/en/pages/orders/4000000003');
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });

  it('deletes one after a confirmation, and says so', async () => {
    const { backend, user } = setup({
      'GET reminder': () => ({ reminders: LIST }),
      'DELETE reminder/rem_3': () => ({ status: 204 }),
    });
    await screen.findByRole('list');
    await user.click(
      screen.getByRole('button', { name: 'Delete the reminder: Order feed for bin 3' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this reminder?' });
    // Cancel first: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // (The dialog's own close control is named Close.)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.callsTo('DELETE reminder/rem_3')).toEqual([]);

    await user.click(
      screen.getByRole('button', { name: 'Delete the reminder: Order feed for bin 3' }),
    );
    const again = await screen.findByRole('dialog', { name: 'Delete this reminder?' });
    await user.click(within(again).getByRole('button', { name: 'Delete reminder' }));
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(backend.callsTo('DELETE reminder/rem_3')).toHaveLength(1);
    expect(screen.getByText('Reminder deleted: Order feed for bin 3.')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Reminders');
  });
});

describe('given a user without reminders, or a failure', () => {
  it('says how to set one (Spanish)', async () => {
    setup({ 'GET reminder': () => ({ reminders: [] }) }, 'mx', 'es');
    expect(
      await screen.findByText(
        'No tiene recordatorios. Abra un pedido y elija Crear un recordatorio.',
      ),
    ).toBeTruthy();
  });

  it('offers Retry when the list fails', async () => {
    let calls = 0;
    const { user } = setup({
      'GET reminder': () => (++calls === 1 ? { status: 500, body: {} } : { reminders: LIST }),
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your reminders could not be loaded.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(items()).toHaveLength(3));
  });
});
