import { defineConfig } from 'vitest/config';
import { aliases } from './scripts/aliases.ts';

export default defineConfig({
  resolve: {
    alias: aliases,
  },
  test: {
    include: [
      'packages/*/src/**/*.test.{ts,tsx}',
      'host/src/**/*.test.{ts,tsx}',
      'tests/unit/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
    ],
    environment: 'jsdom',
    setupFiles: ['tests/setup/vitest.setup.ts'],
    restoreMocks: true,
  },
});
