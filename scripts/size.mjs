import { existsSync, readFileSync } from 'node:fs';
import { kb, measureCdn } from './bundle-sizes.mjs';
import { WEIGHT_BUDGETS, WEIGHTS_FILE, budgetProblems } from './element-budgets.mjs';
import { npx } from './run.mjs';
import { findChromium } from './chromium.mjs';

/**
 * `npm run size`: fails when a budget is exceeded.
 * - The CDN folder: one runtime chunk, MSAL out of every element's start, an integrity.json that
 *   matches every file (static, from the build).
 * - Each element alone on a cold CMS page, as a browser loads it (issue 13): the Playwright spec
 *   tests/browser/element-weights.spec.ts measures and checks it. `npm test` runs it with the
 *   other browser tests (`--static` here); alone, this script runs it, then prints its figures.
 */
const m = measureCdn();
const problems = [...m.problems];
console.log(
  `CDN ${m.version}: runtime chunk ${kb(m.runtimeBytes)} gzip, loader ${kb(m.loaderBytes)}`,
);
if (!process.argv.includes('--static')) {
  const chromium = await findChromium();
  const code = await npx(['playwright', 'test', 'tests/browser/element-weights.spec.ts'], {
    env: { ...process.env, ANP_CHROMIUM: chromium ?? '' },
  });
  if (!existsSync(WEIGHTS_FILE)) problems.push('the element weights were not measured');
  else {
    const weights = JSON.parse(readFileSync(WEIGHTS_FILE, 'utf8'));
    for (const w of weights)
      console.log(
        `${w.tag.padEnd(30)} cold ${kb(w.cold).padStart(9)} (budget ${kb(WEIGHT_BUDGETS.cold)}), runtime cached ${kb(w.cached).padStart(8)} (budget ${kb(WEIGHT_BUDGETS.cached)})${w.engine ? `; then pdf.js ${kb(w.engine)} to draw a PDF, outside the budget` : ''}`,
      );
    problems.push(...budgetProblems(weights));
  }
  if (code !== 0 && problems.length === 0) problems.push('the element weights spec failed');
}
if (problems.length) {
  for (const p of problems) console.error(`size budget: ${p}`);
  process.exit(1);
}
console.log('size budgets: all within budget');
