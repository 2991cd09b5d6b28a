/**
 * Is the host's production build older than its sources? `npm start` serves `host/dist` and
 * rebuilds it first when it is missing or stale, so a fresh clone and an edited checkout both get
 * what the sources say.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Test, story and fixture files do not reach the build. */
const NOT_BUILT = /\.(test|spec|stories)\.[cm]?[jt]sx?$|(^|\/)(fixtures|test)\//;

function newest(path: string, rel = ''): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return NOT_BUILT.test(rel) ? 0 : stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    latest = Math.max(latest, newest(join(path, entry), rel ? `${rel}/${entry}` : entry));
  }
  return latest;
}

/** The inputs of the host's build: its own files, every workspace package, and the lock file. */
export function buildInputs(repoRoot: string): string[] {
  const packages = join(repoRoot, 'packages');
  return [
    join(repoRoot, 'host', 'src'),
    join(repoRoot, 'host', 'public'),
    join(repoRoot, 'host', 'index.html'),
    join(repoRoot, 'host', 'vite.config.ts'),
    join(repoRoot, 'package-lock.json'),
    ...(existsSync(packages)
      ? readdirSync(packages).flatMap((name) => [
          join(packages, name, 'src'),
          join(packages, name, 'package.json'),
        ])
      : []),
  ];
}

/** Why the build must be made again, or null when `host/dist` is up to date. */
export function staleBuildReason(repoRoot: string): 'missing' | 'stale' | null {
  const page = join(repoRoot, 'host', 'dist', 'index.html');
  if (!existsSync(page)) return 'missing';
  const built = statSync(page).mtimeMs;
  const sources = Math.max(...buildInputs(repoRoot).map((p) => newest(p)));
  return sources > built ? 'stale' : null;
}

/** The newest `.js` file under a folder (the CDN build, flat or in version folders), or 0. */
function newestScript(path: string): number {
  if (!existsSync(path)) return 0;
  let latest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = join(path, entry.name);
    if (entry.isDirectory()) latest = Math.max(latest, newestScript(full));
    else if (entry.name.endsWith('.js')) latest = Math.max(latest, statSync(full).mtimeMs);
  }
  return latest;
}

/**
 * Why the CDN build (`dist/cdn`, which the element docs' live examples load) must be made again,
 * or null when it is up to date: its inputs are every package and the CDN build's config.
 */
export function staleCdnReason(repoRoot: string): 'missing' | 'stale' | null {
  const built = newestScript(join(repoRoot, 'dist', 'cdn'));
  if (built === 0) return 'missing';
  const inputs = [
    ...buildInputs(repoRoot).filter((p) => !p.startsWith(join(repoRoot, 'host'))),
    join(repoRoot, 'cdn.vite.config.ts'),
  ];
  const sources = Math.max(...inputs.map((p) => newest(p)));
  return sources > built ? 'stale' : null;
}
