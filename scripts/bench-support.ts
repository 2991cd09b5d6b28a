/**
 * What the browser benchmarks of `npm run bench` share: the whole stack of `npm start` serving
 * the production build of the host on its own port (real sign-in, real API, in-memory demo
 * data), a headless Chromium signed in as a demo user, and keypress-to-paint sampling.
 */
import { spawn } from 'node:child_process';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'; // the stack's own development certificate

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface BenchStack {
  origin: string;
  browser: Browser;
  /** A new page signed in as `email`, at `path`. */
  signedIn(email: string, path: string): Promise<Page>;
  stop(): Promise<void>;
}

/**
 * Starts the stack and Chromium, or returns null (and says why) when there is no Chromium. The
 * caller must `stop()` it.
 */
export async function startBenchStack(name: string, port: number): Promise<BenchStack | null> {
  const executablePath = await findChromium();
  if (!executablePath) {
    console.log(`${name}: skipped (no Chromium; install Debian chromium or set CHROMIUM_PATH)`);
    return null;
  }
  const origin = `https://localhost:${port}`;
  const stack = spawn('npx', ['tsx', '--conditions=@anp/source', 'scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(port + 1),
      ANP_DATA_DIR: 'memory://',
      ANP_STATE_DIR: `.cache/bench-stack-${port}`,
      ANP_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const kill = () => {
    try {
      if (stack.pid) process.kill(-stack.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', kill);
  await waitFor(`${origin}/api/featuretoggles`, 180_000);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  return {
    origin,
    browser,
    async signedIn(email, path) {
      const page = await browser.newPage({
        ignoreHTTPSErrors: true,
        viewport: { width: 1280, height: 900 },
      });
      await page.goto(`${origin}/login?returnTo=${encodeURIComponent(path)}`);
      await page.waitForURL(/\/oidc\/interaction\//, { timeout: 60_000 });
      await page.getByLabel('E-mail address').fill(email);
      await page.getByLabel('Password').fill('demo');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(`${origin}${path}`, { timeout: 60_000 });
      return page;
    },
    async stop() {
      await browser.close().catch(() => undefined);
      kill();
    },
  };
}

/**
 * Records, for every keydown on the page, the time from the event to the frame that painted
 * its result (the next animation frame, then a message after it).
 */
export async function sampleKeyToPaint(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { keyToPaint: number[]; lastKeyAt: number };
    w.keyToPaint = [];
    window.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp;
        w.lastKeyAt = start;
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => w.keyToPaint.push(performance.now() - start);
          channel.port2.postMessage(null);
        });
      },
      true,
    );
  });
}

export async function keyToPaintSamples(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { keyToPaint: number[] }).keyToPaint);
}
