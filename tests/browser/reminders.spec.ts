import { expect, test, type Page } from '@playwright/test';
import type { NotificationList, OrderList, ReminderList, UserContext } from '@anp/contract';
import {
  ACCOUNT_CHOSEN,
  STACK,
  accessToken,
  axeViolations,
  collectPageErrors,
  signIn,
} from './support/stack';
import { apiCall } from './support/ordering';

// Issue 16, reminders (shell-and-admin.md §7, §3 REMINDER, §4; ordering.md §8 REMINDER_104)
// against the whole stack, in one journey of one user whom no other spec's notification counts
// read (the Canadian customer): set a reminder on an order, due now; it arrives in the drawer,
// a click opens the order and the item stays unread; the profile lists it and deletes it;
// REMINDER_104 shows the server's own message; axe on each screen.

const USER = 'customer.ca@demo.test';
const HOME = '/canada/en/pages';

/** A call of the reference API with the user's token (apiCall has no DELETE). */
async function api(page: Page, method: 'GET' | 'DELETE', path: string) {
  const token = await accessToken(page);
  const response = await page.request.fetch(`${STACK}/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${token ?? ''}` },
  });
  const text = await response.text();
  return { status: response.status(), body: text ? (JSON.parse(text) as unknown) : undefined };
}

// The computer is in Tokyo; the user's profile is in their market's zone. Reminders are set and
// shown in the profile's zone (issue 17 fixed issue 16's note that they used the computer's).
test.use({ timezoneId: 'Asia/Tokyo' });

/**
 * The time now in `zone` as HH:MM, a little after the start of a minute. Read with the zone data
 * of this Node process, which the reference API shares: Debian's Chromium puts America/Winnipeg
 * an hour off in November 2026 (UTC-5; Node's tz 2026c and the system's tzdata say UTC-6).
 */
async function thisMinute(zone: string): Promise<string> {
  // Too near the minute's end, the server's clock may already be in the next one.
  if (new Date().getSeconds() > 50) await new Promise((r) => setTimeout(r, 11_000));
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date());
}

test('a reminder set on an order arrives in the drawer, stays unread and is deleted from the profile', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, USER, `${HOME}/dashboard`);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('soldToId')), ACCOUNT_CHOSEN)
    .not.toBeNull();
  // A fresh start: the user's reminders of earlier runs go.
  const before = (await api(page, 'GET', 'reminder')).body as ReminderList;
  for (const r of before.reminders) await api(page, 'DELETE', `reminder/${r.reminderId}`);

  const { body: context } = await apiCall<UserContext>(page, 'GET', 'users/context');
  const zone = context.user.timeZone;
  expect(zone, "the profile's zone, not the computer's").toMatch(/^America\//);
  const { body: orders } = await apiCall<OrderList>(page, 'GET', 'orders?limit=200');
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  const past = orders.rows.find(
    (o) => o.kind === 'order' && o.requestedDate !== null && o.requestedDate < today,
  );
  expect(past, 'an order whose requested date has passed').toBeTruthy();
  const number = past!.orderNumber;

  // REMINDER_104: two days before a requested date already gone. The kit shows the message the
  // server gives for exactly this reminder.
  const { body: refusal } = await apiCall<{ code: string; message: string }>(
    page,
    'POST',
    'reminder?lang=en',
    { kind: 'beforeRequested', orderNumber: number, daysBefore: 2, time: '08:00', timeZone: 'UTC' },
  );
  expect(refusal.code).toBe('REMINDER_104');

  await page.goto(`${STACK}${HOME}/orders/${number}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  const open = page.getByRole('button', { name: 'Set a reminder' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Set a reminder' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: /Before the requested date/ }).check();
  await dialog.getByRole('button', { name: 'Set reminder' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `The reminder was not set. ${refusal.message}`,
  );

  // Once, today, this very minute: due now. The date by keyboard in the date picker.
  await dialog.getByRole('radio', { name: /Once, on a date/ }).check();
  await expect(dialog.getByText(new RegExp(`^Time zone: .*\\(${zone}\\)\\.$`))).toBeVisible();
  const shownToday = await page.evaluate((timeZone) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'short',
      day: '2-digit',
    }).formatToParts(new Date());
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('day')}-${part('month')}-${part('year')}`;
  }, zone);
  const dateField = dialog.getByRole('button', { name: /^Date/ });
  await dateField.click();
  // The calendar opens with focus on the chosen day (tomorrow, the default); a day back is today.
  await expect(page.getByRole('grid').locator(':focus')).toHaveCount(1);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(dateField).toHaveAccessibleName(new RegExp(shownToday));
  await dialog.getByLabel('Note (optional)').fill('Call the mill');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/reminders-dialog-1366.png' });
  await dialog.getByLabel(/^Time/).fill(await thisMinute(zone));
  await dialog.getByRole('button', { name: 'Set reminder' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Reminder set for ${shownToday}, `, { exact: false })).toBeVisible();
  await expect(open).toBeFocused();

  // From another page, the drawer shows it; a click opens the order and it stays unread.
  await page.goto(`${STACK}${HOME}/dashboard`);
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  const item = drawer
    .locator('[data-list="active"] [data-item-id]')
    .filter({ hasText: `Order ${number}: Call the mill` });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Reminder');
  await page.screenshot({ path: 'test-results/reminders-drawer-1366.png' });
  const id = await item.getAttribute('data-item-id');
  await item.locator('[data-item-main]').click();
  await expect(page).toHaveURL(new RegExp(`/orders/${number}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  const { body: notifications } = (await api(page, 'GET', 'notifications')) as {
    body: NotificationList;
  };
  expect(notifications.notifications.find((n) => n.notificationId === id)).toMatchObject({
    messageCode: 'REMINDER',
    read: false,
    dismissed: false,
  });
  await bell.click();
  await expect(drawer.locator(`[data-list="active"] [data-item-id="${id}"]`)).toBeVisible();
  await drawer.getByRole('button', { name: 'Close notifications' }).click();

  // The profile lists it as sent, and deletes it after a confirmation.
  await page.goto(`${STACK}${HOME}/profile`);
  const panel = page.getByRole('region', { name: 'Reminders' });
  const row = panel.getByRole('listitem').filter({ hasText: `Order ${number}` });
  await expect(row).toContainText('Call the mill');
  await expect(row).toContainText(/Sent: \d{2}-[A-Z][a-z]{2}-\d{4}/);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/reminders-profile-390.png' });
  await row.getByRole('button', { name: `Delete the reminder: Order ${number}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this reminder?' });
  await confirm.getByRole('button', { name: 'Delete reminder' }).click();
  await expect(panel.getByText(`Reminder deleted: Order ${number}.`)).toBeVisible();
  await expect(panel.getByText(/You have no reminders/)).toBeVisible();
  expect(((await api(page, 'GET', 'reminder')).body as ReminderList).reminders).toEqual([]);
  expect(errors).toEqual([]);
});
