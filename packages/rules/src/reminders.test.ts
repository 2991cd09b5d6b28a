import { describe, expect, it } from 'vitest';
import {
  REMINDER_LIMITS,
  firstDue,
  formatReminderTime,
  isReminderTime,
  isTimeZone,
  nextDue,
  reminderWallClock,
  reminderZone,
  zonedInstant,
  type ReminderSchedule,
} from './index';

// shell-and-admin.md §7 Reminders; the times are wall-clock times in the user's zone.
describe('zonedInstant', () => {
  it.each<[string, string, string, string | null]>([
    ['winter in Chicago (UTC-6)', '2026-01-15', '08:00', '2026-01-15T14:00:00.000Z'],
    ['summer in Chicago (UTC-5)', '2026-07-15', '08:00', '2026-07-15T13:00:00.000Z'],
    // 8 March 2026 02:00 CST -> 03:00 CDT: 02:30 does not exist, it is read as 03:30 CDT.
    ['a time skipped by spring forward', '2026-03-08', '02:30', '2026-03-08T08:30:00.000Z'],
    ['the hour after spring forward', '2026-03-08', '03:30', '2026-03-08T08:30:00.000Z'],
    // 1 November 2026 01:30 happens twice: the first one (CDT, UTC-5).
    ['a time repeated by fall back', '2026-11-01', '01:30', '2026-11-01T06:30:00.000Z'],
    ['midnight the day after fall back', '2026-11-02', '00:00', '2026-11-02T06:00:00.000Z'],
    ['not a date', '2026-02-29', '08:00', null],
    ['not a time', '2026-02-27', '24:00', null],
  ])('%s', (_, date, time, expected) => {
    expect(zonedInstant(date, time, 'America/Chicago')?.toISOString() ?? null).toBe(expected);
  });

  it.each<[string, string, string]>([
    // Seoul has no daylight saving: UTC+9, the day before in UTC.
    ['Asia/Seoul', '2026-11-20', '2026-11-19T23:00:00.000Z'],
    // São Paulo has had no daylight saving since 2019: UTC-3.
    ['America/Sao_Paulo', '2026-11-20', '2026-11-20T11:00:00.000Z'],
    ['UTC', '2026-11-20', '2026-11-20T08:00:00.000Z'],
  ])('reads 08:00 in %s', (zone, date, expected) => {
    expect(zonedInstant(date, '08:00', zone)?.toISOString()).toBe(expected);
  });

  it('refuses a zone that does not exist', () => {
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('America/Mexico_City')).toBe(true);
    expect(zonedInstant('2026-11-20', '08:00', 'Mars/Olympus')).toBeNull();
  });

  it.each([
    ['08:00', true],
    ['23:59', true],
    ['8:00', false],
    ['24:00', false],
    ['12:60', false],
  ])('%s is a reminder time: %s', (time, ok) => {
    expect(isReminderTime(time)).toBe(ok);
  });
});

const CHICAGO: Omit<ReminderSchedule, 'kind'> = {
  date: null,
  time: '08:00',
  daysBefore: null,
  everyDays: null,
  timeZone: 'America/Chicago',
};
// Friday 20 November 2026, 10:00 in Chicago.
const NOW = new Date('2026-11-20T16:00:00Z');
const context: { now: Date; requestedDate: string | null; pendingCount: number } = {
  now: NOW,
  requestedDate: '2026-11-27',
  pendingCount: 0,
};

// ordering.md §8 REMINDER_104: the server refuses with its own message; the reasons are ours.
describe('firstDue', () => {
  it.each<[string, Partial<ReminderSchedule>, Partial<typeof context>, unknown]>([
    [
      'once, later today',
      { kind: 'once', date: '2026-11-20', time: '15:30' },
      {},
      { dueAt: new Date('2026-11-20T21:30:00Z') },
    ],
    [
      'once, this very minute (due now)',
      { kind: 'once', date: '2026-11-20', time: '10:00' },
      { now: new Date('2026-11-20T16:00:42Z') },
      { dueAt: new Date('2026-11-20T16:00:00Z') },
    ],
    [
      'once, a minute ago',
      { kind: 'once', date: '2026-11-20', time: '09:59' },
      {},
      { refusal: 'inPast' },
    ],
    [
      'once, yesterday',
      { kind: 'once', date: '2026-11-19', time: '18:00' },
      {},
      { refusal: 'inPast' },
    ],
    [
      'two days before the requested date (27th)',
      { kind: 'beforeRequested', daysBefore: 2 },
      {},
      { dueAt: new Date('2026-11-25T14:00:00Z') },
    ],
    [
      'ten days before the requested date: already past',
      { kind: 'beforeRequested', daysBefore: 10 },
      {},
      { refusal: 'inPast' },
    ],
    [
      'days before an order without a requested date',
      { kind: 'beforeRequested', daysBefore: 2 },
      { requestedDate: null },
      { refusal: 'noRequestedDate' },
    ],
    [
      'every 14 days from today 08:00 (passed): the next one',
      { kind: 'every', date: '2026-11-20', everyDays: 14 },
      {},
      { dueAt: new Date('2026-12-04T14:00:00Z') },
    ],
    [
      'every 14 days from a day long gone: the next step after now',
      { kind: 'every', date: '2026-10-01', everyDays: 14, time: '11:00' },
      {},
      // 1 Oct + 49 days = 19 Nov (passed); + 56 days = 26 Nov.
      { dueAt: new Date('2026-11-26T17:00:00Z') },
    ],
    [
      'the most pending reminders already',
      { kind: 'once', date: '2026-12-01' },
      { pendingCount: REMINDER_LIMITS.maxPending },
      { refusal: 'tooMany' },
    ],
  ])('%s', (_, schedule, over, expected) => {
    expect(firstDue({ ...CHICAGO, kind: 'once', ...schedule }, { ...context, ...over })).toEqual(
      expected,
    );
  });
});

