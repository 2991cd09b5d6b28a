/** A notification row as the contract's Notification (shell-and-admin.md §3). */
import type { Notification } from '@anp/contract';
import type { NotificationRow } from './queries';

export const toNotification = (r: NotificationRow): Notification => ({
  notificationId: r.id,
  messageTitle: r.message_title,
  messageLabel: r.message_label,
  priority: r.priority,
  messageCode: r.message_code,
  description: r.description,
  messageData: r.message_data,
  read: r.is_read,
  dismissed: r.is_dismissed,
  isRead: r.is_read ? 1 : 0,
  isDismissed: r.is_dismissed ? 1 : 0,
  createdAt: new Date(r.created_at).toISOString(),
});

/** The contract's 0/1 or boolean read and dismissed flags as booleans. */
export const asBool = (v: 0 | 1 | boolean): boolean => v === true || v === 1;
