import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { aliases } from './scripts/aliases.ts';

const PDFKIT_BROWSER = fileURLToPath(
  new URL('./node_modules/pdfkit/js/pdfkit.browser.mjs', import.meta.url),
);

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
    // Vitest's default is one worker fewer than the cores: a single worker on a two-core machine,
    // where the other core then idles while the tests run (npm test's background steps run under
    // `nice` and give way). Two workers at least took the unit step from 260 s to about 145 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // Pure business rules (model/ folders: no React, no DOM) run without jsdom, whose set-up
        // per file costs more than their tests. They keep no state between files (the one test
        // that sets TZ restores it), so one process runs them all: a fresh process per file cost
        // four times their tests.
        extends: true,
        test: {
          name: 'kit-model',
          include: MODEL_TESTS,
          exclude: ['packages/reference-api/**', 'packages/demo-data/**', '**/node_modules/**'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        // PDFKit as the browser runs it (fflate), not its Node build: in the VM contexts of the
        // vmForks pool, node:zlib's Buffers come from the outer realm, fail PDFKit's
        // `instanceof Uint8Array` and are written as text, so every deflate stream broke
        // ("Bad FCHECK in flate stream" in pdf.js). Browsers and plain Node have one realm.
        resolve: { alias: [{ find: /^pdfkit$/, replacement: PDFKIT_BROWSER }] },
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
            'scripts/serve/**',
            '**/node_modules/**',
            ...MODEL_TESTS,
          ],
          environment: 'jsdom',
          setupFiles: ['tests/setup/vitest.setup.ts'],
          // Each file still gets its own module graph and jsdom window, but in a VM context of a
          // long-lived worker instead of a new process: starting a process, jsdom, React and the
          // kit's modules for each of the 80-odd files cost about half of this project's CPU time.
          // Workers are recycled when they outgrow vmMemoryLimit (VM contexts leak memory).
          pool: 'vmForks',
          // A test that loads a widget, pages a list and waits on its updates can take more than
          // Vitest's default 5 s on a loaded two-core machine; a timeout is not a speed target.
          testTimeout: 15_000,
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
          // Every file builds its own server and database, and closes them: files share nothing
          // but loaded modules, so a worker process runs many of them instead of one each. That
          // saves the import of Fastify, the OpenID provider and PGlite's WebAssembly per file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The portal's own web servers (production and development) in Node: headers, files,
          // the proxy, and the paths that must never reach the state folder.
          name: 'servers',
          include: ['scripts/serve/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
