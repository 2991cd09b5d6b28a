import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/chromium.mjs';

/** Browser tests against the built host, the CDN elements on a plain page, and the Ladle build. */
export default defineConfig({
  testDir: 'tests/browser',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    // The stack's development certificate is its own; the browser tests trust it.
    ignoreHTTPSErrors: true,
    launchOptions: {
      executablePath: process.env.ANP_CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    {
      // The whole stack as `npm start` runs it (host, API, sign-in on one https origin), on its
      // own ports with a fresh in-memory database.
      command: 'npx tsx scripts/start.ts',
      url: 'https://localhost:5273/api/featuretoggles',
      ignoreHTTPSErrors: true,
      timeout: 120_000,
      reuseExistingServer: !process.env.CI,
      env: {
        PORT: '5273',
        API_PORT: '5274',
        ANP_STATE_DIR: '.cache/test-stack',
        ANP_DATA_DIR: 'memory://',
        // The plain embed page calls the stack's API from its own origin.
        ANP_CORS_ORIGINS: 'http://127.0.0.1:4180',
      },
    },
    {
      command: 'npx vite preview host --port 4173 --strictPort',
      url: 'http://127.0.0.1:4173/config.json',
      reuseExistingServer: !process.env.CI,
    },
    {
      command: 'node scripts/static-server.mjs 4180 /cdn=dist/cdn /=tests/browser/fixtures',
      url: 'http://127.0.0.1:4180/embed.html',
      reuseExistingServer: !process.env.CI,
    },
    {
      command: 'node scripts/static-server.mjs 4190 /=ladle/build',
      url: 'http://127.0.0.1:4190/index.html',
      reuseExistingServer: !process.env.CI,
    },
  ],
});
