import type { ManifestEntry } from '@anp/core';

/** Every element definition module, by package; one source for the manifest script and its test. */
export const ELEMENT_MODULES: Record<string, { file: string; exportName: string }[]> = {
  shell: [{ file: 'src/footer/footer.element.ts', exportName: 'footerElement' }],
};

export type LoadModule = (path: string) => Promise<Record<string, unknown>>;

/** Loads a package's element definitions as manifest entries. */
export async function manifestEntries(pkg: string, load: LoadModule): Promise<ManifestEntry[]> {
  const entries: ManifestEntry[] = [];
  for (const { file, exportName } of ELEMENT_MODULES[pkg] ?? []) {
    const mod = await load(`packages/${pkg}/${file}`);
    entries.push({
      widget: mod[exportName] as ManifestEntry['widget'],
      modulePath: file.replace(/\.ts$/, '.js'),
    });
  }
  return entries;
}
