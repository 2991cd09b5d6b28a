import { registerTranslations } from '@anp/core';

/** Namespace of the drawer's strings. */
export const NS = 'notificationDrawer';

export const en = {
  title: 'Notifications',
  bell: 'Notifications',
  unread_one: '{{count}} unread',
  unread_other: '{{count}} unread',
  close: 'Close notifications',
  settings: 'Notification settings',
  active: 'New',
  history: 'History',
  backToTop: 'Back to top',
  markAllRead: 'Mark all as read',
  dismiss: 'Dismiss',
  hideError: 'Hide this message',
  saving: 'Saving…',
  loading: 'Loading notifications…',
  loadFailed: 'Notifications could not be loaded.',
  updateFailed: 'Your change was not saved.',
  retry: 'Try again',
  emptyTitle: "You're all caught up",
  emptyBody: 'New price lists and price updates will appear here.',
  read: 'Read',
  dismissed: 'Dismissed',
  priority: {
    error: 'Error',
    warning: 'Warning',
    chat: 'Message',
    success: 'Success',
  },
  titles: {
    priceList: 'Price list',
    reminder: 'Price list reminder',
    userReminder: 'Reminder',
  },
  wording: {
    single: 'New price list available: {{document}}',
    multiple_one: '{{count}} new price list is available',
    multiple_other: '{{count}} new price lists are available',
    updated: 'Price list updated: {{document}}',
    updatedMany_one: '{{count}} price list was updated',
    updatedMany_other: '{{count}} price lists were updated',
    reminder: 'Reminder: {{document}} takes effect on {{date}}',
    reminderUndated: 'Reminder: review {{document}}',
    orderReminder: 'Reminder about order {{order}}',
    orderReminderNote: 'Order {{order}}: {{note}}',
  },
};

registerTranslations(NS, {
  en,
  es: () => import('./locales/es.lazy').then((m) => m.es),
  pt: () => import('./locales/pt.lazy').then((m) => m.pt),
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
