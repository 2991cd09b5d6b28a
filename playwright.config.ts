import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/chromium.mjs';
import { cdnVersion } from './scripts/cdn-files.mjs';

/**
 * The plain pages load the CDN build of this version as `/cdn/current/…` (a fixture names no
 * version, so a release does not touch them); `/cdn/<version>/` serves every built version.
 */
const CDN_VERSION = cdnVersion();

/**
 * Specs that change what another spec reads of the same demo user run one file at a time, in
 * one chain per kind of state, while other workers take the rest:
 * - the US retailer's carts and orders: ordering, the order builder, the ordering and shell embed
 *   pages (the cart badge), the session store page (it fills and empties carts), the order
 *   detail (it modifies a Placed order the ordering journeys may list), and the ordering
 *   overlays page (it fills the cart and opens an order's modify page, which starts a draft);
 * - the US retailer's support cases and drafts: support, the complaint modal and the overlays
 *   page (it opens the complaint modal).
 * The tour of the 11 markets (issue 14) reads the Guatemalan and Peruvian carts the ordering
 * specs fill, and the Peruvian customer's terms, which session.spec shows before accepting them:
 * both join the carts' chain, where files run in name order (session before tour). Quick order
 * and Order again (issue 17) fill and empty the US retailer's cart: they join it too.
 */
const CART_AND_ORDER_SPECS = [
  'ordering.spec.ts',
  'order-builder.spec.ts',
  'embed-ordering.spec.ts',
  'embed-shell.spec.ts',
  'order-detail.spec.ts',
  'session-store.spec.ts',
  'overlays-ordering.spec.ts',
  'session.spec.ts',
  'tour-of-markets.spec.ts',
  'quick-order.spec.ts',
  'reorder.spec.ts',
];
const SUPPORT_CASE_SPECS = ['support.spec.ts', 'complaint-modal.spec.ts', 'overlays.spec.ts'];
/**
 * Specs whose tests share no state with each other either (the Ladle stories, the sign-in of
 * each demo user, the read-only walks of every page per language): their tests spread over the
 * workers.
 */
const INDEPENDENT_TESTS = ['ladle-stories.spec.ts', 'sign-in.spec.ts', 'portal-languages.spec.ts'];

/** Browser tests against the built host, the CDN elements on a plain page, and the Ladle build. */
export default defineConfig({
  testDir: 'tests/browser',
  fullyParallel: false,
  // Three workers over one stack (the tests wait on the browser and the API as much as they
  // compute): each chain of specs that share a demo user's state runs one file at a time, the
  // rest read what they need or use users of their own.
  workers: 3,
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
  projects: [
    // The longest chain first: it is the run's critical path.
    { name: 'shared-carts', testMatch: CART_AND_ORDER_SPECS, workers: 1 },
    { name: 'shared-cases', testMatch: SUPPORT_CASE_SPECS, workers: 1 },
    { name: 'independent-tests', testMatch: INDEPENDENT_TESTS, fullyParallel: true },
    {
      name: 'other',
      testIgnore: [...CART_AND_ORDER_SPECS, ...SUPPORT_CASE_SPECS, ...INDEPENDENT_TESTS],
    },
  ],
  webServer: [
    {
      // The whole stack as `npm start` runs it (host, API, sign-in on one https origin), on its
      // own ports with a fresh in-memory database.
      command: 'npx tsx --conditions=@anp/source scripts/start.ts',
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
      command: `node scripts/static-server.mjs 4180 /cdn/current=dist/cdn/${CDN_VERSION} /cdn=dist/cdn /=tests/browser/fixtures --csp=https://localhost:5273`,
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
