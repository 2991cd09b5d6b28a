import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { capture, npx, run } from './run.mjs';
import { findChromium, NO_CHROMIUM_MESSAGE } from './chromium.mjs';

/**
 * `npm test`: type check, lint, format check, unit and component tests, the builds, the size
 * budgets, then the browser tests. Ends with one summary line: "N passed, N failed".
 */
const results = [];
let unitCounts = { passed: 0, failed: 0 };
let browserCounts = { passed: 0, failed: 0 };

const seconds = (since) => `${Math.round((performance.now() - since) / 1000)} s`;

async function step(name, fn) {
  console.log(`\n== ${name}`);
  const since = performance.now();
  const code = await fn();
  results.push({ name, ok: code === 0, took: seconds(since) });
  return code === 0;
}

/**
 * Single-threaded checks run side by side (the machine has at least two cores); each one's
 * output is printed whole when it ends, so the log reads as if they had run one after another.
 */
async function parallelSteps(steps) {
  const since = performance.now();
  const outcomes = await Promise.all(
    steps.map(([, args]) =>
      args[0] === 'node'
        ? capture('node', args.slice(1))
        : capture('npx', ['--no-install', ...args]),
    ),
  );
  steps.forEach(([name], index) => {
    const { code, output } = outcomes[index];
    console.log(`\n== ${name}`);
    if (output.trim()) process.stdout.write(output);
    results.push({ name, ok: code === 0, took: `${seconds(since)}, side by side` });
  });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

const chromium = await findChromium();

await parallelSteps([
  ['type check', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint', ['eslint', '.', '--max-warnings', '0']],
  ['format check', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['package boundaries', ['node', 'scripts/graph.mjs', '--check']],
]);
await step('unit and component tests', async () => {
  const code = await npx([
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile=test-results/vitest.json',
  ]);
  const report = readJson('test-results/vitest.json');
  if (report)
    unitCounts = {
      passed: report.numPassedTests,
      failed: report.numFailedTests + (report.numFailedTestSuites ?? 0),
    };
  else if (code !== 0) unitCounts.failed += 1;
  return code;
});
const built = await step('build', () => run('node', ['scripts/build.mjs']));
if (built) await step('size budgets', () => run('node', ['scripts/size.mjs']));

if (!chromium) {
  console.error(`\n${NO_CHROMIUM_MESSAGE}`);
  results.push({ name: 'browser tests (no Chromium)', ok: false, took: '0 s' });
  browserCounts.failed += 1;
} else if (built) {
  await step('browser tests', async () => {
    const code = await npx(['playwright', 'test'], {
      env: { ...process.env, ANP_CHROMIUM: chromium },
    });
    const report = readJson('test-results/playwright.json');
    if (report?.stats) {
      browserCounts = {
        passed: report.stats.expected,
        failed: report.stats.unexpected + report.stats.flaky,
      };
    } else if (code !== 0) browserCounts.failed += 1;
    return code;
  });
}

console.log('\n== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.took})`);
const stepFailures = results.filter((r) => !r.ok).length;
const passed = unitCounts.passed + browserCounts.passed;
const failed = Math.max(unitCounts.failed + browserCounts.failed, stepFailures > 0 ? 1 : 0);
console.log(`unit: ${unitCounts.passed} passed, ${unitCounts.failed} failed`);
console.log(`browser: ${browserCounts.passed} passed, ${browserCounts.failed} failed`);
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(stepFailures === 0 && failed === 0 && existsSync('test-results') ? 0 : 1);
