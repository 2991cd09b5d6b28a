import { describe, expect, it } from 'vitest';
import { countdown, cutoffState, cutoffTime, nextTick } from './cutoff';

const NOW = Date.parse('2026-11-21T15:00:00Z');
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('given a cut-off and a moment, whether the order can still be changed', () => {
  it.each([
    ['no cut-off', null, { state: 'none' }],
    ['an empty cut-off', '', { state: 'none' }],
    ['a cut-off that does not parse', 'tomorrow', { state: 'none' }],
    ['three days ahead', '2026-11-24T15:00:00Z', { state: 'open', msLeft: 3 * DAY, urgent: false }],
    ['two hours ahead', '2026-11-21T17:00:00Z', { state: 'open', msLeft: 2 * HOUR, urgent: false }],
    [
      'just under two hours',
      '2026-11-21T16:59:59Z',
      { state: 'open', msLeft: 2 * HOUR - 1000, urgent: true },
    ],
    ['one second ahead', '2026-11-21T15:00:01Z', { state: 'open', msLeft: 1000, urgent: true }],
    ['right now (the cut-off itself)', '2026-11-21T15:00:00Z', { state: 'passed' }],
    ['yesterday', '2026-11-20T21:00:00Z', { state: 'passed' }],
    [
      'ahead, with an offset',
      '2026-11-21T10:30:00-06:00',
      { state: 'open', msLeft: 90 * MIN, urgent: true },
    ],
  ])('%s', (_name, until, expected) => {
    expect(cutoffState(until, NOW)).toEqual(expected);
  });

  it('reads the instant of a cut-off', () => {
    expect(cutoffTime('2026-11-21T15:00:00Z')).toBe(NOW);
    expect(cutoffTime(undefined)).toBeNull();
  });
});

describe('given the time left, the countdown', () => {
  it.each([
    [3 * DAY + 5 * HOUR + 59 * MIN, { key: 'daysHours', days: 3, hours: 5, minutes: 59 }],
    [DAY, { key: 'daysHours', days: 1, hours: 0, minutes: 0 }],
    [DAY - 1, { key: 'hoursMinutes', days: 0, hours: 23, minutes: 59 }],
    [HOUR + 30 * MIN, { key: 'hoursMinutes', days: 0, hours: 1, minutes: 30 }],
    [HOUR, { key: 'hoursMinutes', days: 0, hours: 1, minutes: 0 }],
    [59 * MIN + 59_999, { key: 'minutes', days: 0, hours: 0, minutes: 59 }],
    [MIN, { key: 'minutes', days: 0, hours: 0, minutes: 1 }],
    [59_999, { key: 'underMinute', days: 0, hours: 0, minutes: 0 }],
    [0, { key: 'underMinute', days: 0, hours: 0, minutes: 0 }],
    [-5 * MIN, { key: 'underMinute', days: 0, hours: 0, minutes: 0 }],
  ])('%i ms left reads %j', (ms, expected) => {
    expect(countdown(ms)).toEqual(expected);
  });

  it.each([
    [5 * MIN + 20_000, 20_050],
    [5 * MIN, MIN + 50],
    [20_000, 20_050],
    [0, MIN],
  ])('with %i ms left the text changes in %i ms', (ms, expected) => {
    expect(nextTick(ms)).toBe(expected);
  });
});
