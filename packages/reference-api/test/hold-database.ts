/**
 * Test-only child process: opens the embedded database in the directory given as argument, writes
 * a row, prints `ready <pid>` and holds the database until it is killed (two minutes at most); when the directory is
 * in use, prints `refused <message>` and exits with 3. Started by `runChild('hold-database.ts')`.
 */
import { openDatabase } from '../src/db/database';

const dir = process.argv[2];
if (!dir) throw new Error('usage: hold-database.ts <dataDir>');
try {
  const db = await openDatabase({ dataDir: dir });
  await db.exec(
    "CREATE TABLE IF NOT EXISTS held (who text); INSERT INTO held VALUES ('child ' || pg_backend_pid())",
  );
  process.stdout.write(`ready ${process.pid}\n`);
  // Never outlives a test that failed before killing it.
  setTimeout(() => process.exit(0), 120_000);
} catch (error) {
  process.stdout.write(`refused ${(error as Error).message}\n`);
  process.exitCode = 3;
}
