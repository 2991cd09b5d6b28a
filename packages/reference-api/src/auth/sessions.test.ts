/**
 * Sessions that end (issue 12): the whole reference API (`createReferenceApi`) over a small
 * database on disk, driven through `inject` as the browser and MSAL would drive it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { createReferenceApi, CLIENT_ID, type ReferenceApi } from '../app';
import { migrate, openDatabase } from '../db/database';
import { hashPassword } from './password';
import { MAX_ACCESS_TOKEN_TTL_SECONDS, accessTokenLifetime } from './provider';
import { createDbAdapter, requireLiveSession, revokeGrant } from './session-store';

const ORIGIN = 'https://localhost:5173';
const REDIRECT_URI = `${ORIGIN}/login`;
const POST_LOGOUT_URI = `${ORIGIN}/`;
// What MSAL sends (its default OpenID scopes); the provider drops offline_access without consent.
const SCOPE = 'openid profile offline_access';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

interface Tokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
}

let dir: string;
let api: ReferenceApi;

const start = () =>
  createReferenceApi({
    publicOrigin: ORIGIN,
    dataDir: join(dir, 'data'),
    stateDir: join(dir, 'state'),
    rateLimitPerMinute: 0,
  });

/** A browser over `inject`: behind the TLS-terminating proxy, with a path-aware cookie jar. */
class Browser {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>();

  async request(
    url: string,
    init: { method?: string; form?: Record<string, string>; token?: string } = {},
  ): Promise<Reply> {
    const target = new URL(url, ORIGIN);
    const cookie = [...this.cookies.values()]
      .filter(
        (c) =>
          target.pathname === c.path || target.pathname.startsWith(`${c.path.replace(/\/$/, '')}/`),
      )
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const res = await api.app.inject({
      method: (init.method ?? (init.form ? 'POST' : 'GET')) as 'GET',
      url: `${target.pathname}${target.search}`,
      headers: {
        host: target.host,
        'x-forwarded-proto': 'https',
        ...(cookie ? { cookie } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(init.form ? { payload: new URLSearchParams(init.form).toString() } : {}),
    });
    const setCookie = res.headers['set-cookie'];
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair = '', ...attributes] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const expires = attributes.find((a) => a.toLowerCase().startsWith('expires='))?.slice(8);
      if (!value || (expires !== undefined && new Date(expires).getTime() < Date.now()))
        this.cookies.delete(`${name}|${path}`);
      else this.cookies.set(`${name}|${path}`, { name, value, path });
    }
    return { status: res.statusCode, headers: res.headers, body: res.body };
  }
}

const location = (reply: Reply) => {
  expect(reply.status, reply.body).toBeGreaterThanOrEqual(300);
  expect(reply.status, reply.body).toBeLessThan(400);
  return String(reply.headers.location);
};
const b64 = (buffer: Buffer) => buffer.toString('base64url');

/** The authorization request MSAL makes; returns where the provider sends the browser. */
async function authorize(browser: Browser, extra: Record<string, string> = {}) {
  const verifier = b64(randomBytes(32));
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    response_mode: 'fragment',
    scope: SCOPE,
    state: b64(randomBytes(8)),
    nonce: b64(randomBytes(8)),
    code_challenge: b64(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
    ...extra,
  });
  return { verifier, next: location(await browser.request(`/oidc/auth?${params}`)) };
}

/** Follows the provider back to the client with a code and exchanges it, as MSAL does. */
async function redeem(browser: Browser, resume: string, verifier: string): Promise<Tokens> {
  const callback = new URL(location(await browser.request(resume)));
  const code = new URLSearchParams(callback.hash.slice(1)).get('code');
  expect(code, callback.href).toBeTruthy();
  const reply = await browser.request('/oidc/token', {
    form: {
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      code: code ?? '',
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    },
  });
  expect(reply.status, reply.body).toBe(200);
  return JSON.parse(reply.body) as Tokens;
}

