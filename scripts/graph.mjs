import { readdirSync, readFileSync } from 'node:fs';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

/**
 * `npm run graph`: cruises every import with the rules of .dependency-cruiser.cjs, prints the
 * graph of the kit's packages (what each imports, bottom up) and fails on a rule violation, a
 * cycle between packages, or a package that imports another without declaring it in its
 * package.json. `--check` (used by `npm run lint`) prints only what fails.
 */
const check = process.argv.includes('--check');
const ROOTS = ['packages', 'host', 'tests', 'scripts', 'ladle'];

const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
const tsConfig = extractTSConfig('./tsconfig.json');
const { output } = await cruise(ROOTS, { ...options, validate: true }, undefined, { tsConfig });
const result = /** @type {import('dependency-cruiser').ICruiseResult} */ (output);

/** Test-side files (fixtures, stories, tests, fake backends): the config's own list. */
const config = (await import('../.dependency-cruiser.cjs')).default;
const testSide = new RegExp(
  config.forbidden
    .find((rule) => rule.name === 'no-test-code-in-production')
    .from.pathNot.join('|'),
);

const manifests = new Map();
for (const dir of readdirSync('packages')) {
  try {
    manifests.set(
      `packages/${dir}`,
      JSON.parse(readFileSync(`packages/${dir}/package.json`, 'utf8')),
    );
  } catch {
    // Not a package.
  }
}
manifests.set('host', JSON.parse(readFileSync('host/package.json', 'utf8')));

const packageOf = (path) => {
  const match = /^(packages\/[^/]+|host)\//.exec(path);
  return match && manifests.has(match[1]) ? match[1] : null;
};
const nameOf = (pkg) => manifests.get(pkg).name;

/** package -> package -> { production, testSide } edge kinds */
const edges = new Map([...manifests.keys()].map((pkg) => [pkg, new Map()]));
for (const module of result.modules) {
  const from = packageOf(module.source);
  if (!from) continue;
  const side = testSide.test(module.source) ? 'test' : 'production';
  for (const dependency of module.dependencies) {
    const to = packageOf(dependency.resolved);
    if (!to || to === from) continue;
    const kinds = edges.get(from).get(to) ?? new Set();
    kinds.add(
      dependency.dependencyTypes.every((t) => t !== 'type-only' && side === 'production')
        ? 'production'
        : side === 'test'
          ? 'test'
          : 'types',
    );
    edges.get(from).set(to, kinds);
  }
}

const problems = [];
for (const violation of result.summary.violations) {
  const target = violation.cycle
    ? violation.cycle.map((step) => step.name ?? step).join(' -> ')
    : violation.to;
  problems.push(`${violation.rule.name}: ${violation.from} -> ${target}`);
}

// Cycles between packages, over production and type edges (tests may import each other's
// fixtures, which the package graph of the product does not see).
function findCycles(onlyProduct) {
  const cycles = [];
  const state = new Map();
  const stack = [];
  const visit = (pkg) => {
    state.set(pkg, 'open');
    stack.push(pkg);
    for (const [to, kinds] of edges.get(pkg)) {
      if (onlyProduct && !kinds.has('production') && !kinds.has('types')) continue;
      if (state.get(to) === 'open') cycles.push([...stack.slice(stack.indexOf(to)), to]);
      else if (!state.has(to)) visit(to);
    }
    stack.pop();
    state.set(pkg, 'done');
  };
  for (const pkg of edges.keys()) if (!state.has(pkg)) visit(pkg);
  return cycles;
}
for (const cycle of findCycles(true)) {
  problems.push(`package cycle: ${cycle.map(nameOf).join(' -> ')}`);
}
for (const cycle of findCycles(false)) {
  const text = cycle.map(nameOf).join(' -> ');
  if (!problems.some((p) => p.endsWith(text)))
    problems.push(`package cycle through tests or fixtures: ${text}`);
}

// Declared dependencies: what the product imports is a dependency (or a peer); what only its
// tests, stories and fixtures import may also be a devDependency.
for (const [from, targets] of edges) {
  const manifest = manifests.get(from);
  const runtime = { ...manifest.dependencies, ...manifest.peerDependencies };
  const any = { ...runtime, ...manifest.devDependencies };
  for (const [to, kinds] of targets) {
    const name = nameOf(to);
    if ((kinds.has('production') || kinds.has('types')) && !(name in runtime))
      problems.push(
        `undeclared: ${manifest.name} imports ${name} but does not list it in dependencies`,
      );
    else if (!(name in any))
      problems.push(
        `undeclared: ${manifest.name}'s tests or fixtures import ${name} but it is not in devDependencies`,
      );
    else if (kinds.size === 1 && kinds.has('test') && manifest.dependencies?.[name])
      problems.push(
        `misplaced: only ${manifest.name}'s tests or fixtures import ${name}: make it a devDependency`,
      );
  }
  for (const name of Object.keys(any).filter((dep) => dep.startsWith('@anp/'))) {
    const pkg = [...manifests.keys()].find((key) => nameOf(key) === name);
    if (pkg && !targets.has(pkg))
      problems.push(`unused: ${manifest.name} lists ${name} but imports nothing of it`);
  }
}

if (!check) {
  // Bottom up: a package after everything it imports (the order is defined once there are no cycles).
  const order = [];
  const placed = new Set();
  const place = (pkg, trail = new Set()) => {
    if (placed.has(pkg) || trail.has(pkg)) return;
    trail.add(pkg);
    for (const to of edges.get(pkg).keys()) {
      const kinds = edges.get(pkg).get(to);
      if (kinds.has('production') || kinds.has('types')) place(to, trail);
    }
    placed.add(pkg);
    order.push(pkg);
  };
  [...edges.keys()].sort().forEach((pkg) => place(pkg));
  console.log(
    'Package graph (bottom up; "types" = type-only, "tests" = only tests, stories or fixtures):\n',
  );
  for (const pkg of order) {
    const targets = [...edges.get(pkg)]
      .map(([to, kinds]) => {
        const label = kinds.has('production') ? '' : kinds.has('types') ? ' (types)' : ' (tests)';
        return `${nameOf(to)}${label}`;
      })
      .sort();
    console.log(
      `  ${nameOf(pkg).padEnd(26)} -> ${targets.length ? targets.join(', ') : '(nothing of ours)'}`,
    );
  }
  console.log(
    `\n${result.summary.totalCruised} modules, ${result.summary.totalDependenciesCruised} imports cruised.`,
  );
}

if (problems.length > 0) {
  console.error(`\n${problems.length} boundary problem(s):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
if (!check) console.log('No cycle, no forbidden import, every package dependency declared.');
