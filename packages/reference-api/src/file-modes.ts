/**
 * Owner-only files for everything the embedded backend keeps on disk (database, uploads, keys,
 * backups): directories 0700, files without group or other bits (0600 for the usual 0666/0644).
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Creates `dir` (and missing parents) as 0700 whatever the umask, and makes it 0700 if it existed. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/**
 * Takes group and other permissions off `path` and, for a directory, everything below it (symbolic
 * links are left alone, never followed). Returns how many modes it changed. A missing path is fine.
 */
export function restrictToOwner(path: string): number {
  let stat;
  try {
    stat = lstatSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  if (stat.isSymbolicLink()) return 0;
  let changed = 0;
  const mode = stat.mode & 0o7777;
  const wanted = stat.isDirectory() ? 0o700 : mode & 0o700;
  if (mode !== wanted) {
    chmodSync(path, wanted);
    changed += 1;
  }
  if (stat.isDirectory()) {
    for (const name of readdirSync(path)) changed += restrictToOwner(join(path, name));
  }
  return changed;
}
