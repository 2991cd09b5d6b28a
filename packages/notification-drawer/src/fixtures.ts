/**
 * Demo notifications for stories and tests (never imported by the element or the React API), in
 * the shape of the reference API's demo data (packages/demo-data/src/notifications.ts).
 */
import type { Notification, NotificationList, NotificationUpdate } from '@anp/core';
import type { FakeRoutes } from '@anp/core/testing';
import { applyUpdates, type Priority } from './model/notifications';

type Lang = 'en' | 'es' | 'pt';

const TEXT = {
  en: {
    priceList: 'Price list',
    lines: ['Swine', 'Poultry', 'Cattle', 'Equine'],
    custom:
      'Prices for Poultry feeds change on 15-Jun-2026. Orders placed before then keep current prices.',
    customLabel: 'Price change notice',
    plantTitle: 'Plant schedule',
    plantLabel: 'Holiday closure',
    plant: 'Planta Monterrey is closed on 16-Sep-2026; please plan pickups accordingly.',
    reminder: 'Review the new prices before you place your next order.',
  },
  es: {
    priceList: 'Lista de precios',
    lines: ['Cerdos', 'Aves', 'Bovinos', 'Equinos'],
    custom:
      'Los precios de alimentos para aves cambian el 15-Jun-2026. Los pedidos anteriores conservan los precios actuales.',
    customLabel: 'Aviso de cambio de precios',
    plantTitle: 'Horario de planta',
    plantLabel: 'Cierre por día festivo',
    plant: 'Planta Monterrey permanecerá cerrada el 16-Sep-2026; planifique sus recolecciones.',
    reminder: 'Revise los nuevos precios antes de su próximo pedido.',
  },
  pt: {
    priceList: 'Lista de preços',
    lines: ['Suínos', 'Aves', 'Bovinos', 'Equinos'],
    custom:
      'Os preços das rações para aves mudam em 15-Jun-2026. Pedidos feitos antes mantêm os preços atuais.',
    customLabel: 'Aviso de alteração de preços',
    plantTitle: 'Calendário da fábrica',
    plantLabel: 'Fechamento por feriado',
    plant: 'A Fábrica Campinas estará fechada em 16-Set-2026; planeje suas retiradas.',
    reminder: 'Confira os novos preços antes do seu próximo pedido.',
  },
} as const;

const MARKET_TAG: Record<Lang, string> = { en: 'US', es: 'MX', pt: 'BR' };

function documents(lang: Lang, count: number) {
  const t = TEXT[lang];
  return t.lines.slice(0, count).map((line) => ({
    name: `${t.priceList} ${line} ${MARKET_TAG[lang]} 2026-06`,
    fileName: `pricelist-${MARKET_TAG[lang].toLowerCase()}-${line.toLowerCase()}-2026-06.pdf`,
  }));
}

export interface FixtureInit {
  id: string;
  code: string;
  priority: Priority;
  lang?: Lang;
  read?: boolean;
  dismissed?: boolean;
  /** Days before 2026-06-01 it was created. */
  daysAgo?: number;
  docCount?: number;
  plant?: boolean;
}

/** One notification as the reference API sends it. */
export function notification(init: FixtureInit): Notification {
  const lang = init.lang ?? 'en';
  const t = TEXT[lang];
  const docs = init.plant ? [] : documents(lang, init.docCount ?? 1);
  const first = docs[0]?.name ?? '';
  let title: string = t.priceList;
  let label = first;
  let description: string | null = null;
  if (init.code === 'CUSTOM') {
    title = init.plant ? t.plantTitle : t.priceList;
    label = init.plant ? t.plantLabel : t.customLabel;
    description = init.plant ? t.plant : t.custom;
  } else if (init.code === 'REMINDER') {
    description = t.reminder;
  }
  const read = init.read ?? false;
  const dismissed = init.dismissed ?? false;
  const created = new Date(Date.UTC(2026, 5, 1, 12, 0) - (init.daysAgo ?? 0) * 86_400_000);
  return {
    notificationId: init.id,
    messageTitle: title,
    messageLabel: label,
    priority: init.priority,
    messageCode: init.code,
    description,
    messageData: {
      [init.priority]: {
        title,
        message: description ?? label,
        documents: docs,
        effectiveDate: '2026-06-15',
      },
    },
    read,
    dismissed,
    isRead: read ? 1 : 0,
    isDismissed: dismissed ? 1 : 0,
    createdAt: created.toISOString(),
  };
}

