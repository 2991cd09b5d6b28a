import { describe, expect, it } from 'vitest';
import { clockText, durationParts, secondsLeft, spokenMilestone } from './countdown';

describe('secondsLeft', () => {
  it.each<[number, number, number]>([
    [120_000, 0, 120],
    [120_000, 1, 120],
    [120_000, 999, 120],
    [120_000, 1_000, 119],
    [120_000, 119_001, 1],
    [120_000, 120_000, 0],
    [120_000, 500_000, 0],
  ])('deadline %i at %i: %i s', (deadline, now, expected) => {
    expect(secondsLeft(deadline, now)).toBe(expected);
  });
});

describe('clockText', () => {
  it.each<[number, string]>([
    [120, '2:00'],
    [119, '1:59'],
    [61, '1:01'],
    [60, '1:00'],
    [9, '0:09'],
    [0, '0:00'],
    [-4, '0:00'],
    [3_600, '60:00'],
  ])('%i s reads %s', (seconds, expected) => {
    expect(clockText(seconds)).toBe(expected);
  });
});

describe('durationParts', () => {
  it.each<[number, { minutes: number; seconds: number }]>([
    [120, { minutes: 2, seconds: 0 }],
    [90, { minutes: 1, seconds: 30 }],
    [45, { minutes: 0, seconds: 45 }],
    [0, { minutes: 0, seconds: 0 }],
  ])('%i s', (seconds, expected) => {
    expect(durationParts(seconds)).toEqual(expected);
  });
});

describe('spokenMilestone', () => {
  it.each<[number, number | null]>([
    [120, null],
    [61, null],
    [60, 60],
    [31, 60],
    [30, 30],
    [11, 30],
    [10, 10],
    [1, 10],
    [0, 10],
  ])('%i s left: %s', (seconds, expected) => {
    expect(spokenMilestone(seconds)).toBe(expected);
  });

  it('changes only three times over a two-minute countdown', () => {
    const spoken = new Set<number | null>();
    for (let s = 120; s >= 0; s -= 1) spoken.add(spokenMilestone(s));
    expect([...spoken]).toEqual([null, 60, 30, 10]);
  });
});
