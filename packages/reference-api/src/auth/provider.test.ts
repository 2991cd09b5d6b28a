import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { migrate, openDatabase, type Db } from '../db/database';
import { ensureCertificate } from '../https';
import { registerInteractions } from './interactions';
import { hashPassword } from './password';
import { createOidcProvider, mountOidcProvider, type OidcProvider } from './provider';
import { createTokenVerifier } from './verify';

const CLIENT_ID = 'an-portal-kit';
const APP_ORIGIN = 'https://localhost:5173';
const REDIRECT_URI = `${APP_ORIGIN}/auth/callback`;
const POST_LOGOUT_URI = `${APP_ORIGIN}/signed-out`;
const AUDIENCE = 'an-portal-api';
// The kit's scopes (packages/core config defaults): refresh tokens come without offline_access.
const SCOPE = 'openid profile';

const DEMO_USERS = [
  { email: 'maria@example.com', description: 'Mexico retailer, purchase group <b>buyer</b>' },
  { email: 'lee@example.com', description: 'Korea internal user' },
];

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A tiny browser: one connection per request, a path-aware cookie jar, no redirects followed. */
class Browser {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>();

  constructor(
    private readonly base: string,
    private readonly ca: string,
  ) {}

  private cookieHeader(path: string): string {
    return [...this.cookies.values()]
      .filter(
        (c) => path === c.path || path.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`),
      )
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  private store(setCookie: string[] | undefined) {
    for (const line of setCookie ?? []) {
      const [pair = '', ...attributes] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const expires = attributes.find((a) => a.toLowerCase().startsWith('expires='))?.slice(8);
      const gone = !value || (expires !== undefined && new Date(expires).getTime() < Date.now());
      if (gone) this.cookies.delete(`${name}|${path}`);
      else this.cookies.set(`${name}|${path}`, { name, value, path });
    }
  }

  request(
    url: string,
    init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<Reply> {
    const target = new URL(url, this.base);
    const body = init.form ? new URLSearchParams(init.form).toString() : undefined;
    const headers: Record<string, string> = { ...init.headers };
    const cookie = this.cookieHeader(target.pathname);
    if (cookie) headers.cookie = cookie;
    if (body !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers['content-length'] = String(Buffer.byteLength(body));
    }
    return new Promise((resolve, reject) => {
      const req = https.request(
        {
          // localhost may resolve to ::1 first; the server listens on 127.0.0.1 (the certificate names both).
          host: '127.0.0.1',
          servername: 'localhost',
          port: target.port,
          path: `${target.pathname}${target.search}`,
          method: init.method ?? (body === undefined ? 'GET' : 'POST'),
          headers: { host: target.host, ...headers },
          ca: this.ca,
          agent: false,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            this.store(res.headers['set-cookie']);
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }
}

function plainRequest(port: number, path: string, headers: Record<string, string>): Promise<Reply> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

const base64url = (buffer: Buffer) => buffer.toString('base64url');
const location = (reply: Reply) => {
  expect(reply.status, reply.body).toBeGreaterThanOrEqual(300);
  expect(reply.status).toBeLessThan(400);
  return String(reply.headers.location);
};
const hiddenValue = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

let db: Db;
let dir: string;
let cert: string;
let server: https.Server;
let proxied: http.Server;
let app: FastifyInstance;
let oidc: OidcProvider;
let issuer: string;
let origin: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'anp-oidc-'));
  const [certificate, database] = await Promise.all([ensureCertificate(dir), openDatabase()]);
  db = database;
  cert = certificate.cert;
  await migrate(db);
  const insert = `INSERT INTO users (id, email, password_hash, first_name, last_name, locale, language, country, user_type,
    customer_type, business_unit, groups, status) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`;
  const hash = await hashPassword('demo');
  await db.query(insert, [
    'user-1',
    'maria@example.com',
    hash,
    'María',
    'López',
    'es_MX',
    'es',
    'mx',
    'Customer',
    'Retailer',
    'feed',
    ['DXP_CAN_AccGrp_Purchase_Products', 'CargillFeedRetailer_Customers'],
    'Active',
  ]);
  await db.query(insert, [
    'user-2',
    'gone@example.com',
    hash,
    'Old',
    'Account',
    'en_US',
    'en',
    'us',
    'External',
    null,
    null,
    [],
    'Inactive',
  ]);
  await db.query(insert, [
    'user-new',
    'new@example.com',
    hash,
    'New',
    'Account',
    'en_US',
    'en',
    'us',
    'External',
    null,
    null,
    [],
    'In Progress',
  ]);

  // The issuer needs the port: listen first, then build the app and route the server's requests to it.
  server = https.createServer({ key: certificate.key, cert: certificate.cert });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://localhost:${(server.address() as AddressInfo).port}`;
  issuer = `${origin}/oidc`;

  oidc = await createOidcProvider({
    issuer,
    db,
    apiAudience: AUDIENCE,
    clients: [
      {
        clientId: CLIENT_ID,
        redirectUris: [REDIRECT_URI],
        postLogoutRedirectUris: [POST_LOGOUT_URI],
      },
    ],
  });
  app = Fastify();
  await registerInteractions(app, {
    provider: oidc.provider,
    db,
    basePath: '/oidc',
    demoUsers: DEMO_USERS,
    apiAudience: AUDIENCE,
  });
  await mountOidcProvider(app, { handler: oidc.handler, basePath: '/oidc' });
  await app.ready();
  server.on('request', (req, res) => app.routing(req, res));
  // The same app behind a TLS-terminating proxy (Vite): plain HTTP plus X-Forwarded-* headers.
  proxied = http.createServer((req, res) => app.routing(req, res));
  await new Promise<void>((resolve) => proxied.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await Promise.all([
    new Promise((resolve) => server?.close(resolve)),
    new Promise((resolve) => proxied?.close(resolve)),
  ]);
  await app?.close();
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

/** Starts an authorization request the way MSAL does (no resource, PKCE S256, fragment response). */
async function authorize(browser: Browser, extra: Record<string, string> = {}) {
  const verifier = base64url(randomBytes(32));
  const state = base64url(randomBytes(8));
  const nonce = base64url(randomBytes(8));
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    response_mode: 'fragment',
    scope: SCOPE,
    state,
    nonce,
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
    'client-request-id': 'f3b2',
    ...extra,
  });
  const interactionUrl = location(await browser.request(`/oidc/auth?${params}`));
  expect(interactionUrl).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
  return { verifier, state, nonce, interactionUrl };
}

describe('given the local provider over HTTPS', () => {
  it('publishes discovery with the public issuer, the endpoints and the keys', async () => {
    const browser = new Browser(origin, cert);
    const reply = await browser.request('/oidc/.well-known/openid-configuration');
    expect(reply.status).toBe(200);
    const discovery = JSON.parse(reply.body) as Record<string, unknown>;
    expect(discovery.issuer).toBe(issuer);
    expect(discovery.authorization_endpoint).toBe(`${issuer}/auth`);
    expect(discovery.token_endpoint).toBe(`${issuer}/token`);
    expect(discovery.end_session_endpoint).toBe(`${issuer}/session/end`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token']),
    );

    const jwks = JSON.parse((await browser.request(String(discovery.jwks_uri))).body) as {
      keys: Record<string, unknown>[];
    };
    expect(jwks.keys.map((k) => k.kid)).toEqual(oidc.jwks.keys.map((k) => k.kid));
    expect(jwks.keys[0]).not.toHaveProperty('d');
    expect(oidc.jwks.keys[0]).not.toHaveProperty('d');
  });

  it('signs in with the real authorization code + PKCE flow, refreshes, and signs out', async () => {
    const browser = new Browser(origin, cert);
    const { verifier, state, nonce, interactionUrl } = await authorize(browser);

    // The sign-in page: our own, labelled, with the demo users (escaped) and a strict CSP.
    const page = await browser.request(interactionUrl, {
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${APP_ORIGIN}`);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('Animal Nutrition customer portal');
    expect(page.body).toMatch(
      /<label for="email">E-mail address<\/label>\s*<input id="email" name="email" type="email"/,
    );
    expect(page.body).toMatch(
      /<label for="password">Password<\/label>\s*<input id="password" name="password" type="password"/,
    );
    expect(page.body).toMatch(/<button class="primary" type="submit">Sign in<\/button>/);
    expect(page.body).toMatch(/id="form-error"[^>]*aria-live="assertive"/);
    expect(page.body).toContain('<main id="main"');
    expect(page.body).toContain('maria@example.com');
    expect(page.body).toContain('Korea internal user');
    expect(page.body).toContain('<code>demo</code>');
    expect(page.body).toContain('purchase group &#60;b&#62;buyer&#60;/b&#62;');
    expect(page.body).not.toContain('<b>buyer</b>');
    expect(page.body).not.toMatch(/<script|https?:\/\/(?!localhost)/);
    expect(page.body).toContain(`href="${interactionUrl}?lang=es"`);

    // Wrong password: the same page, a translated error, the e-mail kept.
    const wrong = await browser.request(`${interactionUrl}/login`, {
      form: { email: 'MARIA@example.com', password: 'nope' },
    });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toContain('The e-mail address or the password is not correct.');
    expect(wrong.body).toContain('value="MARIA@example.com"');
    expect(wrong.body).toMatch(/id="password"[^>]*aria-invalid="true"[^>]*autofocus/);

    // Right password (e-mail in another case): back through the provider to the client with a code.
    const resume = location(
      await browser.request(`${interactionUrl}/login`, {
        form: { email: 'MARIA@example.com', password: 'demo' },
      }),
    );
    expect(resume).toMatch(new RegExp(`^${issuer}/auth/|^/oidc/auth/`));
    const callback = new URL(location(await browser.request(resume)));
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    const fragment = new URLSearchParams(callback.hash.slice(1));
    expect(fragment.get('state')).toBe(state);
    expect(fragment.get('iss')).toBe(issuer);
    const code = fragment.get('code');
    expect(code).toBeTruthy();

    // Token exchange from the kit's origin (CORS), as MSAL does it.
    const exchange = await browser.request('/oidc/token', {
      headers: { origin: APP_ORIGIN },
      form: {
        grant_type: 'authorization_code',
        client_id: CLIENT_ID,
        code: code ?? '',
        redirect_uri: REDIRECT_URI,
        code_verifier: verifier,
        scope: SCOPE,
      },
    });
    expect(exchange.status, exchange.body).toBe(200);
    expect(exchange.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    const tokens = JSON.parse(exchange.body) as Record<string, string | number>;
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.refresh_token).toEqual(expect.any(String));
    // Access tokens last at most 10 minutes (issue 12); the refresh token renews them.
    expect(tokens.expires_in).toBeGreaterThan(500);
    expect(tokens.expires_in).toBeLessThanOrEqual(600);

    const accessToken = String(tokens.access_token);
    const grantId = String(decodeJwt(accessToken).grant_id);
    expect(grantId).toMatch(/^[\w-]{10,}$/);
    expect(decodeProtectedHeader(accessToken)).toMatchObject({
      alg: 'RS256',
      typ: 'at+jwt',
      kid: oidc.jwks.keys[0]?.kid,
    });
    expect(decodeJwt(accessToken)).toMatchObject({
      iss: issuer,
      aud: AUDIENCE,
      sub: 'user-1',
      client_id: CLIENT_ID,
      email: 'maria@example.com',
      name: 'María López',
      groups: ['DXP_CAN_AccGrp_Purchase_Products', 'CargillFeedRetailer_Customers'],
      userType: 'Customer',
      locale: 'es_MX',
    });

    const idToken = String(tokens.id_token);
    expect(decodeJwt(idToken)).toMatchObject({
      iss: issuer,
      aud: CLIENT_ID,
      sub: 'user-1',
      nonce,
      preferred_username: 'maria@example.com',
      email: 'maria@example.com',
      name: 'María López',
      given_name: 'María',
      family_name: 'López',
      locale: 'es_MX',
      groups: ['DXP_CAN_AccGrp_Purchase_Products', 'CargillFeedRetailer_Customers'],
      userType: 'Customer',
      customerType: 'Retailer',
      businessUnit: 'feed',
      country: 'mx',
    });

    // The API's verifier accepts it, with the key set in memory or fetched from the jwks endpoint.
    const expectedUser = {
      id: 'user-1',
      email: 'maria@example.com',
      name: 'María López',
      groups: ['DXP_CAN_AccGrp_Purchase_Products', 'CargillFeedRetailer_Customers'],
      userType: 'Customer',
      locale: 'es_MX',
      grantId,
    };
    await expect(
      createTokenVerifier({ issuer, audience: AUDIENCE, jwks: oidc.jwks })(`Bearer ${accessToken}`),
    ).resolves.toEqual(expectedUser);
    const fetchKeys = async () =>
      JSON.parse((await browser.request('/oidc/jwks')).body) as typeof oidc.jwks;
    await expect(
      createTokenVerifier({ issuer, audience: AUDIENCE, jwks: fetchKeys })(`Bearer ${accessToken}`),
    ).resolves.toEqual(expectedUser);
    // The id token is not an access token for the API.
    await expect(
      createTokenVerifier({ issuer, audience: AUDIENCE, jwks: oidc.jwks })(`Bearer ${idToken}`),
    ).rejects.toMatchObject({ statusCode: 401 });

    // Silent renewal (acquireTokenSilent with forceRefresh): refresh_token grant with MSAL's scopes.
    const refreshed = await browser.request('/oidc/token', {
      headers: { origin: APP_ORIGIN },
      form: {
        grant_type: 'refresh_token',
        client_id: CLIENT_ID,
        refresh_token: String(tokens.refresh_token),
        scope: SCOPE,
      },
    });
    expect(refreshed.status, refreshed.body).toBe(200);
    const renewed = JSON.parse(refreshed.body) as Record<string, string>;
    expect(renewed.refresh_token).toEqual(expect.any(String));
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(String(renewed.access_token))).toMatchObject({
      aud: AUDIENCE,
      sub: 'user-1',
      groups: expect.any(Array),
    });
    await expect(
      createTokenVerifier({ issuer, audience: AUDIENCE, jwks: oidc.jwks })(
        `Bearer ${renewed.access_token}`,
      ),
    ).resolves.toEqual(expectedUser);
    // Rotation: the old refresh token is spent.
    const reused = await browser.request('/oidc/token', {
      form: {
        grant_type: 'refresh_token',
        client_id: CLIENT_ID,
        refresh_token: String(tokens.refresh_token),
      },
    });
    expect(reused.status).toBe(400);
    expect(JSON.parse(reused.body)).toMatchObject({ error: 'invalid_grant' });

    // logoutRedirect with idTokenHint: our page submits itself, then back to the post-logout URI.
    const logoutParams = new URLSearchParams({
      id_token_hint: String(renewed.id_token ?? idToken),
      post_logout_redirect_uri: POST_LOGOUT_URI,
      state: 'bye',
    });
    const logout = await browser.request(`/oidc/session/end?${logoutParams}`);
    expect(logout.status, logout.body).toBe(200);
    expect(logout.body).toContain('Animal Nutrition customer portal');
    expect(logout.body).toContain('id="op.logoutForm"');
    expect(logout.headers['content-security-policy']).toMatch(/script-src 'sha256-[^']+'/);
    expect(logout.headers['content-security-policy']).toContain(`form-action 'self' ${APP_ORIGIN}`);
    const confirm = await browser.request('/oidc/session/end/confirm', {
      form: { xsrf: hiddenValue(logout.body, 'xsrf'), logout: 'yes' },
    });
    expect(location(confirm)).toBe(`${POST_LOGOUT_URI}?state=bye`);

    // Signed out: a new authorization request asks for credentials again.
    const again = await authorize(browser);
    expect((await browser.request(again.interactionUrl)).body).toContain('id="password"');
  });

  it('grants consent itself when a client asks for it (prompt=consent)', async () => {
    const browser = new Browser(origin, cert);
    const { interactionUrl, state } = await authorize(browser, { prompt: 'login consent' });
    const resume = location(
      await browser.request(`${interactionUrl}/login`, {
        form: { email: 'maria@example.com', password: 'demo' },
      }),
    );
    // The login done, the provider asks for consent: the same page route answers with a redirect.
    const consentUrl = location(await browser.request(resume));
    expect(consentUrl).toMatch(/^\/oidc\/interaction\//);
    const back = location(await browser.request(consentUrl));
    const callback = new URL(location(await browser.request(back)));
    const fragment = new URLSearchParams(callback.hash.slice(1));
    expect(fragment.get('state')).toBe(state);
    expect(fragment.get('code')).toBeTruthy();
  });

  it('refuses the token endpoint to origins that are not the kit', async () => {
    const browser = new Browser(origin, cert);
    const reply = await browser.request('/oidc/token', {
      headers: { origin: 'https://evil.example' },
      form: { grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: 'x' },
    });
    expect(reply.status).toBe(400);
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers the CORS preflight of the token endpoint', async () => {
    const browser = new Browser(origin, cert);
    const reply = await browser.request('/oidc/token', {
      method: 'OPTIONS',
      headers: {
        origin: APP_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(reply.status).toBe(204);
    expect(reply.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
  });

  it('shows the sign-in page in Spanish (ui_locales) and Portuguese (Accept-Language)', async () => {
    const browser = new Browser(origin, cert);
    const spanish = await authorize(browser, { ui_locales: 'es-MX en' });
    const es = await browser.request(spanish.interactionUrl, {
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(es.body).toContain('<html lang="es">');
    expect(es.body).toContain('<label for="email">Correo electrónico</label>');
    expect(es.body).toContain('Portal de clientes de Nutrición Animal');

    const other = new Browser(origin, cert);
    const portuguese = await authorize(other);
    const pt = await other.request(portuguese.interactionUrl, {
      headers: { 'accept-language': 'de;q=1, pt-BR;q=0.8, en;q=0.5' },
    });
    expect(pt.body).toContain('<html lang="pt">');
    expect(pt.body).toContain('<label for="password">Senha</label>');
    // An explicit choice wins, and the error comes in that language.
    const chosen = await other.request(`${portuguese.interactionUrl}?lang=en`, {
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(chosen.body).toContain('<html lang="en">');
    const wrong = await other.request(`${portuguese.interactionUrl}/login`, {
      form: { email: 'maria@example.com', password: 'x', lang: 'pt' },
    });
    expect(wrong.body).toContain('O e-mail ou a senha não estão corretos.');
  });

  it('asks for both fields and refuses deactivated and not yet activated accounts', async () => {
    const browser = new Browser(origin, cert);
    const { interactionUrl } = await authorize(browser);
    const empty = await browser.request(`${interactionUrl}/login`, {
      form: { email: '', password: '' },
    });
    expect(empty.body).toContain('Enter your e-mail address and your password.');
    const inactive = await browser.request(`${interactionUrl}/login`, {
      form: { email: 'gone@example.com', password: 'demo' },
    });
    expect(inactive.body).toContain('This account is deactivated.');
    const added = await browser.request(`${interactionUrl}/login`, {
      form: { email: 'new@example.com', password: 'demo' },
    });
    expect(added.body).toContain('This account is not activated yet.');
    const unknown = await browser.request(`${interactionUrl}/login`, {
      form: { email: 'nobody@example.com', password: 'demo' },
    });
    expect(unknown.body).toContain('The e-mail address or the password is not correct.');
  });

  it('slows down, then locks, repeated failures for an address, known or not, in its language', async () => {
    await db.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, locale, language, country, user_type, groups, status)
       SELECT 'user-3', 'kim@example.com', password_hash, 'Kim', 'Lee', 'en_US', 'en', 'us', 'External', '{}', 'Active'
       FROM users WHERE id = 'user-1'`,
    );
    // The count lives in the database: four failures a moment ago, for a known and an unknown address.
    const failures = (email: string, count: number, secondsAgo = 1) =>
      db.query(
        `INSERT INTO sign_in_attempts (email, failures, last_failure_at) VALUES ($1, $2, now() - make_interval(secs => $3))
         ON CONFLICT (email) DO UPDATE SET failures = $2, last_failure_at = EXCLUDED.last_failure_at`,
        [email, count, secondsAgo],
      );
    await failures('kim@example.com', 4);
    await failures('nobody@example.com', 4);
    const browser = new Browser(origin, cert);
    const { interactionUrl } = await authorize(browser);
    const post = (email: string, password: string, lang: string) =>
      browser.request(`${interactionUrl}/login`, { form: { email, password, lang } });
    const error = (reply: Reply) => /id="form-error"[^>]*>([^<]*)</.exec(reply.body)?.[1];

    // The fifth failure: the usual answer, and the wait before the next try.
    const fifth = await post('kim@example.com', 'wrong', 'es');
    expect(fifth.status).toBe(200);
    expect(error(fifth)).toBe(
      'El correo electrónico o la contraseña no son correctos. Demasiados intentos fallidos. Espere 5 s antes de volver a intentarlo.',
    );
    // An unknown address gets the very same answer.
    expect(error(await post('nobody@example.com', 'wrong', 'es'))).toBe(error(fifth));

    // During the wait even the right password is not checked: 429 with Retry-After.
    const early = await post('kim@example.com', 'demo', 'pt');
    expect(early.status).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(5);
    expect(error(early)).toMatch(
      /^Muitas tentativas sem sucesso\. Aguarde [1-5] s antes de tentar novamente\.$/,
    );

    // Ten failures: locked for 15 minutes.
    await failures('kim@example.com', 10);
    const locked = await post('kim@example.com', 'demo', 'en');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(890);
    expect(error(locked)).toBe(
      'Too many failed attempts: signing in with this e-mail address is locked for 15 min. Try again later, or ask your administrator for help.',
    );

    // The lock over, the right password signs in and the count is gone.
    await failures('kim@example.com', 10, 16 * 60);
    expect(location(await post('kim@example.com', 'demo', 'en'))).toMatch(/\/auth\//);
    expect(
      await db.query("SELECT 1 FROM sign_in_attempts WHERE email = 'kim@example.com'"),
    ).toEqual([]);
  });

  it('explains an expired or foreign sign-in page instead of failing', async () => {
    const browser = new Browser(origin, cert);
    const reply = await browser.request('/oidc/interaction/not-a-real-uid');
    expect(reply.status).toBe(400);
    expect(reply.body).toContain('Sign-in expired');
    const post = await browser.request('/oidc/interaction/not-a-real-uid/login', {
      form: { email: 'maria@example.com', password: 'demo' },
    });
    expect(post.status).toBe(400);
  });

  it('renders protocol errors on its own page', async () => {
    const browser = new Browser(origin, cert);
    const reply = await browser.request(
      `/oidc/auth?client_id=unknown&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(REDIRECT_URI)}`,
    );
    expect(reply.status).toBe(400);
    expect(reply.body).toContain('Something went wrong');
    expect(reply.body).toContain('invalid_client');
    expect(reply.headers['content-security-policy']).toMatch(/default-src 'none'/);
  });

  // Last of this block: it uses up this client's sign-in attempts for the minute.
  it('refuses more than 60 sign-in attempts a minute from one client address', async () => {
    const browser = new Browser(origin, cert);
    const { interactionUrl } = await authorize(browser);
    const statuses: number[] = [];
    let last: Reply | undefined;
    for (let i = 0; i < 61; i += 1) {
      // Empty forms: counted like any attempt, without the cost of a password check.
      last = await browser.request(`${interactionUrl}/login`, {
        form: { email: '', password: '' },
      });
      statuses.push(last.status);
    }
    // The attempts of the tests before this one counted too.
    const allowed = statuses.indexOf(429);
    expect(allowed).toBeGreaterThan(30);
    expect(statuses.slice(0, allowed).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(allowed).every((status) => status === 429)).toBe(true);
    expect(last?.body).toMatch(/Too many sign-in attempts\. Try again in \d+ s\./);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('given the provider behind a TLS-terminating proxy', () => {
  it('builds its URLs on the issuer, whatever Host or X-Forwarded-Host a client sends', async () => {
    const { port } = proxied.address() as AddressInfo;
    const tries: Record<string, string>[] = [
      { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
      { 'x-forwarded-proto': 'https', host: 'evil.example', 'x-forwarded-host': 'a, evil.example' },
    ];
    for (const headers of tries) {
      const reply = await plainRequest(port, '/oidc/.well-known/openid-configuration', headers);
      expect(reply.status).toBe(200);
      const discovery = JSON.parse(reply.body) as Record<string, unknown>;
      expect(discovery.issuer).toBe(issuer);
      expect(discovery.authorization_endpoint).toBe(`${issuer}/auth`);
      expect(discovery.token_endpoint).toBe(`${issuer}/token`);
      expect(discovery.jwks_uri).toBe(`${issuer}/jwks`);
      expect(reply.body).not.toContain('evil.example');
    }
    // Over HTTPS straight to the server too.
    const direct = await new Browser(origin, cert).request(
      '/oidc/.well-known/openid-configuration',
      {
        headers: { 'x-forwarded-host': 'evil.example' },
      },
    );
    expect(JSON.parse(direct.body)).toMatchObject({ token_endpoint: `${issuer}/token` });
  });

  it('refuses plain HTTP with a message that says what to fix', async () => {
    const { port } = proxied.address() as AddressInfo;
    const reply = await plainRequest(port, '/oidc/.well-known/openid-configuration', {});
    expect(reply.status).toBe(400);
    expect(reply.body).toContain('X-Forwarded-Proto');
  });
});
