import { describe, expect, it } from 'vitest';
import { listOf, notification, orderReminder } from '../fixtures';
import {
  BULK_UPDATE_LIMIT,
  activeNotifications,
  applyUpdates,
  clickTarget,
  clickUpdate,
  contentOf,
  dismissUpdate,
  historyNotifications,
  isActive,
  isHistory,
  markAllReadUpdates,
  opensDocuments,
  priorityLook,
  restoreUpdates,
  titleOf,
  unreadCount,
  wordingOf,
} from './notifications';

const n = notification;
const dateOf = (iso: string) => `date(${iso})`;

describe('given the message data of a notification', () => {
  it.each([
    [
      'its own priority entry',
      { warning: { title: 'A', documents: [{ name: 'D', fileName: 'd.pdf' }] } },
      'A',
      1,
    ],
    ['another key when its own is missing', { other: { title: 'B', documents: [] } }, 'B', 0],
    ['nothing usable', { warning: 'text' }, null, 0],
    [
      'documents that are not objects',
      { warning: { documents: ['x', null, { name: 'N' }] } },
      null,
      1,
    ],
  ])('reads %s', (_case, messageData, title, docs) => {
    const content = contentOf({ priority: 'warning', messageData });
    expect(content.title).toBe(title);
    expect(content.documents).toHaveLength(docs);
  });
});

describe('given the notification states (shell-and-admin.md §4)', () => {
  it.each([
    [false, false, false, true, false],
    [true, false, false, false, true],
    [false, true, false, false, true],
    [true, true, false, false, true],
    [false, false, true, true, false], // an unread plant announcement is listed too
    [true, false, true, false, true],
  ])(
    'read %s, dismissed %s, plant %s: active %s, history %s',
    (read, dismissed, plant, active, history) => {
      const item = n({ id: 'x', code: 'CUSTOM', priority: 'chat', read, dismissed, plant });
      expect(isActive(item)).toBe(active);
      expect(isHistory(item)).toBe(history);
    },
  );

  it('counts a flag set only as 0/1 as well as a boolean', () => {
    const item = { ...n({ id: 'x', code: 'SINGLE_DOCUMENT', priority: 'chat' }), isRead: 1 };
    expect(isActive(item)).toBe(false);
    expect(isHistory(item)).toBe(true);
  });

  it('lists active and history items newest first', () => {
    const list = [
      n({ id: 'old', code: 'SINGLE_DOCUMENT', priority: 'chat', daysAgo: 9 }),
      n({ id: 'new', code: 'SINGLE_DOCUMENT', priority: 'chat', daysAgo: 1 }),
      n({ id: 'h-old', code: 'SINGLE_DOCUMENT', priority: 'chat', daysAgo: 8, read: true }),
      n({ id: 'h-new', code: 'SINGLE_DOCUMENT', priority: 'chat', daysAgo: 2, dismissed: true }),
    ];
    expect(activeNotifications(list).map((x) => x.notificationId)).toEqual(['new', 'old']);
    expect(historyNotifications(list).map((x) => x.notificationId)).toEqual(['h-new', 'h-old']);
  });

  it.each([
    [[], 0],
    [null, 0],
    [[n({ id: 'a', code: 'SINGLE_DOCUMENT', priority: 'chat' })], 1],
    [
      [
        n({ id: 'a', code: 'SINGLE_DOCUMENT', priority: 'chat' }),
        n({ id: 'b', code: 'REMINDER', priority: 'warning' }),
        n({ id: 'c', code: 'CUSTOM', priority: 'chat', plant: true }),
        n({ id: 'd', code: 'SINGLE_DOCUMENT', priority: 'chat', read: true }),
      ],
      3,
    ],
  ])('the bell counts the active list (%#)', (list, count) => {
    expect(unreadCount(list)).toBe(count);
  });
});

