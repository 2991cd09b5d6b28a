/**
 * The reminder service (shell-and-admin.md §7 "Reminders: reminder (get, add, delete)"): a user's
 * own reminders on an order or a delivery date. A due reminder becomes a REMINDER-coded
 * notification of that user; a refused one answers REMINDER_104 with its own message (ordering.md
 * §8), which the kit shows as it is.
 */
import { Type, type Static } from 'typebox';
import { Language } from './users';

const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Time = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' });

/** Once at a date and time; N days before the order's requested date; every N days. */
export const ReminderKind = Type.Union([
  Type.Literal('once'),
  Type.Literal('beforeRequested'),
  Type.Literal('every'),
]);
export type ReminderKind = Static<typeof ReminderKind>;

export const Reminder = Type.Object({
  reminderId: Type.String(),
  kind: ReminderKind,
  /** The order it is about; null for a reminder of the user's own (e.g. "order feed for bin 3"). */
  orderNumber: Type.Union([Type.String(), Type.Null()]),
  /** The order's requested delivery or pickup date, when it is about an order. */
  requestedDate: Type.Union([IsoDate, Type.Null()]),
  /** The user's note, shown as text. */
  note: Type.Union([Type.String(), Type.Null()]),
  /** once: the day; every: the first day; beforeRequested: null. */
  date: Type.Union([IsoDate, Type.Null()]),
  /** Wall-clock time of day in `timeZone`. */
  time: Time,
  daysBefore: Type.Union([Type.Integer(), Type.Null()]),
  everyDays: Type.Union([Type.Integer(), Type.Null()]),
  /** The IANA zone the date and time are read in (the user's when it was set). */
  timeZone: Type.String(),
  /** When it is next due; null once a one-time reminder has been sent. */
  nextDueAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** When it last became a notification; null before the first time. */
  lastSentAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  /** The order template it is about (issue 17): its REMINDER notification opens it. */
  templateId: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** That template's name, shown as text. */
  templateName: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type Reminder = Static<typeof Reminder>;

export const ReminderList = Type.Object({ reminders: Type.Array(Reminder) });
export type ReminderList = Static<typeof ReminderList>;

/**
 * A new reminder. once: `date` and `time`; beforeRequested: `orderNumber`, `daysBefore` and
 * `time`; every: `date` (the first day), `everyDays` and `time`. Other combinations are a 400.
 */
export const ReminderAdd = Type.Object(
  {
    kind: ReminderKind,
    orderNumber: Type.Optional(
      Type.String({ minLength: 1, maxLength: 20, pattern: '^[0-9A-Za-z-]+$' }),
    ),
    note: Type.Optional(Type.String({ maxLength: 200 })),
    date: Type.Optional(IsoDate),
    time: Time,
    daysBefore: Type.Optional(Type.Integer({ minimum: 1, maximum: 60 })),
    everyDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 365 })),
    timeZone: Type.String({ minLength: 1, maxLength: 64 }),
    /**
     * An order template of the user's accounts (issue 17), for an `every` reminder such as
     * "order this template every 14 days"; an unknown one is a 404.
     */
    templateId: Type.Optional(
      Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z_-]+$' }),
    ),
  },
  { additionalProperties: false },
);
export type ReminderAdd = Static<typeof ReminderAdd>;

/** The language of the server's own messages (REMINDER_104); else the user's preference. */
export const ReminderQuery = Type.Object(
  { lang: Type.Optional(Language) },
  { additionalProperties: false },
);
export type ReminderQuery = Static<typeof ReminderQuery>;

export const ReminderParams = Type.Object(
  { reminderId: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export type ReminderParams = Static<typeof ReminderParams>;
