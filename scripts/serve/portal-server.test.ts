/**
 * The production server of `npm start` (issue 12): security headers on pages, a fresh nonce per
 * page, compression and caching of the built files, and the proxy in front of the API, which sets
 * the forwarding headers itself and answers oversize bodies with 413 over HTTP/2 and HTTP/1.1.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCertificate } from '../../packages/reference-api/src/https';
import { createPortalServer, type PortalServer } from './portal-server';

interface H2Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let work: string;
let portal: PortalServer;
let api: Server;
let origin: string;
const seenByApi: IncomingHttpHeaders[] = [];
const APP_JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** One HTTP/2 request; `body` may be a size (a stream of that many bytes, no content-length). */
function h2(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | number } = {},
): Promise<H2Answer> {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { rejectUnauthorized: false, maxSessionMemory: 128 });
    session.on('error', reject);
    const stream = session.request({
      ':method': options.method ?? 'GET',
      ':path': path,
      ...options.headers,
    });
    const chunks: Buffer[] = [];
    let status = 0;
    let headers: H2Answer['headers'] = {};
    stream.on('response', (h) => {
      status = Number(h[':status']);
      headers = h;
    });
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      session.close();
      resolve({ status, headers, body: Buffer.concat(chunks) });
    });
    stream.on('error', (error) => {
      session.close();
      // The server may reset the upload after answering: the answer is what counts.
      if (status) resolve({ status, headers, body: Buffer.concat(chunks) });
      else reject(error);
    });
    if (typeof options.body === 'number') {
      const chunk = Buffer.alloc(64 * 1024, 97);
      let left = options.body;
      const pump = () => {
        while (left > 0) {
          left -= chunk.length;
          if (!stream.write(chunk)) return void stream.once('drain', pump);
        }
        stream.end();
      };
      pump();
    } else stream.end(options.body);
  });
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'anp-portal-server-'));
  const root = join(work, 'dist');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app-abcdefgh.js"></script></head><body><script nomodule>1</script></body></html>',
  );
  writeFileSync(join(root, 'assets', 'app-abcdefgh.js'), APP_JS);
  writeFileSync(join(root, 'config.json'), '{"country":"us"}');
  // A stand-in API: echoes what it was told, answers an upload early with its own 413.
  api = createServer((req, res) => {
    seenByApi.push(req.headers);
    if (req.url === '/api/closing') {
      // Answers and closes its connection, as an API may after a malformed request.
      res.writeHead(400, { 'content-type': 'application/json', connection: 'close' });
      res.end('{"code":"VALIDATION","message":"bad"}');
      return;
    }
    if (req.url === '/api/early') {
      res.writeHead(413, { 'content-type': 'application/json' });
      res.end('{"code":"PAYLOAD_TOO_LARGE","message":"too big for the API"}');
      req.destroy();
      return;
    }
    let size = 0;
    req.on('data', (c: Buffer) => (size += c.length));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json', connection: 'keep-alive' });
      res.end(JSON.stringify({ size, url: req.url }));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiAddress = api.address();
  const tls = await ensureCertificate(join(work, 'certs'));
  portal = createPortalServer({
    root,
    tls,
    publicOrigin: 'https://portal.example:8443',
    apiTarget: `http://127.0.0.1:${typeof apiAddress === 'object' && apiAddress ? apiAddress.port : 0}`,
    bodyLimitBytes: 4 * 1_048_576,
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

describe('pages', () => {
  it('an app route gets the page with a fresh nonce on its scripts and in its CSP', async () => {
    const one = await h2('/us/en/pages/cart');
    const two = await h2('/us/en/pages/cart');
    expect(one.status).toBe(200);
    const nonceOf = (a: H2Answer) =>
      /'nonce-([^']+)'/.exec(String(a.headers['content-security-policy']))?.[1];
    expect(nonceOf(one)).toBeTruthy();
    expect(nonceOf(one)).not.toBe(nonceOf(two));
    const html = one.body.toString();
    expect(html).toContain(`<script nonce="${nonceOf(one)}" type="module"`);
    expect(html).toContain(`<meta property="csp-nonce" nonce="${nonceOf(one)}"`);
    expect(one.headers['cache-control']).toBe('no-store');
    expect(one.headers['x-frame-options']).toBe('DENY');
    expect(one.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it('a hashed file is compressed and cached for a year; a second visit gets a 304', async () => {
    const first = await h2('/assets/app-abcdefgh.js', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(first.body).toString()).toBe(APP_JS);
    const again = await h2('/assets/app-abcdefgh.js', {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.status).toBe(304);
  });

  it('an unhashed file is revalidated, a missing one is a 404, a POST a 405', async () => {
    expect((await h2('/config.json')).headers['cache-control']).toBe('no-cache');
    expect((await h2('/assets/nothing-here.js')).status).toBe(404);
    expect((await h2('/us/en/pages/cart', { method: 'POST', body: Buffer.from('x') })).status).toBe(
      405,
    );
  });
});

describe('the proxy to the API', () => {
  it('sets the forwarding headers itself, whatever the client sent', async () => {
    const answer = await h2('/api/echo', {
      headers: {
        'x-forwarded-for': '203.0.113.9',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
        forwarded: 'for=203.0.113.9;host=evil.example',
      },
    });
    expect(answer.status).toBe(200);
    const seen = seenByApi.at(-1)!;
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen['x-forwarded-host']).toBe('portal.example:8443');
    expect(seen['x-forwarded-proto']).toBe('https');
    expect(seen.host).toBe('portal.example:8443');
    expect(seen.forwarded).toBeUndefined();
  });

  it('passes a body under the limit', async () => {
    const answer = await h2('/api/upload', { method: 'POST', body: 512 * 1024 });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ size: 512 * 1024 });
  });

  it('answers 413 over HTTP/2 for a declared 50 MB body, without passing it on', async () => {
    const answer = await h2('/api/upload', {
      method: 'POST',
      headers: { 'content-length': String(50 * 1_048_576) },
      body: 2 * 1_048_576,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 413 over HTTP/2 to a client that writes a declared 50 MB body at once', async () => {
    const answer = await h2('/api/upload', {
      method: 'POST',
      headers: { 'content-length': String(50 * 1_048_576) },
      body: Buffer.alloc(50 * 1_048_576, 97),
    });
    expect(answer.status).toBe(413);
  });

  it("answers a JSON body over the API's 1 MB limit itself (the API would close on it)", async () => {
    const answer = await h2('/api/cart/update', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ note: 'x'.repeat(2 * 1_048_576) })),
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 413 over HTTP/2 for a streamed body that grows past the limit', async () => {
    const answer = await h2('/api/upload', { method: 'POST', body: 50 * 1_048_576 });
    expect(answer.status).toBe(413);
  });

  it("passes on the API's own early 413 instead of turning it into a 502", async () => {
    const answer = await h2('/api/early', { method: 'POST', body: 900 * 1024 });
    expect(answer.status).toBe(413);
    expect(answer.body.toString()).toContain('too big for the API');
  });

  it('a call after an answer that closed its API connection still gets its own answer', async () => {
    // The security review saw a 400, then a 2 MB body on the same connection, answered 502.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      statuses.push(
        (await h2('/api/closing', { method: 'POST', body: Buffer.from('{po:') })).status,
      );
      statuses.push((await h2('/api/upload', { method: 'POST', body: 900 * 1024 })).status);
    }
    expect(statuses).toEqual(Array.from({ length: 10 }, () => [400, 200]).flat());
  });

  it('an API that cannot be reached is a JSON 502', async () => {
    const down = createPortalServer({
      root: join(work, 'dist'),
      tls: await ensureCertificate(join(work, 'certs')),
      publicOrigin: 'https://portal.example',
      apiTarget: 'http://127.0.0.1:9',
    });
    await down.listen(0);
    const address = down.server.address();
    const saved = origin;
    origin = `https://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const answer = await h2('/api/anything');
      expect(answer.status).toBe(502);
      expect(JSON.parse(answer.body.toString())).toMatchObject({ code: 'BAD_GATEWAY' });
    } finally {
      origin = saved;
      await down.close(100);
    }
  });
});
