import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { cdnDir, cdnVersion, sri } from './cdn-files.mjs';

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function staticImports(code) {
  const found = new Set();
  for (const m of code.matchAll(
    /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+)["']/g,
  ))
    found.add(m[1].slice(2));
  return [...found];
}

/**
 * Checks the CDN folder of this version statically: one shared runtime chunk, MSAL out of what
 * every element loads at start (its static imports), the loader present, and an integrity.json
 * that matches every file. The weights a browser really loads are measured by
 * tests/browser/element-weights.spec.ts.
 */
export function measureCdn(dir = cdnDir()) {
  if (!existsSync(dir)) throw new Error(`${dir} does not exist: run \`npm run build\` first.`);
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  // Rolldown keeps its own 0.4 KB interop helpers in a chunk shared by the runtime and the lazy
  // MSAL chunk; it belongs to the runtime's share.
  const runtime = files.filter(
    (f) => f.startsWith('anp-runtime') || f.startsWith('rolldown-runtime'),
  );
  const msalFiles = new Set(
    files.filter((f) => {
      const map = join(dir, `${f}.map`);
      return (
        existsSync(map) &&
        JSON.parse(readFileSync(map, 'utf8')).sources.some((src) => src.includes('@azure/msal'))
      );
    }),
  );
  const entries = files.filter(
    (f) => /^anp-[a-z-]+\.js$/.test(f) && !f.startsWith('anp-runtime') && f !== 'anp-loader.js',
  );
  const initialOf = (entry) => {
    const seen = new Set();
    const visit = (file) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const dep of staticImports(readFileSync(join(dir, file), 'utf8'))) visit(dep);
    };
    visit(entry);
    return [...seen];
  };
  const elements = entries.map((entry) => {
    const initial = initialOf(entry);
    const own = initial.filter((f) => !runtime.includes(f));
    return {
      tag: entry.replace(/\.js$/, ''),
      ownBytes: own.reduce((sum, f) => sum + gz(join(dir, f)), 0),
      initial,
      msalInInitial: initial.some((f) => msalFiles.has(f)),
    };
  });
  const problems = [];
  // The runtime's after-start part (`anp-runtime-later`: the token guard, the tab sync) loads on
  // demand beside it; the runtime proper is one chunk.
  const mainRuntimeFiles = runtime.filter(
    (f) => f.startsWith('anp-runtime') && !f.startsWith('anp-runtime-later'),
  );
  if (mainRuntimeFiles.length !== 1)
    problems.push(`expected ONE shared runtime chunk, found ${mainRuntimeFiles.length}`);
  if (msalFiles.size === 0)
    problems.push('found no MSAL chunk: the lazy sign-in import is missing from the build');
  if (elements.length === 0) problems.push('no element entries in the CDN build');
  for (const e of elements)
    if (e.msalInInitial) problems.push(`${e.tag} loads MSAL at start (it must stay lazy)`);
  if (!files.includes('anp-loader.js')) problems.push('no anp-loader.js in the CDN folder');
  const integrityFile = join(dir, 'integrity.json');
  const integrity = existsSync(integrityFile)
    ? JSON.parse(readFileSync(integrityFile, 'utf8'))
    : {};
  for (const f of readdirSync(dir).filter((name) => name !== 'integrity.json'))
    if (integrity[f] !== sri(readFileSync(join(dir, f))))
      problems.push(`integrity.json does not hold the hash of ${f}`);
  return {
    version: cdnVersion(),
    runtimeFiles: runtime,
    mainRuntimeFiles,
    msalFiles: [...msalFiles],
    runtimeBytes: runtime.reduce((sum, f) => sum + gz(join(dir, f)), 0),
    loaderBytes: files.includes('anp-loader.js') ? gz(join(dir, 'anp-loader.js')) : 0,
    elements,
    problems,
  };
}

export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
