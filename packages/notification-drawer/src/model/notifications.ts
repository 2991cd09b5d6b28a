/**
 * Pure rules of the notification drawer (shell-and-admin.md §2 "Notification drawer", §3
 * Notification, §4 notification states). No React, no fetch: the drawer, the bell and the tests
 * share these.
 */
import type { Notification, NotificationList, NotificationUpdate } from '@anp/core';

export type Priority = Notification['priority'];

/**
 * Message codes whose notification is about price-list documents (shell-and-admin.md §3: codes
 * select wording for single document, multiple documents, updated document(s); REMINDER points at
 * a price list taking effect). CUSTOM is a free text that may or may not be about a price list.
 */
export const DOCUMENT_CODES = [
  'SINGLE_DOCUMENT',
  'MULTIPLE_DOCUMENTS',
  'UPDATED_DOCUMENT',
  'UPDATED_DOCUMENTS',
  'REMINDER',
] as const;

/** Most notifications one bulk PATCH may carry (reference API: maxItems 200). */
export const BULK_UPDATE_LIMIT = 200;

export interface NotificationDocument {
  name: string;
  fileName: string;
}

/** What a notification's `messageData` entry holds, read defensively (its values are unknown). */
export interface NotificationContent {
  title: string | null;
  message: string | null;
  documents: NotificationDocument[];
  /** YYYY-MM-DD when the price list takes effect, when given. */
  effectiveDate: string | null;
  /** The order a reminder of the user's is about (issue 16), when given. */
  orderNumber: string | null;
  /** The order template a reminder is about (issue 17), when given. */
  templateId: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

function documentOf(value: unknown): NotificationDocument | null {
  if (!isRecord(value)) return null;
  const name = textOf(value.name);
  const fileName = textOf(value.fileName);
  if (name === null && fileName === null) return null;
  return { name: name ?? fileName ?? '', fileName: fileName ?? '' };
}

/**
 * The notification's data entry: shell-and-admin.md §3 keys `messageData` by priority, so the
 * entry of its own priority wins; a payload keyed otherwise falls back to its first object entry.
 */
export function contentOf(n: Pick<Notification, 'priority' | 'messageData'>): NotificationContent {
  const data: unknown = n.messageData;
  const own = isRecord(data) ? data[n.priority] : undefined;
  const entry = isRecord(own)
    ? own
    : isRecord(data)
      ? Object.values(data).find(isRecord)
      : undefined;
  if (!entry)
    return {
      title: null,
      message: null,
      documents: [],
      effectiveDate: null,
      orderNumber: null,
      templateId: null,
    };
  const documents = Array.isArray(entry.documents)
    ? entry.documents.map(documentOf).filter((d): d is NotificationDocument => d !== null)
    : [];
  return {
    title: textOf(entry.title),
    message: textOf(entry.message),
    documents,
    effectiveDate: textOf(entry.effectiveDate),
    orderNumber: textOf(entry.orderNumber),
    templateId: textOf(entry.templateId),
  };
}

const isDocumentCode = (code: string) => (DOCUMENT_CODES as readonly string[]).includes(code);

/** Read, by either of the server's two flags. */
export const isRead = (n: Pick<Notification, 'read' | 'isRead'>) => n.read || n.isRead === 1;
/** Dismissed, by either of the server's two flags. */
export const isDismissed = (n: Pick<Notification, 'dismissed' | 'isDismissed'>) =>
  n.dismissed || n.isDismissed === 1;

/**
 * Active: neither read nor dismissed (shell-and-admin.md §4). Every kind is listed: the spec's
 * notifications are price-list ones, and a notice of another kind (a plant closure) that the
 * drawer did not list could never be read at all. The header's bell counts the same rule.
 */
export const isActive = (n: Notification) => !isRead(n) && !isDismissed(n);

/** History: read or dismissed (shell-and-admin.md §4: active moves to history). */
export const isHistory = (n: Notification) => isRead(n) || isDismissed(n);

function timeOf(n: Notification): number {
  const t = Date.parse(n.createdAt);
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
}

/** Newest first; equal or unreadable dates keep the server's order. */
function newestFirst(list: readonly Notification[]): Notification[] {
  return list
    .map((n, i) => ({ n, i, t: timeOf(n) }))
    .sort((a, b) => (b.t === a.t ? a.i - b.i : b.t > a.t ? 1 : -1))
    .map(({ n }) => n);
}

/** The drawer's active list, newest first. */
export const activeNotifications = (list: readonly Notification[]) =>
  newestFirst(list.filter(isActive));

/** The drawer's History section, newest first. */
export const historyNotifications = (list: readonly Notification[]) =>
  newestFirst(list.filter(isHistory));

/** The bell's count: exactly the items of the drawer's active list. */
export const unreadCount = (list: readonly Notification[] | null | undefined) =>
  list ? list.filter(isActive).length : 0;

/** A translatable text: a key of the drawer's namespace with its values, or server text as is. */
export type Wording = { key: string; values?: Record<string, string | number> } | { text: string };

/**
 * The title line. Document codes get the kit's own "Price list" in the page language; CUSTOM and
 * unknown codes show the server's title, which only the server can word.
 */
export function titleOf(n: Notification): Wording {
  if (n.messageCode === 'REMINDER')
    return { key: contentOf(n).documents.length > 0 ? 'titles.reminder' : 'titles.userReminder' };
  if (isDocumentCode(n.messageCode)) return { key: 'titles.priceList' };
  return { text: contentOf(n).title ?? n.messageTitle };
}

/**
 * The message line per message code (shell-and-admin.md §3), in the page language from the
 * notification's data: single document names it, multiple documents give their count, updated
 * document(s) likewise, custom shows its description, reminder names the document and the date it
 * takes effect. `formatDate` turns the effective date (YYYY-MM-DD) into the page's display date.
 * Whatever the data lacks falls back to the server's own text.
 */
export function wordingOf(n: Notification, formatDate: (isoDate: string) => string): Wording {
  const content = contentOf(n);
  const serverText: Wording = {
    text: textOf(n.description) ?? content.message ?? n.messageLabel,
  };
  const first = content.documents[0]?.name ?? null;
  const count = content.documents.length;
  switch (n.messageCode) {
    case 'SINGLE_DOCUMENT':
      return first === null ? serverText : { key: 'wording.single', values: { document: first } };
    case 'MULTIPLE_DOCUMENTS':
      return count === 0 ? serverText : { key: 'wording.multiple', values: { count } };
    case 'UPDATED_DOCUMENT':
      return first === null ? serverText : { key: 'wording.updated', values: { document: first } };
    case 'UPDATED_DOCUMENTS':
      return count === 0 ? serverText : { key: 'wording.updatedMany', values: { count } };
    case 'REMINDER': {
      // A reminder the user set (issue 16): about an order, with the user's own note as text.
      if (first === null && content.orderNumber !== null)
        return content.message === null
          ? { key: 'wording.orderReminder', values: { order: content.orderNumber } }
          : {
              key: 'wording.orderReminderNote',
              values: { order: content.orderNumber, note: content.message },
            };
      if (first === null) return content.message === null ? serverText : { text: content.message };
      const date = content.effectiveDate === null ? '' : formatDate(content.effectiveDate);
      return date === ''
        ? { key: 'wording.reminderUndated', values: { document: first } }
        : { key: 'wording.reminder', values: { document: first, date } };
    }
    default:
      // CUSTOM and codes this kit does not know: the server's description.
      return serverText;
  }
}

/** Icon, colour token and accessible name of a priority (shell-and-admin.md §2). */
export interface PriorityLook {
  icon: Priority;
  color: 'color-danger' | 'color-warning' | 'color-info' | 'color-success';
  soft: 'color-danger-soft' | 'color-warning-soft' | 'color-info-soft' | 'color-success-soft';
  labelKey: string;
}

const LOOKS: Readonly<Record<Priority, PriorityLook>> = {
  error: {
    icon: 'error',
    color: 'color-danger',
    soft: 'color-danger-soft',
    labelKey: 'priority.error',
  },
  warning: {
    icon: 'warning',
    color: 'color-warning',
    soft: 'color-warning-soft',
    labelKey: 'priority.warning',
  },
  chat: { icon: 'chat', color: 'color-info', soft: 'color-info-soft', labelKey: 'priority.chat' },
  success: {
    icon: 'success',
    color: 'color-success',
    soft: 'color-success-soft',
    labelKey: 'priority.success',
  },
};

/** The look of a priority; a priority this kit does not know reads as a plain message (chat). */
export function priorityLook(priority: string): PriorityLook {
  return Object.hasOwn(LOOKS, priority) ? LOOKS[priority as Priority] : LOOKS.chat;
}

const flag = (on: boolean): 0 | 1 => (on ? 1 : 0);

/**
 * The update a click sends (shell-and-admin.md §4): an active item is marked read (isRead 1,
 * isDismissed 0). A REMINDER is never marked on click, and History items (read or dismissed) are
 * left as they are: a click there must not bring a dismissed item back. null means no call.
 */
export function clickUpdate(n: Notification): NotificationUpdate | null {
  if (n.messageCode === 'REMINDER' || isRead(n) || isDismissed(n)) return null;
  return { notificationId: n.notificationId, isRead: 1, isDismissed: 0 };
}

/** The update the close control sends: dismissed, read state kept. null when already dismissed. */
export function dismissUpdate(n: Notification): NotificationUpdate | null {
  if (isDismissed(n)) return null;
  return { notificationId: n.notificationId, isRead: flag(isRead(n)), isDismissed: 1 };
}

/**
 * "Mark all as read": every active item, REMINDERs included (the user asks explicitly; only a
 * click does not mark them), in batches the bulk call accepts.
 */
export function markAllReadUpdates(list: readonly Notification[]): NotificationUpdate[][] {
  const updates = activeNotifications(list).map((n): NotificationUpdate => ({
    notificationId: n.notificationId,
    isRead: 1,
    isDismissed: 0,
  }));
  const batches: NotificationUpdate[][] = [];
  for (let i = 0; i < updates.length; i += BULK_UPDATE_LIMIT) {
    batches.push(updates.slice(i, i + BULK_UPDATE_LIMIT));
  }
  return batches;
}

const on = (value: 0 | 1 | boolean) => value === true || value === 1;

/**
 * The list as it is once `updates` are applied: both flag pairs set, and `unreadCount`
 * recomputed the way the server counts it (neither read nor dismissed). Used for the optimistic
 * update and, with the previous values, to restore entries after a failure.
 */
export function applyUpdates(
  list: NotificationList,
  updates: readonly NotificationUpdate[],
): NotificationList {
  const byId = new Map(updates.map((u) => [u.notificationId, u]));
  const notifications = list.notifications.map((n) => {
    const u = byId.get(n.notificationId);
    if (!u) return n;
    const read = on(u.isRead);
    const dismissed = on(u.isDismissed);
    return { ...n, read, dismissed, isRead: flag(read), isDismissed: flag(dismissed) };
  });
  return {
    ...list,
    notifications,
    unreadCount: notifications.filter((n) => !isRead(n) && !isDismissed(n)).length,
  };
}

/** The update that puts notifications back as they are now (to undo a failed update). */
export function restoreUpdates(
  list: NotificationList | undefined,
  ids: readonly string[],
): NotificationUpdate[] {
  if (!list) return [];
  const wanted = new Set(ids);
  return list.notifications
    .filter((n) => wanted.has(n.notificationId))
    .map((n) => ({
      notificationId: n.notificationId,
      isRead: flag(isRead(n)),
      isDismissed: flag(isDismissed(n)),
    }));
}

/** Whether a click leads to the documents page: the notification names at least one document. */
export const opensDocuments = (n: Notification) => contentOf(n).documents.length > 0;

/**
 * The portal page a click opens (shell-and-admin.md §2 routes): a reminder about an order opens
 * that order (`orders/{orderNumber}`), one about an order template the order builder with it
 * (`orderbuilder?template={templateId}`), a notification naming documents the documents page, else
 * none. A REMINDER stays unread either way (`clickUpdate`).
 */
export function clickTarget(n: Notification): string | null {
  const { orderNumber, templateId, documents } = contentOf(n);
  // A reminder of an order template (issue 17) opens the order builder with that template.
  if (n.messageCode === 'REMINDER' && templateId !== null && documents.length === 0)
    return `orderbuilder?template=${encodeURIComponent(templateId)}`;
  if (n.messageCode === 'REMINDER' && orderNumber !== null && documents.length === 0)
    return `orders/${encodeURIComponent(orderNumber)}`;
  return documents.length > 0 ? 'documents' : null;
}
