/**
 * `npm run db:restore [file]`: replaces the embedded database (PGlite) with a backup made by
 * `npm run db:backup`, by default the newest in <state dir>/backups. Refuses while the server runs.
 * The data directory it replaces is kept beside it as <dataDir>.before-restore-<date>, not deleted.
 */
import { join } from 'node:path';
// The two modules, not the package's index: these scripts start in a fraction of a second.
import { newestBackup, restoreDatabase } from '../packages/reference-api/src/db/backup';
import { defaultDataDir, defaultStateDir } from '../packages/reference-api/src/state-dir';

if (process.env.DATABASE_URL) {
  console.error(
    'db:restore restores the embedded database; DATABASE_URL names a PostgreSQL server: use pg_restore.',
  );
  process.exit(1);
}
const dataDir = defaultDataDir();
const backups = join(defaultStateDir(), 'backups');
const file = process.argv[2] ?? newestBackup(backups);
if (!file) {
  console.error(`There is no backup in ${backups}: name the file, npm run db:restore <file>.`);
  process.exit(1);
}
try {
  const { previous } = await restoreDatabase(dataDir, file);
  console.log(`Restored ${file} into ${dataDir}.`);
  if (previous) {
    console.log(
      `The data it replaced is kept in ${previous}; delete it when you no longer need it.`,
    );
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
