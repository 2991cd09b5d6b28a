/**
 * Where the local stack keeps its state (signing keys, secrets, certificate, database, uploads):
 * OUTSIDE the repository and any folder a server serves (issue 12: the development server served
 * `.cache/reference-api/jwks.json`, the provider's private key). `ANP_STATE_DIR` overrides it.
 */
import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';

/** The repository this script runs from. */
export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * `$ANP_STATE_DIR`, else `$XDG_STATE_HOME/an-portal-kit/<checkout>` (default `~/.local/state`),
 * one folder per checkout so two clones never share a database.
 */
export function stateDirectory(env: NodeJS.ProcessEnv = process.env, repoRoot = REPO_ROOT): string {
  if (env.ANP_STATE_DIR) return resolve(repoRoot, env.ANP_STATE_DIR);
  const base =
    env.XDG_STATE_HOME && isAbsolute(env.XDG_STATE_HOME)
      ? env.XDG_STATE_HOME
      : join(homedir(), '.local', 'state');
  const checkout = createHash('sha256').update(repoRoot).digest('hex').slice(0, 12);
  return join(base, 'an-portal-kit', checkout);
}

/** Creates the state folder owner-only (0700) and returns it. */
export function ensureStateDirectory(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  return dir;
}
