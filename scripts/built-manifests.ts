import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cdnVersion, writeIntegrity } from './cdn-files.mjs';
import { EDITOR_FILES, vsCodeHtmlData, webTypes, type ElementsManifest } from './editor-data.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The manifests of a build: each package's module paths checked against its `dist`, and the CDN
 * folder's manifest and editor data written beside its entry files. scripts/build.mjs runs both
 * after the builds they follow; the CDN build may call writeCdnManifests itself.
 */

/** The committed manifests of every package with elements (packages/<pkg>/custom-elements.json). */
function packageManifests(): ElementsManifest[] {
  return readdirSync(join(root, 'packages'))
    .map((pkg) => join(root, 'packages', pkg, 'custom-elements.json'))
    .filter((path) => existsSync(path))
    .sort()
    .map((path) => JSON.parse(readFileSync(path, 'utf8')) as ElementsManifest);
}

/**
 * The CDN's manifest: every package's elements, each module the CDN file that defines its tag,
 * `anp-<tag>.js` beside the manifest (the CDN build names its entries so).
 */
export function cdnManifest(manifests: readonly ElementsManifest[] = packageManifests()) {
  const modules = manifests.flatMap((manifest) =>
    manifest.modules.flatMap((module) =>
      (module.declarations ?? [])
        .filter((d): d is typeof d & { tagName: string } => Boolean(d.tagName))
        .map((declaration) => {
          const path = `${declaration.tagName}.js`;
          return {
            ...module,
            path,
            declarations: [declaration],
            exports: [
              {
                kind: 'custom-element-definition',
                name: declaration.tagName,
                declaration: { name: declaration.name, module: path },
              },
            ],
          };
        }),
    ),
  );
  modules.sort((a, b) => a.path.localeCompare(b.path));
  return { schemaVersion: manifests[0]?.schemaVersion ?? '2.1.0', readme: '', modules };
}

/** Folders under `dir` (itself included) holding `anp-*.js` entry files. */
function entryFolders(dir: string): string[] {
  const entries = readdirSync(dir, { withFileTypes: true });
  const here = entries.some((e) => e.isFile() && /^anp-[a-z-]+\.js$/.test(e.name)) ? [dir] : [];
  return [
    ...here,
    ...entries.filter((e) => e.isDirectory()).flatMap((e) => entryFolders(join(dir, e.name))),
  ];
}

/**
 * Writes `custom-elements.json`, `vscode.html-custom-data.json` and `web-types.json` into every
 * folder under `cdnDir` that holds the CDN's `anp-*.js` entry files (one per version folder).
 * Fails when an element of the manifests has no entry file there: its module path would not exist.
 * Called by scripts/build.mjs after the CDN build, then rewrites the folder's integrity.json;
 * returns the folders written.
 */
export function writeCdnManifests(cdnDir = join(root, 'dist', 'cdn')): string[] {
  if (!existsSync(cdnDir)) return [];
  const manifest = cdnManifest();
  // The kit's release version, which also names the CDN folder (@anp/core's, see cdn-files.mjs).
  const version: string = cdnVersion(root);
  const folders = entryFolders(cdnDir);
  for (const folder of folders) {
    const missing = manifest.modules.filter((m) => !existsSync(join(folder, m.path)));
    if (missing.length > 0) {
      throw new Error(
        `cdn manifest: ${folder} has no ${missing.map((m) => m.path).join(', ')} of the manifests' elements`,
      );
    }
    const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
    writeFileSync(join(folder, 'custom-elements.json'), json(manifest));
    writeFileSync(join(folder, EDITOR_FILES.vsCode), json(vsCodeHtmlData(manifest)));
    writeFileSync(
      join(folder, EDITOR_FILES.webTypes),
      json(webTypes(manifest, 'an-portal-kit-cdn', version)),
    );
    // The folder's integrity.json covers every file in it, these three included.
    writeIntegrity(folder);
  }
  return folders;
}

/**
 * The module paths of the package manifests that a build of the packages did not make
 * (`packages/cart: dist/element.js`); empty when every one exists.
 */
export function missingPackageModules(): string[] {
  return readdirSync(join(root, 'packages')).flatMap((pkg) => {
    const path = join(root, 'packages', pkg, 'custom-elements.json');
    if (!existsSync(path)) return [];
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as ElementsManifest;
    return [...new Set(manifest.modules.map((m) => m.path))]
      .filter((module) => !existsSync(join(root, 'packages', pkg, module)))
      .map((module) => `packages/${pkg}: ${module}`);
  });
}
