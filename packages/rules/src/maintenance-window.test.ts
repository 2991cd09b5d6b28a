// shell-and-admin.md §3 "Notification maintenance window" (start/end date and time, time zone,
// country, business units) and §7 utility/banner/notification; issue 16 "Maintenance window
// banner": shown in the user's own zone and language, for the matching country and business unit,
// from a lead time before the start until the end, dismissible per window.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BANNER_LEAD_HOURS,
  dismissalKey,
  displayTimeZone,
  formatWindowRange,
  showingWindows,
  windowConcerns,
  windowInstants,
  windowIsShowing,
  windowMessage,
  zonedTimeToInstant,
  type MaintenanceWindow,
} from './index';

const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('zonedTimeToInstant: a wall time of a named zone as an instant', () => {
  it.each([
    // Zones behind UTC, with and without daylight saving time.
    ['2026-12-06', '22:00', 'America/Chicago', '2026-12-07T04:00:00.000Z'], // CST, -6
    ['2026-07-06', '22:00', 'America/Chicago', '2026-07-07T03:00:00.000Z'], // CDT, -5
    ['2026-12-06', '22:00', 'America/Sao_Paulo', '2026-12-07T01:00:00.000Z'], // no DST since 2019, -3
    ['2026-12-06', '22:00', 'America/Mexico_City', '2026-12-07T04:00:00.000Z'], // no DST since 2022
    // Zones ahead of UTC: the instant is on the day before.
    ['2026-12-06', '02:00', 'Asia/Seoul', '2026-12-05T17:00:00.000Z'], // KST, +9
    ['2026-12-06', '05:30', 'Asia/Kolkata', '2026-12-06T00:00:00.000Z'], // +5:30
    ['2026-12-06', '00:00', 'UTC', '2026-12-06T00:00:00.000Z'],
    // New York, spring forward on 08-Mar-2026 (02:00 EST -> 03:00 EDT).
    ['2026-03-08', '01:59', 'America/New_York', '2026-03-08T06:59:00.000Z'], // still EST
    ['2026-03-08', '02:30', 'America/New_York', '2026-03-08T07:30:00.000Z'], // skipped: 03:30 EDT
    ['2026-03-08', '03:00', 'America/New_York', '2026-03-08T07:00:00.000Z'], // EDT
    // New York, fall back on 01-Nov-2026 (02:00 EDT -> 01:00 EST): 01:30 happens twice.
    ['2026-11-01', '01:30', 'America/New_York', '2026-11-01T05:30:00.000Z'], // the first, EDT
    ['2026-11-01', '02:00', 'America/New_York', '2026-11-01T07:00:00.000Z'], // EST
    // Sydney (southern hemisphere): forward on 04-Oct-2026, back on 05-Apr-2026.
    ['2026-10-04', '02:30', 'Australia/Sydney', '2026-10-03T16:30:00.000Z'], // skipped: 03:30 AEDT
    ['2026-04-05', '02:30', 'Australia/Sydney', '2026-04-04T15:30:00.000Z'], // twice: AEDT first
  ])('%s %s in %s is %s', (date, time, zone, expected) => {
    expect(iso(zonedTimeToInstant(date, time, zone))).toBe(expected);
  });

  it.each([
    ['2026-02-30', '10:00', 'UTC'], // no such date
    ['2026-12-06', '24:00', 'UTC'],
    ['2026-12-06', '10:60', 'UTC'],
    ['06/12/2026', '10:00', 'UTC'],
    ['2026-12-06', '10:00', 'Mars/Olympus_Mons'], // no such zone
    ['2026-12-06', '10:00', ''],
  ])('%s %s in "%s" is no instant', (date, time, zone) => {
    expect(zonedTimeToInstant(date, time, zone)).toBeNull();
  });
});

const window = (over: Partial<MaintenanceWindow> = {}): MaintenanceWindow => ({
  id: 'w1',
  startDate: '2026-12-06',
  startTime: '22:00',
  endDate: '2026-12-07',
  endTime: '02:00',
  timeZone: 'America/Chicago',
  countries: ['us'],
  businessUnits: [],
  message: 'Scheduled maintenance.',
  ...over,
});

