// @vitest-environment node
// (esbuild, which derives the elements' custom properties, needs Node's own TextEncoder.)
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildManifest, buildTypings } from '@anp/core';
import { ELEMENT_MODULES, elementModulePath, manifestEntries } from '../../scripts/elements';
import { EDITOR_FILES, vsCodeHtmlData, webTypes } from '../../scripts/editor-data';
import { cdnManifest, writeCdnManifests } from '../../scripts/built-manifests';
import { stylingSection, withStylingSection } from '../../scripts/readme-styling';
import { TOKEN_DESCRIPTIONS } from '../../packages/ui/src/token-descriptions';

const load = (path: string) =>
  import(/* @vite-ignore */ `../../${path}`) as Promise<Record<string, unknown>>;

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

describe('withStylingSection', () => {
  it.each([
    [
      'replaces the section up to the next heading',
      '# A\n\n## Styling\n\nold\n\n## Next\n',
      '# A\n\nNEW\n\n## Next\n',
    ],
    ['replaces the section at the end', '# A\n\n## Styling\n\nold\n', '# A\n\nNEW\n'],
    ['appends a missing section', '# A\n', '# A\n\nNEW\n'],
  ])('%s', (_case, readme, expected) => {
    expect(withStylingSection(readme, 'NEW\n')).toBe(expected);
  });
});

describe.each(Object.keys(ELEMENT_MODULES))(
  'given the element definitions of packages/%s',
  (pkg) => {
    it('custom-elements.json matches them (run `npm run manifest` after changing an element)', async () => {
      const entries = await manifestEntries(pkg, load);
      expect(readJson(`packages/${pkg}/custom-elements.json`)).toEqual(buildManifest(entries));
    });

    it('the generated typings match them', async () => {
      const entries = await manifestEntries(pkg, load);
      expect(readFileSync(`packages/${pkg}/src/custom-elements.d.ts`, 'utf8')).toBe(
        buildTypings(entries),
      );
    });

    it("the README's Styling section lists the manifest's parts and custom properties", () => {
      const manifest = readJson(`packages/${pkg}/custom-elements.json`) as Parameters<
        typeof stylingSection
      >[0];
      const readme = readFileSync(`packages/${pkg}/README.md`, 'utf8');
      expect(readme).toBe(withStylingSection(readme, stylingSection(manifest)));
      for (const module of manifest.modules)
        for (const declaration of module.declarations ?? [])
          if (declaration.tagName) expect(readme).toContain(`### \`<${declaration.tagName}>\``);
    });

    it("the editors' data (VS Code, JetBrains) match the manifest", () => {
      const manifest = readJson(`packages/${pkg}/custom-elements.json`) as Parameters<
        typeof vsCodeHtmlData
      >[0];
      const { name, version } = readJson(`packages/${pkg}/package.json`) as {
        name: string;
        version: string;
      };
      expect(readJson(`packages/${pkg}/${EDITOR_FILES.vsCode}`)).toEqual(vsCodeHtmlData(manifest));
      expect(readJson(`packages/${pkg}/${EDITOR_FILES.webTypes}`)).toEqual(
        webTypes(manifest, name, version),
      );
    });

    it('the package ships the manifest and the editor data, and names them', () => {
      const json = readJson(`packages/${pkg}/package.json`) as {
        files?: string[];
        customElements?: string;
        'web-types'?: string;
      };
      expect(json.files).toEqual(
        expect.arrayContaining([
          'custom-elements.json',
          EDITOR_FILES.vsCode,
          EDITOR_FILES.webTypes,
        ]),
      );
      expect(json.customElements).toBe('custom-elements.json');
      expect(json['web-types']).toBe(`./${EDITOR_FILES.webTypes}`);
    });

    it('every element tag starts with anp- and documents its attributes and events', async () => {
      const entries = await manifestEntries(pkg, load);
      for (const { widget } of entries) {
        expect(widget.tag).toMatch(/^anp-[a-z-]+$/);
        const manifest = buildManifest([{ widget, modulePath: 'x.js' }]);
        const declaration = manifest.modules[0]?.declarations[0];
        const attributes = declaration?.attributes ?? [];
        expect(attributes.map((a) => a.name)).toEqual(
          expect.arrayContaining(['country', 'lang', 'api-base']),
        );
        for (const a of attributes) expect(a.description.length).toBeGreaterThan(5);
        for (const event of Object.values(widget.definition.events ?? {})) {
          const { name, detail, description } = event as {
            name: string;
            detail?: string;
            description: string;
          };
          expect(name).toMatch(/^anp-[a-z-]+$/);
          expect(description.length, name).toBeGreaterThan(5);
          expect(detail, `${widget.tag} ${name} has a detail type`).toMatch(/\S/);
        }
      }
    });

    it('names the built module of the ./element export, which registers every element', () => {
      const path = elementModulePath(pkg);
      // tsup builds each export's source into dist/ under the same relative path.
      expect(path).toBe('dist/element.js');
      const source = readFileSync(`packages/${pkg}/src/element.ts`, 'utf8');
      for (const file of ELEMENT_MODULES[pkg] ?? []) {
        expect(source, `src/element.ts imports ${file}`).toContain(
          `'./${file.replace(/^src\//, '').replace(/\.ts$/, '')}'`,
        );
      }
      const manifest = readJson(`packages/${pkg}/custom-elements.json`) as {
        modules: { path: string }[];
      };
      for (const module of manifest.modules) expect(module.path).toBe(path);
    });

    it('lists theme tokens its code uses, each described', () => {
      const manifest = readJson(`packages/${pkg}/custom-elements.json`) as {
        modules: { declarations: { cssProperties: { name: string; description: string }[] }[] }[];
      };
      for (const { declarations } of manifest.modules) {
        const properties = declarations[0]?.cssProperties ?? [];
        // Every element draws text and has a font; none lists the token table whole.
        expect(properties.map((p) => p.name)).toEqual(
          expect.arrayContaining(['--anp-font-family', '--anp-color-text']),
        );
        expect(properties.length).toBeLessThan(Object.keys(TOKEN_DESCRIPTIONS).length);
        for (const { name, description } of properties) {
          expect(Object.keys(TOKEN_DESCRIPTIONS)).toContain(name.replace(/^--anp-/, ''));
          expect(description.length).toBeGreaterThan(5);
        }
      }
    });
  },
);

