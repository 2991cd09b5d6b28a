/** The notifications table: a user's own notifications only. */
import type { Db } from '../db/database';

type Q = Pick<Db, 'query'>;

export interface NotificationRow {
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

/** The user's notifications, newest first. */
export function userNotifications(db: Q, userId: string): Promise<NotificationRow[]> {
  return db.query<NotificationRow>(
    'SELECT * FROM notifications WHERE user_id = $1 ORDER BY created_at DESC, id',
    [userId],
  );
}

/** Marks one of the user's notifications; null when it is not theirs (or missing). */
export async function markNotification(
  db: Q,
  userId: string,
  id: string,
  state: { read: boolean; dismissed: boolean },
): Promise<NotificationRow | null> {
  const [row] = await db.query<NotificationRow>(
    'UPDATE notifications SET is_read = $3, is_dismissed = $4 WHERE id = $1 AND user_id = $2 RETURNING *',
    [id, userId, state.read, state.dismissed],
  );
  return row ?? null;
}
