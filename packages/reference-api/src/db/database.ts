import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { ensurePrivateDir, restrictToOwner } from '../file-modes';
import { lockDataDir } from './data-dir-lock';

/** The little the server needs of a database: PGlite (embedded) and PostgreSQL both fit it. */
export interface Db {
  readonly kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when set, a real server is used (same migrations). */
  url?: string;
  /**
   * PGlite data directory; `memory://` (default) keeps everything in memory (tests). A directory is
   * locked for this process (`<dataDir>.lock`; a second process gets `DataDirInUseError`) and kept
   * owner-only (0700, files 0600), until `close()`.
   */
  dataDir?: string;
}

const inMemory = (dataDir: string) => dataDir.startsWith('memory://');

async function openPglite(dataDir: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  let pg: InstanceType<typeof PGlite>;
  let release = () => undefined as void;
  let closing: Promise<void> | undefined;
  if (inMemory(dataDir)) {
    pg = new PGlite(dataDir);
    await pg.waitReady;
  } else {
    // Lock first: only then may this process touch the files (even their modes).
    // Missing parents are created 0700; an existing parent keeps its mode (it may be /tmp).
    mkdirSync(dirname(resolve(dataDir)), { recursive: true, mode: 0o700 });
    const lock = await lockDataDir(dataDir);
    try {
      ensurePrivateDir(dataDir);
      restrictToOwner(dataDir);
      pg = new PGlite(dataDir);
      await pg.waitReady;
      // PGlite writes its files 0666; the 0700 directory already hides them, this is the second wall.
      restrictToOwner(dataDir);
    } catch (error) {
      lock.release();
      throw error;
    }
    release = () => lock.release();
  }
  type Queryable = Pick<typeof pg, 'query' | 'exec'>;
  const wrap = (q: Queryable): Omit<Db, 'transaction' | 'close'> => ({
    kind: 'pglite',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const db: Db = {
    ...wrap(pg),
    transaction: (fn) =>
      pg.transaction((tx) =>
        fn({ ...wrap(tx), transaction: (inner) => inner(db), close: async () => undefined }),
      ),
    close() {
      // Once: the lock is released only after PGlite has closed cleanly (a close that never
      // finishes leaves the lock to go stale with the process).
      closing ??= pg.close().then(() => {
        if (!inMemory(dataDir)) restrictToOwner(dataDir);
        release();
      });
      return closing;
    },
  };
  return db;
}

async function openPostgres(url: string): Promise<Db> {
  const { default: pgModule } = await import('pg');
  const pool = new pgModule.Pool({ connectionString: url, max: 10 });
  type Client = { query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }> };
  const wrap = (c: Client): Omit<Db, 'transaction' | 'close'> => ({
    kind: 'postgres',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await c.query(sql, params as unknown[])).rows as T[];
    },
    async exec(sql: string) {
      await c.query(sql);
    },
  });
  const db: Db = {
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          ...wrap(client),
          transaction: (inner) => inner(db),
          close: async () => undefined,
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
  return db;
}

/** Opens the configured database: PostgreSQL when a URL is given, else embedded PGlite. */
export function openDatabase(options: DatabaseOptions = {}): Promise<Db> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir ?? 'memory://');
}

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the SQL migrations not yet applied, in file-name order; returns the names applied. */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  );
  const applied: string[] = [];
  for (const file of readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    if (done.has(file)) continue;
    const sql = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}

/**
 * Inserts many rows with multi-row VALUES statements (far faster than one statement per row on
 * PGlite), in chunks that stay under PostgreSQL's 65535-parameter limit.
 */
export async function insertRows(
  db: Pick<Db, 'query'>,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  const perChunk = Math.max(1, Math.floor(60000 / columns.length));
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const params: unknown[] = [];
    const values = chunk.map((row) => {
      const slots = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${slots.join(',')})`;
    });
    await db.query(
      `INSERT INTO ${table} (${columns.join(',')}) VALUES ${values.join(',')}`,
      params,
    );
  }
}
