/**
 * The package boundaries of AN Portal Kit, in one place (docs/architecture.md, "Layers and
 * boundaries"). `npm run lint` and `npm run graph` (scripts/graph.mjs) cruise every import of
 * packages/, host/, tests/, scripts/ and ladle/ with these rules; the graph script adds one rule
 * that works on packages rather than modules: no cycle between packages.
 *
 * Layers, bottom up (an import only points down or sideways to another feature):
 *   contract   HTTP schemas and their types           imports nothing of ours
 *   pdf        the PDF writer (a library)             imports nothing of ours
 *   rules      the spec's pure rules                  contract
 *   core       config, API client, session, i18n...   contract, rules
 *   ui         tokens and primitives                  core, rules, contract
 *   features   one package per feature                core, ui, rules, contract, pdf, features
 *   host       the portal's pages                     any front-end package
 *   demo-data  the reference API's demo data           contract, rules, pdf
 *   reference-api  the embedded backend               contract, rules, pdf, demo-data
 */

/** Files that exist for tests, stories and benchmarks, not for the product. */
const TEST_SIDE = [
  '\\.test\\.tsx?$',
  '\\.stories\\.tsx$',
  '(^|/)fixtures(\\.ts|/)',
  '^packages/core/src/testing/',
  // Test helpers and fixtures kept beside a package's sources, and its benchmarks.
  '^packages/[^/]+/test/',
  '^packages/reference-api/scripts/',
];

const BACKEND = '^packages/(reference-api|demo-data)/';
const FRONT_END = '^(host/|packages/(?!reference-api/|demo-data/|contract/|rules/|pdf/))';

/** A layer may import these packages (its own included). */
function layer(name, from, allowed) {
  return {
    name,
    severity: 'error',
    comment: `${from} may import only ${allowed.join(', ')} of the kit's packages.`,
    from: { path: `^packages/${from}/` },
    to: {
      path: '^(packages/|host/)',
      pathNot: `^packages/(${[from, ...allowed].join('|')})/`,
    },
  };
}

module.exports = {
  forbidden: [
    {
      name: 'no-front-end-to-backend',
      severity: 'error',
      comment:
        'The kit runs against any backend of the HTTP contract: no front-end module imports the reference API or its demo data; shared types come from @anp/contract, shared rules from @anp/rules.',
      from: { path: FRONT_END, pathNot: TEST_SIDE },
      to: { path: BACKEND },
    },
    layer('contract', 'contract', []),
    layer('pdf', 'pdf', []),
    layer('rules', 'rules', ['contract']),
    layer('core', 'core', ['contract', 'rules']),
    layer('ui', 'ui', ['core', 'rules', 'contract']),
    layer('demo-data', 'demo-data', ['contract', 'rules', 'pdf']),
    {
      name: 'reference-api',
      severity: 'error',
      comment:
        'The reference API is a backend like any other: it depends on the contract, the shared rules, the PDF writer and its demo data, never on a front-end package.',
      from: { path: '^packages/reference-api/', pathNot: TEST_SIDE },
      to: {
        path: '^(packages/|host/)',
        pathNot: '^packages/(reference-api|contract|rules|pdf|demo-data)/',
      },
    },
    {
      name: 'nothing-imports-the-host',
      severity: 'error',
      comment: 'The host assembles features; no package depends on it.',
      from: { path: '^packages/' },
      to: { path: '^host/' },
    },
    {
      name: 'through-exports',
      severity: 'error',
      comment:
        "Imports across packages name the package (@anp/x or an entry of its package.json exports), never a relative path into another package's files.",
      from: { path: '^packages/([^/]+)/' },
      to: {
        path: '^packages/',
        pathNot: '^packages/$1/',
        dependencyTypesNot: ['aliased-workspace'],
      },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        "An import that does not resolve; across packages this is most often a file the package's exports do not publish: export it, or import what is exported.",
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-test-code-in-production',
      severity: 'error',
      comment:
        'Fixtures, fake backends and test helpers are for tests, stories and benchmarks; the product never loads them.',
      from: { path: '^(packages|host)/', pathNot: TEST_SIDE },
      to: { path: TEST_SIDE },
    },
    {
      name: 'no-module-cycle',
      severity: 'error',
      comment:
        'A module that imports itself back, through others, is loaded half-initialised in one of the two orders.',
      from: { path: '^(packages|host)/', pathNot: TEST_SIDE },
      to: {
        circular: true,
        pathNot: TEST_SIDE,
        // Type-only imports vanish at run time, and a dynamic import runs after both modules loaded.
        viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] },
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: ['(^|/)node_modules/', '(^|/)dist/', '^ladle/build/', '^host/dist/', '\\.d\\.ts$'],
    },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Workspace packages resolve through node_modules and their package.json exports only, as
    // they would for an npm consumer, to their sources (the `@anp/source` condition).
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@anp/source', 'import', 'types', 'default'],
      mainFields: ['module', 'main', 'types'],
      // .d.ts last: an element entry re-exports the types of its generated custom-elements.d.ts.
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
