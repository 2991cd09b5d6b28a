import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'vite';
import { aliases } from './aliases.ts';

/**
 * Writes a file only when its text changes: the type check, the unit tests and the libraries'
 * build read these files while `npm test` runs this script beside them, and a current file is
 * then never rewritten under them.
 */
function writeIfChanged(path, text) {
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return;
  writeFileSync(path, text);
}

/**
 * Writes `custom-elements.json` and `src/custom-elements.d.ts` of every package from its element
 * definitions (defineWidget). A unit test fails when the committed files are stale.
 */
const server = await createServer({
  configFile: false,
  logLevel: 'error',
  resolve: { alias: aliases },
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: 'custom',
  optimizeDeps: { noDiscovery: true },
  // Transform dependencies too, so CommonJS packages (styled-components) get Vite's interop.
  ssr: { noExternal: ['styled-components'] },
});
try {
  const load = (path) => server.ssrLoadModule(`/${path}`);
  const { ELEMENT_MODULES, manifestEntries } = await load('scripts/elements.ts');
  const { buildManifest, buildTypings } = await load('packages/core/src/element/manifest.ts');
  for (const pkg of Object.keys(ELEMENT_MODULES)) {
    const entries = await manifestEntries(pkg, load);
    writeIfChanged(
      `packages/${pkg}/custom-elements.json`,
      `${JSON.stringify(buildManifest(entries), null, 2)}\n`,
    );
    writeIfChanged(`packages/${pkg}/src/custom-elements.d.ts`, buildTypings(entries));
    console.log(`manifest: packages/${pkg} (${entries.map((e) => e.widget.tag).join(', ')})`);
  }
} finally {
  await server.close();
}
