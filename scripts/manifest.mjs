import { writeFileSync } from 'node:fs';
import { createServer } from 'vite';
import { aliases } from './aliases.ts';

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
    writeFileSync(
      `packages/${pkg}/custom-elements.json`,
      `${JSON.stringify(buildManifest(entries), null, 2)}\n`,
    );
    writeFileSync(`packages/${pkg}/src/custom-elements.d.ts`, buildTypings(entries));
    console.log(`manifest: packages/${pkg} (${entries.map((e) => e.widget.tag).join(', ')})`);
  }
} finally {
  await server.close();
}
