import { globSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CssPropertyEntry, ManifestEntry } from '@anp/core';
import { tokensUsed } from './css-properties.ts';

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

type ExportTarget = string | { [condition: string]: ExportTarget } | undefined;

/** The JavaScript file an export resolves to for an `import` (not its types). */
function importTarget(target: ExportTarget): string | undefined {
  if (typeof target === 'string' || target === undefined) return target;
  for (const condition of ['import', 'default', 'browser', 'module']) {
    const found = importTarget(target[condition]);
    if (found) return found;
  }
  return undefined;
}

/**
 * Where the published package has the module that registers its elements: the built file of its
 * `./element` export (tsup builds `src/element.ts` into `dist/element.js`, the entries' folders
 * kept), whether `exports` names the source (inside the repository) or the build.
 */
export function elementModulePath(pkg: string): string {
  const manifest = JSON.parse(
    readFileSync(join(root, 'packages', pkg, 'package.json'), 'utf8'),
  ) as {
    exports?: Record<string, ExportTarget>;
    publishConfig?: { exports?: Record<string, ExportTarget> };
  };
  const target =
    importTarget(manifest.publishConfig?.exports?.['./element']) ??
    importTarget(manifest.exports?.['./element']);
  if (!target) throw new Error(`packages/${pkg}: no ./element export registers its elements`);
  return target
    .replace(/^\.\//, '')
    .replace(/^src\//, 'dist/')
    .replace(/\.tsx?$/, '.js');
}

let tokenUse: Promise<{
  used: Map<string, string[]>;
  descriptions: Record<string, string>;
}> | null = null;

/** The theme tokens each element module uses (scripts/css-properties.ts), once per process. */
function tokenUseOf(load: LoadModule) {
  tokenUse ??= (async () => {
    const { TOKEN_DESCRIPTIONS } = (await load('packages/ui/src/token-descriptions.ts')) as {
      TOKEN_DESCRIPTIONS: Record<string, string>;
    };
    const files = Object.entries(ELEMENT_MODULES).flatMap(([pkg, list]) =>
      list.map((file) => `packages/${pkg}/${file}`),
    );
    const used = await tokensUsed(files, new Set(Object.keys(TOKEN_DESCRIPTIONS)));
    return { used, descriptions: TOKEN_DESCRIPTIONS };
  })();
  return tokenUse;
}

/**
 * The custom properties of an element: the tokens its code uses, described by the theme's table
 * or, more precisely, by the element's own `cssProperties` (which may only name tokens it uses).
 */
async function cssPropertiesOf(
  file: string,
  widget: ManifestEntry['widget'],
  load: LoadModule,
): Promise<CssPropertyEntry[]> {
  const { used, descriptions } = await tokenUseOf(load);
  const names = used.get(file) ?? [];
  const own = new Map((widget.definition.cssProperties ?? []).map((p) => [p.name, p.description]));
  for (const name of own.keys()) {
    if (!names.includes(name.slice('--anp-'.length))) {
      throw new Error(`${widget.tag} describes ${name}, which its code does not use`);
    }
  }
  return names.map((name) => {
    const property = `--anp-${name}` as const;
    return { name: property, description: own.get(property) ?? descriptions[name] ?? '' };
  });
}

/** Loads a package's element definitions as manifest entries. */
export async function manifestEntries(pkg: string, load: LoadModule): Promise<ManifestEntry[]> {
  const entries: ManifestEntry[] = [];
  const modulePath = elementModulePath(pkg);
  for (const file of ELEMENT_MODULES[pkg] ?? []) {
    const path = `packages/${pkg}/${file}`;
    const mod = await load(path);
    for (const widget of Object.values(mod).filter(isWidget)) {
      entries.push({
        widget,
        modulePath,
        cssProperties: await cssPropertiesOf(path, widget, load),
      });
    }
  }
  return entries;
}
