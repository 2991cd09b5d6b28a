import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '../db/database';
import { Notification, errorResponses } from '@anp/contract';
import {
  BulkNotificationUpdate,
  NotificationList,
  NotificationUpdate,
  NotificationsResult,
} from '@anp/contract';
import { HttpError } from '../http-error';

interface NotificationRow {
  id: string;
  message_title: string;
  message_label: string;
  priority: 'error' | 'warning' | 'chat' | 'success';
  message_code: string;
  description: string | null;
  message_data: Record<string, unknown>;
  is_read: boolean;
  is_dismissed: boolean;
  created_at: Date | string;
}

const toNotification = (r: NotificationRow) => ({
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

const asBool = (v: 0 | 1 | boolean) => v === true || v === 1;

export const notificationRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const list = async (userId: string) =>
    (
      await db.query<NotificationRow>(
        'SELECT * FROM notifications WHERE user_id = $1 ORDER BY created_at DESC, id',
        [userId],
      )
    ).map(toNotification);

  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: "The user's notifications, newest first",
        response: {
          200: NotificationList,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const notifications = await list(request.user.id);
      return {
        notifications,
        unreadCount: notifications.filter((n) => !n.read && !n.dismissed).length,
      };
    },
  );

  app.patch(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Marks one notification read and/or dismissed',
        body: NotificationUpdate,
        response: { 200: Notification, ...errorResponses },
      },
    },
    async (request) => {
      const { notificationId, isRead, isDismissed } = request.body;
      const [row] = await db.query<NotificationRow>(
        'UPDATE notifications SET is_read = $3, is_dismissed = $4 WHERE id = $1 AND user_id = $2 RETURNING *',
        [notificationId, request.user.id, asBool(isRead), asBool(isDismissed)],
      );
      // Another user's notification answers exactly like a missing one.
      if (!row)
        throw new HttpError(404, 'NOT_FOUND', 'No such notification', 'body.notificationId');
      return toNotification(row);
    },
  );

  app.patch(
    '/notifications/bulk',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Updates several notifications at once; all or nothing',
        body: BulkNotificationUpdate,
        response: {
          200: NotificationsResult,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const updated = await db.transaction(async (tx) => {
        const out: NotificationRow[] = [];
        for (const [i, n] of request.body.notifications.entries()) {
          const [row] = await tx.query<NotificationRow>(
            'UPDATE notifications SET is_read = $3, is_dismissed = $4 WHERE id = $1 AND user_id = $2 RETURNING *',
            [n.notificationId, request.user.id, asBool(n.isRead), asBool(n.isDismissed)],
          );
          if (!row)
            throw new HttpError(
              404,
              'NOT_FOUND',
              'No such notification',
              `body.notifications.${i}.notificationId`,
            );
          out.push(row);
        }
        return out;
      });
      return { notifications: updated.map(toNotification) };
    },
  );
};
