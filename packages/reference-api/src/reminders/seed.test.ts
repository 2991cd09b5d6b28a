import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureDb } from '../../test/fixture-db';
import type { Db } from '../db/database';
import { userReminders } from './queries';
import { seedReminders } from './seed';

// The demo reminders (issue 16) over the small fixture, whose user u-a plays the US retailer.
let db: Db;
const NOW = new Date('2026-11-20T16:00:00Z');

beforeAll(async () => {
  db = await fixtureDb();
  await db.query(
    "UPDATE users SET email = 'retailer.us@demo.test', time_zone = 'America/Chicago' WHERE id = 'u-a'",
  );
});
afterAll(async () => {
  await db.close();
});

describe('given the demo reminders', () => {
  it('gives the user a recurring reminder and one before an open order, all still to come', async () => {
    expect(await seedReminders(db, NOW)).toBe(2);
    const rows = await userReminders(db, 'u-a');
    expect(
      rows.map((r) => [r.kind, r.order_number, r.note, new Date(r.next_due_at ?? 0).toISOString()]),
    ).toEqual([
      // The first open order at least 4 days away (Scheduled, 25 Nov), two days before at 08:00.
      ['beforeRequested', '4000000005', null, '2026-11-23T14:00:00.000Z'],
      // 20 Nov + 3 days, 08:00 in Chicago.
      ['every', null, 'Order feed for bin 3', '2026-11-23T14:00:00.000Z'],
    ]);
  });

  it('writes them once per database', async () => {
    expect(await seedReminders(db, NOW)).toBe(0);
    expect(await userReminders(db, 'u-a')).toHaveLength(2);
  });
});