describe('windowInstants', () => {
  it('a window crossing midnight ends on the next day', () => {
    const at = windowInstants(window());
    expect(iso(at?.start ?? null)).toBe('2026-12-07T04:00:00.000Z');
    expect(iso(at?.end ?? null)).toBe('2026-12-07T08:00:00.000Z');
  });

  it('a window over the fall-back night lasts one hour more than its wall times say', () => {
    const at = windowInstants(
      window({
        startDate: '2026-11-01',
        startTime: '00:00',
        endDate: '2026-11-01',
        endTime: '04:00',
        timeZone: 'America/New_York',
      }),
    );
    expect(at && (at.end.getTime() - at.start.getTime()) / 3_600_000).toBe(5);
  });

  it.each([
    ['ends before it starts', { endDate: '2026-12-06', endTime: '21:00' }],
    ['ends when it starts', { endDate: '2026-12-06', endTime: '22:00' }],
    ['has an unknown zone', { timeZone: 'Nowhere/Town' }],
  ])('is null when the window %s', (_, over) => {
    expect(windowInstants(window(over))).toBeNull();
  });
});

describe('windowConcerns: the matching country and business unit only', () => {
  it.each([
    [['us'], [], 'us', 'feed', true],
    [['us'], [], 'US', null, true], // any business unit, also none
    [['us'], [], 'br', 'feed', false],
    [['us', 'canada'], [], 'canada', 'feed', true],
    [['br'], [], 'br', 'feed', true],
    [['us'], ['pork'], 'us', 'pork', true],
    [['us'], ['pork'], 'us', 'Pork', true],
    [['us'], ['pork'], 'us', 'feed', false],
    [['us'], ['pork'], 'us', null, false],
    [['us'], ['pork'], 'mx', 'pork', false],
    [['us'], [], null, 'feed', false],
    [['us'], [], 'marketing', 'feed', false],
  ] as const)(
    'countries %j, units %j; viewer %s/%s: %s',
    (countries, businessUnits, country, businessUnit, expected) => {
      expect(windowConcerns(window({ countries, businessUnits }), { country, businessUnit })).toBe(
        expected,
      );
    },
  );
});

describe('windowIsShowing: from the lead time before the start until the end', () => {
  // Starts 2026-12-07T04:00Z, ends 08:00Z.
  it.each([
    ['2026-12-05T03:59:59Z', 48, false], // just before the lead time
    ['2026-12-05T04:00:00Z', 48, true], // 48 h before
    ['2026-12-07T04:00:00Z', 48, true], // started
    ['2026-12-07T07:59:59Z', 48, true], // last second
    ['2026-12-07T08:00:00Z', 48, false], // ended
    ['2026-12-06T03:59:00Z', 24, false],
    ['2026-12-06T04:00:00Z', 24, true],
    ['2026-12-07T03:59:00Z', 0, false], // no lead: only while it lasts
    ['2026-12-05T04:00:00Z', -1, true], // a negative lead is the default
  ])('at %s with %i h lead: %s', (now, lead, expected) => {
    expect(windowIsShowing(window(), new Date(now), lead)).toBe(expected);
  });

  it('the default lead time is 48 hours', () => {
    expect(DEFAULT_BANNER_LEAD_HOURS).toBe(48);
  });
});

describe('showingWindows', () => {
  const us = window({ id: 'us', startDate: '2026-12-08', endDate: '2026-12-09' });
  const br = window({
    id: 'br',
    countries: ['br'],
    timeZone: 'America/Sao_Paulo',
    startDate: '2026-12-07',
    endDate: '2026-12-08',
  });
  const pork = window({ id: 'pork', businessUnits: ['pork'] });
  const far = window({ id: 'far', startDate: '2026-12-20', endDate: '2026-12-21' });
  const all = [us, br, pork, far];
  const now = new Date('2026-12-07T06:00:00Z'); // pork is on; us and br are within 48 h

  it('keeps the viewer’s country and unit, within the lead time, earliest first', () => {
    const ids = (xs: MaintenanceWindow[]) => xs.map((w) => w.id);
    expect(ids(showingWindows(all, { now, country: 'us', businessUnit: 'pork' }))).toEqual([
      'pork',
      'us',
    ]);
    expect(ids(showingWindows(all, { now, country: 'us', businessUnit: 'feed' }))).toEqual(['us']);
    expect(ids(showingWindows(all, { now, country: 'br', businessUnit: 'feed' }))).toEqual(['br']);
    expect(ids(showingWindows(all, { now, country: 'mx', businessUnit: 'feed' }))).toEqual([]);
    expect(
      ids(showingWindows(all, { now, country: 'us', businessUnit: 'feed', leadHours: 24 * 20 })),
    ).toEqual(['us', 'far']);
  });

  it('leaves out a dismissed window, and shows it again once its times change', () => {
    const options = { now, country: 'us', businessUnit: 'feed', dismissed: [dismissalKey(us)] };
    expect(showingWindows([us], options)).toEqual([]);
    const moved = { ...us, endTime: '03:00' };
    expect(showingWindows([moved], options)).toEqual([moved]);
  });
});