describe('given the wording per message code', () => {
  it.each([
    [
      'SINGLE_DOCUMENT',
      1,
      { key: 'wording.single', values: { document: 'Price list Swine US 2026-06' } },
    ],
    ['MULTIPLE_DOCUMENTS', 3, { key: 'wording.multiple', values: { count: 3 } }],
    [
      'UPDATED_DOCUMENT',
      1,
      { key: 'wording.updated', values: { document: 'Price list Swine US 2026-06' } },
    ],
    ['UPDATED_DOCUMENTS', 2, { key: 'wording.updatedMany', values: { count: 2 } }],
    [
      'CUSTOM',
      1,
      {
        text: 'Prices for Poultry feeds change on 15-Jun-2026. Orders placed before then keep current prices.',
      },
    ],
    [
      'REMINDER',
      1,
      {
        key: 'wording.reminder',
        values: { document: 'Price list Swine US 2026-06', date: 'date(2026-06-15)' },
      },
    ],
    ['SOMETHING_NEW', 1, { text: 'Price list Swine US 2026-06' }],
  ])('%s with %i document(s) reads %j', (code, docCount, wording) => {
    expect(wordingOf(n({ id: 'x', code, priority: 'chat', docCount }), dateOf)).toEqual(wording);
  });

  it.each([
    ['SINGLE_DOCUMENT', 'Server label'],
    ['MULTIPLE_DOCUMENTS', 'Server label'],
    ['UPDATED_DOCUMENTS', 'Server label'],
  ])('%s without documents falls back to the server text', (code, text) => {
    const item = { ...n({ id: 'x', code, priority: 'chat', plant: true }), messageLabel: text };
    expect(wordingOf(item, dateOf)).toEqual({ text });
  });

  it('a reminder without an effective date still names the document', () => {
    const item = n({ id: 'x', code: 'REMINDER', priority: 'warning' });
    const entry = (item.messageData.warning ?? {}) as Record<string, unknown>;
    const undated = { ...item, messageData: { warning: { ...entry, effectiveDate: null } } };
    expect(wordingOf(undated, dateOf)).toEqual({
      key: 'wording.reminderUndated',
      values: { document: 'Price list Swine US 2026-06' },
    });
  });

  it.each([
    ['SINGLE_DOCUMENT', false, { key: 'titles.priceList' }],
    ['REMINDER', false, { key: 'titles.reminder' }],
    ['CUSTOM', false, { text: 'Price list' }],
    ['CUSTOM', true, { text: 'Plant schedule' }],
  ])('the title of %s (plant %s) is %j', (code, plant, title) => {
    expect(titleOf(n({ id: 'x', code, priority: 'chat', plant }))).toEqual(title);
  });
});

describe('given the priorities', () => {
  it.each([
    ['error', 'error', 'color-danger', 'priority.error'],
    ['warning', 'warning', 'color-warning', 'priority.warning'],
    ['chat', 'chat', 'color-info', 'priority.chat'],
    ['success', 'success', 'color-success', 'priority.success'],
    ['unknown', 'chat', 'color-info', 'priority.chat'],
    ['toString', 'chat', 'color-info', 'priority.chat'],
  ])('%s shows the %s icon in %s named %s', (priority, icon, color, labelKey) => {
    expect(priorityLook(priority)).toMatchObject({ icon, color, labelKey });
  });
});

describe('given the click and close rules', () => {
  it.each([
    ['SINGLE_DOCUMENT', false, false, { notificationId: 'x', isRead: 1, isDismissed: 0 }],
    ['CUSTOM', false, false, { notificationId: 'x', isRead: 1, isDismissed: 0 }],
    ['REMINDER', false, false, null],
    ['SINGLE_DOCUMENT', true, false, null],
    ['SINGLE_DOCUMENT', false, true, null],
  ])('a click on %s (read %s, dismissed %s) sends %j', (code, read, dismissed, update) => {
    expect(clickUpdate(n({ id: 'x', code, priority: 'chat', read, dismissed }))).toEqual(update);
  });

  it.each([
    ['SINGLE_DOCUMENT', false, false, { notificationId: 'x', isRead: 0, isDismissed: 1 }],
    ['REMINDER', false, false, { notificationId: 'x', isRead: 0, isDismissed: 1 }],
    ['SINGLE_DOCUMENT', true, false, { notificationId: 'x', isRead: 1, isDismissed: 1 }],
    ['SINGLE_DOCUMENT', false, true, null],
  ])('closing %s (read %s, dismissed %s) sends %j', (code, read, dismissed, update) => {
    expect(dismissUpdate(n({ id: 'x', code, priority: 'chat', read, dismissed }))).toEqual(update);
  });

  it.each([
    [0, []],
    [3, [3]],
    [BULK_UPDATE_LIMIT, [BULK_UPDATE_LIMIT]],
    [BULK_UPDATE_LIMIT + 1, [BULK_UPDATE_LIMIT, 1]],
  ])('mark all as read sends %i active items in batches %j', (count, sizes) => {
    const list = [
      ...Array.from({ length: count }, (_, i) =>
        n({ id: `a${i}`, code: i % 2 ? 'REMINDER' : 'SINGLE_DOCUMENT', priority: 'chat' }),
      ),
      n({ id: 'read', code: 'SINGLE_DOCUMENT', priority: 'chat', read: true }),
    ];
    const batches = markAllReadUpdates(list);
    expect(batches.map((b) => b.length)).toEqual(sizes);
    expect(batches.flat().every((u) => u.isRead === 1 && u.isDismissed === 0)).toBe(true);
  });

  it.each([
    [false, true],
    [true, false],
  ])('a click opens the documents page when it names documents (plant %s: %s)', (plant, opens) => {
    expect(opensDocuments(n({ id: 'x', code: 'CUSTOM', priority: 'chat', plant }))).toBe(opens);
  });
});

