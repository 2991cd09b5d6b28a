/**
 * Issue 12, finding 1: the development server handed out the provider's private key
 * (`/@fs/<repo>/.cache/reference-api/jwks.json`). Here secret files sit where state used to live
 * (inside the repository), in a state folder outside it, beside the production server's folder
 * and behind a symbolic link inside it; every path trick below, against both servers, must get no
 * 200 and never the secret.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViteDevServer } from 'vite';
import { ensureCertificate } from '../../packages/reference-api/src/https';
import { createPortalServer, type PortalServer } from './portal-server';
import { REPOSITORY_ROOT as REPO_ROOT } from '../../packages/reference-api/src/state-dir';

const MARKER = `anp-secret-${Math.random().toString(36).slice(2)}`;
const secret = JSON.stringify({ keys: [{ d: MARKER }] });

interface Answer {
  status: number;
  body: string;
}

/** Sends the path exactly as written (no client-side normalisation of `..` or `%2e`). */
function get(base: URL, path: string): Promise<Answer> {
  const send = base.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      {
        host: base.hostname,
        port: base.port,
        path,
        method: 'GET',
        rejectUnauthorized: false,
        headers: { accept: '*/*' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('latin1') }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Every spelling of "that file" we could think of, for a file at `abs` (`rel` from the root). */
function tricks(abs: string, rel: string): string[] {
  const up = rel.split('/').length > 0 ? '../'.repeat(6) : '';
  const encodedAbs = abs.split('/').map(encodeURIComponent).join('/');
  return [
    `/@fs${abs}`,
    `/@fs${abs}?raw`,
    `/@fs${abs}?import`,
    `/@fs${abs}?url`,
    `/@fs${abs}?inline`,
    `/@fs${abs}?raw??`,
    `/@fs${abs}?import&raw??`,
    `/@fs${abs}#`,
    `/@fs/${abs}`,
    `/@fs${encodedAbs}`,
    `/@fs${abs.replace(/\//g, '%2F')}`,
    `/@fs${abs}%00.js`,
    `/@fs${REPO_ROOT}/host/../${abs.slice(REPO_ROOT.length + 1)}`,
    `/@fs${REPO_ROOT}/node_modules/../${abs.slice(REPO_ROOT.length + 1)}`,
    `/@id/${abs}`,
    `/@id${abs}?raw`,
    `/${rel}`,
    `/${rel}?raw`,
    `/../${rel}`,
    `/${up}${rel}`,
    `/%2e%2e/${rel}`,
    `/%2e%2e/%2e%2e/${rel}`,
    `/%252e%252e/${rel}`,
    `/..%2f${rel}`,
    `/..%2f..%2f${rel}`,
    `/.%2e/${rel}`,
    `/..\\${rel.replace(/\//g, '\\')}`,
    `/assets/..%2f..%2f${rel}`,
    `//${abs}`,
    `/${encodeURIComponent(abs)}`,
    `/node_modules/../${rel}`,
    `/node_modules/.vite/../../${rel}`,
    `/src/../../${rel}`,
    `/__open-in-editor?file=${encodeURIComponent(abs)}`,
  ];
}

let work: string;
let stateDir: string;
let inRepoState: string;
const answers: { server: string; path: string; status: number; leaked: boolean }[] = [];

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'anp-path-tricks-'));
  // A state folder outside the repository, as `npm start` now uses.
  stateDir = join(work, 'state');
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(join(stateDir, 'jwks.json'), secret);
  // Where state lived before issue 12: inside the repository (ignored by git).
  inRepoState = join(REPO_ROOT, '.cache', `path-tricks-${process.pid}`);
  mkdirSync(inRepoState, { recursive: true });
  writeFileSync(join(inRepoState, 'jwks.json'), secret);
});

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  rmSync(inRepoState, { recursive: true, force: true });
});

