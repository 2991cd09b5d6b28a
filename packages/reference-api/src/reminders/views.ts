/** A reminder row as the contract's Reminder, and as the rules' schedule. */
import type { Reminder } from '@anp/contract';
import type { ReminderSchedule } from '@anp/rules';
import type { ReminderRow } from './queries';

const when = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export const toReminder = (r: ReminderRow): Reminder => ({
  reminderId: r.id,
  kind: r.kind,
  orderNumber: r.order_number,
  requestedDate: r.requested_date,
  note: r.note,
  date: r.date,
  time: r.time,
  daysBefore: r.days_before,
  everyDays: r.every_days,
  timeZone: r.time_zone,
  nextDueAt: when(r.next_due_at),
  lastSentAt: when(r.last_sent_at),
  createdAt: new Date(r.created_at).toISOString(),
  templateId: r.template_id,
  templateName: r.template_name,
});

export const scheduleOf = (r: ReminderRow): ReminderSchedule => ({
  kind: r.kind,
  date: r.date,
  time: r.time,
  daysBefore: r.days_before,
  everyDays: r.every_days,
  timeZone: r.time_zone,
});
