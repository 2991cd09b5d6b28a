import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildManifest, buildTypings } from '@anp/core';
import { ELEMENT_MODULES, manifestEntries } from '../../scripts/elements';

const load = (path: string) =>
  import(/* @vite-ignore */ `../../${path}`) as Promise<Record<string, unknown>>;

describe.each(Object.keys(ELEMENT_MODULES))(
  'given the element definitions of packages/%s',
  (pkg) => {
    it('custom-elements.json matches them (run `npm run manifest` after changing an element)', async () => {
      const entries = await manifestEntries(pkg, load);
      const committed: unknown = JSON.parse(
        readFileSync(`packages/${pkg}/custom-elements.json`, 'utf8'),
      );
      expect(committed).toEqual(buildManifest(entries));
    });

    it('the generated typings match them', async () => {
      const entries = await manifestEntries(pkg, load);
      expect(readFileSync(`packages/${pkg}/src/custom-elements.d.ts`, 'utf8')).toBe(
        buildTypings(entries),
      );
    });

    it('every element tag starts with anp- and documents its attributes', async () => {
      const entries = await manifestEntries(pkg, load);
      for (const { widget } of entries) {
        expect(widget.tag).toMatch(/^anp-[a-z-]+$/);
        const manifest = buildManifest([{ widget, modulePath: 'x.js' }]);
        const attributes = manifest.modules[0]?.declarations[0]?.attributes ?? [];
        expect(attributes.map((a) => a.name)).toEqual(
          expect.arrayContaining(['country', 'lang', 'api-base']),
        );
        for (const a of attributes) expect(a.description.length).toBeGreaterThan(5);
      }
    });
  },
);