async function signIn(browser: Browser, email: string): Promise<Tokens> {
  const { verifier, next } = await authorize(browser);
  expect(next).toMatch(/^\/oidc\/interaction\//);
  const resume = location(
    await browser.request(`${next}/login`, { form: { email, password: 'demo' } }),
  );
  return redeem(browser, resume, verifier);
}

const refresh = (browser: Browser, refreshToken: string) =>
  browser.request('/oidc/token', {
    form: { grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: refreshToken },
  });

const me = (browser: Browser, token: string) => browser.request('/api/users/me', { token });

/** The portal's provider logout: end_session with the id token, confirmed by our page. */
async function endSession(browser: Browser, idToken: string) {
  const page = await browser.request(
    `/oidc/session/end?${new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: POST_LOGOUT_URI })}`,
  );
  expect(page.status, page.body).toBe(200);
  const xsrf = /name="xsrf" value="([^"]*)"/.exec(page.body)?.[1] ?? '';
  const confirm = await browser.request('/oidc/session/end/confirm', {
    form: { xsrf, logout: 'yes' },
  });
  expect(location(confirm)).toBe(POST_LOGOUT_URI);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'anp-sessions-'));
  // A small database instead of the demo data: marked seeded, with three users.
  const db = await openDatabase({ dataDir: join(dir, 'data') });
  await migrate(db);
  await db.query("INSERT INTO meta (key, value) VALUES ('seed_version', 'sessions-test')");
  const hash = await hashPassword('demo');
  for (const [id, email] of [
    ['u-maria', 'maria@test'],
    ['u-lee', 'lee@test'],
    ['u-sam', 'sam@test'],
  ]) {
    await db.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, locale, language, country, user_type)
       VALUES ($1, $2, $3, $1, 'Test', 'en_US', 'en', 'us', 'External')`,
      [id, email, hash],
    );
  }
  await db.query(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, locale, language, country,
       user_type, groups, permissions)
     VALUES ('u-boss', 'boss@test', $1, 'Boss', 'Test', 'en_US', 'en', 'us', 'Internal',
       '{DXP_CAN_AccGrp_User_Management}', '{create_new_user}')`,
    [hash],
  );
  await db.close();
  api = await start();
}, 60_000);

