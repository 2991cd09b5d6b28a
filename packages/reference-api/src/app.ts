import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { JSONWebKeySet } from 'jose';
import { migrate, openDatabase, type Db } from './db/database';
import { buildServer, type Api } from './server';
import { createOidcProvider, generateJwks, mountOidcProvider } from './auth/provider';
import { registerInteractions } from './auth/interactions';
import { createTokenVerifier } from './auth/verify';
import { DEMO_USERS } from '@anp/demo-data';
import type { SupportLimits } from './support/routes';
import { ensureSeeded } from './db/seed';
import { seedSupportCases } from './db/seed-support';

export { ensureSeeded };

export const API_AUDIENCE = 'an-portal-api';
export const CLIENT_ID = 'an-portal';

export interface ReferenceApiOptions {
  /** The public origin the browser sees (the host), e.g. https://localhost:5173. */
  publicOrigin: string;
  /** Extra origins allowed to call the API (the plain embed page). */
  corsOrigins?: string[];
  /** PostgreSQL connection string; otherwise embedded PGlite in `dataDir`. */
  databaseUrl?: string;
  /** PGlite data directory, or `memory://`. */
  dataDir?: string;
  /** Where signing keys are kept between starts (owner-only files). */
  stateDir: string;
  /** Fastify log level (logs carry request ids); `silent` turns logging off. */
  logLevel?: string;
  rateLimitPerMinute?: number;
  /** Reports what start-up does (first start seeds for a while). */
  log?: (line: string) => void;
  /** Where files attached to support cases are kept (owner-only); default `<stateDir>/uploads`. */
  uploadDir?: string;
  /** Upload and complaint limits (defaults: 10 MB a file, 10 files a case, 5 lots a line). */
  supportLimits?: Partial<SupportLimits>;
}

export interface ReferenceApi {
  app: Api;
  db: Db;
  issuer: string;
  /** True when this start created the demo data. */
  seeded: boolean;
  close(): Promise<void>;
}

/** Loads the provider's signing keys, creating them on first start, so tokens survive restarts. */
async function signingKeys(stateDir: string): Promise<JSONWebKeySet> {
  const file = join(stateDir, 'jwks.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as JSONWebKeySet;
  mkdirSync(stateDir, { recursive: true });
  const jwks = await generateJwks();
  writeFileSync(file, JSON.stringify(jwks), { mode: 0o600 });
  chmodSync(file, 0o600);
  return jwks;
}

/**
 * The secret of the signed document URLs, created on first start beside the signing keys
 * (owner-only), so preview and thumbnail URLs stay valid across a restart.
 */
function urlSecret(stateDir: string): Uint8Array {
  const file = join(stateDir, 'url-secret.key');
  if (existsSync(file)) {
    const saved = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
    if (saved.length >= 32) return saved;
  }
  mkdirSync(stateDir, { recursive: true });
  const secret = randomBytes(32);
  writeFileSync(file, secret.toString('hex'), { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/**
 * The whole embedded backend: database (migrated and seeded), the OpenID provider at /oidc with
 * its sign-in pages, and the API at /api verifying the provider's tokens.
 */
export async function createReferenceApi(options: ReferenceApiOptions): Promise<ReferenceApi> {
  const log = options.log ?? (() => undefined);
  const db = await openDatabase(
    options.databaseUrl
      ? { url: options.databaseUrl }
      : { dataDir: options.dataDir ?? 'memory://' },
  );
  await migrate(db);
  const seeded = await ensureSeeded(db, log);
  const uploadDir = options.uploadDir ?? join(options.stateDir, 'uploads');
  mkdirSync(uploadDir, { recursive: true, mode: 0o700 });
  const cases = await seedSupportCases(db, uploadDir);
  if (cases > 0) log(`Demo support cases ready: ${cases} cases with their files.`);
  const issuer = `${options.publicOrigin}/oidc`;
  const oidc = await createOidcProvider({
    issuer,
    db,
    apiAudience: API_AUDIENCE,
    jwks: await signingKeys(options.stateDir),
    corsOrigins: options.corsOrigins ?? [],
    clients: [
      {
        clientId: CLIENT_ID,
        redirectUris: [
          `${options.publicOrigin}/login`,
          ...(options.corsOrigins ?? []).map((o) => `${o}/login`),
        ],
        postLogoutRedirectUris: [
          `${options.publicOrigin}/login`,
          `${options.publicOrigin}/`,
          ...(options.corsOrigins ?? []).map((o) => `${o}/`),
        ],
      },
    ],
  });
  const app = await buildServer({
    db,
    authenticate: createTokenVerifier({ issuer, audience: API_AUDIENCE, jwks: oidc.jwks }),
    corsOrigins: [options.publicOrigin, ...(options.corsOrigins ?? [])],
    publicOrigin: options.publicOrigin,
    logLevel: options.logLevel ?? 'silent',
    urlSecret: urlSecret(options.stateDir),
    uploadDir,
    ...(options.supportLimits ? { supportLimits: options.supportLimits } : {}),
    ...(options.rateLimitPerMinute !== undefined
      ? { rateLimitPerMinute: options.rateLimitPerMinute }
      : {}),
  });
  await registerInteractions(app, {
    provider: oidc.provider,
    db,
    basePath: '/oidc',
    apiAudience: API_AUDIENCE,
    demoUsers: DEMO_USERS.map((u) => ({ email: u.email, description: u.description })),
  });
  await mountOidcProvider(app, { handler: oidc.handler, basePath: '/oidc' });
  return {
    app,
    db,
    issuer,
    seeded,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
