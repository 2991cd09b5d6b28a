/**
 * The "Set a reminder" form of the order detail (issue 16, shell-and-admin.md §7 Reminders): its
 * draft, what is wrong with it before it is sent, and the reminder it sends. Whether the time has
 * passed or the user has too many reminders is the server's to say (REMINDER_104, its own
 * message); the form checks only what it can see.
 */
import { REMINDER_LIMITS, isReminderTime } from '@anp/rules';
import { addDays, isIsoDate, type IsoDate } from '@anp/rules/calendar';
import type { ReminderAdd, ReminderKind } from '@anp/core/services/reminders';

export interface ReminderDraft {
  kind: ReminderKind;
  /** once: the day; every: the first day (YYYY-MM-DD). */
  date: IsoDate | null;
  /** HH:MM, 24-hour, as a time input gives it. */
  time: string;
  /** Text of the number fields, as typed. */
  daysBefore: string;
  everyDays: string;
  note: string;
}

export type DraftField = 'date' | 'time' | 'daysBefore' | 'everyDays' | 'note';
/** A problem of a field: a key of the `reminder.problems` strings. */
export type DraftProblems = Partial<Record<DraftField, string>>;

/** Tomorrow at 08:00, two days before the requested date, every 14 days. */
export function defaultDraft(today: IsoDate): ReminderDraft {
  return {
    kind: 'once',
    date: addDays(today, 1),
    time: '08:00',
    daysBefore: '2',
    everyDays: '14',
    note: '',
  };
}

const wholeIn = (text: string, min: number, max: number): number | null => {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= min && n <= max ? n : null;
};

/** What is wrong with the draft before it is sent; empty when nothing is. */
export function draftProblems(draft: ReminderDraft): DraftProblems {
  const problems: DraftProblems = {};
  if (draft.kind !== 'beforeRequested' && (draft.date === null || !isIsoDate(draft.date)))
    problems.date = 'dateRequired';
  if (!isReminderTime(draft.time)) problems.time = 'timeRequired';
  if (
    draft.kind === 'beforeRequested' &&
    wholeIn(draft.daysBefore, 1, REMINDER_LIMITS.maxDaysBefore) === null
  )
    problems.daysBefore = 'daysBefore';
  if (draft.kind === 'every' && wholeIn(draft.everyDays, 1, REMINDER_LIMITS.maxEveryDays) === null)
    problems.everyDays = 'everyDays';
  if ([...draft.note.trim()].length > REMINDER_LIMITS.maxNoteLength) problems.note = 'noteTooLong';
  return problems;
}

/** The reminder the draft sends, in the user's own time zone; null while it has problems. */
export function reminderOf(
  draft: ReminderDraft,
  orderNumber: string,
  timeZone: string,
): ReminderAdd | null {
  if (Object.keys(draftProblems(draft)).length > 0) return null;
  const note = draft.note.trim();
  const base = {
    kind: draft.kind,
    orderNumber,
    time: draft.time,
    timeZone,
    ...(note ? { note } : {}),
  };
  switch (draft.kind) {
    case 'once':
      return { ...base, date: draft.date ?? '' };
    case 'beforeRequested':
      return { ...base, daysBefore: Number(draft.daysBefore.trim()) };
    case 'every':
      return { ...base, date: draft.date ?? '', everyDays: Number(draft.everyDays.trim()) };
  }
}

/** The browser's own IANA zone (where the user is), else UTC. */
export function userTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
