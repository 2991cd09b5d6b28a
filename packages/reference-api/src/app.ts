import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { JSONWebKeySet } from 'jose';
import { migrate, openDatabase, type Db } from './db/database';
import { buildServer, type Api } from './server';
import {
  createOidcProvider,
  generateCookieKeys,
  generateJwks,
  mountOidcProvider,
} from './auth/provider';
import { registerInteractions } from './auth/interactions';
import { requireLiveSession } from './auth/session-store';
import { createTokenVerifier } from './auth/verify';
import { DEMO_USERS } from '@anp/demo-data';
import type { SupportLimits } from './support/routes';
import { ensureSeeded } from './db/seed';
import { seedSupportCases } from './db/seed-support';
import { ensurePrivateDir, restrictToOwner } from './file-modes';
import { closeGracefully, type CloseOptions, type CloseReport } from './shutdown';

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
  /** Create the demo data on first start (default true); false leaves the schema empty. */
  demoData?: boolean;
}

export interface ReferenceApi {
  app: Api;
  db: Db;
  issuer: string;
  /** True when this start created the demo data. */
  seeded: boolean;
  /**
   * Stops accepting requests, lets running ones finish for up to `timeoutMs` (default 10 s), cuts
   * the connections still open then, and closes the database (releasing the data directory's
   * lock). Calling it again returns the same promise.
   */
  close(options?: CloseOptions): Promise<CloseReport>;
}

/** What this server keeps in its state directory (made owner-only on every start). */
const STATE_FILES = ['jwks.json', 'url-secret.key', 'uploads', 'certs', 'backups'];

/** Loads the provider's signing keys, creating them on first start, so tokens survive restarts. */
async function signingKeys(stateDir: string): Promise<JSONWebKeySet> {
  const file = join(stateDir, 'jwks.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as JSONWebKeySet;
  ensurePrivateDir(stateDir);
  const jwks = await generateJwks();
  writeFileSync(file, JSON.stringify(jwks), { mode: 0o600 });
  chmodSync(file, 0o600);
  return jwks;
}

/**
 * The keys of the provider's signed cookies, created on first start beside the signing keys
 * (owner-only), so browser sessions (kept in the database) survive a restart too.
 */
function cookieKeys(stateDir: string): string[] {
  const file = join(stateDir, 'cookie-keys.json');
  if (existsSync(file)) {
    const saved: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (Array.isArray(saved) && saved.length && saved.every((k) => typeof k === 'string'))
      return saved as string[];
  }
  mkdirSync(stateDir, { recursive: true, mode: 0o700 });
  const keys = generateCookieKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  chmodSync(file, 0o600);
  return keys;
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
  ensurePrivateDir(stateDir);
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
  // The state directory and what this server keeps in it are owner-only, also when an earlier
  // version left them readable (0700 directories, 0600 files).
  ensurePrivateDir(options.stateDir);
  for (const name of STATE_FILES) restrictToOwner(join(options.stateDir, name));
  await migrate(db);
  const demoData = options.demoData ?? true;
  const seeded = demoData ? await ensureSeeded(db, log) : false;
  const uploadDir = options.uploadDir ?? join(options.stateDir, 'uploads');
  ensurePrivateDir(uploadDir);
  restrictToOwner(uploadDir);
  const cases = demoData ? await seedSupportCases(db, uploadDir) : 0;
  if (cases > 0) log(`Demo support cases ready: ${cases} cases with their files.`);
  const issuer = `${options.publicOrigin}/oidc`;
  const oidc = await createOidcProvider({
    issuer,
    db,
    apiAudience: API_AUDIENCE,
    jwks: await signingKeys(options.stateDir),
    cookieKeys: cookieKeys(options.stateDir),
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
    // A valid signature is not enough: the token's grant must be alive (not logged out) and its
    // user active, checked on every call.
    authenticate: requireLiveSession(
      createTokenVerifier({ issuer, audience: API_AUDIENCE, jwks: oidc.jwks }),
      db,
    ),
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
  let closing: Promise<CloseReport> | undefined;
  return {
    app,
    db,
    issuer,
    seeded,
    close(closeOptions) {
      closing ??= closeGracefully(app, db, closeOptions);
      return closing;
    },
  };
}
