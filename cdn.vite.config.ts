import { defineConfig, type Plugin } from 'vite';
import { globSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { aliases } from './scripts/aliases.ts';
import { cdnDir, cdnVersion, sri, writeIntegrity } from './scripts/cdn-files.mjs';
import type { CdnManifest } from './scripts/cdn-loader.ts';

/**
 * The CDN build, into `dist/cdn/<version>/` (the version of @anp/core, which every public package
 * shares): `anp-loader.js`, the one script a CMS page needs, which defines each `<anp-*>` tag when
 * it appears; one ES module per element under a stable name (`anp-footer.js`, ...), which a page
 * may also load itself; content-hashed chunks; and `integrity.json` (sha384 of every file).
 * The elements share ONE runtime chunk (React, styled-components, swr, i18next, @anp/core,
 * @anp/ui). MSAL stays out of it: core imports it lazily, so it lands in its own on-demand chunk.
 * Libraries only some features need (downshift, dayjs) stay with those features' chunks.
 */
const root = fileURLToPath(new URL('.', import.meta.url));
const elementFiles = globSync('packages/*/src/**/*.element.ts', { cwd: root });
const elementEntries = Object.fromEntries(
  elementFiles.map((file) => [`anp-${basename(file, '.element.ts')}`, resolve(root, file)]),
);
const entries = { ...elementEntries, 'anp-loader': resolve(root, 'scripts/cdn-loader.entry.ts') };
const version = cdnVersion(root);
const outDir = cdnDir(version, root);

/**
 * Writes the version's manifest into `anp-loader.js` (each element's entry and the chunks it
 * imports statically, with their sha384 hashes, which the loader preloads with `integrity`), then
 * `integrity.json` over every file of the folder.
 */
function loaderManifest(): Plugin {
  const closures = new Map<string, string[]>();
  return {
    name: 'anp-loader-manifest',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c]] : [])),
      );
      for (const chunk of chunks.values()) {
        if (!chunk.isEntry || !(chunk.name in elementEntries)) continue;
        const seen: string[] = [];
        const visit = (file: string) => {
          if (seen.includes(file)) return;
          seen.push(file);
          for (const dep of chunks.get(file)?.imports ?? []) visit(dep);
        };
        visit(chunk.fileName);
        closures.set(chunk.name, seen);
      }
    },
    writeBundle() {
      const files: CdnManifest['files'] = [];
      const index = (file: string) => {
        const at = files.findIndex(([name]) => name === file);
        if (at >= 0) return at;
        files.push([file, sri(readFileSync(join(outDir, file)))]);
        return files.length - 1;
      };
      const elements = Object.fromEntries(
        [...closures].sort().map(([tag, closure]) => [tag, closure.map(index)]),
      );
      const manifest: CdnManifest = { version, files, elements };
      const loader = join(outDir, 'anp-loader.js');
      const code = readFileSync(loader, 'utf8');
      const placeholder = /([`"'])@@ANP_CDN_MANIFEST@@\1/;
      if (!placeholder.test(code)) throw new Error('anp-loader.js: no manifest placeholder');
      writeFileSync(
        loader,
        code.replace(placeholder, () => JSON.stringify(JSON.stringify(manifest))),
      );
      writeIntegrity(outDir);
    },
  };
}

/**
 * The CDN build renders with Preact through preact/compat instead of React DOM (about 50 KB of
 * gzip less in the runtime every cold element loads; docs/decisions.md, "Preact in the CDN
 * build"). Only this build: the npm packages keep React as a peer, the host, Ladle and the unit
 * tests run React. Exact names, so nothing else under `react-*` is caught.
 */
const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  // preact/compat's root renders at once; this one keeps React's order (see the file).
  { find: /^react-dom\/client$/, replacement: resolve(root, 'scripts/cdn-preact-client.ts') },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

const RUNTIME =
  /\/node_modules\/(preact|styled-components|@emotion|stylis|tslib|swr|use-sync-external-store|dequal|i18next|void-elements|@r2wc)\/|\/packages\/(core|ui)\/src\/|\/scripts\/cdn-preact-client\.ts$/;

/**
 * The small rules the runtime itself needs (locales, countries, constants, portal paths, the
 * badge cap) join it, and so do the market formats and civil dates nearly every element shows
 * (money, numbers and dates: 12 of the 17 elements); the other rules of @anp/rules (permissions,
 * ordering and cart rules) travel with the features that use them.
 */
const RUNTIME_RULES =
  /\/packages\/rules\/src\/(index|locale|countries|constants|portal-path|badge|format|money|markets|dates|calendar\/civil)\.ts$/;

/**
 * The runtime's own parts that load right after start (the token guard, the tab sync): one
 * on-demand chunk of the runtime, which every element on a page shares.
 */
const RUNTIME_LATER = /\/packages\/core\/src\/(auth\/guard|session\/tab-sync)\.lazy\.ts$/;

/**
 * The typed calls of the feature services (cart, orders, documents, support, users) and the features'
 * shared hooks (`@anp/core/hooks`: the paged list over swr/infinite, the debounce) travel with the
 * features; the shell's calls are the runtime's own (the header, the account selector).
 */
const FEATURE_SERVICES =
  /\/packages\/core\/src\/(services\/(cart|orders|documents|support|users|reminders|finance|banner|reports|entitlements)\.ts$|hooks\/)|\/node_modules\/swr\/dist\/infinite\//;

/**
 * Primitives of @anp/ui that only some features use travel with those features: the range
 * picker, the data table, the charts (with d3), the upload area, the date picker's calendar and
 * popover, the line icons, the modal (no element of the shell needs it at start) and the top layer
 * (`@anp/ui/top-layer`: dialogs, popovers, Floating UI placement). The form fields and the date
 * picker's field are the runtime's: every form of the kit (cart, modify order, order builder,
 * orders' search, support, complaints) is built on them (docs/decisions.md, "Issue 13: the three
 * heavy elements").
 */
const FEATURE_UI =
  /\/packages\/ui\/src\/(date-range-picker\/|data-table\/|charts\/|top-layer\/|upload-area\/|date-picker\/(calendar-dialog|month-grid|popover)|modal\.tsx$|line-icons\.tsx$)/;

const inRuntime = (id: string) =>
  (RUNTIME.test(id) || RUNTIME_RULES.test(id) || id.startsWith('\0')) &&
  !id.includes('@azure/msal') &&
  // Modules named *.lazy.ts(x) are loaded on demand.
  !/\.lazy\.tsx?$/.test(id) &&
  !FEATURE_SERVICES.test(id) &&
  !FEATURE_UI.test(id);

export default defineConfig({
  // Relative asset URLs: the files are served from any sub-path of a market site (`/cdn/`), and
  // assets a chunk loads itself (pdf.js's worker) must resolve next to it, not at the site root.
  base: './',
  resolve: { alias: [...aliases, ...preactAliases] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [loaderManifest()],
  // Workers (the document preview's TIFF decoder) sit beside the chunks, as every file of the
  // folder does, not in an assets/ subfolder.
  worker: {
    rolldownOptions: {
      output: { entryFileNames: '[name]-[hash].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: true,
    lib: { entry: entries, formats: ['es'], fileName: (_format, name) => `${name}.js` },
    rolldownOptions: {
      // swr marks its modules "use client" for server components; meaningless in a browser bundle.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
      output: {
        // Vite leaves whitespace in library ES output; CDN files are for browsers, minify fully.
        minify: true,
        chunkFileNames: '[name]-[hash].js',
        codeSplitting: {
          groups: [
            {
              // Rolldown's own helpers (virtual `\0` ids) join the runtime too.
              name: (id: string) => (inRuntime(id) ? 'anp-runtime' : null),
            },
            { name: (id: string) => (RUNTIME_LATER.test(id) ? 'anp-runtime-later' : null) },
          ],
        },
      },
    },
  },
});
