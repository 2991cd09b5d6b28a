/**
 * `npm run dev`: the portal on Vite's development server (hot reload) with the same reference API
 * and sign-in as `npm start`. Vite serves only the host, the packages' sources and node_modules
 * (`server.fs.allow`), never the state folder, dot files or keys (`server.fs.deny`); the proxy
 * overwrites the forwarding headers as the production server does.
 */
import type { IncomingMessage } from 'node:http';
import { createServer, type ProxyOptions } from 'vite';
import { startReferenceStack } from './serve/reference-stack';
import { REPOSITORY_ROOT as REPO_ROOT } from '../packages/reference-api/src/index';

const stack = await startReferenceStack();
const publicUrl = new URL(stack.origin);

const proxy: ProxyOptions = {
  target: stack.apiTarget,
  changeOrigin: false,
  xfwd: false,
  configure: (server) => {
    server.on('proxyReq', (proxyReq, req: IncomingMessage) => {
      for (const name of ['forwarded', 'x-real-ip', 'x-forwarded-prefix'])
        proxyReq.removeHeader(name);
      proxyReq.setHeader(
        'x-forwarded-for',
        (req.socket.remoteAddress ?? '').replace(/^::ffff:/, ''),
      );
      proxyReq.setHeader('x-forwarded-host', publicUrl.host);
      proxyReq.setHeader('x-forwarded-proto', 'https');
      proxyReq.setHeader('x-forwarded-port', publicUrl.port || '443');
      proxyReq.setHeader('host', publicUrl.host);
    });
  },
};

const vite = await createServer({
  configFile: `${REPO_ROOT}/host/vite.config.ts`,
  server: {
    port: stack.port,
    strictPort: true,
    host: '127.0.0.1',
    https: stack.tls,
    proxy: { '/api': proxy, '/oidc': proxy, '/docs': proxy, '/openapi.json': proxy },
  },
});
await vite.listen();

console.log(`
AN Portal Kit development server (hot reload) on ${stack.origin}/us/en/pages/dashboard
  Sign in:   ${stack.origin}/login
  Database:  ${stack.databaseLabel}
  State:     ${stack.stateDir}
Press Ctrl-C to stop.
`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await vite.close();
  const report = await stack.api.close({ timeoutMs: 10_000 });
  process.exit(report.databaseClosed ? 0 : 1);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
