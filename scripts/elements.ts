import type { ManifestEntry } from '@anp/core';

/** Every element definition module, by package; one source for the manifest script and its test. */
export const ELEMENT_MODULES: Record<string, { file: string; exportName: string }[]> = {
  shell: [
    { file: 'src/footer/footer.element.ts', exportName: 'footerElement' },
    { file: 'src/header/header.element.ts', exportName: 'headerElement' },
    { file: 'src/left-nav/left-nav.element.ts', exportName: 'leftNavElement' },
  ],
  'account-selector': [
    { file: 'src/account-selector.element.ts', exportName: 'accountSelectorElement' },
  ],
  'notification-drawer': [
    { file: 'src/notification-drawer.element.ts', exportName: 'notificationDrawerElement' },
  ],
  cart: [{ file: 'src/cart.element.ts', exportName: 'cartElement' }],
  'order-builder': [{ file: 'src/order-builder.element.ts', exportName: 'orderBuilderElement' }],
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
