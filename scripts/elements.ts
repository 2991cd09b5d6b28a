import { globSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ManifestEntry } from '@anp/core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Every element definition module, by package: the files named `*.element.ts` under
 * `packages/<pkg>/src`. One source for the manifest script and its test, and no list to edit when
 * a package adds an element.
 */
export const ELEMENT_MODULES: Record<string, string[]> = {};
for (const file of globSync('packages/*/src/**/*.element.ts', { cwd: root }).sort()) {
  const [, pkg, ...rest] = file.split('/');
  if (!pkg) continue;
  (ELEMENT_MODULES[pkg] ??= []).push(rest.join('/'));
}

export type LoadModule = (path: string) => Promise<Record<string, unknown>>;

/** A `defineWidget` result: what a module exports for its element. */
function isWidget(value: unknown): value is ManifestEntry['widget'] {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { tag?: unknown }).tag === 'string' &&
    typeof (value as { register?: unknown }).register === 'function'
  );
}

/** Loads a package's element definitions as manifest entries. */
export async function manifestEntries(pkg: string, load: LoadModule): Promise<ManifestEntry[]> {
  const entries: ManifestEntry[] = [];
  for (const file of ELEMENT_MODULES[pkg] ?? []) {
    const mod = await load(`packages/${pkg}/${file}`);
    for (const widget of Object.values(mod).filter(isWidget)) {
      entries.push({ widget, modulePath: file.replace(/\.ts$/, '.js') });
    }
  }
  return entries;
}
