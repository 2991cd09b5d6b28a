import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { capture, npx, run } from './run.mjs';
import { findChromium, NO_CHROMIUM_MESSAGE } from './chromium.mjs';

/**
 * `npm test`: type check, lint, format check, unit and component tests, the builds, the size
 * budgets, then the browser tests. Ends with one summary line: "N passed, N failed".
 *
 * On two cores the whole run is bound by CPU time, so the steps overlap (docs/architecture.md,
 * "How `npm test` spends its time"):
 * - the unit tests, then the browser tests, run in the foreground at normal priority: they have
 *   timeouts, and they get the CPU first;
 * - the builds the browser tests need (CDN elements, host, Ladle) run beside the unit tests;
 * - the checks (type check, lint, format, package boundaries) and the libraries' build (manifests,
 *   tsup's JavaScript, the declarations) have no timeouts: they run in the background with a lower
 *   priority (`nice`), on the CPU time the tests leave, and their output is printed whole at the
 *   end; so does the packed packages' test, started once the libraries are built.
 * The manifests rewrite a committed element typing only when it is stale, so they run from the
 * start beside the type check and the unit tests that read them.
 */
const results = [];
let unitCounts = { passed: 0, failed: 0 };
let browserCounts = { passed: 0, failed: 0 };
const started = performance.now();

const seconds = (since) => `${Math.round((performance.now() - since) / 1000)} s`;

/** Background work gives way to the tests (Linux and macOS have `nice`). */
const NICE = ['/usr/bin/nice', '/bin/nice'].find((path) => existsSync(path));
const withArgs = (command, args) =>
  command === 'npx' ? ['npx', ['--no-install', ...args]] : [command, args];

/**
 * Starts a step whose output is collected, in the background (lower priority) or not; answers a
 * promise of its outcome, which `report` prints later.
 */
function start(name, command, args, { background = false } = {}) {
  const since = performance.now();
  const [cmd, cmdArgs] = withArgs(command, args);
  const promise = (
    background && NICE ? capture(NICE, ['-n', '10', cmd, ...cmdArgs]) : capture(cmd, cmdArgs)
  ).then(({ code, output }) => ({ name, code, output, took: seconds(since) }));
  return promise;
}

/** Prints a collected step's output under its name and records it. */
function report({ name, code, output, took }, note = '') {
  console.log(`\n== ${name}`);
  if (output.trim()) process.stdout.write(output);
  results.push({ name, ok: code === 0, took: `${took}${note}` });
  return code === 0;
}

/** A foreground step: its output streams as it runs. */
async function step(name, fn) {
  console.log(`\n== ${name}`);
  const since = performance.now();
  const code = await fn();
  results.push({ name, ok: code === 0, took: seconds(since) });
  return code === 0;
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

// Background: the single-threaded checks, side by side.
const typeCheck = start('type check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'], {
  background: true,
});
const checks = [
  typeCheck,
  start('lint', 'npx', ['eslint', '.', '--max-warnings', '0'], { background: true }),
  start('format check', 'npx', ['prettier', '--check', '.', '--log-level', 'warn'], {
    background: true,
  }),
  start('package boundaries', 'node', ['scripts/graph.mjs', '--check'], { background: true }),
];
// The manifests and the libraries, in the background from the start: the manifests rewrite the
// committed element typings only when they are stale (then the unit test that compares them
// fails anyway), so the type check and the tests beside them read the same files. The libraries'
// declarations are one TypeScript program without its checks (about 10 s of CPU, where tsup's
// bundled .d.ts cost 110 s): the type check checks the sources they come from.
const libraryBuild = start(
  'build: manifests and package libraries',
  'node',
  ['scripts/build.mjs', 'manifest', 'packages'],
  { background: true },
);
// Once the libraries are built, in the background too: the packed packages (publint, attw, a
// scratch app that installs the tarballs and renders an element in Chromium; about 20 s of CPU).
const PACKAGE_TEST = 'tests/packages/pack-and-install.mjs';
const packageTest = libraryBuild.then(({ code }) =>
  code === 0
    ? start('packages: pack, lint, install, render', 'node', [PACKAGE_TEST], { background: true })
    : null,
);
// Beside the unit tests: what the browser tests need.
const browserBuild = start('build: CDN elements, host, Ladle', 'node', [
  'scripts/build.mjs',
  'CDN',
  'host',
  'Ladle',
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

const built = report(await browserBuild);
if (built) await step('size budgets', () => run('node', ['scripts/size.mjs', '--static']));
if (built && chromium)
  await step('host page budgets', () =>
    npx(['tsx', '--conditions=@anp/source', 'scripts/host-sizes.ts', '--check']),
  );

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

for (const outcome of await Promise.all(checks)) report(outcome, ', in the background');
if (report(await libraryBuild, ', in the background'))
  report(await packageTest, ', in the background, after the libraries');

console.log('\n== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.took})`);
const stepFailures = results.filter((r) => !r.ok).length;
const passed = unitCounts.passed + browserCounts.passed;
const failed = Math.max(unitCounts.failed + browserCounts.failed, stepFailures > 0 ? 1 : 0);
console.log(`unit: ${unitCounts.passed} passed, ${unitCounts.failed} failed`);
console.log(`browser: ${browserCounts.passed} passed, ${browserCounts.failed} failed`);
console.log(`time: ${seconds(started)}`);
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(stepFailures === 0 && failed === 0 && existsSync('test-results') ? 0 : 1);