/**
 * A reminder the user set on an order (issue 16), as the reference API sends it when it falls
 * due: REMINDER-coded, with the order number and the user's note in its data.
 */
export function orderReminder(init: {
  id: string;
  orderNumber: string;
  note?: string | null;
  read?: boolean;
  daysAgo?: number;
}): Notification {
  const read = init.read ?? false;
  const note = init.note ?? null;
  const created = new Date(Date.UTC(2026, 5, 1, 12, 0) - (init.daysAgo ?? 0) * 86_400_000);
  return {
    notificationId: init.id,
    messageTitle: 'Reminder',
    messageLabel: note ?? 'Reminder',
    priority: 'chat',
    messageCode: 'REMINDER',
    description: note ? `Order ${init.orderNumber}: ${note}` : `Order ${init.orderNumber}`,
    messageData: {
      chat: {
        title: 'Reminder',
        message: note,
        reminderId: `rem_${init.id}`,
        orderNumber: init.orderNumber,
      },
    },
    read,
    dismissed: false,
    isRead: read ? 1 : 0,
    isDismissed: 0,
    createdAt: created.toISOString(),
  };
}

/** The list response: `unreadCount` counted the way the server counts it. */
export function listOf(notifications: Notification[]): NotificationList {
  return {
    notifications,
    unreadCount: notifications.filter((n) => !n.read && !n.dismissed).length,
  };
}

/** Every priority and message code, active and in history, in one language. */
export function demoNotifications(lang: Lang = 'en'): Notification[] {
  return [
    notification({ id: 'ntf-1', code: 'SINGLE_DOCUMENT', priority: 'success', lang, daysAgo: 1 }),
    notification({
      id: 'ntf-2',
      code: 'MULTIPLE_DOCUMENTS',
      priority: 'chat',
      lang,
      daysAgo: 4,
      docCount: 3,
    }),
    notification({ id: 'ntf-3', code: 'UPDATED_DOCUMENT', priority: 'warning', lang, daysAgo: 6 }),
    notification({ id: 'ntf-4', code: 'CUSTOM', priority: 'error', lang, daysAgo: 9 }),
    notification({ id: 'ntf-5', code: 'REMINDER', priority: 'warning', lang, daysAgo: 12 }),
    notification({
      id: 'ntf-6',
      code: 'UPDATED_DOCUMENTS',
      priority: 'success',
      lang,
      daysAgo: 15,
      docCount: 2,
      read: true,
    }),
    notification({
      id: 'ntf-7',
      code: 'CUSTOM',
      priority: 'chat',
      lang,
      daysAgo: 18,
      plant: true,
      read: true,
      dismissed: true,
    }),
    notification({
      id: 'ntf-8',
      code: 'SINGLE_DOCUMENT',
      priority: 'error',
      lang,
      daysAgo: 21,
      dismissed: true,
    }),
  ];
}

const CODES = [
  'SINGLE_DOCUMENT',
  'MULTIPLE_DOCUMENTS',
  'UPDATED_DOCUMENT',
  'UPDATED_DOCUMENTS',
  'CUSTOM',
  'REMINDER',
] as const;
const PRIORITIES: readonly Priority[] = ['success', 'chat', 'warning', 'error'];

/** `count` notifications, every fourth one already read: a list long enough to scroll. */
export function manyNotifications(count: number, lang: Lang = 'en'): Notification[] {
  return Array.from({ length: count }, (_, i) =>
    notification({
      id: `ntf-many-${i + 1}`,
      code: CODES[i % CODES.length] ?? 'SINGLE_DOCUMENT',
      priority: PRIORITIES[i % PRIORITIES.length] ?? 'chat',
      lang,
      daysAgo: i,
      docCount: (i % 3) + 1,
      read: i % 4 === 3,
    }),
  );
}

/**
 * The alerts routes of a fake backend with state, like the reference API: PATCHes change what the
 * next GET answers.
 */
export function alertsRoutes(initial: Notification[]): FakeRoutes {
  let list = listOf(initial);
  return {
    'GET notifications': () => list,
    'PATCH notifications': (call) => {
      const update = call.body as NotificationUpdate;
      list = applyUpdates(list, [update]);
      return list.notifications.find((n) => n.notificationId === update.notificationId);
    },
    'PATCH notifications/bulk': (call) => {
      const { notifications: updates } = call.body as { notifications: NotificationUpdate[] };
      list = applyUpdates(list, updates);
      const ids = new Set(updates.map((u) => u.notificationId));
      return { notifications: list.notifications.filter((n) => ids.has(n.notificationId)) };
    },
  };
}
