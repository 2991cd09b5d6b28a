/**
 * Backups of the embedded (PGlite) database: one gzipped tarball of the data directory, made by
 * PGlite's own `dumpDataDir()` and opened again with its `loadDataDir` (the format PGlite itself
 * reads, so a backup restores exactly, indexes and sequences included). Both sides take the data
 * directory's lock: neither runs beside a server on the same directory. See docs/decisions.md.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { ensurePrivateDir, restrictToOwner } from '../file-modes';
import { lockDataDir } from './data-dir-lock';

/** A file-name-safe stamp of `date`: 2026-11-26T08-38-05Z. */
export function stamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
}

/** The default backup file of a backup taken at `date` in `backupDir`. */
export function backupFileName(backupDir: string, date: Date): string {
  return join(backupDir, `anp-database-${stamp(date)}.tar.gz`);
}

/** The newest backup in `backupDir` (by name, which sorts by date), or undefined. */
export function newestBackup(backupDir: string): string | undefined {
  if (!existsSync(backupDir)) return undefined;
  const names = readdirSync(backupDir)
    .filter((name) => /^anp-database-.*\.tar\.gz$/.test(name))
    .sort();
  const last = names.at(-1);
  return last ? join(backupDir, last) : undefined;
}

function isDataDir(dir: string): boolean {
  return existsSync(join(dir, 'PG_VERSION'));
}

async function pglite() {
  return (await import('@electric-sql/pglite')).PGlite;
}

/**
 * Writes a backup of the database in `dataDir` to `file` (owner-only; its folder is created 0700).
 * Throws `DataDirInUseError` while a server holds the directory.
 */
export async function backupDatabase(dataDir: string, file: string): Promise<{ bytes: number }> {
  const lock = await lockDataDir(dataDir);
  try {
    if (!isDataDir(dataDir)) throw new Error(`There is no database in ${resolve(dataDir)}.`);
    const PGlite = await pglite();
    const pg = new PGlite(dataDir);
    let tarball: Blob;
    try {
      await pg.waitReady;
      // Write every changed page to the files, so the tarball needs no recovery on restore.
      await pg.exec('CHECKPOINT');
      tarball = await pg.dumpDataDir('gzip');
    } finally {
      await pg.close();
      restrictToOwner(dataDir);
    }
    ensurePrivateDir(dirname(resolve(file)));
    // Written under a temporary name, owner-only from the first byte, then renamed into place.
    const partial = `${file}.partial`;
    const handle = await open(partial, 'w', 0o600);
    try {
      await handle.chmod(0o600);
      await handle.writeFile(new Uint8Array(await tarball.arrayBuffer()));
      await handle.sync();
    } finally {
      await handle.close();
    }
    renameSync(partial, file);
    return { bytes: statSync(file).size };
  } finally {
    lock.release();
  }
}

/**
 * Replaces the database in `dataDir` with the backup `file`. The backup is first opened in a
 * folder beside it; only when PGlite opens it is the current directory moved aside (kept as
 * `<dataDir>.before-restore-<stamp>`, never deleted) and the restored one moved in. Throws
 * `DataDirInUseError` while a server holds the directory.
 */
export async function restoreDatabase(
  dataDir: string,
  file: string,
  now: Date = new Date(),
): Promise<{ previous?: string }> {
  const target = resolve(dataDir);
  const lock = await lockDataDir(target);
  try {
    if (!existsSync(file)) throw new Error(`There is no backup file ${resolve(file)}.`);
    const staging = `${target}.restoring-${stamp(now)}`;
    rmSync(staging, { recursive: true, force: true });
    ensurePrivateDir(staging);
    try {
      const PGlite = await pglite();
      const pg = new PGlite(staging, { loadDataDir: new Blob([readFileSync(file)]) });
      try {
        await pg.waitReady;
        await pg.query('SELECT count(*) FROM pg_catalog.pg_class');
      } finally {
        await pg.close().catch(() => undefined);
      }
      if (!isDataDir(staging)) throw new Error('no PG_VERSION');
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw new Error(
        `${basename(file)} is not a backup of the embedded database (${(error as Error).message}).`,
        { cause: error },
      );
    }
    restrictToOwner(staging);
    let previous: string | undefined;
    if (existsSync(target)) {
      previous = `${target}.before-restore-${stamp(now)}`;
      renameSync(target, previous);
    }
    renameSync(staging, target);
    return previous ? { previous } : {};
  } finally {
    lock.release();
  }
}
