/**
 * What a browser really loads on each page of the built host (issue 13): the JavaScript of every
 * portal page, cold, until the page's real content shows.
 *
 * The built host (host/dist) is served by the production server of `npm start`
 * (scripts/serve/portal-server.ts) in this process, with the reference API and its sign-in
 * provider on an in-memory database, on free ports of its own. (`--origin <url>` uses a stack that
 * already runs instead: only a throwaway one, since opening the modify page starts a draft.) The
 * US retailer signs in through the provider's form once; then every page opens in a fresh browser
 * context (empty HTTP cache, cache disabled) that holds only that session's storage, and the
 * script waits until the page shows content only its data can give (the dashboard's programme
 * tiles, the order builder's product count, an order's lines…). Every script requested until then
 * counts: its body as the browser decoded it, compressed again with gzip level 9 (the unit of the
 * budgets; the server itself sends brotli, which is smaller). The login page is measured in the
 * sign-in context, until the provider's form shows.
 *
 * `tsx scripts/host-sizes.ts` prints the figures (`npm run bench`); `--check` also fails (exit 1)
 * when a page is over its budget (`npm run size`, npm test). HOST_SIZES_FILES=1 lists each page's
 * files; HOST_SIZES_ONLY=dashboard measures the pages named.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM_MESSAGE } from './chromium.mjs';

/**
 * Budgets in bytes of gzip (1 KB = 1000 bytes). `insights`: what the dashboard's order insights
 * (issue 17) add after the page's own content, their tiles, strings and charts together.
 */
export const HOST_BUDGETS = { dashboard: 200_000, page: 260_000, insights: 15_000 };

const REPO = join(import.meta.dirname, '..');
const DIST = join(REPO, 'host', 'dist');
const USER = 'retailer.us@demo.test';
const PASSWORD = 'demo';
const BASE = '/us/en/pages';

export interface PageFigure {
  name: string;
  path: string;
  files: number;
  gzipBytes: number;
  decodedBytes: number;
  budget: number;
  took: number;
}

/** Addresses some pages learn for others: an order that may still change, a question. */
interface Found {
  order: string;
  faq: string;
}

/** A page, how to know its real content shows, and what it learns for other pages. */
interface PageSpec {
  name: string;
  path: (found: Found) => string;
  ready: (page: Page) => Promise<unknown>;
  learn?: (page: Page, found: Found) => Promise<void>;
  /**
   * What the page loads after its content, measured on from `ready` as a figure of its own
   * (the dashboard's insights: they must not count in its first figure, nor grow unseen).
   */
  after?: {
    name: string;
    budget: number;
    /** A `performance.mark` the page sets as it starts loading what comes after. */
    mark: string;
    /** The chunk it starts with (what it imports, followed through the files, comes after). */
    entry: RegExp;
    ready: (page: Page) => Promise<unknown>;
  };
}

/** Pages measured side by side (each in its own browser context). */
const CONCURRENCY = 3;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the portal server over host/dist with the reference API on an in-memory database. */
async function startStack(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const apiPort = await freePort();
  // The certificate and signing keys persist between runs; the demo database is created afresh
  // in memory (about 10 s; on disk its first creation takes five times as long), so visits that
  // write (the modify page starts a draft) never pile up.
  // Beside `npm start`'s state, outside the repository and owner-only: never a key in a checkout.
  const { defaultStateDir } = await import('@anp/reference-api');
  const stateDir = join(defaultStateDir(), 'host-sizes');
  mkdirSync(stateDir, { recursive: true, mode: 0o700 });
  const { startReferenceStack } = await import('./serve/reference-stack');
  const { createPortalServer } = await import('./serve/portal-server');
  const stack = await startReferenceStack({
    ...process.env,
    PORT: String(port),
    API_PORT: String(apiPort),
    ANP_DATA_DIR: 'memory://',
    ANP_STATE_DIR: stateDir,
    ANP_LOG_LEVEL: 'warn',
  });
  const portal = createPortalServer({
    root: DIST,
    tls: stack.tls,
    publicOrigin: stack.origin,
    apiTarget: stack.apiTarget,
  });
  await portal.listen(port, '127.0.0.1');
  return {
    origin: stack.origin,
    stop: async () => {
      await portal.close(2_000);
      await stack.api.close({ timeoutMs: 2_000 });
    },
  };
}

/**
 * Records the script responses of a page: those requested before `until` resolves count, each
 * once, with the gzip size of its decoded body.
 */
