import { fileURLToPath } from 'node:url';

/** Workspace packages resolve to their sources in every tool (Vite, Vitest, Ladle). */
const src = (name: string) => fileURLToPath(new URL(`../packages/${name}/src`, import.meta.url));

/** The kit's source packages; each is `@anp/<name>` (its index) and `@anp/<name>/<file>`. */
export const KIT_PACKAGES = [
  'core',
  'ui',
  'shell',
  'account-selector',
  'notification-drawer',
  'cart',
  'order-builder',
  'pdf',
  'orders',
  'order-detail',
  'memo-tile',
  'documents',
  'document-preview',
  'complaint-modal',
  'support',
];

export const aliases = KIT_PACKAGES.flatMap((name) => [
  { find: new RegExp(`^@anp/${name}$`), replacement: `${src(name)}/index.ts` },
  { find: new RegExp(`^@anp/${name}/(.*)$`), replacement: `${src(name)}/$1` },
]);
