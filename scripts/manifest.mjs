import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'vite';
import { aliases } from './aliases.ts';
import { EDITOR_FILES, vsCodeHtmlData, webTypes } from './editor-data.ts';
import { stylingSection, withStylingSection } from './readme-styling.ts';

/**
 * Writes a file only when its text changes: the type check, the unit tests and the libraries'
 * build read these files while `npm test` runs this script beside them, and a current file is
 * then never rewritten under them.
 */
function writeIfChanged(path, text) {
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return;
  writeFileSync(path, text);
}

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Writes, for every package with elements, from its element definitions (defineWidget):
 * `custom-elements.json` (the manifest), `src/custom-elements.d.ts` (the typings), and the
 * editors' data made from the manifest, `vscode.html-custom-data.json` and `web-types.json`.
 * A unit test fails when the committed files are stale (tests/unit/manifest.test.ts).
 */
const server = await createServer({
  configFile: false,
  logLevel: 'error',
  resolve: { alias: aliases },
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
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
    const manifest = buildManifest(entries);
    const { name, version } = JSON.parse(readFileSync(`packages/${pkg}/package.json`, 'utf8'));
    writeIfChanged(`packages/${pkg}/custom-elements.json`, json(manifest));
    writeIfChanged(`packages/${pkg}/src/custom-elements.d.ts`, buildTypings(entries));
    writeIfChanged(`packages/${pkg}/${EDITOR_FILES.vsCode}`, json(vsCodeHtmlData(manifest)));
    writeIfChanged(
      `packages/${pkg}/${EDITOR_FILES.webTypes}`,
      json(webTypes(manifest, name, version)),
    );
    const readme = `packages/${pkg}/README.md`;
    if (existsSync(readme))
      writeIfChanged(
        readme,
        withStylingSection(readFileSync(readme, 'utf8'), stylingSection(manifest)),
      );
    console.log(`manifest: packages/${pkg} (${entries.map((e) => e.widget.tag).join(', ')})`);
  }
} finally {
  await server.close();
}
