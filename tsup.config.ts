import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * Library builds of the packages for npm consumers (ESM; the .d.ts beside it come from one
 * TypeScript program, scripts/build-packages.mjs). React, react-dom and
 * styled-components are peers; the other @anp packages stay imports. The CDN build of the elements
 * (one shared runtime chunk) is `cdn.vite.config.ts`: esbuild cannot force a single shared chunk.
 *
 * Each package's entries are the source files its package.json `exports` name (the `@anp/source`
 * condition of each entry), so a package that adds an entry point declares it once.
 */
// The reference API and its demo data are private Node packages, never published.
const packages = readdirSync('packages').filter(
  (name) => name !== 'reference-api' && name !== 'demo-data',
);

function entriesOf(name: string): string[] {
  const manifest = JSON.parse(readFileSync(`packages/${name}/package.json`, 'utf8')) as {
    exports?: Record<string, string | Record<string, string>>;
  };
  return (
    Object.values(manifest.exports ?? {})
      .map((target) => (typeof target === 'string' ? target : (target['@anp/source'] ?? '')))
      .filter((path) => path.startsWith('./src/'))
      .map((path) => `packages/${name}/${path.slice(2)}`)
      // A package being built up may name an entry it does not have yet.
      .filter((path) => existsSync(path))
  );
}

export default defineConfig(
  packages
    .filter((name) => entriesOf(name).length > 0)
    .map((name) => ({
      name,
      entry: entriesOf(name),
      outDir: `packages/${name}/dist`,
      format: ['esm'],
      dts: false,
      sourcemap: true,
      clean: true,
      target: 'es2022',
      platform: 'browser',
      tsconfig: 'tsconfig.json',
      // The kit's other packages (the contract and the rules among them) stay imports.
      external: ['react', 'react-dom', 'styled-components', /^@anp\//, /^react\//],
    })),
);
