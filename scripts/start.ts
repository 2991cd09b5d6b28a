/**
 * `npm start`: the portal as it runs in production, on ONE https origin (https://localhost:5173):
 * the built host (HTTP/2, compressed, hashed files cached for a year, a strict CSP with a nonce
 * per page), the reference API under /api and the local OpenID provider under /oidc, proxied to
 * the API on loopback. The first start builds the host and creates a certificate, signing keys
 * and the demo data in the state folder (outside the repository); later starts reuse them, and
 * rebuild the host only when its sources changed. Ctrl-C stops everything, letting running
 * requests finish. `npm run dev` is the development server instead.
 */
import { DEMO_PASSWORD, DEMO_USERS } from '../packages/demo-data/src/index';
import { staleBuildReason, staleCdnReason } from './serve/build-freshness';
import { createElementDocs } from './serve/element-docs/handler';
import { createPortalServer } from './serve/portal-server';
import { startReferenceStack } from './serve/reference-stack';
import { REPOSITORY_ROOT as REPO_ROOT } from '../packages/reference-api/src/index';

const stale = staleBuildReason(REPO_ROOT);
if (stale) {
  console.log(
    stale === 'missing'
      ? 'Building the portal for its first start (about a minute)…'
      : 'Building the portal again: its sources changed since the last build…',
  );
  const { build } = await import('vite');
  await build({ configFile: `${REPO_ROOT}/host/vite.config.ts`, logLevel: 'warn' });
}
// The element docs' live examples load the CDN build, served under /cdn.
const staleCdn = staleCdnReason(REPO_ROOT);
if (staleCdn) {
  console.log(
    staleCdn === 'missing'
      ? 'Building the CDN elements for the element docs (about a minute)…'
      : 'Building the CDN elements again: their sources changed since the last build…',
  );
  const { build } = await import('vite');
  await build({ configFile: `${REPO_ROOT}/cdn.vite.config.ts`, logLevel: 'warn' });
}

const stack = await startReferenceStack();
const cdnRoot = `${REPO_ROOT}/dist/cdn`;
const portal = createPortalServer({
  root: `${REPO_ROOT}/host/dist`,
  cdnRoot,
  elementDocs: createElementDocs({
    repoRoot: REPO_ROOT,
    cdnRoot,
    origin: stack.origin,
    pageConfigFile: `${REPO_ROOT}/host/dist/config.json`,
    ...(DEMO_USERS[0] ? { demoUser: { email: DEMO_USERS[0].email, password: DEMO_PASSWORD } } : {}),
  }),
  tls: stack.tls,
  publicOrigin: stack.origin,
  apiTarget: stack.apiTarget,
  ...(process.env.ANP_PROXY_BODY_LIMIT_BYTES
    ? { bodyLimitBytes: Number(process.env.ANP_PROXY_BODY_LIMIT_BYTES) }
    : {}),
});
await portal.listen(stack.port, '127.0.0.1');

const origin = stack.origin;
console.log(`
AN Portal Kit is running (accept the local certificate once in your browser).
  Portal:    ${origin}/us/en/pages/dashboard
  Sign in:   ${origin}/login
  Elements:  ${origin}/docs/elements   (docs for CMS authors, live examples)
  API docs:  ${origin}/docs   (OpenAPI: ${origin}/openapi.json)
  Database:  ${stack.databaseLabel}
  State:     ${stack.stateDir}

Demo users (password "${DEMO_PASSWORD}"):
${DEMO_USERS.map((u) => `  ${u.email.padEnd(26)} ${u.description}`).join('\n')}

Press Ctrl-C to stop.
`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('Stopping: letting running requests finish (10 s at most)…');
  // Running requests finish (10 s at most); then the API and its database close cleanly.
  await portal.close(10_000);
  const report = await stack.api.close({ timeoutMs: 10_000 });
  if (report.forced) console.log('Some requests were still running after 10 s and were cut.');
  process.exit(report.databaseClosed ? 0 : 1);
};
process.on('SIGINT', () => {
  // A second Ctrl-C stops at once.
  if (stopping) process.exit(130);
  void stop();
});
process.on('SIGTERM', () => void stop());
