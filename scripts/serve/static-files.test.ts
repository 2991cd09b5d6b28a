import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticFiles, pickEncoding, resolveInside } from './static-files';

let root: string;
let outside: string;

beforeAll(() => {
  outside = mkdtempSync(join(tmpdir(), 'anp-static-'));
  root = join(outside, 'dist');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<html><head></head></html>');
  writeFileSync(join(root, 'assets', 'app-abcdefgh.js'), 'x');
  writeFileSync(join(root, '.env'), 'secret');
  writeFileSync(join(outside, 'secret.json'), 'secret');
  symlinkSync(join(outside, 'secret.json'), join(root, 'assets', 'link.json'));
});

afterAll(() => rmSync(outside, { recursive: true, force: true }));

describe('resolveInside (issue 12: nothing outside the served folder)', () => {
  it.each([
    ['/assets/app-abcdefgh.js', 'assets/app-abcdefgh.js'],
    ['/index.html', 'index.html'],
    ['/../secret.json', null],
    ['/%2e%2e/secret.json', null],
    ['/assets/%2e%2e/%2e%2e/secret.json', null],
    ['/%252e%252e/secret.json', null],
    ['/..%5csecret.json', null],
    ['/.env', null],
    ['/%2eenv', null],
    ['/assets/link.json', null],
    ['/assets/app-abcdefgh.js%00.html', null],
    ['/%E0%A4%A', null],
    ['/assets', null],
  ])('%s -> %s', (path, expected) => {
    const found = resolveInside(root, path);
    expect(found ? found.slice(root.length + 1) : null).toBe(expected);
  });
});

describe('pickEncoding', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
    [undefined, 'identity'],
    ['*', 'br'],
  ] as const)('%s -> %s', (accept, expected) => {
    expect(pickEncoding(accept)).toBe(expected);
  });
});

describe('createStaticFiles', () => {
  it.each([
    ['/us/en/pages/orders/4000000001', 200],
    ['/login', 200],
    ['/', 200],
    ['/__open-in-editor', 404],
    ['/.cache/reference-api/jwks.json', 404],
    ['/assets/missing-abcdefgh.js', 404],
  ])('%s answers %i', (path, status) => {
    const files = createStaticFiles({ root });
    expect(files.handle(path, {})?.status ?? 404).toBe(status);
  });
});