describe('windowMessage: the window’s text in the user’s language', () => {
  const w = window({ messages: { en: 'EN text', pt: 'Texto PT', es: ' ' } });
  it.each([
    ['pt', 'Texto PT'],
    ['en', 'EN text'],
    ['ko', 'EN text'], // no Korean text: English
    ['es', 'Scheduled maintenance.'], // blank: the default message
  ])('%s: %s', (lang, expected) => {
    expect(windowMessage(lang === 'es' ? { ...w, messages: { es: ' ' } } : w, lang)).toBe(expected);
  });
});

describe('displayTimeZone: the profile’s zone, else the browser’s', () => {
  it.each([
    ['America/Chicago', 'Asia/Tokyo', 'America/Chicago'],
    ['', 'Asia/Tokyo', 'Asia/Tokyo'],
    [null, 'Asia/Tokyo', 'Asia/Tokyo'],
    ['Not/AZone', 'Europe/Lisbon', 'Europe/Lisbon'],
    [undefined, undefined, 'UTC'],
  ])('profile %s, browser %s: %s', (profile, browser, expected) => {
    expect(displayTimeZone(profile, browser)).toBe(expected);
  });
});

describe('formatWindowRange: the range in the viewer’s zone, market format and language', () => {
  // The Chicago window 06-Dec 22:00 - 07-Dec 02:00 CST: 04:00Z - 08:00Z.
  const start = new Date('2026-12-07T04:00:00Z');
  const end = new Date('2026-12-07T08:00:00Z');
  const text = (timeZone: string, country: string, lang: string, s = start, e = end) =>
    formatWindowRange(s, e, { timeZone, country, lang }).text.replace(/[\u202f\u00a0]/g, ' ');

  it.each([
    // In its own zone the window crosses midnight: both dates.
    ['America/Chicago', 'us', 'en', '06-Dec-2026, 10:00 PM – 07-Dec-2026, 2:00 AM CST'],
    // Ahead of Chicago, in a 24-hour market: within one day, the date once.
    ['America/Sao_Paulo', 'br', 'pt', '07-Dez-2026, 01:00 – 05:00 BRT'],
    ['Asia/Seoul', 'kr', 'ko', '07-12월-2026, 오후 1:00 – 오후 5:00 GMT+9'],
    ['Asia/Seoul', 'kr', 'en', '07-Dec-2026, 1:00 PM – 5:00 PM GMT+9'],
    // Behind: a Los Angeles user reads the evening before.
    ['America/Los_Angeles', 'us', 'en', '06-Dec-2026, 8:00 PM – 07-Dec-2026, 12:00 AM PST'],
    ['America/Mexico_City', 'mx', 'es', '06-Dic-2026, 10:00 p.m. – 07-Dic-2026, 2:00 a.m. GMT-6'],
  ])('in %s (%s/%s): %s', (zone, country, lang, expected) => {
    expect(text(zone, country, lang)).toBe(expected);
  });

  it('names the zone after each time when the offset changes inside the window', () => {
    const r = formatWindowRange(
      new Date('2026-11-01T05:00:00Z'),
      new Date('2026-11-01T09:00:00Z'),
      { timeZone: 'America/New_York', country: 'us', lang: 'en' },
    );
    expect(r.text.replace(/[\u202f\u00a0]/g, ' ')).toBe('01-Nov-2026, 1:00 AM EDT – 4:00 AM EST');
    expect([r.startZone, r.endZone, r.crossesMidnight]).toEqual(['EDT', 'EST', false]);
    expect([r.from, r.to].map((s) => s.replace(/[\u202f\u00a0]/g, ' '))).toEqual([
      '01-Nov-2026, 1:00 AM EDT',
      '4:00 AM EST',
    ]);
  });

  it('an unknown zone or language falls back to UTC and English', () => {
    expect(text('Not/AZone', 'us', 'xx')).toBe('07-Dec-2026, 4:00 AM – 8:00 AM UTC');
  });
});
