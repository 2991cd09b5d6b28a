import {
  copyFileSync,
  existsSync,
  globSync,
  mkdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { templates } from './new-feature/templates.mjs';
import { npx, run } from './run.mjs';

/**
 * `npm run new:feature NAME`: writes packages/NAME, a feature package with the kit's anatomy
 * (docs/architecture.md): model, data hook, behaviour hook, a view from props, styles, the
 * element `<anp-NAME>`, stories, tests, README and en/es/pt strings. The package builds, lints and
 * passes its tests as written, and appears in the manifest, Ladle and the CDN build (all of them
 * find packages by their files). Its widget is a working start: the selected account's card.
 *
 * Options: `--dir <folder>` writes the package elsewhere than packages/ (the generator's own
 * test); `--no-install` skips `npm install` (which links the workspace and records it in the
 * lock file) and the manifest.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const name = args.find((arg) => !arg.startsWith('--'));
const dirFlag = args.indexOf('--dir');
const parent = dirFlag >= 0 ? args[dirFlag + 1] : join(root, 'packages');
const install = !args.includes('--no-install');

function fail(message) {
  console.error(`new:feature: ${message}`);
  process.exit(1);
}

if (!name) fail('give the package a name: npm run new:feature price-alerts');
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
  fail(`"${name}" is not a package name: lower-case words joined by hyphens (price-alerts)`);
}
if (['core', 'ui', 'rules', 'contract', 'pdf', 'host', 'reference-api', 'demo-data'].includes(name))
  fail(`"${name}" is a name the kit's layers use`);
const target = join(parent, name);
if (existsSync(target)) fail(`${target} exists already`);
const tag = `anp-${name}`;
const taken = globSync('packages/*/src/**/*.element.ts', { cwd: root }).some((file) =>
  readFileSync(join(root, file), 'utf8').includes(`tag: '${tag}'`),
);
if (taken) fail(`the tag <${tag}> is taken`);

const { files, title } = templates(name);
for (const [path, content] of Object.entries(files)) {
  const file = join(target, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}
// The licence every published package ships (docs/decisions.md, "Issue 13: installable packages"),
// and the package joins the others' release group, so they keep one version.
copyFileSync(join(root, 'LICENSE'), join(target, 'LICENSE'));
const changesets = join(root, '.changeset/config.json');
if (parent === join(root, 'packages') && existsSync(changesets)) {
  const config = JSON.parse(readFileSync(changesets, 'utf8'));
  config.fixed[0] = [...new Set([...config.fixed[0], `@anp/${name}`])].sort();
  writeFileSync(changesets, `${JSON.stringify(config, null, 2)}\n`);
}
console.log(`new:feature: wrote ${Object.keys(files).length + 1} files in ${target}`);

const formatted = [target, ...(existsSync(changesets) ? [changesets] : [])];
let code = await npx(['prettier', '--write', ...formatted, '--log-level', 'warn'], { cwd: root });
if (code === 0 && install) {
  code = await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: root });
  if (code === 0) code = await run('node', ['scripts/manifest.mjs'], { cwd: root });
}
if (code !== 0) fail('a step after writing the files failed (see above)');
console.log(`
new:feature: @anp/${name} is ready, with <${tag}>.
  npx vitest run packages/${name}     its tests
  npm run ladle                        its stories ("${title}")
  npm test                             everything, its package included
Next: its README, its model rules, and a service call in src/use-${name}-data.ts.`);
