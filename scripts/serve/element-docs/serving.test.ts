/**
 * The element docs as the portal server serves them (issue 13): `/docs/elements` answered by the
 * portal itself (with the page CSP and a nonce on every script) while the rest of `/docs` still
 * goes to the API, the CDN build read-only under `/cdn`, manifests re-read when they change, and
 * the element's script found in a flat or versioned CDN build (the loader first).
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCertificate } from '../../../packages/reference-api/src/https';
import { createPortalServer, type PortalServer } from '../portal-server';
import { cdnBuildFolder, compareVersions, elementScript } from './cdn';
import { createElementDocs } from './handler';

let work: string;
let portal: PortalServer;
let api: Server;
let origin: string;

const manifest = (tag: string, summary: string) =>
  JSON.stringify({
    schemaVersion: '2.1.0',
    modules: [
      {
        kind: 'javascript-module',
        path: `src/${tag.slice(4)}.element.js`,
        declarations: [{ kind: 'class', customElement: true, tagName: tag, summary }],
      },
    ],
  });

function get(
  path: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { rejectUnauthorized: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'anp-element-docs-'));
  const repo = join(work, 'repo');
  mkdirSync(join(repo, 'packages', 'sample'), { recursive: true });
  writeFileSync(join(repo, 'packages', 'sample', 'package.json'), '{"name":"@anp/sample"}');
  writeFileSync(
    join(repo, 'packages', 'sample', 'custom-elements.json'),
    manifest('anp-sample', 'First words.'),
  );
  const cdn = join(work, 'cdn');
  mkdirSync(cdn);
  writeFileSync(join(cdn, 'anp-sample.js'), 'export {};');
  const host = join(work, 'host');
  mkdirSync(host);
  writeFileSync(join(host, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(join(host, 'config.json'), '{"country":"us","footer":{"copyrightOwner":"Feeds"}}');
  api = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end(`api:${req.url}`);
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiAddress = api.address();
  portal = createPortalServer({
    root: host,
    tls: await ensureCertificate(join(work, 'certs')),
    publicOrigin: 'https://portal.example',
    apiTarget: `http://127.0.0.1:${typeof apiAddress === 'object' && apiAddress ? apiAddress.port : 0}`,
    cdnRoot: cdn,
    elementDocs: createElementDocs({
      repoRoot: repo,
      cdnRoot: cdn,
      origin: 'https://portal.example',
      pageConfigFile: join(host, 'config.json'),
    }),
  });
  await portal.listen(0);
  const address = portal.server.address();
  origin = `https://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await portal?.close(1000);
  await new Promise((resolve) => api?.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

describe('the portal server', () => {
  it('answers the index and an element page itself, with the CSP nonce on every script', async () => {
    for (const path of ['/docs/elements', '/docs/elements/', '/docs/elements/anp-sample']) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      const csp = String(page.headers['content-security-policy']);
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, path).toBeTruthy();
      expect(csp).not.toContain('unsafe-inline');
      const scripts = page.body.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    }
    const element = await get('/docs/elements/anp-sample');
    expect(element.body).toContain('First words.');
    expect(element.body).toContain('src="/cdn/anp-sample.js"');
    // The live example runs with the host's own page configuration.
    expect(element.body).toContain('"copyrightOwner":"Feeds"');
  });

  it('serves the docs assets and the CDN build, and 404s anything else below them', async () => {
    const css = await get('/docs/elements/assets/docs.css');
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    const script = await get('/cdn/anp-sample.js');
    expect(script.status).toBe(200);
    expect(script.body).toBe('export {};');
    for (const path of [
      '/docs/elements/anp-missing',
      '/docs/elements/Not_A_Tag',
      '/docs/elements/assets/../handler.ts',
      '/docs/elements/assets/%2e%2e/handler.ts',
      '/cdn/',
      '/cdn/missing.js',
      '/cdn/%2e%2e/repo/packages/sample/package.json',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('still passes the API docs and the rest of /docs to the API', async () => {
    expect((await get('/docs')).body).toBe('api:/docs');
    expect((await get('/docs/json')).body).toBe('api:/docs/json');
    expect((await get('/docs/elementsX')).body).toBe('api:/docs/elementsX');
  });

  it('follows a manifest that changed, without a restart', async () => {
    const file = join(work, 'repo', 'packages', 'sample', 'custom-elements.json');
    writeFileSync(file, manifest('anp-sample', 'Newer words.'));
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    expect((await get('/docs/elements/anp-sample')).body).toContain('Newer words.');
  });
});

describe('the script of an element in the CDN build', () => {
  it('is the element module in a flat build, or the loader when there is one', () => {
    const flat = join(work, 'flat');
    mkdirSync(flat);
    writeFileSync(join(flat, 'anp-cart.js'), '');
    expect(elementScript(flat, 'anp-cart', 'src/cart.element.js')).toEqual({
      src: '/cdn/anp-cart.js',
      loader: false,
    });
    expect(elementScript(flat, 'anp-other', 'src/other.element.js')).toBeNull();
    writeFileSync(join(flat, 'anp-loader.js'), '');
    expect(elementScript(flat, 'anp-other', 'src/other.element.js')).toEqual({
      src: '/cdn/anp-loader.js',
      loader: true,
    });
  });

  it('is in the newest version folder, named by the CDN manifest when it has one', () => {
    const versioned = join(work, 'versioned');
    for (const version of ['0.9.0', '0.10.0']) {
      mkdirSync(join(versioned, version), { recursive: true });
      writeFileSync(join(versioned, version, 'anp-cart-abc123.js'), '');
      writeFileSync(
        join(versioned, version, 'custom-elements.json'),
        JSON.stringify({
          modules: [{ path: './anp-cart-abc123.js', declarations: [{ tagName: 'anp-cart' }] }],
        }),
      );
    }
    expect(cdnBuildFolder(versioned)).toBe('0.10.0');
    expect(elementScript(versioned, 'anp-cart', 'dist/cart.element.js')).toEqual({
      src: '/cdn/0.10.0/anp-cart-abc123.js',
      loader: false,
    });
    writeFileSync(join(versioned, '0.10.0', 'anp-loader.js'), '');
    expect(elementScript(versioned, 'anp-cart', 'dist/cart.element.js')?.src).toBe(
      '/cdn/0.10.0/anp-loader.js',
    );
    expect(cdnBuildFolder(join(work, 'nowhere'))).toBeNull();
  });

  it('compares versions by number', () => {
    expect(['1.10.0', '1.9.2', '1.9.10'].sort(compareVersions)).toEqual([
      '1.9.2',
      '1.9.10',
      '1.10.0',
    ]);
  });
});
