import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The versioned CDN folder (`dist/cdn/<version>/`) and its integrity file, shared by the CDN
 * build, the size check and anything else that writes into the folder (the elements' manifest):
 * whatever writes a file there after the build calls `writeIntegrity` again.
 */
export const CDN_ROOT = 'dist/cdn';

/** The kit's version (all public packages move together): @anp/core's. */
export function cdnVersion(root = '.') {
  return JSON.parse(readFileSync(join(root, 'packages/core/package.json'), 'utf8')).version;
}

export const cdnDir = (version = cdnVersion(), root = '.') => join(root, CDN_ROOT, version);

/** The SRI value (sha384, base64) of a file's bytes. */
export const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

function filesUnder(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name), base)
      : [relative(base, join(dir, entry.name)).split('\\').join('/')],
  );
}

/** Writes `integrity.json`: every file of the folder (but itself) -> its sha384 SRI value. */
export function writeIntegrity(dir) {
  const files = filesUnder(dir)
    .filter((file) => file !== 'integrity.json')
    .sort();
  const integrity = Object.fromEntries(
    files.map((file) => [file, sri(readFileSync(join(dir, file)))]),
  );
  writeFileSync(join(dir, 'integrity.json'), `${JSON.stringify(integrity, null, 2)}\n`);
  return integrity;
}
