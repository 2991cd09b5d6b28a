/**
 * Due reminders become REMINDER-coded notifications of their user (shell-and-admin.md §3: a code
 * the drawer does not mark read on click). Run when the user's notifications or reminders are
 * read, so no background timer is needed: the notification carries the due instant as its date.
 * A recurring reminder moves on to its next occurrence after now (missed ones are not piled up).
 */
import { nextDue, type Language } from '@anp/rules';
import type { Db } from '../db/database';
import { orderingUser } from '../accounts/caller';
import { dueReminders, markSent, type ReminderRow } from './queries';
import { REMINDER_TITLE, reminderDescription } from './texts';
import { scheduleOf } from './views';

const iso = (value: Date | string) => new Date(value).toISOString();

async function notify(tx: Db, r: ReminderRow, lang: Language): Promise<void> {
  const dueAt = iso(r.next_due_at ?? r.created_at);
  // One notification per occurrence: the id makes a repeated delivery a no-op.
  await tx.query(
    `INSERT INTO notifications (id, user_id, message_title, message_label, priority,
       message_code, description, message_data, created_at)
     VALUES ($1, $2, $3, $4, 'chat', 'REMINDER', $5, $6, $7)
     ON CONFLICT (id) DO NOTHING`,
    [
      `rem-${r.id}-${r.sent_count + 1}`,
      r.user_id,
      REMINDER_TITLE[lang],
      r.note ?? REMINDER_TITLE[lang],
      reminderDescription(lang, r.order_number, r.note, r.template_name),
      JSON.stringify({
        chat: {
          title: REMINDER_TITLE[lang],
          message: r.note,
          reminderId: r.id,
          orderNumber: r.order_number,
          requestedDate: r.requested_date,
          templateId: r.template_id,
          templateName: r.template_name,
          dueAt,
        },
      }),
      dueAt,
    ],
  );
}

/** Turns the user's due reminders into notifications; returns how many were sent. */
export async function deliverDueReminders(db: Db, userId: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await dueReminders(tx, userId, now);
    if (due.length === 0) return 0;
    const { language } = await orderingUser(tx, userId);
    for (const r of due) {
      await notify(tx, r, language);
      const next = r.date === null ? null : nextDue(scheduleOf(r), r.date, now);
      await markSent(tx, r.id, now, next?.dueAt ?? null);
    }
    return due.length;
  });
}
