/**
 * The reference API as `npm start` and `npm run dev` run it: the certificate, the state folder
 * outside the repository, the database, and the API on loopback, behind the portal's own server.
 */
import { mkdirSync } from 'node:fs';
import {
  DataDirInUseError,
  createReferenceApi,
  defaultStateDir,
  ensureCertificate,
  type ReferenceApi,
} from '../../packages/reference-api/src/index';

export interface Stack {
  api: ReferenceApi;
  /** The public origin (`https://localhost:5173`). */
  origin: string;
  port: number;
  /** `http://127.0.0.1:<API_PORT>`: where the portal's server passes API calls. */
  apiTarget: string;
  tls: { key: string; cert: string };
  stateDir: string;
  databaseLabel: string;
}

export async function startReferenceStack(env: NodeJS.ProcessEnv = process.env): Promise<Stack> {
  const port = Number(env.PORT ?? 5173);
  const apiPort = Number(env.API_PORT ?? 5174);
  // Outside the repository (~/.local/state/an-portal-kit/<checkout>) unless ANP_STATE_DIR says.
  const stateDir = defaultStateDir(env);
  mkdirSync(stateDir, { recursive: true, mode: 0o700 });
  // The public origin is configuration, never read from a request's headers.
  const origin = env.ANP_PUBLIC_ORIGIN ?? `https://localhost:${port}`;

  const cert = await ensureCertificate(`${stateDir}/certs`);
  if (cert.created) console.log(`Created a local certificate for localhost: ${cert.certPath}`);

  // Extra browser origins allowed to call the API (e.g. a plain embed page): comma-separated.
  const extraOrigins = (env.ANP_CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const dataDir = env.ANP_DATA_DIR ?? `${stateDir}/pgdata`;
  const api = await createReferenceApi({
    publicOrigin: origin,
    corsOrigins: [`https://127.0.0.1:${port}`, ...extraOrigins],
    // Warnings and errors (with their request ids) by default; ANP_LOG_LEVEL=info logs every request.
    logLevel: env.ANP_LOG_LEVEL ?? 'warn',
    stateDir,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir }),
    // Files attached to support cases: <state>/uploads unless ANP_UPLOAD_DIR names another place.
    ...(env.ANP_UPLOAD_DIR ? { uploadDir: env.ANP_UPLOAD_DIR } : {}),
    log: (line) => console.log(line),
  }).catch((error: unknown) => {
    // Another process holds the database: say so in one line, not with a stack trace.
    if (error instanceof DataDirInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  });
  await api.app.listen({ host: '127.0.0.1', port: apiPort });
  return {
    api,
    origin,
    port,
    apiTarget: `http://127.0.0.1:${apiPort}`,
    tls: { key: cert.key, cert: cert.cert },
    stateDir,
    databaseLabel: env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${dataDir}`,
  };
}
