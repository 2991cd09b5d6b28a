import { Type, type Static } from 'typebox';
import { Notification } from './common';

export const NotificationList = Type.Object({
  notifications: Type.Array(Notification),
  unreadCount: Type.Integer(),
});
export type NotificationList = Static<typeof NotificationList>;

const Flag = Type.Union([Type.Literal(0), Type.Literal(1), Type.Boolean()]);

export const NotificationUpdate = Type.Object(
  { notificationId: Type.String({ minLength: 1, maxLength: 64 }), isRead: Flag, isDismissed: Flag },
  { additionalProperties: false },
);
export type NotificationUpdate = Static<typeof NotificationUpdate>;

export const BulkNotificationUpdate = Type.Object(
  { notifications: Type.Array(NotificationUpdate, { minItems: 1, maxItems: 200 }) },
  { additionalProperties: false },
);
export type BulkNotificationUpdate = Static<typeof BulkNotificationUpdate>;

export const NotificationsResult = Type.Object({ notifications: Type.Array(Notification) });
export type NotificationsResult = Static<typeof NotificationsResult>;
