import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import '@anp/ui';
import { OrderDetail } from '../order-detail/order-detail';
import { NOW, fakeOrderServer } from '../fixtures';

// Issue 16 (shell-and-admin.md §7 Reminders, ordering.md §8 REMINDER_104): "Set a reminder" on
// the order detail. Lazy chunks and axe: generous on a machine several test runs share.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

/** 28 Nov 2026, 08:00 where the test runs: the answer's instant, shown back in local time. */
const DUE = new Date(2026, 10, 28, 8, 0).toISOString();

function setup(reminderRoutes: FakeRoutes, lang = 'en', country = 'us') {
  const config = resolveConfig({ country, lang }, {});
  const backend = fakeBackend(config, { ...fakeOrderServer().routes, ...reminderRoutes });
  render(
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <main>
        <OrderDetail orderNumber="4000161424" />
      </main>
    </KitRoot>,
  );
  return { backend, user: userEvent.setup() };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>, name = 'Set a reminder') {
  const button = await screen.findByRole('button', { name });
  button.focus();
  await user.keyboard('{Enter}');
  // The first opening imports the dialog's lazy chunk (fields, date picker, modal): slow when the
  // machine is busy, so more than Testing Library's one second.
  return screen.findByRole('dialog', { name }, { timeout: 10_000 });
}

describe('given the order detail of a US order', () => {
  it('sets a reminder two days before the requested date, by keyboard', async () => {
    const { backend, user } = setup({
      'POST reminder': (call) => ({
        status: 201,
        body: { reminderId: 'rem_1', ...(call.body as object), nextDueAt: DUE },
      }),
    });
    const dialog = await openDialog(user);
    const result = await axe.run(dialog);
    expect(result.violations.map((v) => v.id)).toEqual([]);
    // The kinds, the chosen one first; arrows move to the next.
    const once = within(dialog).getByRole('radio', { name: /Once, on a date/ });
    expect((once as HTMLInputElement).checked).toBe(true);
    once.focus();
    await user.keyboard('{ArrowDown}');
    const before = within(dialog).getByRole('radio', { name: /Before the requested date/ });
    expect((before as HTMLInputElement).checked).toBe(true);
    expect(dialog.textContent).toContain('Requested date: 30-Nov-2026.');
    expect(within(dialog).queryByRole('button', { name: /^Date/ })).toBeNull();
    expect(
      (within(dialog).getByRole('spinbutton', { name: /Days before/ }) as HTMLInputElement).value,
    ).toBe('2');
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Check bin 3');
    await user.click(within(dialog).getByRole('button', { name: 'Set reminder' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [call] = backend.callsTo('POST reminder');
    expect(call?.body).toEqual({
      kind: 'beforeRequested',
      orderNumber: '4000161424',
      daysBefore: 2,
      time: '08:00',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      note: 'Check bin 3',
    });
    expect(call?.query.get('lang')).toBe('en');
    expect(screen.getByRole('status').textContent).toBe('Reminder set for 28-Nov-2026, 8:00 AM.');
    expect(document.activeElement?.textContent).toContain('Set a reminder');
  });

  it("reads and shows the time in the profile's zone, not the computer's", async () => {
    // Seoul: never the zone of the machine running the test (UTC or Chicago), no daylight saving.
    const { backend, user } = setup({
      'GET users/context': () => ({
        userType: 'External',
        locale: 'en_US',
        user: { id: 'u-1', groups: ['DXP_Purchase'], timeZone: 'Asia/Seoul' },
        selectedAccount: null,
        regions: [],
        accountCount: 1,
      }),
      'POST reminder': (call) => ({
        status: 201,
        // 29 Nov 2026, 07:30 in Seoul.
        body: { reminderId: 'rem_2', ...(call.body as object), nextDueAt: '2026-11-28T22:30:00Z' },
      }),
    });
    const dialog = await openDialog(user);
    const time = within(dialog).getByLabelText(/^Time/);
    const described = (time.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Time zone: Korean Standard Time (Asia/Seoul).');
    fireEvent.change(time, { target: { value: '07:30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Set reminder' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.callsTo('POST reminder')[0]?.body).toMatchObject({
      kind: 'once',
      time: '07:30',
      timeZone: 'Asia/Seoul',
    });
    expect(screen.getByRole('status').textContent).toBe('Reminder set for 29-Nov-2026, 7:30 AM.');
  });

  it("shows the server's own message for REMINDER_104 and keeps the dialog open", async () => {
    const message = 'That date and time have already passed. Choose a time from now on.';
    const { user } = setup({
      'POST reminder': () => ({ status: 422, body: { code: 'REMINDER_104', message } }),
    });
    const dialog = await openDialog(user);
    fireEvent.change(within(dialog).getByLabelText(/^Time/), { target: { value: '00:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Set reminder' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(`The reminder was not set. ${message}`);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says what is missing before anything is sent', async () => {
    const { backend, user } = setup({});
    const dialog = await openDialog(user);
    fireEvent.change(within(dialog).getByLabelText(/^Time/), { target: { value: '' } });
    await user.click(within(dialog).getByRole('radio', { name: /Every few days/ }));
    const every = within(dialog).getByRole('spinbutton', { name: /Every \(days\)/ });
    await user.clear(every);
    await user.type(every, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Set reminder' }));
    expect(within(dialog).getByText('Enter a time.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a whole number of days from 1 to 365.')).toBeTruthy();
    expect(backend.callsTo('POST reminder')).toEqual([]);
    // Escape closes it without a call.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('speaks Portuguese on a Brazilian page, dates as DD-MMM-YYYY', async () => {
    const { user } = setup({}, 'pt', 'br');
    const dialog = await openDialog(user, 'Criar um lembrete');
    expect(within(dialog).getByRole('radio', { name: /Uma vez, em uma data/ })).toBeTruthy();
    // Tomorrow of 23-Nov-2026 by default, in the market's display format.
    expect(within(dialog).getByRole('button', { name: /Data.*24-Nov-2026/ })).toBeTruthy();
  });
});
