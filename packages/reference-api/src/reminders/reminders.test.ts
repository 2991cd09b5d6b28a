import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import { NotificationList, Reminder, ReminderList } from '@anp/contract';
import { REMINDER_LIMITS } from '@anp/rules';
import { testServer } from '../../test/test-server';
import type { Api } from '../server';

// shell-and-admin.md §7 Reminders (get, add, delete), §3 REMINDER notifications; ordering.md §8
// REMINDER_104. The server's clock is moved by the tests: Friday 2026-11-20, 10:00 in Chicago.
let clock = new Date('2026-11-20T16:00:00Z');
let app: Api;
let tokenA: string;
let tokenB: string;

beforeAll(async () => {
  const server = await testServer({ now: () => clock });
  app = server.app;
  tokenA = await server.tokenFor({ id: 'u-a' });
  tokenB = await server.tokenFor({ id: 'u-b' });
});
afterAll(async () => {
  await app.close();
});

const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

const add = (token: string, body: object, lang = '') =>
  call(token, 'POST', `/api/reminder${lang ? `?lang=${lang}` : ''}`, {
    time: '08:00',
    timeZone: 'America/Chicago',
    ...body,
  });

const checkReminder = Compile(Reminder);
const checkList = Compile(ReminderList);
const checkNotifications = Compile(NotificationList);

const notificationsOf = async (token: string) => {
  const body = (await call(token, 'GET', '/api/notifications')).json();
  expect(checkNotifications.Check(body)).toBe(true);
  return (body as NotificationList).notifications.filter((n) =>
    n.notificationId.startsWith('rem-'),
  );
};

describe('given a user who sets reminders', () => {
  it('adds each kind and lists them, the next due first', async () => {
    const once = await add(tokenA, {
      kind: 'once',
      orderNumber: '4000000003',
      date: '2026-11-21',
      time: '09:30',
      note: '  Call the mill  ',
    });
    expect(once.statusCode).toBe(201);
    expect(checkReminder.Check(once.json())).toBe(true);
    expect(once.json()).toMatchObject({
      kind: 'once',
      orderNumber: '4000000003',
      requestedDate: '2026-11-27',
      note: 'Call the mill',
      nextDueAt: '2026-11-21T15:30:00.000Z',
      lastSentAt: null,
    });
    const before = await add(tokenA, {
      kind: 'beforeRequested',
      orderNumber: '4000000003',
      daysBefore: 2,
    });
    expect(before.json()).toMatchObject({
      date: null,
      daysBefore: 2,
      nextDueAt: '2026-11-25T14:00:00.000Z',
    });
    const every = await add(tokenA, {
      kind: 'every',
      date: '2026-11-20',
      everyDays: 14,
      note: 'Order feed for bin 3',
    });
    // Today's 08:00 has passed: the first is in two weeks.
    expect(every.json()).toMatchObject({
      orderNumber: null,
      nextDueAt: '2026-12-04T14:00:00.000Z',
    });

    const list = (await call(tokenA, 'GET', '/api/reminder')).json();
    expect(checkList.Check(list)).toBe(true);
    expect((list as ReminderList).reminders.map((r) => r.kind)).toEqual([
      'once',
      'beforeRequested',
      'every',
    ]);
    // Isolation: the other user sees none of them.
    expect((await call(tokenB, 'GET', '/api/reminder')).json()).toEqual({ reminders: [] });
  });

  it('turns a due reminder into an unread REMINDER notification, once', async () => {
    clock = new Date('2026-11-21T15:31:00Z');
    const [n, ...more] = await notificationsOf(tokenA);
    expect(more).toEqual([]);
    expect(n).toMatchObject({
      messageCode: 'REMINDER',
      read: false,
      dismissed: false,
      description: 'Order 4000000003: Call the mill',
      createdAt: '2026-11-21T15:30:00.000Z',
      messageData: { chat: { orderNumber: '4000000003', message: 'Call the mill' } },
    });
    // Read again: no second notification; the reminder is listed as sent.
    expect(await notificationsOf(tokenA)).toHaveLength(1);
    const { reminders } = (await call(tokenA, 'GET', '/api/reminder')).json() as ReminderList;
    expect(reminders.at(-1)).toMatchObject({
      kind: 'once',
      nextDueAt: null,
      lastSentAt: '2026-11-21T15:31:00.000Z',
    });
    expect(await notificationsOf(tokenB)).toEqual([]);
  });

  it('sends a recurring reminder again and schedules the next, skipping missed ones', async () => {
    // 40 days later: two occurrences (4 and 18 Dec) missed, one notification.
    clock = new Date('2026-12-30T12:00:00Z');
    const sent = (await notificationsOf(tokenA)).filter((n) => n.description?.includes('bin 3'));
    expect(sent.map((n) => n.createdAt)).toEqual(['2026-12-04T14:00:00.000Z']);
    const { reminders } = (await call(tokenA, 'GET', '/api/reminder')).json() as ReminderList;
    expect(reminders.find((r) => r.kind === 'every')?.nextDueAt).toBe('2027-01-01T14:00:00.000Z');
  });

  it('deletes only its own reminder', async () => {
    const { reminders } = (await call(tokenA, 'GET', '/api/reminder')).json() as ReminderList;
    const id = reminders[0]?.reminderId ?? '';
    expect((await call(tokenB, 'DELETE', `/api/reminder/${id}`)).statusCode).toBe(404);
    expect((await call(tokenA, 'DELETE', `/api/reminder/${id}`)).statusCode).toBe(204);
    expect((await call(tokenA, 'DELETE', `/api/reminder/${id}`)).statusCode).toBe(404);
    const after = (await call(tokenA, 'GET', '/api/reminder')).json() as ReminderList;
    expect(after.reminders.map((r) => r.reminderId)).not.toContain(id);
  });
});

