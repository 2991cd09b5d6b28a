import { npx, run } from './run.mjs';

/** Builds everything: element manifests, package libraries, the CDN elements, the host, Ladle. */
const steps = [
  ['manifest', () => run('node', ['scripts/manifest.mjs'])],
  ['packages (tsup)', () => npx(['tsup'])],
  [
    'CDN elements',
    () => npx(['vite', 'build', '--config', 'cdn.vite.config.ts', '--logLevel', 'warn']),
  ],
  ['host', () => npx(['vite', 'build', 'host', '--logLevel', 'warn'])],
  [
    'Ladle',
    () =>
      npx(
        [
          'ladle',
          'build',
          '--config',
          '.ladle',
          '--viteConfig',
          'vite.config.ts',
          '--outDir',
          'build',
        ],
        { cwd: 'ladle' },
      ),
  ],
];

const only = process.argv[2];
for (const [name, step] of steps) {
  if (only && !name.startsWith(only)) continue;
  console.log(`\n== build: ${name}`);
  const code = await step();
  if (code !== 0) {
    console.error(`build failed at: ${name}`);
    process.exit(code);
  }
}
