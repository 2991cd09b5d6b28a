import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync, chownSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/** Finds Debian's PostgreSQL binaries (`/usr/lib/postgresql/<version>/bin`), or null. */
export function findPostgresBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : null;
}

/**
 * Starts a throwaway PostgreSQL server for a test: a fresh data directory in /tmp, a random
 * port, unix socket and TCP on 127.0.0.1 only. PostgreSQL refuses to run as root, so as root it
 * runs as the `postgres` system user that Debian's package creates.
 */
export async function startPostgres(
  bin: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'anp-pg-'));
  const data = join(dir, 'data');
  const asRoot = userInfo().uid === 0;
  // runuser lives in /usr/sbin, which a non-login root PATH may lack.
  const runuser =
    ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].find((p) => existsSync(p)) ??
    'runuser';
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync(runuser, ['-u', 'postgres', '--', cmd, ...args], { stdio: 'pipe' })
      : execFileSync(cmd, args, { stdio: 'pipe' });
  if (asRoot) {
    const pgUser = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const pgGroup = execFileSync('id', ['-g', 'postgres']).toString().trim();
    chownSync(dir, Number(pgUser), Number(pgGroup));
    chmodSync(dir, 0o700);
  }
  run(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'anp',
    '--auth=trust',
    '--encoding=UTF8',
    '--no-locale',
  ]);
  const port = 20000 + Math.floor(Math.random() * 20000);
  const args = ['-D', data, '-p', String(port), '-k', dir, '-h', '127.0.0.1', '-c', 'fsync=off'];
  const child: ChildProcess = asRoot
    ? spawn(runuser, ['-u', 'postgres', '--', join(bin, 'postgres'), ...args], { stdio: 'pipe' })
    : spawn(join(bin, 'postgres'), args, { stdio: 'pipe' });
  let log = '';
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`postgres did not start:\n${log}`)), 20_000);
    const check = () => {
      if (/ready to accept connections/.test(log)) {
        clearTimeout(timer);
        resolve();
      } else if (child.exitCode !== null) {
        clearTimeout(timer);
        reject(new Error(`postgres exited:\n${log}`));
      } else setTimeout(check, 100);
    };
    check();
  });
  return {
    url: `postgres://anp@127.0.0.1:${port}/postgres`,
    stop: async () => {
      // pg_ctl reaches the server whether or not it runs under runuser.
      const exited =
        child.exitCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r));
      try {
        run(join(bin, 'pg_ctl'), ['-D', data, 'stop', '-m', 'fast', '-w']);
      } catch {
        child.kill('SIGKILL');
      }
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
