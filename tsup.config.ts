import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { defineConfig } from 'tsup';

/**
 * `import url from './x.worker?worker&url'` (Vite's form, used by the document preview's TIFF
 * worker): esbuild bundles the worker into its own file beside the package's chunks, and the
 * import becomes that file's URL next to the chunk that asks for it, which any bundler that
 * knows `new URL(..., import.meta.url)` (Vite, webpack 5, Parcel) copies along.
 */
function workerUrl(outDir: string): Plugin {
  return {
    name: 'worker-url',
    setup(esbuild) {
      esbuild.onResolve({ filter: /\?worker&url$/ }, (args) => ({
        path: resolve(args.resolveDir, args.path.replace(/\?worker&url$/, '')),
        namespace: 'worker-url',
      }));
      esbuild.onLoad({ filter: /.*/, namespace: 'worker-url' }, async (args) => {
        const file = /\.tsx?$/.test(args.path) ? args.path : `${args.path}.ts`;
        const name = basename(file).replace(/\.tsx?$/, '.js');
        await build({
          entryPoints: [file],
          bundle: true,
          format: 'esm',
          platform: 'browser',
          target: 'es2022',
          minify: true,
          sourcemap: true,
          outfile: `${outDir}/${name}`,
          logLevel: 'warning',
        });
        return {
          contents: `export default new URL(${JSON.stringify(`./${name}`)}, import.meta.url).href;`,
          loader: 'js',
        };
      });
    },
  };
}

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
      esbuildPlugins: [workerUrl(`packages/${name}/dist`)],
    })),
);
