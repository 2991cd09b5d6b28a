/**
 * The rule of repeated failed sign-ins for one e-mail address (issue 12): a few mistakes are free,
 * then each further attempt has to wait a delay that doubles, then the address is locked for a
 * while. Counted per e-mail address as typed (trimmed, lower-cased), whether an account has it or
 * not, so the answers never tell which addresses have accounts. Pure: the caller keeps the count
 * (table `sign_in_attempts`) and gives the clock.
 */

export interface ThrottleRules {
  /** Failures that cost nothing. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; it doubles with each further one. */
  firstDelaySeconds: number;
  /** From this many failures on, the address is locked... */
  lockAfterFailures: number;
  /** ...for this long after the last failure. */
  lockSeconds: number;
  /** A count whose last failure is this old starts again from zero. */
  forgetAfterSeconds: number;
}

/** Decision: 5 free failures, then 5 s, 10 s, 20 s, 40 s, 80 s; from the 10th a 15-minute lock. */
export const SIGN_IN_THROTTLE: ThrottleRules = {
  freeFailures: 5,
  firstDelaySeconds: 5,
  lockAfterFailures: 10,
  lockSeconds: 15 * 60,
  forgetAfterSeconds: 24 * 3600,
};

/** What is known of an address's failed attempts since its last successful sign-in. */
export interface FailedAttempts {
  failures: number;
  lastFailureAt: Date;
}

export type SignInGate =
  | { open: true }
  /** `delayed`: wait until `retryAt`; `locked`: the same, after too many failures. */
  | { open: false; reason: 'delayed' | 'locked'; retryAt: Date; retryAfterSeconds: number };

/** How long after its last failure an address with `failures` failures must wait, in seconds. */
export function waitSeconds(failures: number, rules: ThrottleRules = SIGN_IN_THROTTLE): number {
  if (failures >= rules.lockAfterFailures) return rules.lockSeconds;
  if (failures < rules.freeFailures) return 0;
  return rules.firstDelaySeconds * 2 ** (failures - rules.freeFailures);
}

/** Failures that still count at `now` (a count left alone long enough is forgotten). */
export function countingFailures(
  attempts: FailedAttempts | null | undefined,
  now: Date,
  rules: ThrottleRules = SIGN_IN_THROTTLE,
): number {
  if (!attempts) return 0;
  const age = (now.getTime() - attempts.lastFailureAt.getTime()) / 1000;
  return age >= rules.forgetAfterSeconds ? 0 : attempts.failures;
}

/** Whether an attempt at `now` may check its password, or must wait (and how long). */
export function signInGate(
  attempts: FailedAttempts | null | undefined,
  now: Date,
  rules: ThrottleRules = SIGN_IN_THROTTLE,
): SignInGate {
  const failures = countingFailures(attempts, now, rules);
  const wait = waitSeconds(failures, rules);
  if (!attempts || wait === 0) return { open: true };
  const retryAt = new Date(attempts.lastFailureAt.getTime() + wait * 1000);
  const left = retryAt.getTime() - now.getTime();
  if (left <= 0) return { open: true };
  return {
    open: false,
    reason: failures >= rules.lockAfterFailures ? 'locked' : 'delayed',
    retryAt,
    retryAfterSeconds: Math.ceil(left / 1000),
  };
}
