/**
 * Where the embedded backend keeps its state (signing keys, URL secret, database, uploads,
 * certificates, backups) when nothing else is configured: a per-user state folder outside the
 * repository, so no development or static server that serves the repository can ever serve it.
 */
import { createHash } from 'node:crypto';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is packages/reference-api/src/state-dir.ts). */
export const REPOSITORY_ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The state directory: `ANP_STATE_DIR` when set, else
 * `<XDG_STATE_HOME or ~/.local/state>/an-portal-kit/<short hash of the repository root>`, so two
 * clones of the project never share a database.
 */
export function defaultStateDir(
  env: Env = process.env,
  repositoryRoot: string = REPOSITORY_ROOT,
  home: string = homedir(),
): string {
  if (env.ANP_STATE_DIR) return resolve(env.ANP_STATE_DIR);
  const base = env.XDG_STATE_HOME || join(home, '.local', 'state');
  const hash = createHash('sha256').update(resolve(repositoryRoot)).digest('hex').slice(0, 12);
  return join(base, 'an-portal-kit', hash);
}

/** The embedded database's data directory: `ANP_DATA_DIR` when set, else `<state dir>/pgdata`. */
export function defaultDataDir(env: Env = process.env): string {
  return env.ANP_DATA_DIR ? resolve(env.ANP_DATA_DIR) : join(defaultStateDir(env), 'pgdata');
}
