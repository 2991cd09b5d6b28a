/**
 * Serves one built folder (the host's `host/dist`) the way a production web server does: only
 * files inside the folder (no dot files, no symbolic link out of it, no encoded `..`), hashed
 * files cached for a year, everything else revalidated, brotli or gzip when the browser takes it,
 * ETags and 304s, and the single-page app's `index.html` for every route without a file.
 */
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.bcmap': 'application/octet-stream',
  '.pfb': 'application/octet-stream',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);

/** A file name carrying a build's content hash (`index-CMxszmNU.js`): it never changes. */
const HASHED = /[-.][\w-]{8,}\.(js|mjs|css|woff2|png|svg|webp|jpg|wasm)$/;

/**
 * A path the app's router may own: segments of letters, digits, `-` and `_` that start with a
 * letter or digit (no extension, no dot, nothing like `/__open-in-editor`).
 */
const APP_ROUTE = /^(\/[A-Za-z0-9][A-Za-z0-9_-]*)*\/?$/;

export interface StaticResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string;
}

export interface StaticFilesOptions {
  /** The folder served (absolute or relative to the working directory). */
  root: string;
  /**
   * Whether a path without a file that looks like a route gets the folder's `index.html` (a
   * single-page app, the default). Off for plain folders (the CDN build): such a path is a 404.
   */
  singlePageApp?: boolean;
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the request's Accept-Encoding allows (q=0 excluded). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const offered = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    offered.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allowed = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return 'identity';
}

/**
 * The file a URL path names inside `root`, or null: the path is decoded once (a `%2e%2e` is not
 * decoded again), and anything naming a dot file or folder, a NUL, a backslash, or a place
 * outside the root after following symbolic links is refused.
 */
export function resolveInside(root: string, urlPath: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (path.includes('\0') || path.includes('\\')) return null;
  const parts = path.split('/').filter(Boolean);
  if (parts.some((p) => p.startsWith('.'))) return null;
  const absoluteRoot = resolve(root);
  const file = resolve(absoluteRoot, ...parts);
  const rel = relative(absoluteRoot, file);
  if (rel.startsWith('..') || rel.includes(`..${sep}`)) return null;
  try {
    const real = realpathSync(file);
    const realRoot = realpathSync(absoluteRoot);
    if (real !== realRoot && !real.startsWith(realRoot + sep)) return null;
    return statSync(real).isFile() ? real : null;
  } catch {
    return null;
  }
}

interface Cached {
  mtimeMs: number;
  etag: string;
  raw: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** A handler answering GET and HEAD for the folder's files; `null` when a path has no file. */
export function createStaticFiles(options: StaticFilesOptions) {
  const root = resolve(options.root);
  const cache = new Map<string, Cached>();

  const load = (file: string): Cached => {
    const mtimeMs = statSync(file).mtimeMs;
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit;
    const raw = readFileSync(file);
    const etag = `"${createHash('sha1').update(raw).digest('base64url').slice(0, 22)}"`;
    const entry: Cached = { mtimeMs, etag, raw, encoded: {} };
    cache.set(file, entry);
    return entry;
  };

  const encode = (entry: Cached, encoding: Encoding): Buffer => {
    if (encoding === 'identity') return entry.raw;
    const done = entry.encoded[encoding];
    if (done) return done;
    const body =
      encoding === 'br'
        ? brotliCompressSync(entry.raw, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 9,
              [zlib.BROTLI_PARAM_SIZE_HINT]: entry.raw.length,
            },
          })
        : gzipSync(entry.raw, { level: 9 });
    entry.encoded[encoding] = body;
    return body;
  };

  const compressText = (text: string, encoding: Encoding): Buffer => {
    const raw = Buffer.from(text);
    if (encoding === 'br') return brotliCompressSync(raw);
    if (encoding === 'gzip') return gzipSync(raw);
    return raw;
  };

  const appPage = join(root, 'index.html');
  const singlePageApp = options.singlePageApp ?? true;

  /** The app page, made fresh per request (it carries a nonce): never cached. */
  const page = (
    acceptEncoding: string | undefined,
    transform: (html: string) => string,
  ): StaticResponse => {
    const html = transform(readFileSync(appPage, 'utf8'));
    const encoding = pickEncoding(acceptEncoding);
    return {
      status: 200,
      headers: {
        'content-type': TYPES['.html']!,
        'cache-control': 'no-store',
        vary: 'accept-encoding',
        ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      },
      body: compressText(html, encoding),
    };
  };

  return {
    root,
    /**
     * Answers a GET or HEAD: the file, a 304, the app page for a route (a path without an
     * extension), or null (the caller answers 404).
     */
    handle(
      urlPath: string,
      headers: { acceptEncoding?: string; ifNoneMatch?: string },
      /** Turns the app page into the page sent (the server adds the page's nonce). */
      transformPage: (html: string) => string = (html) => html,
    ): StaticResponse | null {
      const file = resolveInside(root, urlPath);
      if (!file || (singlePageApp && file === appPage)) {
        // A plain folder (the CDN build) has no app page: a path without a file is a 404.
        if (!singlePageApp) return null;
        // Routes of the app (`/us/en/pages/cart`) have no file: the app page answers them. Any
        // other path without a file (a dot file, an encoded `..`, a missing asset) is a 404.
        return APP_ROUTE.test(urlPath) || file === appPage
          ? page(headers.acceptEncoding, transformPage)
          : null;
      }
      const entry = load(file);
      const ext = extname(file);
      const cacheControl = HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
      if (headers.ifNoneMatch && headers.ifNoneMatch.split(/\s*,\s*/).includes(entry.etag)) {
        return {
          status: 304,
          headers: { etag: entry.etag, 'cache-control': cacheControl },
          body: '',
        };
      }
      const encoding =
        COMPRESSIBLE.has(ext) && entry.raw.length > 512
          ? pickEncoding(headers.acceptEncoding)
          : 'identity';
      return {
        status: 200,
        headers: {
          'content-type': TYPES[ext] ?? 'application/octet-stream',
          'cache-control': cacheControl,
          etag: entry.etag,
          ...(COMPRESSIBLE.has(ext) ? { vary: 'accept-encoding' } : {}),
          ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
        },
        body: encode(entry, encoding),
      };
    },
  };
}