describe('given a reminder the server refuses', () => {
  it.each<[string, object, number, string]>([
    [
      'another user’s order',
      { kind: 'once', orderNumber: '4000000051', date: '2027-01-05' },
      404,
      'NOT_FOUND',
    ],
    ['a missing date', { kind: 'once' }, 400, 'VALIDATION'],
    ['days before without an order', { kind: 'beforeRequested', daysBefore: 2 }, 400, 'VALIDATION'],
    [
      'a field of another kind',
      { kind: 'once', date: '2027-01-05', everyDays: 3 },
      400,
      'VALIDATION',
    ],
    [
      'an unknown zone',
      { kind: 'once', date: '2027-01-05', timeZone: 'Mars/Olympus' },
      400,
      'VALIDATION',
    ],
    ['an unknown property', { kind: 'once', date: '2027-01-05', extra: 1 }, 400, 'VALIDATION'],
    ['a bad time', { kind: 'once', date: '2027-01-05', time: '25:00' }, 400, 'VALIDATION'],
  ])('%s', async (_, body, status, code) => {
    const res = await add(tokenA, body);
    expect([res.statusCode, res.json().code]).toEqual([status, code]);
  });

  it('answers REMINDER_104 with its own message for a time already past, in the page language', async () => {
    const en = await add(tokenA, { kind: 'once', date: '2026-12-29' });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      code: 'REMINDER_104',
      message: 'That date and time have already passed. Choose a time from now on.',
    });
    const es = await add(tokenB, { kind: 'once', date: '2026-12-29' }, 'es');
    expect(es.json().message).toBe(
      'Esa fecha y hora ya pasaron. Elija un momento a partir de ahora.',
    );
    // Days before a requested date long gone (27 Nov).
    const late = await add(tokenA, {
      kind: 'beforeRequested',
      orderNumber: '4000000003',
      daysBefore: 1,
    });
    expect(late.json().code).toBe('REMINDER_104');
  });

  it(`answers REMINDER_104 past ${REMINDER_LIMITS.maxPending} upcoming reminders`, async () => {
    const { reminders } = (await call(tokenB, 'GET', '/api/reminder')).json() as ReminderList;
    for (let i = reminders.length; i < REMINDER_LIMITS.maxPending; i += 1)
      expect(
        (await add(tokenB, { kind: 'every', date: '2027-02-01', everyDays: 7 })).statusCode,
      ).toBe(201);
    const res = await add(tokenB, { kind: 'once', date: '2027-02-01' }, 'pt');
    expect(res.json()).toEqual({
      code: 'REMINDER_104',
      message: `Você já tem ${REMINDER_LIMITS.maxPending} lembretes pendentes. Exclua um antes de adicionar outro.`,
    });
  });
});
