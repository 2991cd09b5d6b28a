/**
 * The portal's production web server (what `npm start` runs, issue 12): HTTP/2 (and HTTP/1.1) over
 * TLS on one origin, the built host from `host/dist` with the security headers, and the API, the
 * sign-in provider and the API docs proxied to the reference API on loopback.
 */
import {
  createSecureServer,
  type Http2SecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type Http2Session,
} from 'node:http2';
import type { Socket } from 'node:net';
import { asAnyResponse, createProxy, type AnyRequest, type AnyResponse } from './proxy';
import { baseSecurityHeaders, newNonce, pageSecurityHeaders, withNonce } from './security-headers';
import { createStaticFiles } from './static-files';
import type { ElementDocs } from './element-docs/handler';

export interface PortalServerOptions {
  /** Folder of the built host (`host/dist`). */
  root: string;
  /** The TLS key and certificate (PEM). */
  tls: { key: string | Buffer; cert: string | Buffer };
  /** The public origin browsers use, e.g. `https://localhost:5173`. */
  publicOrigin: string;
  /** The API on loopback, e.g. `http://127.0.0.1:5174`. */
  apiTarget: string;
  /** Path prefixes passed to the API (default `/api`, `/oidc`, `/docs`, `/openapi.json`). */
  apiPaths?: readonly string[];
  /** Largest request body passed to the API (default 16 MB: a 10 MB upload and its framing). */
  bodyLimitBytes?: number;
  /** Origins outside the portal the pages may call (an external sign-in authority). */
  connectOrigins?: readonly string[];
  /** The CDN build (`dist/cdn`), served read-only under `/cdn/` (the element docs' examples). */
  cdnRoot?: string;
  /** The element docs under `/docs/elements`, answered here before `/docs` goes to the API. */
  elementDocs?: ElementDocs;
}

export interface PortalServer {
  server: Http2SecureServer;
  listen(port: number, host?: string): Promise<void>;
  /** Stops taking connections, lets running requests finish for up to `timeoutMs`, then cuts. */
  close(timeoutMs?: number): Promise<void>;
}

export const DEFAULT_API_PATHS = ['/api', '/oidc', '/docs', '/openapi.json'] as const;
export const DEFAULT_BODY_LIMIT_BYTES = 16 * 1_048_576;
/** Where the CDN build is served when `cdnRoot` is given. */
export const CDN_PATH = '/cdn';

const matches = (path: string, prefix: string) =>
  path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);

export function createPortalServer(options: PortalServerOptions): PortalServer {
  const apiPaths = options.apiPaths ?? DEFAULT_API_PATHS;
  const base = baseSecurityHeaders();
  const proxy = createProxy({
    target: options.apiTarget,
    publicOrigin: options.publicOrigin,
    bodyLimitBytes: options.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES,
  });
  const files = createStaticFiles({ root: options.root });
  const cdnFiles = options.cdnRoot
    ? createStaticFiles({ root: options.cdnRoot, singlePageApp: false })
    : null;
  const docs = options.elementDocs;
  let inFlight = 0;
  let idle: (() => void) | null = null;

  const handle = (req: AnyRequest, res: AnyResponse) => {
    inFlight += 1;
    res.on('close', () => {
      inFlight -= 1;
      if (inFlight === 0) idle?.();
    });
    for (const [name, value] of Object.entries(base)) res.setHeader(name, value);
    const rawUrl = req.url ?? '/';
    const path = rawUrl.split('?')[0] ?? '/';
    const ownDocs = docs?.owns(path) ?? false;
    const cdnPath = cdnFiles && matches(path, CDN_PATH) ? path.slice(CDN_PATH.length) : null;
    if (!ownDocs && apiPaths.some((prefix) => matches(path, prefix))) {
      proxy(req, res);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed');
      return;
    }
    const nonce = newNonce();
    const requestHeaders = {
      acceptEncoding: header(req, 'accept-encoding'),
      ifNoneMatch: header(req, 'if-none-match'),
    };
    const transform = (html: string) => withNonce(html, nonce);
    const answer = ownDocs
      ? (docs?.handle(path, requestHeaders, transform) ?? null)
      : cdnPath !== null
        ? (cdnFiles?.handle(cdnPath || '/', requestHeaders) ?? null)
        : files.handle(path, requestHeaders, transform);
    if (!answer) {
      res.writeHead(404, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end('Not found');
      return;
    }
    const isPage = answer.headers['content-type']?.startsWith('text/html') ?? false;
    const headers = isPage
      ? {
          ...answer.headers,
          ...pageSecurityHeaders({
            nonce,
            ...(options.connectOrigins ? { connectOrigins: options.connectOrigins } : {}),
          }),
        }
      : answer.headers;
    res.writeHead(answer.status, { ...headers, 'content-length': Buffer.byteLength(answer.body) });
    if (req.method === 'HEAD') res.end();
    else res.end(answer.body);
  };

  const server = createSecureServer({
    key: options.tls.key,
    cert: options.tls.cert,
    allowHTTP1: true,
    // Lets a browser keep its HTTP/2 connection through a long session.
    settings: { maxConcurrentStreams: 250 },
  });
  server.on('request', (req: Http2ServerRequest, res: Http2ServerResponse) =>
    handle(req, asAnyResponse(res)),
  );
  const sessions = new Set<Http2Session>();
  const sockets = new Set<Socket>();
  server.on('session', (session: Http2Session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.on('secureConnection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  return {
    server,
    listen: (port, host = '127.0.0.1') =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      }),
    close: async (timeoutMs = 10_000) => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const session of sessions) session.close();
      if (inFlight > 0) {
        await Promise.race([
          new Promise<void>((resolve) => (idle = resolve)),
          new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref()),
        ]);
      }
      for (const session of sessions) session.destroy();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

function header(req: AnyRequest, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
