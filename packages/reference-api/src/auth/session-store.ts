/**
 * Where the embedded provider keeps its state (sessions, grants, refresh tokens, codes,
 * interactions): the `oidc_store` table of the project's database (migration 008), PGlite or
 * PostgreSQL alike. A restart therefore keeps everybody signed in, and the API can ask on every
 * call whether the grant an access token was issued under is still alive: logout, a provider
 * end_session or a reused refresh token delete it, and the token is refused at once.
 */
import type { Db } from '../db/database';
import type { Authenticate, TokenUser } from './caller';
import { TokenError } from './verify';

/** What oidc-provider stores through an adapter (its models' JSON payloads). */
export type StoredPayload = Record<string, unknown>;

/** oidc-provider's Adapter interface (lib/adapters/memory_adapter.js is the reference). */
export interface OidcAdapter {
  upsert(id: string, payload: StoredPayload, expiresIn?: number): Promise<void>;
  find(id: string): Promise<StoredPayload | undefined>;
  findByUid(uid: string): Promise<StoredPayload | undefined>;
  findByUserCode(userCode: string): Promise<StoredPayload | undefined>;
  consume(id: string): Promise<void>;
  destroy(id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
}

/** Models whose rows belong to a grant (revoked with it), as in the library's memory adapter. */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

/** Expired rows are deleted at most this often, on a write (no timer to stop at shutdown). */
const SWEEP_EVERY_MS = 60_000;

const LIVE = '(expires_at IS NULL OR expires_at > now())';

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

interface Row {
  payload: string;
  /** int8: a number, bigint or string depending on the driver. */
  consumed: number | bigint | string | null;
}

function parse(row: Row | undefined): StoredPayload | undefined {
  if (!row) return undefined;
  const payload = JSON.parse(row.payload) as StoredPayload;
  if (row.consumed !== null) payload.consumed = Number(row.consumed);
  return payload;
}

const SELECT = `SELECT payload, extract(epoch FROM consumed_at)::bigint AS consumed FROM oidc_store`;

/**
 * The adapter factory to give oidc-provider (`adapter` in its configuration): one adapter per
 * model name, all over the same table.
 */
export function createDbAdapter(db: Db): (model: string) => OidcAdapter {
  let lastSweep = 0;
  const sweep = async () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await db.query('DELETE FROM oidc_store WHERE expires_at <= now()');
  };

  return (model) => ({
    async upsert(id, payload, expiresIn) {
      await sweep();
      const ttl = typeof expiresIn === 'number' && Number.isFinite(expiresIn) ? expiresIn : null;
      await db.query(
        `INSERT INTO oidc_store (model, id, payload, grant_id, account_id, uid, user_code, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7,
                 CASE WHEN $8::float8 IS NULL THEN NULL ELSE now() + $8::float8 * interval '1 second' END)
         ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload,
           grant_id = EXCLUDED.grant_id, account_id = EXCLUDED.account_id, uid = EXCLUDED.uid,
           user_code = EXCLUDED.user_code, expires_at = EXCLUDED.expires_at`,
        [
          model,
          id,
          JSON.stringify(payload),
          GRANTABLE.has(model) ? text(payload.grantId) : null,
          text(payload.accountId),
          model === 'Session' ? text(payload.uid) : null,
          text(payload.userCode),
          ttl,
        ],
      );
    },
    async find(id) {
      const [row] = await db.query<Row>(`${SELECT} WHERE model = $1 AND id = $2 AND ${LIVE}`, [
        model,
        id,
      ]);
      return parse(row);
    },
    async findByUid(uid) {
      const [row] = await db.query<Row>(`${SELECT} WHERE model = $1 AND uid = $2 AND ${LIVE}`, [
        model,
        uid,
      ]);
      return parse(row);
    },
    async findByUserCode(userCode) {
      const [row] = await db.query<Row>(
        `${SELECT} WHERE model = $1 AND user_code = $2 AND ${LIVE}`,
        [model, userCode],
      );
      return parse(row);
    },
    async consume(id) {
      await db.query(
        'UPDATE oidc_store SET consumed_at = coalesce(consumed_at, now()) WHERE model = $1 AND id = $2',
        [model, id],
      );
    },
    async destroy(id) {
      await db.query('DELETE FROM oidc_store WHERE model = $1 AND id = $2', [model, id]);
    },
    async revokeByGrantId(grantId) {
      await db.query('DELETE FROM oidc_store WHERE model = $1 AND grant_id = $2', [model, grantId]);
    },
  });
}

/**
 * Ends the session an access token was issued under (POST users/logout): deletes its grant and
 * every refresh token and code of that grant, so the token itself is refused on the next call
 * and its refresh token no longer works. The provider's browser session stays for the
 * end_session step that follows (which shows its page and deletes it). Returns whether a grant
 * was found.
 */
export async function revokeGrant(
  db: Db,
  caller: { id: string; grantId?: string | undefined },
): Promise<boolean> {
  if (!caller.grantId) return false;
  const deleted = await db.query<{ model: string }>(
    `DELETE FROM oidc_store WHERE account_id = $2 AND ((model = 'Grant' AND id = $1) OR grant_id = $1)
     RETURNING model`,
    [caller.grantId, caller.id],
  );
  return deleted.some((row) => row.model === 'Grant');
}

/** One indexed query: the user's status and whether the grant is still alive. */
async function sessionState(
  db: Pick<Db, 'query'>,
  user: TokenUser,
): Promise<'live' | 'ended' | 'disabled'> {
  const [row] = await db.query<{ status: string; live: boolean }>(
    `SELECT u.status, EXISTS (
       SELECT 1 FROM oidc_store g
        WHERE g.model = 'Grant' AND g.id = $2 AND g.account_id = u.id
          AND (g.expires_at IS NULL OR g.expires_at > now())
     ) AS live
       FROM users u WHERE u.id = $1`,
    [user.id, user.grantId ?? ''],
  );
  if (!row || row.status !== 'Active') return 'disabled';
  return user.grantId && row.live ? 'live' : 'ended';
}

/**
 * Wraps a token verifier: after the signature, the API also requires the token's grant to be
 * alive (not logged out, not revoked) and its user to be active. Both failures are 401s: the
 * client signs in again (shell-and-admin.md §8), and a disabled user cannot.
 */
export function requireLiveSession(
  authenticate: Authenticate,
  db: Pick<Db, 'query'>,
): Authenticate {
  return async (authorization) => {
    const user = await authenticate(authorization);
    const state = await sessionState(db, user);
    if (state === 'disabled') throw new TokenError('disabled', 'The user is not active.');
    if (state === 'ended') throw new TokenError('ended', 'The session has ended; sign in again.');
    return user;
  };
}

/**
 * Wraps a token verifier with the user's status only (servers whose tokens carry no provider
 * grant, as the tests' tokens): a user who is not Active is refused, as by `requireLiveSession`.
 */
export function requireActiveUser(authenticate: Authenticate, db: Pick<Db, 'query'>): Authenticate {
  return async (authorization) => {
    const user = await authenticate(authorization);
    const [row] = await db.query<{ status: string }>('SELECT status FROM users WHERE id = $1', [
      user.id,
    ]);
    if (!row || row.status !== 'Active')
      throw new TokenError('disabled', 'The user is not active.');
    return user;
  };
}
