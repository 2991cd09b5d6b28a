import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRows, migrate, openDatabase, type Db } from './database';

describe('given an in-memory PGlite database', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDatabase();
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });

  it('applies every migration once, and a second run applies none', async () => {
    const first = await migrate(db);
    expect(first).toContain('001_initial.sql');
    expect(await migrate(db)).toEqual([]);
    const tables = await db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(['users', 'accounts', 'orders', 'documents']),
    );
  });

  it('inserts many rows in chunks and rolls back a failed transaction', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => [`k${i}`, String(i)]);
    await insertRows(db, 'meta', ['key', 'value'], rows);
    expect((await db.query<{ n: string }>('SELECT count(*)::text AS n FROM meta'))[0]?.n).toBe(
      '2500',
    );
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO meta (key, value) VALUES ('x', 'y')");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.query("SELECT 1 FROM meta WHERE key = 'x'")).toEqual([]);
  });
});
