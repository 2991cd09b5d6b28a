import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { aliases } from '../scripts/aliases.ts';
import {
  baseSecurityHeaders,
  newNonce,
  pageSecurityHeaders,
} from '../scripts/serve/security-headers.ts';

const repo = resolve(import.meta.dirname, '..');

/**
 * Whether a request path spells its way around the file rules: a `..` or `.` segment, a dot file
 * or folder (but Vite's own `node_modules/.vite`), a backslash, a NUL, or an encoded dot, slash or
 * backslash. Vite's `fs.allow` and `fs.deny` already refuse the files; such paths get a plain 404
 * instead of the app page.
 */
export function isPathTrick(rawUrl: string): boolean {
  const rawPath = rawUrl.split(/[?#]/)[0] ?? '';
  if (/%(2e|2f|5c|00)/i.test(rawPath)) return true;
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return true;
  }
  if (/[\\\0]/.test(path) || path.includes('//')) return true;
  // Virtual modules are `/@id/__x00__…`; any other `/@id/` is a file path in disguise.
  if (path.startsWith('/@id/') && !path.startsWith('/@id/__x00__')) return true;
  return path
    .split('/')
    .some((segment) => segment === '..' || (segment.startsWith('.') && segment !== '.vite'));
}

const hostDir = import.meta.dirname;

/** The libraries every page of the portal needs at start (see the build's code splitting). */
const VENDOR =
  /\/node_modules\/(react|react-dom|scheduler|react-router|styled-components|stylis|@emotion\/(is-prop-valid|memoize|unitless)|i18next|swr|use-sync-external-store)\//;

/**
 * A path naming a file (it has an extension) that is neither one of Vite's own nor in the host's
 * folder: Vite would answer it with the app page (200); a 404 says what it is.
 */
function isMissingFile(rawUrl: string): boolean {
  const path = decodeURIComponent(rawUrl.split(/[?#]/)[0] ?? '');
  const last = path.split('/').pop() ?? '';
  if (!last.includes('.') || path.startsWith('/@') || path.startsWith('/node_modules/'))
    return false;
  return !existsSync(join(hostDir, path)) && !existsSync(join(hostDir, 'public', path));
}

/**
 * The development server's guard rails (issue 12): path tricks and Vite's `/__open-in-editor` (a
 * GET any web page could send to open files in the developer's editor) answer 404.
 */
function devGuards(): Plugin {
  return {
    name: 'anp-dev-guards',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '/';
        // The API, the sign-in provider and the API docs pass to the reference API untouched.
        if (/^\/(api|oidc|docs|openapi\.json)([/?]|$)/.test(url)) return next();
        if (url.startsWith('/__open-in-editor') || isPathTrick(url) || isMissingFile(url)) {
          res.statusCode = 404;
          res.end();
          return;
        }
        next();
      });
    },
  };
}

export default defineConfig(({ command }) => {
  // One nonce per development server start (production pages get one per response): Vite puts
  // it on its own <script>/<style> elements and in <meta property="csp-nonce">, which Vite's
  // client and styled-components read for the styles they add.
  const devNonce = command === 'serve' ? newNonce() : undefined;
  return {
    root: import.meta.dirname,
    plugins: [react(), devGuards()],
    resolve: { alias: aliases },
    ...(devNonce ? { html: { cspNonce: devNonce } } : {}),
    server: {
      port: Number(process.env.PORT ?? 5173),
      strictPort: true,
      host: '127.0.0.1',
      headers: devNonce ? pageSecurityHeaders({ nonce: devNonce, websocket: true }) : {},
      fs: {
        strict: true,
        // The host, the packages' sources and the dependencies: nothing else of the repository
        // (scripts, state, the git folder) and nothing outside it.
        allow: [resolve(repo, 'host'), resolve(repo, 'packages'), resolve(repo, 'node_modules')],
        deny: [
          '.env',
          '.env.*',
          '*.{crt,pem,key,p12,pfx}',
          '**/.git/**',
          '**/.cache/**',
          '**/jwks.json',
          '**/url-secret.key',
          '**/pgdata/**',
          '**/uploads/**',
          '**/*.test.{ts,tsx}',
          // The server's sources: the host never imports them.
          '**/packages/reference-api/**',
          '**/packages/demo-data/**',
        ],
      },
    },
    // `vite preview` is only the browser tests' bare host (no API behind it); `npm start` serves
    // the build with the full headers. It cannot add a nonce per page, so no CSP here.
    preview: {
      port: Number(process.env.PORT ?? 4173),
      strictPort: true,
      host: '127.0.0.1',
      headers: { ...baseSecurityHeaders(), 'x-frame-options': 'DENY' },
    },
    // Pre-bundled up front, so the first visit never reloads the page to add a dependency.
    optimizeDeps: {
      include: [
        'react',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'react-dom/client',
        'react-router',
        'styled-components',
        'swr',
        'swr/_internal',
        'i18next',
        '@azure/msal-browser',
        '@r2wc/react-to-web-component',
      ],
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                // What every page of the portal runs (React, the router, styles, translations,
                // data fetching): one file, whose name changes only when these do, so a new
                // release of the portal's own code keeps it cached. Everything else splits by
                // route (issue 13): each page, the layout and the login page load on their own.
                name: (id: string) => (VENDOR.test(id) ? 'vendor' : null),
              },
            ],
          },
        },
      },
    },
  };
});
