import { describe, expect, it } from 'vitest';
import {
  dayIn,
  firstReminderDay,
  groupTemplates,
  parseEveryDays,
  rightsOf,
} from './order-templates';

const owned = (isCaller: boolean, name = 'T') => ({ name, owner: { name: 'Ana', isCaller } });

describe('given who sees a template', () => {
  it.each([
    [true, { change: true, use: true }],
    [false, { change: false, use: true }],
  ])('the owner changes it, everyone who sees it uses it (owner: %s)', (isCaller, rights) => {
    expect(rightsOf(owned(isCaller))).toEqual(rights);
  });

  it('lists the caller s templates, then the shared ones of others, each in the server s order', () => {
    const { mine, shared } = groupTemplates([
      owned(false, 'b'),
      owned(true, 'a'),
      owned(false, 'c'),
      owned(true, 'd'),
    ]);
    expect(mine.map((t) => t.name)).toEqual(['a', 'd']);
    expect(shared.map((t) => t.name)).toEqual(['b', 'c']);
  });
});

describe('given the "every N days" a user types', () => {
  it.each([
    ['14', 14],
    [' 7 ', 7],
    ['1', 1],
    ['365', 365],
    ['0', null],
    ['366', null],
    ['1.5', null],
    ['-3', null],
    ['', null],
    ['two', null],
    ['1e2', null],
  ])('%j → %j', (input, days) => {
    expect(parseEveryDays(input)).toBe(days);
  });
});

describe('given the first day of a reminder', () => {
  it.each([
    // 23:30 on 20 Nov in Chicago is already 21 Nov in UTC: the user's day counts.
    ['2026-11-21T05:30:00Z', 'America/Chicago', 14, '2026-11-20', '2026-12-04'],
    ['2026-11-21T05:30:00Z', 'UTC', 14, '2026-11-21', '2026-12-05'],
    // Across a year and a leap day.
    ['2027-12-25T12:00:00Z', 'America/Mexico_City', 10, '2027-12-25', '2028-01-04'],
    ['2028-02-20T12:00:00Z', 'America/Sao_Paulo', 9, '2028-02-20', '2028-02-29'],
  ])('at %s in %s, every %d days: today %s, first %s', (now, zone, every, today, first) => {
    expect(dayIn(new Date(now), zone)).toBe(today);
    expect(firstReminderDay(new Date(now), zone, every)).toBe(first);
  });
});
