import { createServer } from 'vite';

/**
 * `npm start`: serves the portal (host) with its embedded defaults. The reference API and local
 * sign-in join it in a later release (issue 3).
 */
const port = Number(process.env.PORT ?? 5173);
const server = await createServer({ configFile: 'host/vite.config.ts', server: { port } });
await server.listen();
const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`;
console.log(
  `\nAN Portal Kit is running.\n  Portal:     ${url}us/en/pages/dashboard\n  Press Ctrl-C to stop.\n`,
);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
