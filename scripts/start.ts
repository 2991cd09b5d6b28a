/**
 * `npm start`: the whole portal on ONE https origin (https://localhost:5173): the host app (Vite),
 * the reference API under /api and the local OpenID provider under /oidc, proxied by Vite to the
 * API server on loopback. First start creates a certificate, signing keys and the demo data in
 * .cache/; later starts reuse them. Ctrl-C stops everything.
 */
import { existsSync } from 'node:fs';
import { createServer, preview } from 'vite';
import { createReferenceApi, ensureCertificate } from '../packages/reference-api/src/index';
import { DEMO_PASSWORD, DEMO_USERS } from '../packages/demo-data/src/index';

const PORT = Number(process.env.PORT ?? 5173);
const API_PORT = Number(process.env.API_PORT ?? 5174);
const STATE = process.env.ANP_STATE_DIR ?? '.cache/reference-api';
const origin = `https://localhost:${PORT}`;

const cert = await ensureCertificate(`${STATE}/certs`);
if (cert.created) console.log(`Created a local certificate for localhost: ${cert.certPath}`);

// Extra browser origins allowed to call the API (e.g. a plain embed page): comma-separated.
const extraOrigins = (process.env.ANP_CORS_ORIGINS ?? '')
  .split(',')
  .map((o) => o.trim())
  .filter(Boolean);

const api = await createReferenceApi({
  publicOrigin: origin,
  corsOrigins: [`https://127.0.0.1:${PORT}`, ...extraOrigins],
  // Warnings and errors (with their request ids) by default; ANP_LOG_LEVEL=info logs every request.
  logLevel: process.env.ANP_LOG_LEVEL ?? 'warn',
  stateDir: STATE,
  ...(process.env.DATABASE_URL
    ? { databaseUrl: process.env.DATABASE_URL }
    : { dataDir: process.env.ANP_DATA_DIR ?? `${STATE}/pgdata` }),
  // Files attached to support cases: <state>/uploads unless ANP_UPLOAD_DIR names another place.
  ...(process.env.ANP_UPLOAD_DIR ? { uploadDir: process.env.ANP_UPLOAD_DIR } : {}),
  log: (line) => console.log(line),
});
await api.app.listen({ host: '127.0.0.1', port: API_PORT });

const target = `http://127.0.0.1:${API_PORT}`;
// xfwd tells the provider the public protocol and host; the Host header stays localhost:PORT.
const proxy = { target, xfwd: true, changeOrigin: false };
const served = {
  port: PORT,
  strictPort: true,
  host: '127.0.0.1',
  https: { key: cert.key, cert: cert.cert },
  proxy: { '/api': proxy, '/oidc': proxy, '/docs': proxy, '/openapi.json': proxy },
};
// ANP_HOST=built serves the production build of the host (host/dist, from `npm run build`), as
// the benchmarks measure it; the default is Vite's development server.
const built = process.env.ANP_HOST === 'built';
if (built && !existsSync('host/dist/index.html')) {
  console.error('ANP_HOST=built needs the production build: run `npm run build` first.');
  process.exit(1);
}
const vite = built
  ? await preview({ configFile: 'host/vite.config.ts', preview: served })
  : await createServer({ configFile: 'host/vite.config.ts', server: served });
if (!built && 'listen' in vite) await vite.listen();

console.log(`
AN Portal Kit is running (accept the local certificate once in your browser).
  Portal:    ${origin}/us/en/pages/dashboard
  Sign in:   ${origin}/login
  API docs:  ${origin}/docs   (OpenAPI: ${origin}/openapi.json)
  Database:  ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${process.env.ANP_DATA_DIR ?? `${STATE}/pgdata`}`}

Demo users (password "${DEMO_PASSWORD}"):
${DEMO_USERS.map((u) => `  ${u.email.padEnd(26)} ${u.description}`).join('\n')}

Press Ctrl-C to stop.
`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await vite.close();
  await api.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