function secretFiles(root: string): { abs: string; rel: string }[] {
  const relTo = (abs: string) =>
    abs.startsWith(`${root}/`) ? abs.slice(root.length + 1) : abs.replace(/^\//, '');
  return [join(inRepoState, 'jwks.json'), join(stateDir, 'jwks.json')].map((abs) => ({
    abs,
    rel: relTo(abs),
  }));
}

async function attack(server: string, base: URL, root: string, extra: string[] = []) {
  const paths = [
    ...secretFiles(root).flatMap(({ abs, rel }) => tricks(abs, rel)),
    ...secretFiles(REPO_ROOT).flatMap(({ rel }) => [`/${rel}`, `/../${rel}`, `/%2e%2e/${rel}`]),
    ...extra,
  ];
  for (const path of paths) {
    const answer = await get(base, path);
    answers.push({ server, path, status: answer.status, leaked: answer.body.includes(MARKER) });
  }
}

describe('the production server (npm start)', () => {
  let portal: PortalServer;
  let base: URL;
  let root: string;

  beforeAll(async () => {
    // A built site with a secret beside it, a dot file in it and a link out of it.
    const site = join(work, 'site');
    root = join(site, 'dist');
    mkdirSync(join(root, 'assets'), { recursive: true });
    writeFileSync(
      join(root, 'index.html'),
      '<!doctype html><html><head></head><body></body></html>',
    );
    writeFileSync(join(root, 'assets', 'app-abcdefgh.js'), 'console.log(1)');
    writeFileSync(join(site, 'jwks.json'), secret);
    writeFileSync(join(root, '.env'), MARKER);
    symlinkSync(join(stateDir, 'jwks.json'), join(root, 'assets', 'linked.json'));
    const tls = await ensureCertificate(join(work, 'certs'));
    portal = createPortalServer({
      root,
      tls,
      publicOrigin: 'https://localhost:1',
      // Nothing listens there: the API paths answer 502, which is not the secret either.
      apiTarget: 'http://127.0.0.1:9',
    });
    await portal.listen(0);
    const address = portal.server.address();
    base = new URL(
      `https://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    );
  });

  afterAll(() => portal?.close(1000));

  it('answers no path trick with a 200 or the secret', async () => {
    await attack('production', base, root, [
      '/../jwks.json',
      '/%2e%2e/jwks.json',
      '/..%2fjwks.json',
      '/.env',
      '/%2eenv',
      '/assets/linked.json',
      '/assets/../../jwks.json',
      '/assets/%2e%2e/%2e%2e/jwks.json',
      '/api/../../jwks.json',
    ]);
    const bad = answers.filter((a) => a.server === 'production' && (a.status === 200 || a.leaked));
    expect(bad).toEqual([]);
    // The site itself is served (the test would be empty otherwise).
    expect((await get(base, '/assets/app-abcdefgh.js')).status).toBe(200);
  });
});

describe('the development server (npm run dev)', () => {
  let vite: ViteDevServer;
  let base: URL;

  beforeAll(async () => {
    const { createServer } = await import('vite');
    vite = await createServer({
      configFile: join(REPO_ROOT, 'host', 'vite.config.ts'),
      logLevel: 'silent',
      optimizeDeps: { noDiscovery: true, include: [] },
      server: { port: 0, strictPort: false, host: '127.0.0.1', hmr: false, ws: false },
    });
    await vite.listen();
    const address = vite.httpServer?.address();
    base = new URL(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
  });

  afterAll(() => vite?.close());

  it('answers no path trick with a 200 or the secret', async () => {
    await attack('development', base, join(REPO_ROOT, 'host'), [
      `/@fs${REPO_ROOT}/package.json`,
      `/@fs${REPO_ROOT}/scripts/start.ts`,
      `/@fs${REPO_ROOT}/packages/reference-api/src/app.ts?raw`,
      `/@fs${REPO_ROOT}/.git/config`,
      '/__open-in-editor?file=package.json',
    ]);
    const bad = answers.filter((a) => a.server === 'development' && (a.status === 200 || a.leaked));
    expect(bad).toEqual([]);
    // The host itself is served (the test would be empty otherwise).
    expect((await get(base, '/src/main.tsx')).status).toBe(200);
  });
});
