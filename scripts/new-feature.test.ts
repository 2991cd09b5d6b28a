import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run new:feature NAME` writes a package with the kit's anatomy that type-checks and lints as
 * written (docs/architecture.md). The package is written outside packages/ (so no other step of
 * `npm test` sees it) and checked with the project's own TypeScript and ESLint settings.
 */
// Vitest runs from the repository's root.
const root = process.cwd();
const out = join(root, '.cache', 'new-feature-test');
const pkg = join(out, 'price-alerts');

const run = (command: string, args: string[]) =>
  spawnSync(command, args, { cwd: root, encoding: 'utf8', env: process.env });

beforeAll(() => {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const made = run('node', [
    'scripts/new-feature.mjs',
    'price-alerts',
    '--dir',
    out,
    '--no-install',
  ]);
  expect(made.status, made.stderr).toBe(0);
}, 60_000);

afterAll(() => {
  rmSync(out, { recursive: true, force: true });
});

describe('given a package made by the generator', () => {
  it.each([
    'package.json',
    'README.md',
    'src/index.ts',
    'src/element.ts',
    'src/i18n.ts',
    'src/locales/es.lazy.ts',
    'src/locales/pt.lazy.ts',
    'src/model/price-alerts.ts',
    'src/model/price-alerts.test.ts',
    'src/use-price-alerts-data.ts',
    'src/use-price-alerts.ts',
    'src/price-alerts.view.tsx',
    'src/price-alerts.tsx',
    'src/price-alerts.styles.ts',
    'src/price-alerts.element.ts',
    'src/price-alerts.stories.tsx',
    'src/price-alerts.test.tsx',
    'src/price-alerts.element.test.tsx',
    'src/fixtures.ts',
  ])('has %s', (file) => {
    expect(existsSync(join(pkg, file))).toBe(true);
  });

  it('names its package, element and entries as the kit does', () => {
    const manifest = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')) as {
      name: string;
      exports: Record<string, string>;
    };
    expect(manifest.name).toBe('@anp/price-alerts');
    expect(Object.keys(manifest.exports)).toEqual(['.', './element', './fixtures']);
    expect(readFileSync(join(pkg, 'src/price-alerts.element.ts'), 'utf8')).toContain(
      "tag: 'anp-price-alerts'",
    );
  });

  it('type-checks with the project settings', () => {
    writeFileSync(
      join(out, 'tsconfig.json'),
      JSON.stringify({
        extends: '../../tsconfig.json',
        include: ['price-alerts/src'],
        compilerOptions: { noEmit: true },
      }),
    );
    const checked = run('npx', ['--no-install', 'tsc', '-p', join(out, 'tsconfig.json')]);
    expect(checked.stdout + checked.stderr).toBe('');
    expect(checked.status).toBe(0);
  }, 120_000);

  it('passes the lint rules and the format check', () => {
    const linted = run('npx', ['--no-install', 'eslint', pkg, '--max-warnings', '0']);
    expect(linted.stdout + linted.stderr).toBe('');
    const formatted = run('npx', [
      '--no-install',
      'prettier',
      '--check',
      pkg,
      '--log-level',
      'warn',
    ]);
    expect(formatted.stdout + formatted.stderr).toBe('');
  }, 120_000);

  it('refuses a name that is taken or not a package name', () => {
    for (const name of ['cart', 'Price_Alerts', 'core']) {
      const refused = run('node', ['scripts/new-feature.mjs', name, '--dir', out, '--no-install']);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/new:feature: /);
    }
  });
});