async function measureScripts(
  page: Page,
  until: () => Promise<unknown>,
  after?: { mark: string; entry: RegExp; ready: () => Promise<unknown> },
) {
  const pending: Promise<{ url: string; decoded: number; gzip: number; text: string } | null>[] =
    [];
  const later: typeof pending = [];
  const failed: string[] = [];
  let open = true;
  let phase: typeof pending = pending;
  page.on('request', (request) => {
    // Scripts only (the host's are all `.js` files); an API call aborted when its component
    // unmounts has no body to read, and is none of these figures' business.
    if (!open || !/\.m?js$/.test(new URL(request.url()).pathname)) return;
    phase.push(
      request
        .response()
        .then(async (response) => {
          if (!response) return null;
          const type = response.headers()['content-type'] ?? '';
          if (!/javascript/.test(type)) return null;
          const body = await response.body();
          return {
            url: request.url(),
            decoded: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            text: body.toString('utf8'),
          };
        })
        .catch(() => {
          failed.push(request.url());
          return null;
        }),
    );
  });
  const started = performance.now();
  await until();
  const took = performance.now() - started;
  phase = later;
  let tookAfter = 0;
  // What comes after: the scripts the `after.entry` chunk imports, statically or dynamically
  // (followed through the files themselves), that the page started fetching once it set the mark.
  // A script the page had fetched before, or one of its own that happens to load later (the
  // account selector's chunks), stays in the first figure.
  let late = new Set<string>();
  if (after) {
    await after.ready();
    tookAfter = performance.now() - started - took;
    const afterMark = new Set(
      await page.evaluate((mark) => {
        const at = performance.getEntriesByName(mark)[0]?.startTime ?? Infinity;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime >= at)
          .map((entry) => entry.name);
      }, after.mark),
    );
    const loaded = (await Promise.all([...pending, ...later])).filter((r) => r !== null);
    const byName = new Map(loaded.map((r) => [r.url.replace(/^.*\//, ''), r]));
    const start = loaded.find((r) => after.entry.test(r.url));
    const queue = start ? [start] : [];
    const reached = new Set<string>();
    for (let r = queue.shift(); r; r = queue.shift()) {
      if (reached.has(r.url)) continue;
      reached.add(r.url);
      for (const match of r.text.matchAll(/["'](?:\.\/|assets\/)([\w.-]+\.js)["']/g)) {
        const next = byName.get(match[1] ?? '');
        if (next && !reached.has(next.url)) queue.push(next);
      }
    }
    late = new Set([...reached].filter((url) => afterMark.has(url)));
  }
  open = false;
  const figure = async (requests: typeof pending, skip: ReadonlySet<string>, time: number) => {
    const seen = new Map<string, { decoded: number; gzip: number }>();
    for (const r of await Promise.all(requests))
      if (r && !seen.has(r.url) && !skip.has(r.url)) seen.set(r.url, r);
    if (process.env.HOST_SIZES_FILES)
      for (const [url, r] of seen)
        console.log(`    ${(r.gzip / 1000).toFixed(1).padStart(7)} ${url.replace(/^.*\//, '')}`);
    const all = [...seen.values()];
    return {
      took: time,
      urls: [...seen.keys()],
      files: all.length,
      gzipBytes: all.reduce((sum, r) => sum + r.gzip, 0),
      decodedBytes: all.reduce((sum, r) => sum + r.decoded, 0),
    };
  };
  const first = await figure(pending, late, took);
  const second = after
    ? await figure(
        [...pending, ...later].map(async (r) => {
          const loaded = await r;
          return loaded && late.has(loaded.url) ? loaded : null;
        }),
        new Set(),
        tookAfter,
      )
    : null;
  if (failed.length > 0)
    throw new Error(`${page.url()}: no body for ${failed.join(', ')} (the figure would be short)`);
  return { ...first, after: second };
}

async function coldContext(browser: Browser, state: SessionState | null): Promise<BrowserContext> {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    ...(state ? { storageState: state.storage } : {}),
  });
  if (state) {
    // MSAL keeps its session in session storage, which a new context does not carry over.
    await context.addInitScript((entries: [string, string][]) => {
      if (window.sessionStorage.length > 0) return;
      for (const [key, value] of entries) window.sessionStorage.setItem(key, value);
    }, state.session);
  }
  return context;
}

interface SessionState {
  storage: Awaited<ReturnType<BrowserContext['storageState']>>;
  session: [string, string][];
}

export async function measureHostPages(
  options: { origin?: string; log?: (line: string) => void } = {},
): Promise<PageFigure[]> {
  const executablePath = await findChromium();
  if (!executablePath) throw new Error(NO_CHROMIUM_MESSAGE);
  if (!options.origin && !existsSync(join(DIST, 'index.html')))
    throw new Error('host/dist does not exist: run `node scripts/build.mjs host` first.');
  const since = performance.now();
  const stack = options.origin ? null : await startStack();
  if (stack)
    options.log?.(
      `(the portal and its API started in ${((performance.now() - since) / 1000).toFixed(1)} s)`,
    );
  const origin = options.origin ?? stack!.origin;
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const figures: PageFigure[] = [];
  const add = (
    name: string,
    path: string,
    m: Omit<Awaited<ReturnType<typeof measureScripts>>, 'after'>,
    budget = name === 'dashboard' ? HOST_BUDGETS.dashboard : HOST_BUDGETS.page,
  ) => {
    const { took, files, gzipBytes, decodedBytes } = m;
    figures.push({ name, path, budget, took, files, gzipBytes, decodedBytes });
  };
  try {
    // The login page, cold, until the provider's form shows; then the sign-in itself.
    const signInContext = await coldContext(browser, null);
    const signInPage = await signInContext.newPage();
    const login = await measureScripts(signInPage, async () => {
      await signInPage.goto(`${origin}/login?returnTo=${encodeURIComponent(`${BASE}/dashboard`)}`);
      await signInPage.waitForURL(/\/oidc\/interaction\//);
      await signInPage.getByLabel('E-mail address').waitFor();
    });
    add('login', '/login', login);
    await signInPage.getByLabel('E-mail address').fill(USER);
    await signInPage.getByLabel('Password').fill(PASSWORD);
    await signInPage.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signInPage.waitForURL((url) => url.pathname.startsWith(BASE));
    await signInPage.waitForFunction(() => sessionStorage.getItem('soldToId') !== null);
    const state: SessionState = {
      storage: await signInContext.storageState(),
      session: await signInPage.evaluate(() =>
        Object.keys(sessionStorage).map((k): [string, string] => [k, sessionStorage.getItem(k)!]),
      ),
    };
    await signInContext.close();

    const visit = async (spec: PageSpec) => {
      const context = await coldContext(browser, state);
      try {
        const page = await context.newPage();
        page.setDefaultTimeout(30_000);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        const path = spec.path(found);
        const after = spec.after;
        const m = await measureScripts(
          page,
          async () => {
            await page.goto(`${origin}${BASE}/${path}`);
            await spec.ready(page);
          },
          after && { mark: after.mark, entry: after.entry, ready: () => after.ready(page) },
        );
        await spec.learn?.(page, found);
        add(spec.name, `${BASE}/${path}`, m);
        if (after && m.after) add(after.name, `${BASE}/${path}`, m.after, after.budget);
      } finally {
        await context.close();
      }
    };
    // The pages whose addresses others need first (an order, a question), then the rest, a few
    // at a time: each in its own context, so they share nothing but the server.
    const found: Found = { order: '', faq: '' };
    // HOST_SIZES_ONLY=dashboard,cart measures those pages alone (with the pages they learn from).
    const only = process.env.HOST_SIZES_ONLY?.split(',').map((name) => name.trim());
    await Promise.all(PAGES.filter((p) => p.learn).map(visit));
    const rest = PAGES.filter((p) => !p.learn && (!only || only.includes(p.name)));
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let spec = rest.shift(); spec; spec = rest.shift()) await visit(spec);
      }),
    );
  } finally {
    await browser.close();
    await stack?.stop();
  }
  const order = ['login', ...PAGES.flatMap((p) => [p.name, ...(p.after ? [p.after.name] : [])])];
  figures.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  for (const f of figures)
    options.log?.(
      `${f.name.padEnd(22)} ${kb(f.gzipBytes).padStart(9)} gzip in ${String(f.files).padStart(2)} files (${kb(f.decodedBytes)} decoded)  budget ${kb(f.budget)}`,
    );
  return figures;
}

