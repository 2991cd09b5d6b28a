import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const CDN_DIR = 'dist/cdn';
/** Budgets in bytes of gzip (1 KB = 1000 bytes). */
export const BUDGETS = { runtime: 115_000, element: 10_000 };

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
 * Measures the CDN build: the shared runtime chunk, and each element's own code (its entry plus
 * any non-runtime chunk it loads statically). Also lists what every element loads at start, to
 * prove MSAL is not among it.
 */
export function measureCdn(dir = CDN_DIR) {
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
  const entries = files.filter((f) => /^anp-[a-z-]+\.js$/.test(f) && !f.startsWith('anp-runtime'));
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
  return {
    runtimeFiles: runtime,
    mainRuntimeFiles: runtime.filter((f) => f.startsWith('anp-runtime')),
    msalFiles: [...msalFiles],
    runtimeBytes: runtime.reduce((sum, f) => sum + gz(join(dir, f)), 0),
    elements,
  };
}

export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
