/** The notification drawer's calls (shell-and-admin.md §2): list, mark one, mark many. */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '../db/database';
import { Notification, errorResponses } from '@anp/contract';
import type { NotificationRow } from './queries';
import {
  BulkNotificationUpdate,
  NotificationList,
  NotificationUpdate,
  NotificationsResult,
} from '@anp/contract';
import { HttpError } from '../http-error';
import { markNotification, userNotifications } from './queries';
import { asBool, toNotification } from './views';
import { deliverDueReminders } from '../reminders/deliver';

export const notificationRoutes: FastifyPluginAsync<{
  db: Db;
  now?: (() => Date) | undefined;
}> = async (fastify, { db, now = () => new Date() }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const list = async (userId: string) => (await userNotifications(db, userId)).map(toNotification);

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
      // Reminders that fell due since the last look arrive now (issue 16).
      await deliverDueReminders(db, request.user.id, now());
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
      const row = await markNotification(db, request.user.id, notificationId, {
        read: asBool(isRead),
        dismissed: asBool(isDismissed),
      });
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
          const row = await markNotification(tx, request.user.id, n.notificationId, {
            read: asBool(n.isRead),
            dismissed: asBool(n.isDismissed),
          });
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
