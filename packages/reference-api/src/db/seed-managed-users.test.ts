import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureDb } from '../../test/fixture-db';
import { insertAccounts } from '../../test/fixture-users';
import { attemptSignIn } from '../auth/sign-in';
import type { Db } from './database';
import { seedManagedUsers } from './seed';

/**
 * The users the demo administrator manages, seeded over the small fixture (its accounts are in
 * the US and Mexico): the full seed gives them every market's accounts the same way.
 */
let db: Db;
let written: number;

beforeAll(async () => {
  db = await fixtureDb();
  // Accounts no customer holds yet (the fixture's are all its two customers'), to assign.
  await insertAccounts(
    db,
    Array.from({ length: 20 }, (_, i) => ({
      id: `acc-free-${i}`,
      name: `Free ${i}`,
      soldToCode: `50000${i}`,
      region: i % 2 ? 'mx' : 'us',
    })),
  );
  written = await seedManagedUsers(db, { today: new Date('2026-11-20T12:00:00Z') });
});
afterAll(async () => {
  await db.close();
});

const rows = <T>(sql: string) => db.query<T>(sql);

describe('given the managed demo users', () => {
  it('has about 300 users across all 11 markets, of every status and type', async () => {
    expect(written).toBe(300);
    const markets = await rows<{ country: string }>(
      "SELECT DISTINCT country FROM users WHERE id LIKE 'u-managed-%'",
    );
    expect(markets).toHaveLength(11);
    const mix = await rows<{ status: string; user_type: string; n: number }>(
      "SELECT status, user_type, count(*)::int AS n FROM users WHERE id LIKE 'u-managed-%' GROUP BY 1, 2",
    );
    expect(mix).toHaveLength(9);
    const never = await rows<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE id LIKE 'u-managed-%' AND last_sign_in_at IS NULL",
    );
    expect(never[0]?.n).toBeGreaterThan(0);
    expect(never[0]?.n).toBeLessThan(150);
  });

  it("links users to their own market's accounts, with exactly one primary", async () => {
    const foreign = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM user_accounts ua JOIN users u ON u.id = ua.user_id
         JOIN accounts a ON a.id = ua.account_id
        WHERE u.id LIKE 'u-managed-%' AND a.region <> u.country`,
    );
    expect(foreign[0]?.n).toBe(0);
    const primaries = await rows<{ p: number }>(
      `SELECT count(*) FILTER (WHERE is_primary)::int AS p FROM user_accounts
        WHERE user_id LIKE 'u-managed-%' GROUP BY user_id`,
    );
    expect(primaries.length).toBeGreaterThan(50);
    expect(new Set(primaries.map((r) => r.p))).toEqual(new Set([1]));
  });

  it('gives every user a history, and is written once per database', async () => {
    const missing = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM users u
        WHERE u.id LIKE 'u-managed-%' AND NOT EXISTS (SELECT 1 FROM user_history h WHERE h.user_id = u.id)`,
    );
    expect(missing[0]?.n).toBe(0);
    expect(await seedManagedUsers(db)).toBe(0);
  });

  it('lets Active users sign in with the demo password, and refuses the others with their reason', async () => {
    const emailOf = async (status: string) =>
      (
        await db.query<{ email: string }>(
          "SELECT email FROM users WHERE id LIKE 'u-managed-%' AND status = $1 ORDER BY id LIMIT 1",
          [status],
        )
      )[0]?.email ?? '';
    const active = await emailOf('Active');
    const outcome = await attemptSignIn(db, active, 'demo');
    expect(outcome.kind).toBe('signedIn');
    const [signedIn] = await db.query<{ last_sign_in_at: Date | null }>(
      'SELECT last_sign_in_at FROM users WHERE email = $1',
      [active],
    );
    expect(signedIn?.last_sign_in_at?.getUTCFullYear()).toBeGreaterThanOrEqual(2026);
    expect((await attemptSignIn(db, await emailOf('In Progress'), 'demo')).kind).toBe(
      'notActivated',
    );
    expect((await attemptSignIn(db, await emailOf('Inactive'), 'demo')).kind).toBe('inactive');
  });
});
