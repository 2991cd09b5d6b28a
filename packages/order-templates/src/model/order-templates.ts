/**
 * The templates list's rules, pure: no React, no fetch, no DOM (issue 17). What the caller may
 * do with a template (only the owner changes it), the "every N days" a user types, and the first
 * day of such a reminder in the user's zone.
 */
import type { OrderTemplate } from '@anp/contract';
import { reminderWallClock } from '@anp/rules';

/** The shortest and longest "every N days" of a reminder (the reminder service's limits). */
export const EVERY_DAYS_MIN = 1;
export const EVERY_DAYS_MAX = 365;
/** What "Remind me" proposes. */
export const EVERY_DAYS_DEFAULT = 14;
/** The time of day a template reminder comes, in the user's zone. */
export const REMINDER_TIME = '08:00';

export interface TemplateRights {
  /** Rename, share or stop sharing, delete. */
  change: boolean;
  /** Use it (merge or replace) and set the caller's own reminder. */
  use: boolean;
}

/** The owner changes a template; every user who sees it may use it. */
export const rightsOf = (template: Pick<OrderTemplate, 'owner'>): TemplateRights => ({
  change: template.owner.isCaller,
  use: true,
});

/** The caller's templates first, then the shared ones of others (the server's order kept). */
export function groupTemplates<T extends Pick<OrderTemplate, 'owner'>>(templates: readonly T[]) {
  return {
    mine: templates.filter((t) => t.owner.isCaller),
    shared: templates.filter((t) => !t.owner.isCaller),
  };
}

/** "14" → 14; anything but a whole number of days in range → null. */
export function parseEveryDays(input: string): number | null {
  const text = input.trim();
  if (!/^\d{1,3}$/.test(text)) return null;
  const days = Number(text);
  return days >= EVERY_DAYS_MIN && days <= EVERY_DAYS_MAX ? days : null;
}

/** The calendar day (YYYY-MM-DD) of `now` in `timeZone` (UTC for an unknown zone). */
export function dayIn(now: Date, timeZone: string): string {
  return reminderWallClock(now, timeZone).date;
}

/**
 * The first day of an "every N days" reminder set now: N days after today in the user's zone
 * (the user has just ordered or is ordering; the first reminder is one period away).
 */
export function firstReminderDay(now: Date, timeZone: string, everyDays: number): string {
  const today = dayIn(now, timeZone);
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + everyDays);
  return date.toISOString().slice(0, 10);
}
