import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';

/** A file name with a build's content hash, such as `index-CMxszmNU.js`. */
const HASHED = /-[\w-]{8}\.(js|css|mjs)$/;

/**
 * A tiny static file server for browser tests: `node scripts/static-server.mjs PORT MOUNT=DIR ...`
 * (e.g. `/cdn=dist/cdn /=tests/browser/fixtures`). Loopback only.
 *
 * With `--csp=<origin>,...` it serves its HTML pages as a strict CMS would (issue 12): a fresh
 * nonce per page on every `<script>` and `<style>` and in `<meta property="csp-nonce">`, and the
 * Content-Security-Policy the README asks of a page hosting the elements, the given origins being
 * the portal's API and sign-in.
 */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

const cspArg = process.argv.find((a) => a.startsWith('--csp='));
const cspOrigins = cspArg ? cspArg.slice('--csp='.length).split(',').filter(Boolean) : null;
const [portArg, ...mountArgs] = process.argv.slice(2).filter((a) => !a.startsWith('--'));

/** The CSP the README gives CMS pages that host the elements (`portal` = the API's origin). */
function cmsPolicy(nonce, portal) {
  const api = portal.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' data: blob: ${api}`,
    "font-src 'self' data:",
    `connect-src 'self' ${api}`,
    `frame-src ${api}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${api}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

function withNonce(html, nonce) {
  return html
    .replace(/<(script|style)\b(?![^>]*\bnonce=)/gi, (_m, tag) => `<${tag} nonce="${nonce}"`)
    .replace(/<head>/i, `<head>\n    <meta property="csp-nonce" nonce="${nonce}" />`);
}
const port = Number(portArg);
const mounts = mountArgs
  .map((arg) => {
    const [prefix, dir] = arg.split('=');
    return { prefix: prefix.replace(/\/$/, ''), dir: resolve(dir) };
  })
  .sort((a, b) => b.prefix.length - a.prefix.length);

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = decodeURIComponent(url.pathname);
  const mount = mounts.find((m) => path === m.prefix || path.startsWith(`${m.prefix}/`));
  if (!mount) {
    res.writeHead(404).end('not found');
    return;
  }
  let file = normalize(join(mount.dir, path.slice(mount.prefix.length)));
  if (!file.startsWith(mount.dir)) {
    res.writeHead(403).end('forbidden');
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) {
    res.writeHead(404).end('not found');
    return;
  }
  if (cspOrigins && extname(file) === '.html') {
    const nonce = randomBytes(16).toString('base64');
    res.writeHead(200, {
      'Content-Type': TYPES['.html'],
      'Cache-Control': 'no-store',
      'Content-Security-Policy': cmsPolicy(nonce, cspOrigins),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    res.end(withNonce(readFileSync(file, 'utf8'), nonce));
    return;
  }
  res.writeHead(200, {
    'X-Content-Type-Options': 'nosniff',
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    // A build's hashed files never change under their name: the browser keeps them (and V8 its
    // compiled code) across the pages of a test, as a CDN would let it. Anything else, such as
    // the elements' entry modules and the fixture pages, is read afresh.
    'Cache-Control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-store',
  });
  createReadStream(file).pipe(res);
}).listen(port, '127.0.0.1', () => {
  console.log(
    `static server on http://127.0.0.1:${port} (${mounts.map((m) => `${m.prefix || '/'} -> ${m.dir}`).join(', ')})`,
  );
});
