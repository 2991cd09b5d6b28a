/**
 * `npm run db:backup [file]`: backs up the embedded database (PGlite) to one owner-only file, by
 * default <state dir>/backups/anp-database-<UTC date and time>.tar.gz. The data directory is
 * ANP_DATA_DIR, else <state dir>/pgdata (the state directory is ANP_STATE_DIR, else a per-user
 * folder). The server must be stopped: PGlite is one process's database. Restore with
 * `npm run db:restore [file]`.
 */
import { join } from 'node:path';
// The two modules, not the package's index: these scripts start in a fraction of a second.
import { backupDatabase, backupFileName } from '../packages/reference-api/src/db/backup';
import { defaultDataDir, defaultStateDir } from '../packages/reference-api/src/state-dir';

if (process.env.DATABASE_URL) {
  console.error(
    'db:backup backs up the embedded database; DATABASE_URL names a PostgreSQL server: use pg_dump.',
  );
  process.exit(1);
}
const dataDir = defaultDataDir();
const file = process.argv[2] ?? backupFileName(join(defaultStateDir(), 'backups'), new Date());
try {
  const { bytes } = await backupDatabase(dataDir, file);
  console.log(
    `Backed up the database in ${dataDir} to ${file} (${(bytes / 1_048_576).toFixed(1)} MB).`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
