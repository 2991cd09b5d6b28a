import { defineConfig } from 'vitest/config';
import { aliases } from './scripts/aliases.ts';

const MODEL_TESTS = [
  'packages/*/src/**/model/**/*.test.ts',
  'packages/rules/src/**/*.test.ts',
  'packages/contract/src/**/*.test.ts',
  'host/src/**/model/**/*.test.ts',
];

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    restoreMocks: true,
    projects: [
      {
        // Pure business rules (model/ folders: no React, no DOM) run without jsdom, whose set-up
        // per file costs more than their tests.
        extends: true,
        test: {
          name: 'kit-model',
          include: MODEL_TESTS,
          exclude: ['packages/reference-api/**', 'packages/demo-data/**', '**/node_modules/**'],
          environment: 'node',
        },
      },
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
          exclude: [
            'packages/reference-api/**',
            'packages/demo-data/**',
            '**/node_modules/**',
            ...MODEL_TESTS,
          ],
          environment: 'jsdom',
          setupFiles: ['tests/setup/vitest.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'reference-api',
          // The server, its demo data, and the contract tests that run the kit's client against it.
          include: [
            'packages/reference-api/src/**/*.test.ts',
            'packages/demo-data/src/**/*.test.ts',
            'tests/contract/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
