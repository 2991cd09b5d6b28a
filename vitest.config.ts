import { defineConfig } from 'vitest/config';
import { aliases } from './scripts/aliases.ts';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'kit',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'host/src/**/*.test.{ts,tsx}',
            'tests/unit/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          exclude: ['packages/reference-api/**', '**/node_modules/**'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/vitest.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'reference-api',
          include: ['packages/reference-api/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
