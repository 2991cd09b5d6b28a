import { spawnSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runChild } from '../../test/child-process';
import { DataDirInUseError, holderIsAlive, lockDataDir, lockPathOf } from './data-dir-lock';
import { openDatabase } from './database';

const root = mkdtempSync(join(tmpdir(), 'anp-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The pid of a process that has ended. */
function deadPid(): number {
  const done = spawnSync(process.execPath, ['-e', '0']);
  return done.pid ?? 999_999;
}

/** The permission bits of `dir` and of everything below it. */
const modes = (dir: string) =>
  [dir, ...readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((n) => join(dir, n))].map(
    (path) => statSync(path).mode & 0o777,
  );

describe('given a data directory held by another process', () => {
  it('refuses a second open naming the holder, takes over once it is killed, keeps files owner-only', async () => {
    const dir = join(root, 'shared');
    const child = runChild('hold-database.ts', [dir]);
    const ready = await child.line('ready ');
    const pid = Number(ready.split(' ')[1]);

    const error = await openDatabase({ dataDir: dir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataDirInUseError);
    expect((error as Error).message).toBe(
      `The database in ${dir} is in use by process ${pid} (started ${
        (error as DataDirInUseError).holder.processStartedAt
      }). Stop it first, or set ANP_DATA_DIR to another folder.`,
    );

    // The holder dies without closing: its lock is stale, and its data is intact.
    child.process.kill('SIGKILL');
    await child.exited;
    expect(existsSync(lockPathOf(dir))).toBe(true);
    const db = await openDatabase({ dataDir: dir });
    expect(await db.query('SELECT who FROM held')).toHaveLength(1);
    await db.exec('CREATE TABLE later (x int); INSERT INTO later VALUES (1)');
    await db.close();
    expect(existsSync(lockPathOf(dir))).toBe(false);

    const seen = modes(dir);
    expect(seen.length).toBeGreaterThan(100);
    expect(seen.filter((mode) => (mode & 0o077) !== 0)).toEqual([]);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  }, 60_000);

  it('refuses a child process and a second open here while this process holds it', async () => {
    const dir = join(root, 'mine');
    const db = await openDatabase({ dataDir: dir });
    const child = runChild('hold-database.ts', [dir]);
    expect(await child.line('refused ')).toBe(
      `refused The database in ${dir} is in use by process ${process.pid} (started ${
        JSON.parse(readFileSync(lockPathOf(dir), 'utf8')).processStartedAt
      }). Stop it first, or set ANP_DATA_DIR to another folder.`,
    );
    expect(await child.exited).toBe(3);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
      `is in use by process ${process.pid}`,
    );

    await db.close();
    await db.close();
    expect(existsSync(lockPathOf(dir))).toBe(false);
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  }, 60_000);
});

describe('whether a lock file is stale', () => {
  const lockPath = join(root, 'table.lock');
  const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
  afterAll(() => sleeper.kill());
  const now = new Date().toISOString();
  const cases: [string, () => Parameters<typeof holderIsAlive>[0], boolean][] = [
    ['a live process', () => holder(sleeper.pid!, now), true],
    ['a process that has ended', () => holder(deadPid(), now), false],
    [
      'this process, not holding it (a previous run with the same pid)',
      () => holder(process.pid, now),
      false,
    ],
    ['another host (cannot tell)', () => ({ ...holder(deadPid(), now), host: 'elsewhere' }), true],
  ];
  if (process.platform === 'linux') {
    cases.push([
      'a live pid that started after the holder did (reused)',
      () => holder(sleeper.pid!, '2001-01-01T00:00:00.000Z'),
      false,
    ]);
  }
  it.each(cases)('%s: alive = %s', (_, make, alive) => {
    expect(holderIsAlive(make(), lockPath)).toBe(alive);
  });

  it('names another host in the message', async () => {
    const dir = join(root, 'remote');
    writeFileSync(lockPathOf(dir), JSON.stringify({ ...holder(1, now), host: 'elsewhere' }));
    await expect(lockDataDir(dir)).rejects.toThrow(
      `is in use by process 1 on elsewhere (started ${now})`,
    );
  });
});

function holder(pid: number, processStartedAt: string) {
  return { pid, host: hostname(), processStartedAt, lockedAt: processStartedAt };
}
