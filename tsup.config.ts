import { defineConfig } from 'tsup';

/**
 * Library builds of the packages for npm consumers (ESM + .d.ts). React, react-dom and
 * styled-components are peers; the other @anp packages stay imports. The CDN build of the elements
 * (one shared runtime chunk) is `cdn.vite.config.ts`: esbuild cannot force a single shared chunk.
 */
const packages: Record<string, string[]> = {
  core: ['src/index.ts'],
  pdf: ['src/index.ts'],
  ui: ['src/index.ts', 'src/modal.tsx', 'src/date-picker/index.ts'],
  shell: ['src/index.ts', 'src/element.ts'],
  'account-selector': ['src/index.ts', 'src/element.ts'],
  'notification-drawer': ['src/index.ts', 'src/element.ts'],
  cart: [
    'src/index.ts',
    'src/api/cart-api.ts',
    'src/model/index.ts',
    'src/rules-text/i18n.ts',
    'src/element.ts',
  ],
  'order-builder': ['src/index.ts', 'src/element.ts'],
};

export default defineConfig(
  Object.entries(packages).map(([name, entries]) => ({
    name,
    entry: entries.map((e) => `packages/${name}/${e}`),
    outDir: `packages/${name}/dist`,
    format: ['esm'],
    // The API contract types come from the reference API's schemas: inline them, since that
    // package is not published.
    dts: { resolve: [/@anp\/reference-api/, /typebox/] },
    sourcemap: true,
    clean: true,
    target: 'es2022',
    platform: 'browser',
    tsconfig: 'tsconfig.json',
    external: [
      'react',
      'react-dom',
      'styled-components',
      /^@anp\/(core|ui|shell|account-selector|notification-drawer|cart|order-builder|pdf)/,
      /^react\//,
    ],
  })),
);
