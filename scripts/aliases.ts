import { fileURLToPath } from 'node:url';

/** Workspace packages resolve to their sources in every tool (Vite, Vitest, Ladle). */
const src = (name: string) => fileURLToPath(new URL(`../packages/${name}/src`, import.meta.url));

export const aliases = [
  { find: /^@anp\/core$/, replacement: `${src('core')}/index.ts` },
  { find: /^@anp\/core\/(.*)$/, replacement: `${src('core')}/$1` },
  { find: /^@anp\/ui$/, replacement: `${src('ui')}/index.ts` },
  { find: /^@anp\/shell$/, replacement: `${src('shell')}/index.ts` },
  { find: /^@anp\/shell\/(.*)$/, replacement: `${src('shell')}/$1` },
];