describe('nextDue', () => {
  const every: ReminderSchedule = { ...CHICAGO, kind: 'every', date: '2026-10-25', everyDays: 7 };

  it('keeps the wall-clock time across the fall-back change', () => {
    // 25 Oct 08:00 CDT (13:00Z); a week later 1 Nov 08:00 CST (14:00Z).
    expect(nextDue(every, '2026-10-25', new Date('2026-10-25T13:00:00Z'))).toEqual({
      dueAt: new Date('2026-11-01T14:00:00Z'),
      date: '2026-11-01',
    });
  });

  it('skips the occurrences missed while away: one, not four', () => {
    expect(nextDue(every, '2026-10-25', NOW)).toEqual({
      dueAt: new Date('2026-11-22T14:00:00Z'),
      date: '2026-11-22',
    });
  });

  it('is null for a reminder that does not recur', () => {
    expect(nextDue({ ...every, kind: 'once' }, '2026-10-25', NOW)).toBeNull();
  });
});

describe('formatReminderTime', () => {
  it.each([
    ['us', '09:30', '9:30 AM'],
    ['us', '15:05', '3:05 PM'],
    ['mx', '15:05', '3:05 p.m.'],
    ['br', '09:30', '9:30'],
    ['br', '15:05', '15:05'],
    ['kr', '15:05', '오후 3:05'],
    ['us', '9:30', ''],
  ])('%s writes %s as %s', (country, time, text) => {
    expect(formatReminderTime(time, country).replace(/\u202f/g, ' ')).toBe(text);
  });
});

// Issue 17: the profile's zone, not the computer's, sets and shows a reminder's time.
describe('reminderZone', () => {
  it.each<[string, string | null, string | null, string]>([
    ['the profile zone first', 'America/Chicago', 'Asia/Tokyo', 'America/Chicago'],
    ['the browser zone when the profile has none', null, 'Asia/Tokyo', 'Asia/Tokyo'],
    ['the browser zone when the profile zone is unknown', 'Mars/Base', 'Asia/Tokyo', 'Asia/Tokyo'],
    ['UTC when neither is known', '', 'Nowhere/Else', 'UTC'],
  ])('%s', (_, profile, browser, expected) => {
    expect(reminderZone(profile, browser)).toBe(expected);
  });
});

describe('reminderWallClock', () => {
  it.each<[string, string, string, { date: string; time: string }]>([
    [
      'Chicago in winter',
      '2026-01-15T14:00:00.000Z',
      'America/Chicago',
      { date: '2026-01-15', time: '08:00' },
    ],
    [
      'Chicago in summer',
      '2026-07-15T13:00:00.000Z',
      'America/Chicago',
      { date: '2026-07-15', time: '08:00' },
    ],
    [
      'Seoul, already the next day',
      '2026-11-19T23:00:00.000Z',
      'Asia/Seoul',
      { date: '2026-11-20', time: '08:00' },
    ],
    [
      'midnight stays 00:00',
      '2026-11-02T06:00:00.000Z',
      'America/Chicago',
      { date: '2026-11-02', time: '00:00' },
    ],
    [
      'an unknown zone reads as UTC',
      '2026-11-20T08:05:00.000Z',
      'Mars/Base',
      { date: '2026-11-20', time: '08:05' },
    ],
  ])('%s', (_, instant, zone, expected) => {
    expect(reminderWallClock(new Date(instant), zone)).toEqual(expected);
  });

  it.each(['2026-03-08', '2026-11-01', '2026-02-28', '2028-02-29'])(
    'is the inverse of zonedInstant on %s at every quarter hour in Chicago',
    (date) => {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const instant = zonedInstant(date, time, 'America/Chicago');
        // 02:00-02:59 on 8 March 2026 do not exist in Chicago (spring forward).
        if (date === '2026-03-08' && time.startsWith('02:')) continue;
        expect(instant && reminderWallClock(instant, 'America/Chicago')).toEqual({ date, time });
      }
    },
  );
});
