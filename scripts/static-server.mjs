import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';

/** A file name with a build's content hash, such as `index-CMxszmNU.js`. */
const HASHED = /-[\w-]{8}\.(js|css|mjs)$/;

/**
 * A tiny static file server for browser tests: `node scripts/static-server.mjs PORT MOUNT=DIR ...`
 * (e.g. `/cdn=dist/cdn /=tests/browser/fixtures`). Loopback only.
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

const [portArg, ...mountArgs] = process.argv.slice(2);
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
  res.writeHead(200, {
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
