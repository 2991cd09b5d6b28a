import { capture } from './run.mjs';
import { missingPackageModules, writeCdnManifests } from './built-manifests.ts';

/**
 * Builds everything: element manifests, package libraries, the CDN elements, the host, Ladle.
 *
 * `node scripts/build.mjs [step ...]` builds only the steps whose names start with the given
 * words (`node scripts/build.mjs CDN host Ladle`: what the browser tests need).
 *
 * The manifests come first: they rewrite the element typings the libraries' .d.ts step copies.
 * The other steps do not depend on each other and run side by side; each step's output is printed whole
 * when it ends, so the log reads as if they had run one after another.
 */
const npx = (...args) => ['npx', ['--no-install', ...args]];
const steps = [
  ['manifest', ['node', ['scripts/manifest.mjs']]],
  // tsup's JavaScript, then the declarations of one TypeScript program (scripts/build-packages.mjs).
  ['packages (tsup, declarations)', ['node', ['scripts/build-packages.mjs']]],
  ['CDN elements', npx('vite', 'build', '--config', 'cdn.vite.config.ts', '--logLevel', 'warn')],
  ['host', npx('vite', 'build', 'host', '--logLevel', 'warn')],
  [
    'Ladle',
    [
      ...npx(
        'ladle',
        'build',
        '--config',
        '.ladle',
        '--viteConfig',
        'vite.config.ts',
        '--outDir',
        'build',
      ),
      { cwd: 'ladle' },
    ],
  ],
];

const wanted = process.argv.slice(2);
const chosen = steps.filter(
  ([name]) => wanted.length === 0 || wanted.some((word) => name.startsWith(word)),
);

/**
 * What follows a step once it succeeded: the CDN folder gets its manifest and editor data, and
 * the packages' manifests must name modules the libraries' build made.
 */
const after = {
  'CDN elements': () => {
    const folders = writeCdnManifests();
    return `custom-elements.json and editor data in ${folders.length} CDN folder(s)\n`;
  },
  'packages (tsup)': checkPackageModules,
  'JS of the packages (tsup --no-dts)': checkPackageModules,
};

function checkPackageModules() {
  const missing = missingPackageModules();
  if (missing.length > 0) {
    throw new Error(`modules the package manifests name were not built: ${missing.join(', ')}`);
  }
  return '';
}

async function runStep([name, [command, args, options]]) {
  const since = performance.now();
  let { code, output } = await capture(command, args, options);
  if (code === 0 && after[name]) {
    try {
      output += after[name]();
    } catch (error) {
      output += `${error.message}\n`;
      code = 1;
    }
  }
  console.log(`\n== build: ${name} (${Math.round((performance.now() - since) / 1000)} s)`);
  if (output.trim()) process.stdout.write(output);
  if (code !== 0) console.error(`build failed at: ${name}`);
  return code;
}

const first = chosen.filter(([name]) => name === 'manifest');
const rest = chosen.filter(([name]) => name !== 'manifest');
const codes = [];
for (const step of first) codes.push(await runStep(step));
if (codes.every((code) => code === 0)) codes.push(...(await Promise.all(rest.map(runStep))));
process.exit(codes.find((code) => code !== 0) ?? 0);
