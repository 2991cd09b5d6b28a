/** Test-only: a server over the fixture with test tokens. */
import type { Db } from '../src/db/database';
import { buildServer, type Api } from '../src/server';
import { requireActiveUser } from '../src/auth/session-store';
import { testAuth } from './auth';
import { fixtureDb } from './fixture-db';

/** The fixture's clock: Friday 2026-11-20, 10:00 in Chicago, before the 14:00 cut-off. */
export const FIXTURE_NOW = '2026-11-20T16:00:00Z';

/** A server over the fixture with test tokens; `inject` requests need no network. */
export async function testServer(
  options: {
    rateLimitPerMinute?: number;
    now?: () => Date;
    downloadLimitBytes?: number;
    urlSecret?: Uint8Array;
    publicOrigin?: string;
    /** Refuse users who are not Active (401 USER_INACTIVE), as the real server does. */
    checkUserStatus?: boolean;
  } = {},
): Promise<{ app: Api; db: Db; tokenFor: Awaited<ReturnType<typeof testAuth>>['tokenFor'] }> {
  const db = await fixtureDb();
  const { authenticate, tokenFor } = await testAuth();
  const app = await buildServer({
    db,
    authenticate: options.checkUserStatus ? requireActiveUser(authenticate, db) : authenticate,
    corsOrigins: ['https://localhost:5173'],
    rateLimitPerMinute: options.rateLimitPerMinute ?? 0,
    // A fixed clock by default: Friday 2026-11-20, 10:00 in Chicago (16:00 UTC).
    now: options.now ?? (() => new Date(FIXTURE_NOW)),
    ...(options.downloadLimitBytes ? { downloadLimitBytes: options.downloadLimitBytes } : {}),
    ...(options.urlSecret ? { urlSecret: options.urlSecret } : {}),
    ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}),
  });
  await app.ready();
  return { app, db, tokenFor };
}