// Issue 16: a reminder the user set on an order is worded by the kit, opens that order and, being
// REMINDER-coded, is not marked read by the click (shell-and-admin.md §3, §4).
describe('given a reminder the user set on an order', () => {
  it.each([
    [
      'with a note',
      'Call the mill',
      { key: 'wording.orderReminderNote', values: { order: '4000000003', note: 'Call the mill' } },
    ],
    ['without a note', null, { key: 'wording.orderReminder', values: { order: '4000000003' } }],
  ])('words it %s', (_, note, wording) => {
    const item = orderReminder({ id: 'r', orderNumber: '4000000003', note });
    expect(wordingOf(item, dateOf)).toEqual(wording);
    expect(titleOf(item)).toEqual({ key: 'titles.userReminder' });
  });

  it('opens the order and stays unread', () => {
    const item = orderReminder({ id: 'r', orderNumber: '4000000003' });
    expect(clickTarget(item)).toBe('orders/4000000003');
    expect(clickUpdate(item)).toBeNull();
  });

  it('a reminder of an order template opens the order builder with that template (issue 17)', () => {
    const item = orderReminder({ id: 'r', orderNumber: '4000000003' });
    const chat = (item.messageData as { chat: Record<string, unknown> }).chat;
    const template = {
      ...item,
      messageData: { chat: { ...chat, orderNumber: null, templateId: 'tpl_1 2' } },
    };
    expect(clickTarget(template)).toBe('orderbuilder?template=tpl_1%202');
    expect(clickUpdate(template)).toBeNull();
  });

  it('a price-list reminder still opens the documents page; a plain notice opens nothing', () => {
    expect(clickTarget(n({ id: 'x', code: 'REMINDER', priority: 'warning' }))).toBe('documents');
    expect(clickTarget(n({ id: 'x', code: 'CUSTOM', priority: 'chat', plant: true }))).toBeNull();
  });

  it('a reminder of the user’s own (no order) shows its note as text', () => {
    const item = orderReminder({ id: 'r', orderNumber: 'x', note: 'Order feed for bin 3' });
    const entry = item.messageData.chat as Record<string, unknown>;
    const own = { ...item, messageData: { chat: { ...entry, orderNumber: null } } };
    expect(wordingOf(own, dateOf)).toEqual({ text: 'Order feed for bin 3' });
    expect(clickTarget(own)).toBeNull();
  });
});

describe('given an update applied to the list', () => {
  const list = listOf([
    n({ id: 'a', code: 'SINGLE_DOCUMENT', priority: 'chat' }),
    n({ id: 'b', code: 'SINGLE_DOCUMENT', priority: 'chat' }),
  ]);

  it.each([
    [{ notificationId: 'a', isRead: 1, isDismissed: 0 } as const, true, false, 1],
    [{ notificationId: 'a', isRead: 0, isDismissed: 1 } as const, false, true, 1],
    [{ notificationId: 'a', isRead: true, isDismissed: true } as const, true, true, 1],
    [{ notificationId: 'zzz', isRead: 1, isDismissed: 1 } as const, false, false, 2],
  ])('%j sets both flag pairs and the count', (update, read, dismissed, count) => {
    const next = applyUpdates(list, [update]);
    const a = next.notifications[0];
    expect(a).toMatchObject({
      read,
      dismissed,
      isRead: read ? 1 : 0,
      isDismissed: dismissed ? 1 : 0,
    });
    expect(next.unreadCount).toBe(count);
    expect(list.notifications[0]?.read).toBe(false); // the input is not changed
  });

  it('restoring puts the entries back as they were', () => {
    const undo = restoreUpdates(list, ['a']);
    const changed = applyUpdates(list, [{ notificationId: 'a', isRead: 1, isDismissed: 1 }]);
    expect(applyUpdates(changed, undo)).toEqual(list);
    expect(restoreUpdates(undefined, ['a'])).toEqual([]);
  });
});
