/**
 * The demo reminders (packages/demo-data reminders.ts), written once per database (meta
 * `reminders_seed_version`), also into one seeded before reminders existed. Each user gets the
 * recurring reminder of their own and one before the requested date of their next open order at
 * least four days away, both in the user's time zone and due after the seeding moment.
 */
import { DEMO_REMINDERS, REMINDERS_SEED_VERSION } from '@anp/demo-data';
import { firstDue, type ReminderSchedule } from '@anp/rules';
import { addDays, utcDateOf } from '@anp/rules/calendar';
import type { Db } from '../db/database';
import { insertReminder } from './queries';

export async function seedReminders(db: Db, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const [done] = await tx.query<{ value: string }>(
      "SELECT value FROM meta WHERE key = 'reminders_seed_version'",
    );
    if (done?.value === REMINDERS_SEED_VERSION) return 0;
    await tx.query("DELETE FROM reminders WHERE id LIKE 'rem_demo_%'");
    const today = utcDateOf(now);
    let written = 0;
    for (const [i, spec] of DEMO_REMINDERS.entries()) {
      const [user] = await tx.query<{ id: string; time_zone: string }>(
        'SELECT id, time_zone FROM users WHERE email = $1',
        [spec.email],
      );
      if (!user) continue;
      const [order] = await tx.query<{ order_number: string; requested_date: string }>(
        `SELECT o.order_number, o.requested_date::text AS requested_date FROM orders o
           JOIN user_accounts ua ON ua.account_id = o.account_id AND ua.user_id = $1
          WHERE o.status IN ('Placed', 'Scheduled') AND o.requested_date >= $2::date
          ORDER BY o.requested_date, o.order_number LIMIT 1`,
        [user.id, addDays(today, 4)],
      );
      const base = { time: spec.time, timeZone: user.time_zone, daysBefore: null, everyDays: null };
      const plans: {
        id: string;
        schedule: ReminderSchedule;
        order: typeof order;
        note: string | null;
      }[] = [
        {
          id: `rem_demo_${i}_every`,
          schedule: {
            ...base,
            kind: 'every',
            date: addDays(today, spec.startInDays),
            everyDays: spec.everyDays,
          },
          order: undefined,
          note: spec.note,
        },
      ];
      if (order)
        plans.push({
          id: `rem_demo_${i}_before`,
          schedule: {
            ...base,
            kind: 'beforeRequested',
            date: null,
            daysBefore: spec.daysBeforeRequested,
          },
          order,
          note: null,
        });
      for (const plan of plans) {
        const due = firstDue(plan.schedule, {
          now,
          requestedDate: plan.order?.requested_date ?? null,
          pendingCount: 0,
        });
        if (!('dueAt' in due)) continue;
        await insertReminder(tx, {
          id: plan.id,
          userId: user.id,
          kind: plan.schedule.kind,
          orderNumber: plan.order?.order_number ?? null,
          note: plan.note,
          date: plan.schedule.date,
          time: plan.schedule.time,
          daysBefore: plan.schedule.daysBefore,
          everyDays: plan.schedule.everyDays,
          timeZone: plan.schedule.timeZone,
          nextDueAt: due.dueAt,
          createdAt: now,
        });
        written += 1;
      }
    }
    await tx.query(
      `INSERT INTO meta (key, value) VALUES ('reminders_seed_version', $1)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [REMINDERS_SEED_VERSION],
    );
    return written;
  });
}
