/** The reminders table: a user's own reminders only (every query keys on the user). */
import type { Db } from '../db/database';

type Q = Pick<Db, 'query'>;

export interface ReminderRow {
  id: string;
  user_id: string;
  kind: 'once' | 'beforeRequested' | 'every';
  order_number: string | null;
  requested_date: string | null;
  note: string | null;
  date: string | null;
  time: string;
  days_before: number | null;
  every_days: number | null;
  time_zone: string;
  next_due_at: Date | string | null;
  last_sent_at: Date | string | null;
  sent_count: number;
  created_at: Date | string;
  template_id: string | null;
  template_name: string | null;
}

const SELECT = `SELECT r.id, r.user_id, r.kind, r.order_number, o.requested_date::text AS requested_date,
       r.note, r.date::text AS date, r.time, r.days_before, r.every_days, r.time_zone,
       r.next_due_at, r.last_sent_at, r.sent_count, r.created_at,
       r.template_id, t.name AS template_name
  FROM reminders r LEFT JOIN orders o ON o.order_number = r.order_number
  LEFT JOIN cart_templates t ON t.id = r.template_id`;

/** The user's reminders: the next due first, then the ones already sent, newest first. */
export function userReminders(db: Q, userId: string): Promise<ReminderRow[]> {
  return db.query<ReminderRow>(
    `${SELECT} WHERE r.user_id = $1
      ORDER BY r.next_due_at IS NULL, r.next_due_at, r.created_at DESC, r.id`,
    [userId],
  );
}

/** The user's reminders due at `now`, locked until the transaction ends. */
export function dueReminders(db: Q, userId: string, now: Date): Promise<ReminderRow[]> {
  return db.query<ReminderRow>(
    `${SELECT} WHERE r.user_id = $1 AND r.next_due_at <= $2
      ORDER BY r.next_due_at, r.id FOR UPDATE OF r`,
    [userId, now.toISOString()],
  );
}

/** How many reminders the user has still to come. */
export async function pendingCount(db: Q, userId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM reminders WHERE user_id = $1 AND next_due_at IS NOT NULL',
    [userId],
  );
  return row?.n ?? 0;
}

export interface NewReminder {
  id: string;
  userId: string;
  kind: ReminderRow['kind'];
  orderNumber: string | null;
  note: string | null;
  date: string | null;
  time: string;
  daysBefore: number | null;
  everyDays: number | null;
  timeZone: string;
  nextDueAt: Date;
  createdAt: Date;
  templateId?: string | null;
}

export async function insertReminder(db: Q, r: NewReminder): Promise<ReminderRow> {
  await db.query(
    `INSERT INTO reminders (id, user_id, kind, order_number, note, date, time, days_before,
       every_days, time_zone, next_due_at, created_at, template_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      r.id,
      r.userId,
      r.kind,
      r.orderNumber,
      r.note,
      r.date,
      r.time,
      r.daysBefore,
      r.everyDays,
      r.timeZone,
      r.nextDueAt.toISOString(),
      r.createdAt.toISOString(),
      r.templateId ?? null,
    ],
  );
  const [row] = await db.query<ReminderRow>(`${SELECT} WHERE r.id = $1`, [r.id]);
  if (!row) throw new Error(`reminder ${r.id} was not stored`);
  return row;
}

/** Deletes one of the user's reminders; false when it is not theirs (or missing). */
export async function deleteReminder(db: Q, userId: string, id: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    'DELETE FROM reminders WHERE id = $1 AND user_id = $2 RETURNING id',
    [id, userId],
  );
  return rows.length > 0;
}

/** Records one sending: the count, when, and the next due instant (null: no more). */
export async function markSent(
  db: Q,
  id: string,
  sentAt: Date,
  nextDueAt: Date | null,
): Promise<void> {
  await db.query(
    `UPDATE reminders SET sent_count = sent_count + 1, last_sent_at = $2, next_due_at = $3
      WHERE id = $1`,
    [id, sentAt.toISOString(), nextDueAt?.toISOString() ?? null],
  );
}

/**
 * Whether the user may see the template: one of an account they are linked to, their own or
 * shared (issue 17). Another's template reads as missing.
 */
export async function isVisibleTemplate(db: Q, userId: string, id: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `SELECT t.id FROM cart_templates t
       JOIN user_accounts ua ON ua.account_id = t.account_id AND ua.user_id = $1
      WHERE t.id = $2 AND (t.user_id = $1 OR t.shared)`,
    [userId, id],
  );
  return rows.length > 0;
}
