/**
 * Reminders (shell-and-admin.md §7 "Reminders: reminder (get, add, delete)", ordering.md §8
 * REMINDER_104): when a reminder falls due, when it is refused, and when a recurring one comes
 * next. A reminder is a wall-clock time in the user's own IANA time zone (08:00 stays 08:00 across
 * a daylight-saving change), so the instants are computed here with Intl's zone data, never with
 * fixed offsets. Pure: the clock is a parameter.
 */
import { isTimeZone, wallClockOf, zonedTimeToInstant } from './time-zones';
import { addDays, dayNumber, isIsoDate, type IsoDate } from './calendar/index';
import { tryMarketOf } from './markets';

/** Once at a date and time; N days before the order's requested date; every N days. */
export const REMINDER_KINDS = ['once', 'beforeRequested', 'every'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** The limits of a reminder; a reminder outside them is refused with REMINDER_104. */
export const REMINDER_LIMITS = {
  /** Reminders still to come (not yet sent, or recurring) one user may hold. */
  maxPending: 20,
  maxDaysBefore: 60,
  maxEveryDays: 365,
  maxNoteLength: 200,
} as const;

/** What decides when a reminder is due. `date` is the day of a once reminder, the first day of a recurring one. */
export interface ReminderSchedule {
  kind: ReminderKind;
  /** YYYY-MM-DD; null for beforeRequested (the order's date decides). */
  date: IsoDate | null;
  /** HH:MM, 24-hour, in `timeZone`. */
  time: string;
  daysBefore: number | null;
  everyDays: number | null;
  /** IANA zone the date and time are read in (the user's). */
  timeZone: string;
}

/** Why a reminder is refused (REMINDER_104); the server words each reason. */
export type ReminderRefusal = 'inPast' | 'tooMany' | 'noRequestedDate';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether `value` is a 24-hour HH:MM time. */
export const isReminderTime = (value: string): boolean => TIME.test(value);

/**
 * The instant a wall-clock date and time has in `zone` (`zonedTimeToInstant`, time-zones.ts): a
 * time skipped by a spring-forward change moves forward by the gap; a time that exists twice is
 * the first of the two. null for a bad date, time (24-hour HH:MM) or zone.
 */
export function zonedInstant(date: IsoDate, time: string, zone: string): Date | null {
  return TIME.test(time) ? zonedTimeToInstant(date, time, zone) : null;
}

/**
 * The zone a user's reminders are set and shown in (issue 17 fixed issue 16's note): the profile's
 * `timeZone` when it is a known IANA zone, else the browser's, else UTC. The same zone reads the
 * time typed in the dialog and shows the reminder's next time, so a user whose computer is set to
 * another zone still gets "08:00" where their profile says they are.
 */
export function reminderZone(
  profileZone: string | null | undefined,
  browserZone: string | null | undefined,
): string {
  if (isTimeZone(profileZone)) return profileZone;
  if (isTimeZone(browserZone)) return browserZone;
  return 'UTC';
}

/** The day (YYYY-MM-DD) and HH:MM an instant shows in `zone` (UTC for an unknown zone). */
export function reminderWallClock(instant: Date, zone: string): { date: IsoDate; time: string } {
  return wallClockOf(instant, isTimeZone(zone) ? zone : 'UTC');
}

/** The day a reminder first falls on: its own date, or N days before the order's requested date. */
export function firstReminderDate(
  schedule: ReminderSchedule,
  requestedDate: IsoDate | null,
): IsoDate | null {
  if (schedule.kind === 'beforeRequested') {
    if (requestedDate === null || !isIsoDate(requestedDate) || schedule.daysBefore === null)
      return null;
    return addDays(requestedDate, -schedule.daysBefore);
  }
  return schedule.date !== null && isIsoDate(schedule.date) ? schedule.date : null;
}

/** The start of the minute `now` is in: a reminder set for "now" is not in the past. */
const minuteOf = (now: Date) => Math.floor(now.getTime() / 60_000) * 60_000;

/**
 * When a new reminder is first due, or why it is refused (REMINDER_104): a time before the
 * current minute (a recurring one moves on to its next day instead), an order with no requested
 * date for a "days before" reminder, or a user who already has the most pending reminders.
 */
export function firstDue(
  schedule: ReminderSchedule,
  context: { now: Date; requestedDate: IsoDate | null; pendingCount: number },
): { dueAt: Date } | { refusal: ReminderRefusal } {
  if (context.pendingCount >= REMINDER_LIMITS.maxPending) return { refusal: 'tooMany' };
  const day = firstReminderDate(schedule, context.requestedDate);
  if (day === null) return { refusal: 'noRequestedDate' };
  const at = zonedInstant(day, schedule.time, schedule.timeZone);
  if (at === null) return { refusal: 'inPast' };
  if (at.getTime() >= minuteOf(context.now)) return { dueAt: at };
  if (schedule.kind !== 'every') return { refusal: 'inPast' };
  const next = nextDue(schedule, day, context.now);
  return next === null ? { refusal: 'inPast' } : { dueAt: next.dueAt };
}

/**
 * A recurring reminder's next occurrence strictly after `after`, counted in whole steps of
 * `everyDays` from `startDate` at the same wall-clock time (missed occurrences are skipped, so a
 * user away for a month gets one notification, not four). null for a reminder that does not recur.
 */
export function nextDue(
  schedule: ReminderSchedule,
  startDate: IsoDate,
  after: Date,
): { dueAt: Date; date: IsoDate } | null {
  const step = schedule.everyDays;
  const start = dayNumber(startDate);
  if (schedule.kind !== 'every' || step === null || step < 1 || start === null) return null;
  const afterDay = Math.floor(after.getTime() / 86_400_000);
  // Start a step or two early: the zone may put the instant on the day before or after.
  let k = Math.max(0, Math.floor((afterDay - start) / step) - 1);
  for (let guard = 0; guard < 8; guard += 1, k += 1) {
    const date = addDays(startDate, k * step);
    const at = zonedInstant(date, schedule.time, schedule.timeZone);
    if (at === null) return null;
    if (at.getTime() > after.getTime()) return { dueAt: at, date };
  }
  return null;
}

/**
 * A reminder's time of day as the market's locale writes it (CLDR through Intl): `3:05 PM` in
 * the US, `3:05 p.m.` in Mexico, `15:05` in Brazil, `오후 3:05` in Korea. '' for a bad time.
 */
export function formatReminderTime(time: string, country: string): string {
  const match = TIME.exec(time);
  if (!match) return '';
  const locale = (tryMarketOf(country)?.numberLocale ?? 'en-US').replace('_', '-');
  return new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(Date.UTC(2026, 0, 1, Number(match[1]), Number(match[2])));
}
