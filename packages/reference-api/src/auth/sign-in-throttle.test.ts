import { describe, expect, it } from 'vitest';
import { SIGN_IN_THROTTLE, signInGate, waitSeconds } from './sign-in-throttle';

const LAST = new Date('2026-11-20T16:00:00Z');
const after = (seconds: number) => new Date(LAST.getTime() + seconds * 1000);

describe('given the sign-in throttle rule', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 5],
    [6, 10],
    [7, 20],
    [8, 40],
    [9, 80],
    [10, 900],
    [25, 900],
  ])('makes an address with %i failures wait %i s after the last one', (failures, seconds) => {
    expect(waitSeconds(failures)).toBe(seconds);
  });

  it.each([
    // failures, seconds since the last failure, expected gate
    [0, 0, { open: true }],
    [4, 0, { open: true }],
    [5, 0, { open: false, reason: 'delayed', retryAfterSeconds: 5 }],
    [5, 4.2, { open: false, reason: 'delayed', retryAfterSeconds: 1 }],
    [5, 5, { open: true }],
    [7, 19, { open: false, reason: 'delayed', retryAfterSeconds: 1 }],
    [7, 20, { open: true }],
    [9, 1, { open: false, reason: 'delayed', retryAfterSeconds: 79 }],
    [10, 0, { open: false, reason: 'locked', retryAfterSeconds: 900 }],
    [10, 899, { open: false, reason: 'locked', retryAfterSeconds: 1 }],
    [10, 900, { open: true }],
    [12, 60, { open: false, reason: 'locked', retryAfterSeconds: 840 }],
    // A day after the last failure the count is forgotten.
    [12, 24 * 3600, { open: true }],
  ] as const)('with %i failures, %s s later: %o', (failures, seconds, expected) => {
    const gate = signInGate({ failures, lastFailureAt: LAST }, after(seconds));
    expect(gate).toMatchObject(expected);
    if (!gate.open) expect(gate.retryAt).toEqual(after(waitSeconds(failures)));
  });

  it('lets an address with no failures on record through', () => {
    expect(signInGate(null, LAST)).toEqual({ open: true });
  });

  it('follows other rules when given', () => {
    const rules = {
      ...SIGN_IN_THROTTLE,
      freeFailures: 1,
      firstDelaySeconds: 2,
      lockAfterFailures: 3,
    };
    expect([0, 1, 2, 3].map((n) => waitSeconds(n, rules))).toEqual([0, 2, 4, 900]);
  });
});
