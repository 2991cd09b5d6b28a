import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Db } from '../db/database';
import { hashPassword } from './password';
import { attemptSignIn, type SignInOutcome } from './sign-in';

let db: Db;
let clock = new Date('2026-11-20T16:00:00Z');
const now = () => clock;
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
const signIn = (email: string, password: string) => attemptSignIn(db, email, password, { now });

/** What the sign-in page makes of an outcome: its kind and the wait it announces. */
const shown = (outcome: SignInOutcome) =>
  outcome.kind === 'invalid'
    ? outcome.next.open
      ? 'invalid'
      : `invalid, then ${outcome.next.reason} ${outcome.next.retryAfterSeconds} s`
    : 'retryAfterSeconds' in outcome
      ? `${outcome.kind} ${outcome.retryAfterSeconds} s`
      : outcome.kind;

const count = async (email: string) =>
  (
    await db.query<{ failures: number }>('SELECT failures FROM sign_in_attempts WHERE email = $1', [
      email,
    ])
  )[0]?.failures ?? 0;

beforeAll(async () => {
  db = await openDatabase();
  await migrate(db);
  const hash = await hashPassword('right');
  for (const [id, email, status] of [
    ['u-1', 'ana@example.com', 'Active'],
    ['u-2', 'bo@example.com', 'Active'],
    ['u-3', 'gone@example.com', 'Inactive'],
  ])
    await db.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, locale, language, country, user_type, groups, status)
       VALUES ($1, $2, $3, 'A', 'B', 'en_US', 'en', 'us', 'External', '{}', $4)`,
      [id, email, hash, status],
    );
});
afterAll(async () => {
  await db?.close();
});

/** Runs the same story for an address; returns what the page would say at each step. */
async function story(email: string) {
  const steps: string[] = [];
  for (let i = 0; i < 4; i += 1) steps.push(shown(await signIn(email, 'wrong')));
  steps.push(shown(await signIn(email, 'wrong'))); // the 5th failure
  steps.push(shown(await signIn(email, 'right'))); // at once: not even checked
  advance(5);
  steps.push(shown(await signIn(email, 'wrong'))); // 6th
  advance(9);
  steps.push(shown(await signIn(email, 'wrong'))); // too early
  advance(1);
  for (const wait of [20, 40, 80]) {
    steps.push(shown(await signIn(email, 'wrong'))); // 7th, 8th, 9th
    advance(wait);
  }
  steps.push(shown(await signIn(email, 'wrong'))); // 10th: locked
  advance(14 * 60);
  steps.push(shown(await signIn(email, 'right'))); // a minute before the lock ends
  advance(60);
  return steps;
}

const EXPECTED_STORY = [
  'invalid',
  'invalid',
  'invalid',
  'invalid',
  'invalid, then delayed 5 s',
  'delayed 5 s',
  'invalid, then delayed 10 s',
  'delayed 1 s',
  'invalid, then delayed 20 s',
  'invalid, then delayed 40 s',
  'invalid, then delayed 80 s',
  'invalid, then locked 900 s',
  'locked 60 s',
];

describe('given repeated failed sign-ins for an address', () => {
  it('answers with a growing delay, then a 15-minute lock, and clears the count on success', async () => {
    expect(await story('ana@example.com')).toEqual(EXPECTED_STORY);
    expect(await count('ana@example.com')).toBe(10);
    // The lock is over: the right password signs in and the count is gone.
    expect(await signIn('ana@example.com', 'right')).toEqual({ kind: 'signedIn', userId: 'u-1' });
    expect(await count('ana@example.com')).toBe(0);
    expect(shown(await signIn('ana@example.com', 'wrong'))).toBe('invalid');
  });

  it('answers an unknown address exactly as a known one (no account probing)', async () => {
    expect(await story('nobody@example.com')).toEqual(EXPECTED_STORY);
    // Any password is a failure, as a wrong one is for a known address after its lock: locked again.
    expect(shown(await signIn('nobody@example.com', 'right'))).toBe('invalid, then locked 900 s');
  });

  it('counts the address however it is typed, and no other address', async () => {
    for (let i = 0; i < 5; i += 1) await signIn(i % 2 ? ' BO@Example.com' : 'bo@example.com', 'x');
    expect(await count('bo@example.com')).toBe(5);
    expect(shown(await signIn('Bo@example.com ', 'right'))).toMatch(/^delayed/);
    expect(await signIn('ana@example.com', 'right')).toMatchObject({ kind: 'signedIn' });
  });

  it('checks 40 simultaneous attempts for one address one after another: 5 checked, 35 told to wait', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, () => signIn('burst@example.com', 'wrong')),
    );
    expect(outcomes.map(shown)).toEqual([
      'invalid',
      'invalid',
      'invalid',
      'invalid',
      'invalid, then delayed 5 s',
      ...Array.from({ length: 35 }, () => 'delayed 5 s'),
    ]);
    expect(await count('burst@example.com')).toBe(5);
  });

  it('forgets a count a day after its last failure', async () => {
    advance(24 * 3600);
    expect(await signIn('bo@example.com', 'wrong')).toEqual({
      kind: 'invalid',
      next: { open: true },
    });
    expect(await count('bo@example.com')).toBe(1);
    // The old count of the unknown address was cleaned up on the way.
    expect(await count('nobody@example.com')).toBe(0);
  });

  it('tells a deactivated account only after the right password', async () => {
    expect(shown(await signIn('gone@example.com', 'wrong'))).toBe('invalid');
    expect(await signIn('gone@example.com', 'right')).toEqual({ kind: 'inactive' });
  });
});