const main = (page: Page) => page.locator('main');
const shows = (find: (main: Locator) => Locator) => (page: Page) =>
  find(main(page)).first().waitFor();
const text = (pattern: RegExp) => shows((m) => m.getByText(pattern));
const fixed = (path: string) => () => path;

/** Every page of the portal's routes, each waiting for content only its data can give. */
const PAGES: PageSpec[] = [
  {
    name: 'dashboard',
    path: fixed('dashboard'),
    ready: shows((m) => m.getByRole('region', { name: 'Nutrition programmes' }).getByRole('link')),
    // The order insights load after the content: their tiles' figures and the charts' bars.
    after: {
      name: 'dashboard insights',
      budget: HOST_BUDGETS.insights,
      mark: 'anp:dashboard-insights',
      entry: /\/dashboard-insights-[\w-]+\.js$/,
      ready: async (page) => {
        const insights = main(page).getByRole('region', { name: 'Your orders at a glance' });
        await insights
          .getByRole('region', { name: 'Open orders' })
          .getByRole('img')
          .first()
          .waitFor();
        await insights
          .getByRole('region', { name: 'Tons this month' })
          .getByRole('img')
          .first()
          .waitFor();
      },
    },
  },
  {
    name: 'orderbuilder',
    path: fixed('orderbuilder'),
    ready: text(/^Showing \d+ of \d+ products/),
  },
  {
    name: 'cart',
    path: fixed('cart'),
    ready: shows((m) => m.getByRole('heading', { level: 2, name: /^Products/ })),
  },
  {
    name: 'cart/review',
    path: fixed('cart/review'),
    ready: shows((m) => m.getByRole('heading', { level: 2, name: 'Products in this order' })),
  },
  {
    name: 'cart/confirmation',
    path: fixed('cart/confirmation'),
    ready: shows((m) => m.getByRole('link', { name: 'View your orders' })),
  },
  {
    name: 'orders',
    path: fixed('orders'),
    ready: text(/^Showing \d+ of/),
    learn: async (page, found) => {
      const href = await main(page)
        .getByRole('region', { name: 'Orders you can still change' })
        .getByRole('link', { name: /^Modify order/ })
        .first()
        .getAttribute('href');
      found.order = /\/orders\/([^/]+)\/modify$/.exec(href ?? '')?.[1] ?? '';
    },
  },
  {
    name: 'orders/{order}',
    path: (found) => `orders/${found.order}`,
    ready: shows((m) => m.getByRole('heading', { level: 2, name: /^Products? ordered/ })),
  },
  {
    name: 'orders/{order}/modify',
    path: (found) => `orders/${found.order}/modify`,
    ready: shows((m) => m.getByRole('region', { name: 'Quantities' }).getByRole('listitem')),
  },
  {
    name: 'documents',
    path: fixed('documents'),
    ready: text(/^Showing \d+ of \d+ documents/),
  },
  {
    name: 'arbalance',
    path: fixed('arbalance'),
    ready: shows((m) =>
      m.getByRole('grid', { name: 'Open items of the account' }).getByRole('button'),
    ),
  },
  {
    name: 'support',
    path: fixed('support'),
    ready: shows((m) =>
      m.getByRole('region', { name: 'Frequently asked questions' }).getByRole('link'),
    ),
    learn: async (page, found) => {
      const href = await main(page)
        .getByRole('region', { name: 'Frequently asked questions' })
        .getByRole('link')
        .first()
        .getAttribute('href');
      found.faq = /\/faq\/([^/]+)$/.exec(href ?? '')?.[1] ?? '';
    },
  },
  {
    name: 'support/faq/{id}',
    path: (found) => `support/faq/${found.faq}`,
    ready: shows((m) => m.getByRole('link', { name: 'Back to support' })),
  },
  {
    name: 'profile',
    path: fixed('profile'),
    ready: shows((m) => m.getByRole('radio', { name: 'English' })),
  },
  {
    name: 'termsconditions',
    path: fixed('termsconditions'),
    ready: text(/^You accepted these terms on/),
  },
  {
    name: 'assets/{species}',
    path: fixed('assets/pork'),
    ready: shows((m) => m.getByRole('region', { name: 'Next steps' }).getByRole('link')),
  },
  {
    // Measured as the retailer, who may not manage users: the page loads the list's code (one
    // chunk with its table and filters) all the same, and says so.
    name: 'users',
    path: fixed('users'),
    ready: shows((m) => m.getByRole('heading', { name: 'No access to user management' })),
  },
  {
    // Its content is a chart: the charts' chunk (d3 and the kit's SVG) counts.
    name: 'reports',
    path: fixed('reports'),
    ready: shows((m) => m.getByRole('group', { name: 'Tons ordered per month' })),
  },
  {
    // Every page is built (issue 16): research is the digital pages' chunk, which the US
    // retailer is refused (not entitled), with its link back to the dashboard.
    name: 'research (refused)',
    path: fixed('research'),
    ready: shows((m) => m.getByRole('link', { name: 'Go to the dashboard' })),
  },
  {
    name: 'not found',
    path: fixed('no-such-page'),
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor(),
  },
];

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const originAt = args.indexOf('--origin');
  const started = performance.now();
  console.log('host pages, cold (gzip of the JavaScript loaded until the page shows its content):');
  try {
    const figures = await measureHostPages({
      ...(originAt >= 0 && args[originAt + 1] ? { origin: args[originAt + 1] } : {}),
      log: (line) => console.log(`  ${line}`),
    });
    console.log(`host pages measured in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const over = figures.filter((f) => f.gzipBytes > f.budget);
    if (args.includes('--check')) {
      for (const f of over)
        console.error(
          `size budget: host page ${f.name} loads ${kb(f.gzipBytes)} > ${kb(f.budget)}`,
        );
      if (over.length > 0) process.exit(1);
      console.log('host page budgets: all within budget');
    }
  } catch (error) {
    console.error(String(error instanceof Error ? (error.stack ?? error.message) : error));
    process.exit(1);
  }
}
