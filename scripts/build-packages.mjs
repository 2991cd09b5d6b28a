import { cpSync, existsSync, globSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { npx } from './run.mjs';

/**
 * The libraries of the public packages, as npm ships them (`npm run build:packages`): tsup's
 * JavaScript (ESM, shared chunks, source maps) in each packages/NAME/dist, then the declarations
 * beside it.
 *
 * The declarations come from ONE TypeScript program over every public package's sources
 * (tsconfig.declarations.json) with `noCheck`: about 8 s, where tsup's bundled .d.ts (a program
 * and a rollup of the types per package) cost about 110 s of CPU. The type check of the sources
 * is `npm run typecheck`'s; this step only writes what it has already checked. It writes one .d.ts
 * per source file, so each is copied into dist (src/x.ts gives dist/x.d.ts, as tsup's dist/x.js),
 * with its relative imports given the `.js` extension Node's ESM resolution needs (the
 * `node16` check of @arethetypeswrong), and the hand-written .d.ts of src (the element typings,
 * src/custom-elements.d.ts) copied as they are.
 *
 * `--declarations` writes the declarations alone, on a dist that tsup has built already.
 */
const PRIVATE = new Set(['reference-api', 'demo-data']);
const OUT = '.cache/declarations';

if (!process.argv.includes('--declarations')) {
  const code = await npx(['tsup', '--silent']);
  if (code !== 0) process.exit(code);
}

const since = performance.now();
rmSync(OUT, { recursive: true, force: true });
const code = await npx(['tsc', '-p', 'tsconfig.declarations.json']);
if (code !== 0) process.exit(code);

/** `./x` -> `./x.js` or `./x/index.js`, after the .d.ts files of `dir`. */
function withExtension(specifier, dir) {
  if (/\.(js|mjs|cjs|json)$/.test(specifier)) return specifier;
  if (/\.tsx?$/.test(specifier)) return specifier.replace(/\.tsx?$/, '.js');
  if (existsSync(join(dir, `${specifier}.d.ts`))) return `${specifier}.js`;
  if (existsSync(join(dir, specifier, 'index.d.ts'))) return `${specifier}/index.js`;
  throw new Error(`${dir}: no declaration for ${specifier}`);
}

const RELATIVE = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g;
let files = 0;
for (const name of globSync('*', { cwd: OUT })) {
  if (PRIVATE.has(name)) continue;
  const dist = `packages/${name}/dist`;
  // The typings written by hand (or by `npm run manifest`) first, so imports of them resolve.
  for (const file of globSync('**/*.d.ts', { cwd: `packages/${name}/src` }))
    cpSync(`packages/${name}/src/${file}`, join(dist, file));
  cpSync(join(OUT, name, 'src'), dist, { recursive: true });
  for (const file of globSync('**/*.d.ts', { cwd: dist })) {
    const path = join(dist, file);
    const text = readFileSync(path, 'utf8');
    const rewritten = text.replace(
      RELATIVE,
      (_, keyword, quote, specifier) =>
        `${keyword}${quote}${withExtension(specifier, dirname(path))}${quote}`,
    );
    if (rewritten !== text) writeFileSync(path, rewritten);
    files += 1;
  }
}
console.log(
  `declarations: ${files} files in ${relative('.', 'packages')}/*/dist (${Math.round(performance.now() - since)} ms)`,
);