describe('given a CDN build folder', () => {
  const tags = Object.keys(ELEMENT_MODULES).flatMap((pkg) =>
    (
      readJson(`packages/${pkg}/custom-elements.json`) as {
        modules: { declarations: { tagName: string }[] }[];
      }
    ).modules.map((m) => m.declarations[0]?.tagName ?? ''),
  );

  it('its manifest names each element by the entry file that defines it, anp-<tag>.js', () => {
    const manifest = cdnManifest();
    expect(manifest.modules.map((m) => m.path).sort()).toEqual(tags.map((t) => `${t}.js`).sort());
    for (const module of manifest.modules) {
      expect(module.declarations[0]?.tagName).toBe(module.path.replace(/\.js$/, ''));
    }
  });

  it('writes the manifest and editor data into every version folder with entry files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'anp-cdn-'));
    try {
      for (const version of ['1.0.0', '1.1.0']) {
        mkdirSync(join(dir, version));
        for (const tag of tags) writeFileSync(join(dir, version, `${tag}.js`), '');
      }
      mkdirSync(join(dir, 'assets'));
      expect(writeCdnManifests(dir).sort()).toEqual([join(dir, '1.0.0'), join(dir, '1.1.0')]);
      const written = readJson(join(dir, '1.1.0', 'custom-elements.json'));
      expect(written).toEqual(cdnManifest());
      expect(readJson(join(dir, '1.0.0', EDITOR_FILES.vsCode))).toEqual(
        vsCodeHtmlData(cdnManifest()),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails when a folder lacks the entry file of an element', () => {
    const dir = mkdtempSync(join(tmpdir(), 'anp-cdn-'));
    try {
      writeFileSync(join(dir, 'anp-footer.js'), '');
      expect(() => writeCdnManifests(dir)).toThrow(/has no anp-/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
