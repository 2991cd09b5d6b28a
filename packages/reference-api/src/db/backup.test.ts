import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runChild } from '../../test/child-process';
import { restoreDatabase } from './backup';
import { openDatabase } from './database';

const root = mkdtempSync(join(tmpdir(), 'anp-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const script = (name: string) =>
  fileURLToPath(new URL(`../../../../scripts/${name}`, import.meta.url));

/** Runs an npm script's file as `npm run` would, with the state directory set; resolves its output. */
async function npmScript(name: string, stateDir: string, args: string[] = []) {
  const child = runChild(script(name), args, {
    ANP_STATE_DIR: stateDir,
    ANP_DATA_DIR: '',
    DATABASE_URL: '',
  });
  const code = await child.exited;
  return { code, out: child.output().trim(), err: child.errors().trim() };
}

async function notes(dataDir: string): Promise<string[]> {
  const db = await openDatabase({ dataDir });
  try {
    return (await db.query<{ text: string }>('SELECT text FROM notes ORDER BY text')).map(
      (r) => r.text,
    );
  } finally {
    await db.close();
  }
}

describe('db:backup and db:restore', () => {
  it('restore brings back the data of the backup and keeps the replaced data aside', async () => {
    const stateDir = join(root, 'state');
    const dataDir = join(stateDir, 'pgdata');
    const db = await openDatabase({ dataDir });
    await db.exec("CREATE TABLE notes (text text); INSERT INTO notes VALUES ('original')");
    await db.close();

    const backup = await npmScript('db-backup.ts', stateDir);
    expect(backup).toMatchObject({ code: 0, err: '' });
    const backups = join(stateDir, 'backups');
    const [name] = readdirSync(backups);
    const file = join(backups, name!);
    expect(backup.out).toMatch(`Backed up the database in ${dataDir} to ${file} (`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(backups).mode & 0o777).toBe(0o700);

    const changed = await openDatabase({ dataDir });
    await changed.exec("UPDATE notes SET text = 'changed'; INSERT INTO notes VALUES ('added')");

    // While a server (here: this process) holds the database, restore refuses and changes nothing.
    const refused = await npmScript('db-restore.ts', stateDir);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(
      `The database in ${dataDir} is in use by process ${process.pid} (started `,
    );
    expect(await changed.query('SELECT text FROM notes ORDER BY text')).toEqual([
      { text: 'added' },
      { text: 'changed' },
    ]);
    await changed.close();

    const restored = await npmScript('db-restore.ts', stateDir);
    expect(restored).toMatchObject({ code: 0, err: '' });
    expect(restored.out).toMatch(`Restored ${file} into ${dataDir}.`);
    expect(await notes(dataDir)).toEqual(['original']);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);

    const previous = readdirSync(stateDir).filter((n) => n.startsWith('pgdata.before-restore-'));
    expect(previous).toHaveLength(1);
    expect(restored.out).toMatch(`The data it replaced is kept in ${join(stateDir, previous[0]!)}`);
    expect(await notes(join(stateDir, previous[0]!))).toEqual(['added', 'changed']);
  }, 120_000);

  it('refuses a file that is not a backup and leaves the data directory as it was', async () => {
    const dataDir = join(root, 'untouched');
    const db = await openDatabase({ dataDir });
    await db.exec("CREATE TABLE notes (text text); INSERT INTO notes VALUES ('kept')");
    await db.close();
    const junk = join(root, 'junk.tar.gz');
    writeFileSync(junk, 'not a tarball');

    await expect(restoreDatabase(dataDir, junk)).rejects.toThrow(
      'junk.tar.gz is not a backup of the embedded database',
    );
    expect(await notes(dataDir)).toEqual(['kept']);
    expect(readdirSync(root).filter((n) => n.startsWith('untouched.'))).toEqual([]);
    expect(existsSync(join(root, 'untouched.lock'))).toBe(false);
  }, 60_000);
});
