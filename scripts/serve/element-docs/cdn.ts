/**
 * Which file of the CDN build (`dist/cdn`, served read-only under `/cdn/`) defines an element:
 * the build's `anp-loader.js` when it has one (it defines any `<anp-*>` tag on first sight),
 * else the element's own module. Generic over the build's layout: files straight in `dist/cdn`
 * (`anp-cart.js`) or in version folders (`dist/cdn/<version>/…`, the newest version wins), and
 * a CDN manifest (`custom-elements.json` in that folder) naming the module when there is one.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, posix } from 'node:path';

export const CDN_PREFIX = '/cdn';
export const LOADER = 'anp-loader.js';

/** Compares version folder names (`1.2.0`, `0.10.1-beta.1`) numerically, part by part. */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) => v.replace(/^v/, '').split(/[.+-]/);
  const pa = parts(a);
  const pb = parts(b);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const x = pa[i] ?? '';
    const y = pb[i] ?? '';
    const nx = Number(x);
    const ny = Number(y);
    const diff =
      x !== '' && y !== '' && Number.isInteger(nx) && Number.isInteger(ny)
        ? nx - ny
        : x.localeCompare(y);
    if (diff !== 0) return diff;
  }
  return 0;
}

const hasScripts = (dir: string) => {
  try {
    return readdirSync(dir).some((f) => f.endsWith('.js'));
  } catch {
    return false;
  }
};

/**
 * The folder of the CDN build the docs use, relative to the CDN root (`''` or `1.2.0`): the root
 * itself when it holds the loader or element files, else its newest version folder.
 */
export function cdnBuildFolder(cdnRoot: string): string | null {
  if (!existsSync(cdnRoot)) return null;
  if (existsSync(join(cdnRoot, LOADER))) return '';
  const versions = readdirSync(cdnRoot)
    .filter((name) => /^v?\d/.test(name) && statSync(join(cdnRoot, name)).isDirectory())
    .filter((name) => hasScripts(join(cdnRoot, name)))
    .sort(compareVersions);
  const newest = versions.at(-1);
  if (newest !== undefined) return newest;
  return hasScripts(cdnRoot) ? '' : null;
}

/** The module a CDN manifest in `folder` names for `tag`, if any. */
function moduleFromCdnManifest(folder: string, tag: string): string | null {
  const file = join(folder, 'custom-elements.json');
  if (!existsSync(file)) return null;
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
      modules?: { path?: unknown; declarations?: { tagName?: unknown }[] }[];
    };
    const mod = manifest.modules?.find((m) => m.declarations?.some((d) => d.tagName === tag));
    return typeof mod?.path === 'string' ? mod.path : null;
  } catch {
    return null;
  }
}

/** A relative module path that stays inside its folder (no `..`, no absolute path, no dot file). */
const safeRelative = (path: string) => {
  const normal = posix.normalize(path.replace(/^\.\//, ''));
  return normal.startsWith('..') ||
    normal.startsWith('/') ||
    normal.split('/').some((p) => p.startsWith('.'))
    ? null
    : normal;
};

export interface ElementScript {
  /** URL path of the script on the portal's origin (`/cdn/anp-cart.js`). */
  src: string;
  /** Whether it is the loader (defines every tag) or the element's own module. */
  loader: boolean;
}

/**
 * The script a page loads to define `tag`: the loader if the build has one, else the module the
 * CDN manifest names, else `<tag>.js`, else the CDN file named after the package module
 * (`src/cart.element.js` → `anp-cart.js`). Null when the build has none of them.
 */
export function elementScript(
  cdnRoot: string,
  tag: string,
  packageModulePath: string,
): ElementScript | null {
  const folder = cdnBuildFolder(cdnRoot);
  if (folder === null) return null;
  const dir = join(cdnRoot, folder);
  const url = (file: string) => [CDN_PREFIX, folder, file].filter(Boolean).join('/');
  if (existsSync(join(dir, LOADER))) return { src: url(LOADER), loader: true };
  const fromBase = basename(packageModulePath).replace(/\.element\.js$|\.js$/, '');
  const candidates = [
    moduleFromCdnManifest(dir, tag),
    `${tag}.js`,
    fromBase ? `anp-${fromBase}.js` : null,
  ];
  for (const candidate of candidates) {
    const rel = candidate ? safeRelative(candidate) : null;
    if (rel && existsSync(join(dir, rel))) return { src: url(rel), loader: false };
  }
  return null;
}
