/**
 * `npm run bench` part (issue 16): the weight of <anp-reports> in the CDN build (gzip) and the
 * first paint of the reports with two years of monthly data (24 bars). Weights: the element's
 * start (its file and static imports, the shared runtime left out), then everything it may load
 * (its dynamic imports too: the widget, the charts with d3, the strings), and the charts' chunk
 * alone. First paint: the page scripts/bench-reports/ built with Vite for production into a
 * temporary folder, served to headless Chromium from it (no port, no stack), a fresh page each
 * run, charts' chunk loading included. Prints figures; never fails on timing.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'vite';
import { aliases } from './aliases.ts';
import { median } from './bench-support.ts';
import { cdnDir } from './cdn-files.mjs';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const RUNS = 7;
const ORIGIN = 'http://bench-reports.local';
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** The CDN files a file imports: statically, and also on demand (`import("./x.js")`). */
function importsOf(code: string, dynamic: boolean): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(
    /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+)["']/g,
  ))
    found.add((m[1] ?? '').slice(2));
  if (dynamic)
    for (const m of code.matchAll(/import\(\s*["'`](\.\/[^"'`]+)["'`]\s*\)/g))
      found.add((m[1] ?? '').slice(2));
  return [...found];
}

function weights(dir: string) {
  const gz = (file: string) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
  const isRuntime = (f: string) => f.startsWith('anp-runtime') || f.startsWith('rolldown-runtime');
  const closure = (entry: string, dynamic: boolean) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file) || isRuntime(file) || !existsSync(join(dir, file))) return;
      seen.add(file);
      for (const dep of importsOf(readFileSync(join(dir, file), 'utf8'), dynamic)) visit(dep);
    };
    visit(entry);
    return [...seen];
  };
  const sum = (files: string[]) => files.reduce((total, f) => total + gz(f), 0);
  const charts = readdirSync(dir).filter((f) => {
    const map = join(dir, `${f}.map`);
    return (
      f.endsWith('.js') &&
      existsSync(map) &&
      (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources.some((s) =>
        s.includes('packages/ui/src/charts/chart.tsx'),
      )
    );
  });
  const all = closure('anp-reports.js', true);
  // Other locales' strings come on demand and only on their pages: one language counts.
  const oneLanguage = all.filter((f) => !/^(es|pt|ko)\.lazy/.test(f));
  return {
    start: sum(closure('anp-reports.js', false)),
    everything: sum(oneLanguage),
    files: oneLanguage.length,
    charts: sum(charts),
  };
}

const dir = cdnDir();
if (existsSync(join(dir, 'anp-reports.js'))) {
  const w = weights(dir);
  console.log(
    `<anp-reports> in the CDN build (gzip, shared runtime not counted): start ${kb(w.start)}, ` +
      `with the widget, the charts and one language ${kb(w.everything)} (${w.files} files); ` +
      `the charts' chunk (d3 + SVG) ${kb(w.charts)}`,
  );
} else console.log('<anp-reports> weight: skipped (no CDN build; run `npm run build` first)');

const executablePath = await findChromium();
if (!executablePath) {
  console.log(
    'reports: first paint skipped (no Chromium; install Debian chromium or set CHROMIUM_PATH)',
  );
  process.exit(0);
}

const outDir = mkdtempSync(join(tmpdir(), 'anp-bench-reports-'));
let browser: Browser | null = null;
try {
  await build({
    configFile: false,
    root: fileURLToPath(new URL('./bench-reports/', import.meta.url)),
    base: './',
    logLevel: 'error',
    resolve: { alias: aliases },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: { outDir, emptyOutDir: true, target: 'es2022', minify: true },
  });
  browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  const measure = async () => {
    const page = await browser!.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route(`${ORIGIN}/**`, async (route) => {
      const path = normalize(new URL(route.request().url()).pathname).replace(/^\/+/, '');
      const file = join(outDir, path || 'index.html');
      if (!file.startsWith(outDir)) return route.fulfill({ status: 403 });
      try {
        return await route.fulfill({
          body: readFileSync(file),
          contentType: TYPES[extname(file)] ?? 'application/octet-stream',
        });
      } catch {
        return route.fulfill({ status: 404 });
      }
    });
    await page.goto(`${ORIGIN}/index.html`);
    const handle = await page.waitForFunction(
      () => (window as { benchResult?: unknown }).benchResult,
      undefined,
      { timeout: 30_000, polling: 50 },
    );
    const result = (await handle.jsonValue()) as { firstPaintMs: number; bars: number };
    await page.close();
    if (errors.length > 0) throw new Error(`the page failed: ${errors.join('; ')}`);
    return result;
  };
  await measure(); // warm-up of the browser's caches, not of the page
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await measure());
  const paints = runs.map((r) => r.firstPaintMs);
  console.log(
    `reports, two years of monthly tons (${runs[0]?.bars ?? 0} bars), first paint in headless Chromium: ` +
      `median ${median(paints).toFixed(1)} ms (min ${Math.min(...paints).toFixed(1)}, max ` +
      `${Math.max(...paints).toFixed(1)}; ${RUNS} fresh pages, the charts' chunk loading included)`,
  );
} finally {
  await browser?.close().catch(() => undefined);
  rmSync(outDir, { recursive: true, force: true });
}
process.exit(0);
