/**
 * Checking an e-mail address and password for the sign-in page, with the throttle of repeated
 * failures (./sign-in-throttle.ts) kept in the database, so a restart does not reset it.
 */
import type { Db } from '../db/database';
import { hashPassword, verifyPassword } from './password';
import {
  SIGN_IN_THROTTLE,
  signInGate,
  type FailedAttempts,
  type SignInGate,
  type ThrottleRules,
} from './sign-in-throttle';

export type SignInOutcome =
  | { kind: 'signedIn'; userId: string }
  /** The password was right, the account is deactivated (Inactive). */
  | { kind: 'inactive' }
  /** The password was right, the account was added but not activated yet (In Progress). */
  | { kind: 'notActivated' }
  /** Wrong e-mail or password; `next` says whether the next attempt has to wait. */
  | { kind: 'invalid'; next: SignInGate }
  /** Not checked: the address has to wait (`delayed`) or is locked, `retryAfterSeconds` more. */
  | { kind: 'delayed'; retryAt: Date; retryAfterSeconds: number }
  | { kind: 'locked'; retryAt: Date; retryAfterSeconds: number };

export interface SignInOptions {
  /** The clock; tests inject one. */
  now?: () => Date;
  rules?: ThrottleRules;
}

/** The form the count is kept under: the address as typed, trimmed and lower-cased. */
export const attemptKey = (email: string) => email.trim().toLowerCase();

/** Checked when the e-mail is unknown, so both cases take the same time (no account probing). */
let dummyHash: Promise<string> | undefined;
const DUMMY_HASH = () => (dummyHash ??= hashPassword('not-a-real-password'));

async function failedAttempts(db: Db, key: string): Promise<FailedAttempts | undefined> {
  const [row] = await db.query<{ failures: number; last_failure_at: Date | string }>(
    'SELECT failures, last_failure_at FROM sign_in_attempts WHERE email = $1',
    [key],
  );
  return row ? { failures: row.failures, lastFailureAt: new Date(row.last_failure_at) } : undefined;
}

/** Counts one more failure at `now` (a forgotten count starts again at one); returns the count. */
async function recordFailure(
  db: Db,
  key: string,
  now: Date,
  rules: ThrottleRules,
): Promise<FailedAttempts> {
  const forgetBefore = new Date(now.getTime() - rules.forgetAfterSeconds * 1000);
  // In the same statement, counts nobody will read again go (the index makes this cheap).
  const [row] = await db.query<{ failures: number }>(
    `WITH forgotten AS (
       DELETE FROM sign_in_attempts WHERE last_failure_at <= $3 AND email <> $1
     )
     INSERT INTO sign_in_attempts AS a (email, failures, last_failure_at) VALUES ($1, 1, $2)
     ON CONFLICT (email) DO UPDATE SET
       failures = CASE WHEN a.last_failure_at <= $3 THEN 1 ELSE a.failures + 1 END,
       last_failure_at = GREATEST(a.last_failure_at, EXCLUDED.last_failure_at)
     RETURNING failures`,
    [key, now, forgetBefore],
  );
  return { failures: row?.failures ?? 1, lastFailureAt: now };
}

/** The attempt of each address being checked now (the next one waits for it). */
const inLine = new Map<string, Promise<unknown>>();

/** Runs `task` after every earlier attempt for the same address has finished. */
async function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
  const run = (inLine.get(key) ?? Promise.resolve()).then(task);
  const settled = run.catch(() => undefined);
  inLine.set(key, settled);
  try {
    return await run;
  } finally {
    if (inLine.get(key) === settled) inLine.delete(key);
  }
}

/**
 * Checks an e-mail address and password. An address that has failed too often is not checked
 * until its wait is over; a wrong password counts against the address (known or not, the same
 * answer), a right one clears its count. Attempts for one address are checked one at a time, so
 * each sees the failures before it: 40 at once get 5 checks, and 35 answers to wait.
 */
export async function attemptSignIn(
  db: Db,
  email: string,
  password: string,
  options: SignInOptions = {},
): Promise<SignInOutcome> {
  const key = attemptKey(email);
  return oneAtATime(key, () => check(db, key, email, password, options));
}

async function check(
  db: Db,
  key: string,
  email: string,
  password: string,
  options: SignInOptions,
): Promise<SignInOutcome> {
  const rules = options.rules ?? SIGN_IN_THROTTLE;
  const now = (options.now ?? (() => new Date()))();
  const before = await failedAttempts(db, key);
  const gate = signInGate(before, now, rules);
  if (!gate.open)
    return { kind: gate.reason, retryAt: gate.retryAt, retryAfterSeconds: gate.retryAfterSeconds };

  const [user] = await db.query<{ id: string; password_hash: string; status: string }>(
    'SELECT id, password_hash, status FROM users WHERE lower(email) = lower($1) LIMIT 1',
    [email.trim()],
  );
  const passwordOk = await verifyPassword(password, user?.password_hash ?? (await DUMMY_HASH()));
  if (!user || !passwordOk) {
    const attempts = await recordFailure(db, key, now, rules);
    return { kind: 'invalid', next: signInGate(attempts, now, rules) };
  }
  if (before) await db.query('DELETE FROM sign_in_attempts WHERE email = $1', [key]);
  if (user.status === 'In Progress') return { kind: 'notActivated' };
  if (user.status !== 'Active') return { kind: 'inactive' };
  // The users list shows when each user last signed in.
  await db.query('UPDATE users SET last_sign_in_at = $2 WHERE id = $1', [user.id, now]);
  return { kind: 'signedIn', userId: user.id };
}
