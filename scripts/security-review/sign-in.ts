/**
 * Signs a demo user in the way the portal does, without a browser: the authorization code flow
 * with PKCE (S256) against the stack's own OpenID provider at /oidc, through its sign-in form,
 * then the token exchange from the portal's origin. The pure parts (PKCE pair, the authorization
 * URL, the cookie jar, reading the code back) are exported for the unit test.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Client, Reply } from './http';

/** The portal's client at the provider (packages/reference-api/src/app.ts CLIENT_ID). */
export const CLIENT_ID = 'an-portal';

export interface Pkce {
  verifier: string;
  challenge: string;
}

/** A PKCE verifier (43 base64url characters from 32 random bytes) and its S256 challenge. */
export function pkcePair(seed: Buffer = randomBytes(32)): Pkce {
  const verifier = seed.toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizePath(
  origin: string,
  { challenge, state, nonce }: { challenge: string; state: string; nonce: string },
): string {
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: `${origin}/login`,
    response_type: 'code',
    scope: 'openid profile offline_access',
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  return `/oidc/auth?${params}`;
}

/** The code of the provider's redirect back to the portal; throws when it is not for `state`. */
export function codeOf(location: string, origin: string, state: string): string {
  const url = new URL(location, origin);
  const params = new URLSearchParams(url.hash ? url.hash.slice(1) : url.search);
  if (params.get('error'))
    throw new Error(`sign-in refused: ${params.get('error')} ${params.get('error_description')}`);
  if (params.get('state') !== state) throw new Error('sign-in answered for another state');
  const code = params.get('code');
  if (!code) throw new Error(`no code in ${location}`);
  return code;
}

/** A path-aware cookie jar, enough for the provider's interaction and session cookies. */
export class CookieJar {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>();

  store(setCookie: string[] | string | undefined): void {
    const lines = typeof setCookie === 'string' ? [setCookie] : (setCookie ?? []);
    for (const line of lines) {
      const [pair = '', ...attributes] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const path = attributes.find((a) => /^path=/i.test(a))?.slice(5) || '/';
      const expires = attributes.find((a) => /^expires=/i.test(a))?.slice(8);
      const maxAge = attributes.find((a) => /^max-age=/i.test(a))?.slice(8);
      const gone =
        !value ||
        (maxAge !== undefined && Number(maxAge) <= 0) ||
        (expires !== undefined && new Date(expires).getTime() < Date.now());
      if (gone) this.cookies.delete(`${name}|${path}`);
      else this.cookies.set(`${name}|${path}`, { name, value, path });
    }
  }

  /** The Cookie header for a request to `pathname`. */
  header(pathname: string): string {
    return [...this.cookies.values()]
      .filter(
        (c) =>
          pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`),
      )
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }
}

export interface Tokens {
  accessToken: string;
  refreshToken?: string;
  idToken?: string;
}

const locationOf = (reply: Reply, step: string): string => {
  const location = reply.headers.location;
  if (reply.status < 300 || reply.status >= 400 || !location)
    throw new Error(
      `sign-in, ${step}: expected a redirect, got ${reply.status} ${reply.text.slice(0, 200)}`,
    );
  return location;
};

/** Signs `email` in and returns the tokens the portal would hold. */
export async function signIn(client: Client, email: string, password: string): Promise<Tokens> {
  const origin = client.origin;
  const jar = new CookieJar();
  const get = async (path: string, form?: Record<string, string>) => {
    const url = new URL(path, origin);
    const cookie = jar.header(url.pathname);
    const reply = await client.send(`${url.pathname}${url.search}`, {
      anonymous: true,
      method: form ? 'POST' : 'GET',
      headers: {
        accept: 'text/html',
        ...(cookie ? { cookie } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    jar.store(reply.headers['set-cookie']);
    return reply;
  };
  const pkce = pkcePair();
  const state = randomBytes(8).toString('base64url');
  const nonce = randomBytes(8).toString('base64url');
  const interaction = locationOf(
    await get(authorizePath(origin, { challenge: pkce.challenge, state, nonce })),
    'authorize',
  );
  const login = await get(`${new URL(interaction, origin).pathname}/login`, { email, password });
  const resume = locationOf(login, `password of ${email}`);
  const callback = locationOf(await get(resume), 'resume');
  const code = codeOf(callback, origin, state);
  const exchange = await client.send('/oidc/token', {
    anonymous: true,
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      code,
      redirect_uri: `${origin}/login`,
      code_verifier: pkce.verifier,
    }).toString(),
  });
  const tokens = exchange.json<{
    access_token?: string;
    refresh_token?: string;
    id_token?: string;
  }>();
  if (exchange.status !== 200 || !tokens?.access_token)
    throw new Error(`sign-in, token exchange: ${exchange.status} ${exchange.text.slice(0, 200)}`);
  return {
    accessToken: tokens.access_token,
    ...(tokens.refresh_token ? { refreshToken: tokens.refresh_token } : {}),
    ...(tokens.id_token ? { idToken: tokens.id_token } : {}),
  };
}