afterAll(async () => {
  await api?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('given the reference API with its provider', () => {
  it('issues access tokens of at most 10 minutes and renews them with the refresh token', async () => {
    const browser = new Browser();
    const tokens = await signIn(browser, 'maria@test');
    expect(tokens.expires_in).toBeLessThanOrEqual(MAX_ACCESS_TOKEN_TTL_SECONDS);
    expect(MAX_ACCESS_TOKEN_TTL_SECONDS).toBe(600);
    const claims = decodeJwt(tokens.access_token);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBeLessThanOrEqual(600);
    expect((await me(browser, tokens.access_token)).status).toBe(200);

    const renewed = await refresh(browser, tokens.refresh_token);
    expect(renewed.status, renewed.body).toBe(200);
    const next = JSON.parse(renewed.body) as Tokens;
    expect(next.expires_in).toBeLessThanOrEqual(600);
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(next.access_token).grant_id).toBe(claims.grant_id);
    expect((await me(browser, next.access_token)).status).toBe(200);
  });

  it('logout revokes the session: the same token gets 401 at once, its refresh token stops', async () => {
    const browser = new Browser();
    const tokens = await signIn(browser, 'maria@test');
    const other = await signIn(new Browser(), 'maria@test');
    expect((await me(browser, tokens.access_token)).status).toBe(200);

    const logout = await browser.request('/api/users/logout', {
      method: 'POST',
      token: tokens.access_token,
    });
    expect(logout.status, logout.body).toBe(200);
    expect(JSON.parse(logout.body)).toEqual({ loggedOut: true });

    const after = await me(browser, tokens.access_token);
    expect(after.status).toBe(401);
    expect(JSON.parse(after.body)).toMatchObject({ code: 'UNAUTHORIZED' });
    const renewed = await refresh(browser, tokens.refresh_token);
    expect(renewed.status).toBe(400);
    expect(JSON.parse(renewed.body)).toMatchObject({ error: 'invalid_grant' });
    // The same user's session in another browser is not this one.
    expect((await me(browser, other.access_token)).status).toBe(200);

    // The portal then ends the provider session: our page, then back to the portal.
    await endSession(browser, tokens.id_token);
    const again = await authorize(browser);
    expect(again.next).toMatch(/^\/oidc\/interaction\//);
    expect((await browser.request(again.next)).body).toContain('id="password"');
  });

  it('a provider logout (end_session) ends API access at once', async () => {
    const browser = new Browser();
    const tokens = await signIn(browser, 'lee@test');
    expect((await me(browser, tokens.access_token)).status).toBe(200);

    await endSession(browser, tokens.id_token);

    expect((await me(browser, tokens.access_token)).status).toBe(401);
    expect((await refresh(browser, tokens.refresh_token)).status).toBe(400);
  });

  it('refuses a disabled user on the next call, and lets them neither refresh nor sign in', async () => {
    const browser = new Browser();
    const tokens = await signIn(browser, 'sam@test');
    expect((await me(browser, tokens.access_token)).status).toBe(200);

    await api.db.query("UPDATE users SET status = 'Inactive' WHERE id = 'u-sam'");
    try {
      const refused = await me(browser, tokens.access_token);
      expect(refused.status).toBe(401);
      expect(JSON.parse(refused.body)).toMatchObject({ code: 'USER_INACTIVE' });
      const renewed = await refresh(browser, tokens.refresh_token);
      expect(renewed.status).toBe(400);
      expect(JSON.parse(renewed.body)).toMatchObject({ error: 'invalid_grant' });

      // The browser session is still there, but it no longer signs anybody in.
      const again = await authorize(browser);
      expect(again.next).toMatch(/^\/oidc\/interaction\//);
      const page = await browser.request(`${again.next}/login`, {
        form: { email: 'sam@test', password: 'demo' },
      });
      expect(page.body).toContain('This account is deactivated.');
    } finally {
      await api.db.query("UPDATE users SET status = 'Active' WHERE id = 'u-sam'");
    }
  });

  it("an administrator's deactivation refuses the user's next call and ends their sessions; activation restores access", async () => {
    const admin = new Browser();
    const boss = await signIn(admin, 'boss@test');
    const browser = new Browser();
    const tokens = await signIn(browser, 'lee@test');
    expect((await me(browser, tokens.access_token)).status).toBe(200);

    const off = await admin.request('/api/users/u-lee/deactivate', {
      method: 'POST',
      token: boss.access_token,
    });
    expect(off.status, off.body).toBe(200);
    const refused = await me(browser, tokens.access_token);
    expect([refused.status, JSON.parse(refused.body).code]).toEqual([401, 'USER_INACTIVE']);
    expect((await refresh(browser, tokens.refresh_token)).status).toBe(400);
    // The provider's session is gone too: the next sign-in asks for the password, and refuses.
    const again = await authorize(browser);
    const page = await browser.request(`${again.next}/login`, {
      form: { email: 'lee@test', password: 'demo' },
    });
    expect(page.body).toContain('This account is deactivated.');

    const on = await admin.request('/api/users/u-lee/activate', {
      method: 'POST',
      token: boss.access_token,
    });
    expect(on.status, on.body).toBe(200);
    const back = await signIn(new Browser(), 'lee@test');
    expect((await me(browser, back.access_token)).status).toBe(200);
  });

  it('keeps everybody signed in across a restart', async () => {
    const browser = new Browser();
    const tokens = await signIn(browser, 'maria@test');

    await api.close();
    api = await start();

    // The access token (same signing keys, grant in the database) still works.
    expect((await me(browser, tokens.access_token)).status).toBe(200);
    // MSAL's silent renewal: the refresh token.
    const renewed = await refresh(browser, tokens.refresh_token);
    expect(renewed.status, renewed.body).toBe(200);
    const next = JSON.parse(renewed.body) as Tokens;
    expect((await me(browser, next.access_token)).status).toBe(200);
    // And the browser session (cookie keys and session kept): a silent sign-in needs no password.
    const silent = await authorize(browser, { prompt: 'none' });
    const callback = new URL(silent.next);
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    expect(new URLSearchParams(callback.hash.slice(1)).get('code')).toBeTruthy();
  }, 60_000);
});

describe('given an asked access token lifetime', () => {
  it.each([
    [undefined, 600],
    [300, 300],
    [599.9, 599],
    [600, 600],
    [3600, 600],
    [0, 600],
    [-5, 600],
    [Number.NaN, 600],
    [Number.POSITIVE_INFINITY, 600],
  ])('asked %s s, tokens last %s s', (asked, lifetime) => {
    expect(accessTokenLifetime(asked)).toBe(lifetime);
  });
});

// These use the API's database (its users and oidc_store) with ids of their own.
describe('given the provider store over the database', () => {
  it('ignores expired rows and deletes them lazily', async () => {
    const sessions = createDbAdapter(api.db)('Session');
    await sessions.upsert('s-old', { uid: 'uid-old', accountId: 'a' }, -1);
    await sessions.upsert('s-new', { uid: 'uid-new', accountId: 'a' }, 60);
    expect(await sessions.find('s-old')).toBeUndefined();
    expect(await sessions.findByUid('uid-old')).toBeUndefined();
    expect(await sessions.findByUid('uid-new')).toEqual({ uid: 'uid-new', accountId: 'a' });

    // Another adapter (a restart) sweeps on its first write.
    await createDbAdapter(api.db)('Grant').upsert('g-sweep', { accountId: 'a' }, 60);
    const ids = await api.db.query<{ id: string }>(
      "SELECT id FROM oidc_store WHERE id IN ('s-old', 's-new', 'g-sweep') ORDER BY id",
    );
    expect(ids.map((r) => r.id)).toEqual(['g-sweep', 's-new']);
  });

  it('marks consumed rows and revokes a grant with its tokens, for its own user only', async () => {
    const adapter = createDbAdapter(api.db);
    await adapter('Grant').upsert('g1', { accountId: 'a' }, 60);
    await adapter('RefreshToken').upsert('r1', { grantId: 'g1', accountId: 'a' }, 60);
    await adapter('RefreshToken').upsert('r2', { grantId: 'g2', accountId: 'a' }, 60);
    await adapter('RefreshToken').consume('r1');
    expect((await adapter('RefreshToken').find('r1'))?.consumed).toEqual(expect.any(Number));
    expect((await adapter('RefreshToken').find('r2'))?.consumed).toBeUndefined();

    expect(await revokeGrant(api.db, { id: 'b', grantId: 'g1' })).toBe(false);
    expect(await revokeGrant(api.db, { id: 'a', grantId: 'g1' })).toBe(true);
    expect(await adapter('Grant').find('g1')).toBeUndefined();
    expect(await adapter('RefreshToken').find('r1')).toBeUndefined();
    expect(await adapter('RefreshToken').find('r2')).toBeDefined();
  });

  it('refuses a valid token without a live grant, or of an unknown user', async () => {
    const check = (user: { id: string; grantId?: string }) =>
      requireLiveSession(
        async () => ({ email: '', name: '', groups: [], userType: '', locale: '', ...user }),
        api.db,
      )('Bearer x');
    const refused = (reason: string) => ({ statusCode: 401, reason });
    await expect(check({ id: 'nobody', grantId: 'g' })).rejects.toMatchObject(refused('disabled'));
    await expect(check({ id: 'u-lee' })).rejects.toMatchObject(refused('ended'));
    await expect(check({ id: 'u-lee', grantId: 'g-lee' })).rejects.toMatchObject(refused('ended'));
    const grants = createDbAdapter(api.db)('Grant');
    await grants.upsert('g-lee', { accountId: 'u-lee' }, 60);
    await expect(check({ id: 'u-lee', grantId: 'g-lee' })).resolves.toMatchObject({ id: 'u-lee' });
    // Another user's grant is not theirs.
    await expect(check({ id: 'u-sam', grantId: 'g-lee' })).rejects.toMatchObject(refused('ended'));
    await grants.upsert('g-lee', { accountId: 'u-lee' }, -1);
    await expect(check({ id: 'u-lee', grantId: 'g-lee' })).rejects.toMatchObject(refused('ended'));
  });
});
