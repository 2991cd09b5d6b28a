import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Workspace packages resolve to their sources in every tool (Vite, Vitest, Ladle), through the
 * entries their package.json `exports` publish and nothing else: an import of a file a package
 * does not export fails here as it would for an npm consumer (the lint step's dependency rules
 * say the same, with the reason).
 */
const packagesDir = fileURLToPath(new URL('../packages/', import.meta.url));

interface Manifest {
  name: string;
  exports?: Record<string, string>;
}

/** Every workspace package under packages/, by its manifest. */
export const KIT_MANIFESTS: Manifest[] = readdirSync(packagesDir, { withFileTypes: true })
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
  }) as (Manifest & { dir: string })[];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export const aliases = (KIT_MANIFESTS as (Manifest & { dir: string })[]).flatMap((manifest) =>
  Object.entries(manifest.exports ?? {})
    .filter(([, target]) => target.startsWith('./src/') || target.startsWith('./test/'))
    .map(([subpath, target]) => ({
      find: new RegExp(`^${escape(manifest.name + subpath.slice(1))}$`),
      replacement: `${packagesDir}${manifest.dir}/${target.slice(2)}`,
    })),
);
