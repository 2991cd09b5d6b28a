import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import { symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import { problemKindInfo } from '@arethetypeswrong/core/problems';
import { chromium } from '@playwright/test';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
import { capture } from '../../scripts/run.mjs';

/**
 * The packages as a stranger gets them (issue 13), on the libraries `npm run build:packages`
 * built: `node tests/packages/pack-and-install.mjs` (a step of `npm test`).
 *
 * 1. Packs every public package with `npm pack` (what `npm publish` would upload) and checks each
 *    tarball: every `exports` target, `types` and the LICENSE are in it, no test file is, the
 *    element packages ship their tag typings and name their built element and chunks in
 *    `sideEffects`; publint (strict, every suggestion) and @arethetypeswrong have nothing to say
 *    (attw with its ESM-only profile: the packages are ESM, so `require` and `node10` resolution
 *    are out of scope).
 * 2. Installs the tarballs into a scratch project in the system's temporary folder, outside the
 *    repository, with `npm install --offline`: the third-party dependencies the packages declare
 *    are linked to the repository's installed copies first, so npm checks that they satisfy the
 *    declared ranges and only unpacks the tarballs (no network, a few seconds); the peers (React,
 *    styled-components) and the tools (Vite, TypeScript) are linked after.
 * 3. Type-checks the scratch app (tests/packages/scratch-app/src/main.tsx: `<anp-footer>` in TSX,
 *    the tag map) as a Vite template would (`skipLibCheck: true`), and the shipped element
 *    typings (every dist/custom-elements.d.ts) with `skipLibCheck: false`: the monorepo's type
 *    check skips .d.ts files, so this is where a generated typing that does not compile shows.
 *    (The whole of the packages' declarations with `skipLibCheck: false` costs about 25 s of CPU,
 *    TypeBox's types in @anp/contract above all; they are emitted from the checked sources.)
 * 4. Builds it with Vite in production mode: a React page, and a plain HTML page whose only
 *    script is the bundled side-effect import `import '@anp/shell/element'` (the tag is written in
 *    the markup, in Spanish).
 * 5. Loads both pages in headless Chromium and waits for `<anp-footer>` to render its copyright
 *    line from the attributes: the element registered after a production build, its strings
 *    (English, and Spanish from a lazy chunk) were kept.
 *
 * `<anp-footer>` renders from its attributes alone, without the API. The plain page proves the
 * packages work bundled for a page without React of its own; a page with no bundler at all uses
 * the CDN build (issue 13, part 2), not these packages: React ships no ESM a browser could import.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const FIXTURE = join(root, 'tests/packages/scratch-app');
const PRIVATE = new Set(['reference-api', 'demo-data']);
/** Linked into the scratch project after the install: the peers and the build tools. */
const LINKED_AFTER = [
  'react',
  'react-dom',
  'styled-components',
  'vite',
  '@vitejs/plugin-react',
  'typescript',
  '@types/react',
  '@types/react-dom',
];

const failures = [];
const timings = [];
let phaseStart = performance.now();
const phase = (name) => {
  const now = performance.now();
  timings.push(`${name} ${((now - phaseStart) / 1000).toFixed(1)} s`);
  phaseStart = now;
};
const check = (ok, message) => {
  if (!ok) failures.push(message);
};
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

const publicDirs = readdirSync(join(root, 'packages')).filter(
  (dir) => !PRIVATE.has(dir) && existsSync(join(root, 'packages', dir, 'package.json')),
);
for (const dir of publicDirs) {
  if (!existsSync(join(root, 'packages', dir, 'dist/index.d.ts'))) {
    console.error(
      `packages/${dir}/dist has no declarations: build the libraries first (npm run build:packages)`,
    );
    process.exit(1);
  }
}

const work = mkdtempSync(join(tmpdir(), 'anp-pack-'));
const tarballs = join(work, 'tarballs');
const app = join(work, 'app');
mkdirSync(tarballs);

// 1. Pack and check every tarball.
const packed = await capture(
  'npm',
  [
    'pack',
    ...publicDirs.flatMap((dir) => ['-w', `packages/${dir}`]),
    '--pack-destination',
    tarballs,
    '--json',
  ],
  { cwd: root },
);
if (packed.code !== 0) {
  console.error(packed.output);
  process.exit(1);
}
const packs = JSON.parse(packed.output.slice(packed.output.indexOf('[')));
phase('npm pack');

const license = readFileSync(join(root, 'LICENSE'), 'utf8');
const targetsOf = (exports) =>
  Object.values(exports).flatMap((target) =>
    typeof target === 'string' ? [target] : Object.values(target),
  );

for (const pack of packs) {
  const file = join(tarballs, pack.filename);
  const files = new Set(pack.files.map((entry) => entry.path));
  const manifest = readJson(join(root, 'packages', pack.name.replace('@anp/', ''), 'package.json'));
  const where = `${pack.name}:`;
  for (const target of targetsOf(manifest.exports ?? {})) {
    const path = target.slice(2);
    // A subpath pattern (`./fonts/*`) needs at least one file it matches.
    const shipped = path.includes('*')
      ? [...files].some((f) =>
          new RegExp(
            `^${path
              .split('*')
              .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
              .join('.+')}$`,
          ).test(f),
        )
      : files.has(path);
    check(shipped, `${where} exports ${target}, which its tarball lacks`);
  }
  check(files.has('LICENSE'), `${where} no LICENSE in the tarball`);
  check(files.has('CHANGELOG.md'), `${where} no CHANGELOG.md in the tarball`);
  check(
    readFileSync(join(root, 'packages', pack.name.replace('@anp/', ''), 'LICENSE'), 'utf8') ===
      license,
    `${where} its LICENSE differs from the repository's`,
  );
  for (const path of files)
    check(!/\.(test|stories)\.tsx?$/.test(path), `${where} ships the test file ${path}`);
  check(
    manifest.license && manifest.repository?.directory,
    `${where} no license or repository.directory`,
  );
  if (manifest.exports?.['./element']) {
    check(files.has('dist/custom-elements.d.ts'), `${where} ships no dist/custom-elements.d.ts`);
    const elementTypes = readFileSync(
      join(root, 'packages', manifest.name.slice(5), 'dist/element.d.ts'),
      'utf8',
    );
    check(
      elementTypes.includes("from './custom-elements.js'"),
      `${where} dist/element.d.ts does not bring the tag typings (custom-elements.d.ts)`,
    );
    for (const pattern of ['./dist/element.js', './dist/chunk-*.js'])
      check(
        Array.isArray(manifest.sideEffects) && manifest.sideEffects.includes(pattern),
        `${where} sideEffects lacks ${pattern}`,
      );
  }

  const tarball = readFileSync(file);
  const lint = await publint({
    pack: {
      tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.length),
    },
    level: 'suggestion',
    strict: true,
  });
  for (const message of lint.messages)
    failures.push(`${where} publint ${message.type}: ${formatMessage(message, lint.pkg)}`);

  const analysis = await checkPackage(createPackageFromTarballData(new Uint8Array(tarball)));
  if (!analysis.types) failures.push(`${where} attw: the package has no types`);
  else
    for (const problem of analysis.problems) {
      // The ESM-only profile: CommonJS `require` and node10 resolution are out of scope.
      if (problem.resolutionKind === 'node10' || problem.resolutionKind === 'node16-cjs') continue;
      failures.push(
        `${where} attw ${problemKindInfo[problem.kind].title} (${problem.entrypoint ?? problem.fileName ?? ''} ${problem.resolutionKind ?? problem.resolutionOption ?? ''})`,
      );
    }
}
phase(`checks of ${packs.length} tarballs (contents, publint, attw)`);

