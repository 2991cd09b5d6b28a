/**
 * Test-only child process: opens the embedded database in the directory given as argument, writes
 * a row, prints `ready <pid>` and holds the database until SIGTERM (then closes it cleanly and
 * prints `closed`), or until it is killed. Run with `node --import tsx test/hold-database.ts <dir>`.
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
  const keepAlive = setInterval(() => undefined, 60_000);
  process.on('SIGTERM', () => {
    void db.close().then(() => {
      clearInterval(keepAlive);
      process.stdout.write('closed\n');
    });
  });
} catch (error) {
  process.stdout.write(`refused ${(error as Error).message}\n`);
  process.exitCode = 3;
}
