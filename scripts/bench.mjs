import { existsSync, readFileSync } from 'node:fs';
import { kb, measureCdn } from './bundle-sizes.mjs';
import { WEIGHT_BUDGETS, WEIGHTS_FILE } from './element-budgets.mjs';
import { findChromium } from './chromium.mjs';
import { npx } from './run.mjs';

/**
 * `npm run bench`: prints figures, never fails on them. Needs `npm run build`. The element
 * weights come from the browser (tests/browser/element-weights.spec.ts, run here): each element
 * alone on a cold CMS page, and its increment with the runtime and loader cached.
 */
try {
  const m = measureCdn();
  console.log(
    `CDN ${m.version} (gzip): runtime chunk ${kb(m.runtimeBytes)}, loader ${kb(m.loaderBytes)}`,
  );
  const chromium = await findChromium();
  await npx(['playwright', 'test', 'tests/browser/element-weights.spec.ts', '--reporter=dot'], {
    env: { ...process.env, ANP_CHROMIUM: chromium ?? '' },
  });
  if (existsSync(WEIGHTS_FILE)) {
    console.log(
      `element alone on a cold CMS page (budget ${kb(WEIGHT_BUDGETS.cold)}), runtime cached (budget ${kb(WEIGHT_BUDGETS.cached)}):`,
    );
    for (const w of JSON.parse(readFileSync(WEIGHTS_FILE, 'utf8')))
      console.log(
        `  ${w.tag.padEnd(30)} cold ${kb(w.cold).padStart(9)}  cached ${kb(w.cached).padStart(9)}  (${w.files.length} files)${w.engine ? `, then pdf.js ${kb(w.engine)} to draw a PDF (outside the budget)` : ''}`,
      );
  }
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
  process.exit(1);
}