// 2. Install the tarballs into a scratch project.
cpSync(FIXTURE, app, { recursive: true });
writeFileSync(
  join(app, 'package.json'),
  `${JSON.stringify(
    {
      name: 'scratch-app',
      private: true,
      type: 'module',
      dependencies: Object.fromEntries(
        packs.map((pack) => [pack.name, `file:${join(tarballs, pack.filename)}`]),
      ),
    },
    null,
    2,
  )}\n`,
);
const link = (name) => {
  const to = join(app, 'node_modules', name);
  mkdirSync(dirname(to), { recursive: true });
  if (!existsSync(to)) symlinkSync(join(root, 'node_modules', name), to, 'dir');
};
const thirdParty = new Set(
  packs.flatMap((pack) => {
    const manifest = readJson(join(root, 'packages', pack.name.slice(5), 'package.json'));
    return Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@anp/'));
  }),
);
for (const name of thirdParty) link(name);
const installed = await capture(
  'npm',
  [
    'install',
    '--offline',
    '--legacy-peer-deps',
    '--ignore-scripts',
    '--no-audit',
    '--no-fund',
    '--no-package-lock',
  ],
  { cwd: app },
);
if (installed.code !== 0) {
  console.error(installed.output);
  process.exit(1);
}
for (const name of LINKED_AFTER) link(name);
phase('npm install --offline of the tarballs');

