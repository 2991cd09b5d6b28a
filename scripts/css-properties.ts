import { readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { aliases } from './aliases.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The theme custom properties (`--anp-*` of @anp/ui's tokens) each element really uses, derived
 * from its code so that the manifest cannot drift from it: esbuild bundles each element module
 * with everything it loads (its `load()` chunk and lazy parts included), tree-shaken as a
 * consumer's bundler would, with the libraries outside the kit left out; a token counts when the
 * bundle names it, as `token('color-primary')` (any string literal equal to a token name, so a
 * map of names counts too) or as `var(--anp-color-primary)`.
 *
 * A token name built at run time (`token(\`color-${tone}\`)`) would hide a property, so it fails
 * the generation. Custom properties that are not tokens (`--anp-dt-columns`, which the data table
 * sets itself) are internal and not listed.
 */

interface SideEffectsOf {
  dir: string;
  sideEffects: boolean | string[];
}

/** Each kit package's `sideEffects`, so tree shaking drops what a consumer's bundler drops. */
const packageSideEffects = new Map<string, SideEffectsOf>();
function sideEffectsOf(file: string): boolean {
  const rel = relative(join(root, 'packages'), file).split(sep);
  const dir = rel[0];
  if (!dir || rel.length < 2) return true;
  let entry = packageSideEffects.get(dir);
  if (!entry) {
    const manifest = JSON.parse(
      readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8'),
    ) as {
      sideEffects?: boolean | string[];
    };
    entry = { dir, sideEffects: manifest.sideEffects ?? true };
    packageSideEffects.set(dir, entry);
  }
  const { sideEffects } = entry;
  if (typeof sideEffects === 'boolean') return sideEffects;
  // A pattern may name the source (./src/index.ts) or what the build makes of it (./dist/index.js).
  const inPackage = `./${rel.slice(1).join('/')}`;
  const built = inPackage.replace(/^\.\/src\//, './dist/').replace(/\.tsx?$/, '.js');
  return sideEffects.some((pattern) => {
    const re = new RegExp(
      `^${pattern
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*\*/g, '.*')
        .replace(/(?<!\.)\*/g, '[^/]*')}$`,
    );
    return re.test(inPackage) || re.test(built);
  });
}

/** Kit packages resolve to their sources (scripts/aliases.ts); every other package stays out. */
const kitOnly: Plugin = {
  name: 'kit-only',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const alias = aliases.find(({ find }) => find.test(args.path));
      if (alias) return { path: alias.replacement, sideEffects: sideEffectsOf(alias.replacement) };
      // Asset and worker imports (`pdf.worker.mjs?url`) and every library outside the kit.
      if (args.path.includes('?') || !/^[./]/.test(args.path)) {
        return { path: args.path, external: true };
      }
      return undefined;
    });
    // The token table names every token: it is where they are defined, not where they are used.
    b.onLoad({ filter: /[\\/]packages[\\/]ui[\\/]src[\\/]tokens\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const table = /const defaults = \{[\s\S]*?\n\} as const;/;
      if (!table.test(source))
        throw new Error('css-properties: the token table of tokens.ts moved');
      return { contents: source.replace(table, 'const defaults = {} as const;'), loader: 'ts' };
    });
  },
};

/** The token names each file's bundle names, by file (paths relative to the repository). */
export async function tokensUsed(
  files: readonly string[],
  tokenNames: ReadonlySet<string>,
): Promise<Map<string, string[]>> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(files.map((file, i) => [`e${i}`, join(root, file)])),
    bundle: true,
    write: false,
    outdir: join(root, '.css-properties'),
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    treeShaking: true,
    minify: false,
    logLevel: 'silent',
    plugins: [kitOnly],
  });
  const used = new Map<string, string[]>();
  files.forEach((file, i) => {
    const output = result.outputFiles.find((f) => f.path.endsWith(`${sep}e${i}.js`));
    if (!output) throw new Error(`css-properties: no bundle for ${file}`);
    const code = output.text;
    const dynamic = /\btoken\d*\(\s*`[^`]*\$\{/.exec(code);
    if (dynamic) {
      throw new Error(
        `css-properties: ${file} builds a token name at run time (${dynamic[0]}...); name each token in full so the manifest lists it.`,
      );
    }
    const names = new Set<string>();
    for (const [, name] of code.matchAll(/["'`]([a-z0-9-]+)["'`]/g)) {
      if (name && tokenNames.has(name)) names.add(name);
    }
    for (const [, name] of code.matchAll(/--anp-([a-z0-9-]+)/g)) {
      if (name && tokenNames.has(name)) names.add(name);
    }
    used.set(file, [...names].sort());
  });
  return used;
}
