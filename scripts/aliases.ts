import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Workspace packages resolve to their sources in every tool (Vite, Vitest, Ladle), through the
 * entries their package.json `exports` publish and nothing else: an import of a file a package
 * does not export fails here as it would for an npm consumer (the lint step's dependency rules
 * say the same, with the reason).
 *
 * A public package's entry is conditional: `@anp/source` names the source file the monorepo's
 * tools use (this file, tsconfig's `customConditions`, dependency-cruiser, Node's `--conditions`
 * for tsx), `types` and `default` the built files an npm consumer gets. The private packages
 * (reference API, demo data) name their sources directly.
 */
export const SOURCE_CONDITION = '@anp/source';

const packagesDir = fileURLToPath(new URL('../packages/', import.meta.url));

type ExportTarget = string | Record<string, string>;

interface Manifest {
  name: string;
  exports?: Record<string, ExportTarget>;
}

/** The source file an `exports` entry names for the monorepo's tools, if any. */
export const sourceOf = (target: ExportTarget): string | undefined =>
  typeof target === 'string' ? target : target[SOURCE_CONDITION];

/** Every workspace package under packages/, by its manifest. */
export const KIT_MANIFESTS: (Manifest & { dir: string })[] = readdirSync(packagesDir, {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => {
    try {
      const manifest = JSON.parse(
        readFileSync(`${packagesDir}${entry.name}/package.json`, 'utf8'),
      ) as Manifest;
      return [{ ...manifest, dir: entry.name }];
    } catch {
      return [];
    }
  });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export const aliases = KIT_MANIFESTS.flatMap((manifest) =>
  Object.entries(manifest.exports ?? {}).flatMap(([subpath, target]) => {
    const source = sourceOf(target);
    return source && (source.startsWith('./src/') || source.startsWith('./test/'))
      ? [
          {
            find: new RegExp(`^${escape(manifest.name + subpath.slice(1))}$`),
            replacement: `${packagesDir}${manifest.dir}/${source.slice(2)}`,
          },
        ]
      : [];
  }),
);