for (const pack of packs) {
  const installedManifest = join(app, 'node_modules', pack.name, 'package.json');
  check(existsSync(installedManifest), `${pack.name}: not installed from its tarball`);
}

// 3 and 4, side by side: type-check the app against the shipped declarations, and the element
// typings themselves; build it with Vite, in production mode.
const tsc = (project) =>
  capture(process.execPath, [join(app, 'node_modules/typescript/bin/tsc'), '-p', project], {
    cwd: app,
  });
const [typedApp, typedTypings, built] = await Promise.all([
  tsc('tsconfig.json'),
  tsc('tsconfig.typings.json'),
  capture(process.execPath, [join(app, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: app }),
]);
if (typedApp.code !== 0) failures.push(`the scratch app does not type-check:\n${typedApp.output}`);
if (typedTypings.code !== 0)
  failures.push(`the shipped element typings do not type-check:\n${typedTypings.output}`);
if (built.code !== 0) failures.push(`the scratch app does not build:\n${built.output}`);
phase('tsc of the scratch app and of the element typings, vite build');

// 5. Render <anp-footer> in headless Chromium, on the React page and on the plain page.
if (built.code === 0) {
  const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((request, response) => {
    const path = join(app, 'dist', new URL(request.url ?? '/', 'http://x').pathname);
    if (!path.startsWith(join(app, 'dist')) || !existsSync(path)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
    });
    response.end(readFileSync(path));
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: process.env.ANP_CHROMIUM ?? (await findChromium()) ?? undefined,
    args: CHROMIUM_ARGS,
  });
  try {
    for (const [page, expected] of [
      ['index.html', '© 2031 Scratch Farms. All rights reserved.'],
      ['plain.html', '© 2031 Granja de Prueba.'],
    ]) {
      const tab = await browser.newPage();
      const errors = [];
      tab.on('pageerror', (error) => errors.push(error.message));
      await tab.goto(`${origin}/${page}`);
      const text = await tab
        .waitForFunction(
          (wanted) => {
            const footer = document.querySelector('anp-footer');
            const shown = footer?.shadowRoot?.textContent ?? '';
            return customElements.get('anp-footer') && shown.includes(wanted) ? shown : false;
          },
          expected,
          // A ceiling, not a measure: npm test runs this beside the browser tests, under `nice`.
          { timeout: 60_000 },
        )
        .then((handle) => handle.jsonValue())
        .catch(() => null);
      check(
        text !== null,
        `${page}: <anp-footer> did not render "${expected}"${errors.length ? ` (${errors.join('; ')})` : ''}`,
      );
      if (page === 'plain.html' && text !== null)
        check(
          text.includes('Términos'),
          `${page}: the footer's link from its attribute is missing`,
        );
      await tab.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  phase('Chromium: the React page and the plain page');
}

console.log(`packages: ${timings.join(', ')}`);
if (failures.length > 0) {
  console.error(`\n${failures.length} failure(s):\n- ${failures.join('\n- ')}`);
  console.error(`\nThe scratch project is kept in ${work}`);
  process.exit(1);
}
rmSync(work, { recursive: true, force: true });
console.log(`packages: ${packs.length} packed, checked, installed; <anp-footer> rendered twice`);
