import type { AuthUser } from './auth';

/**
 * What MSAL's own cache in session storage already says (issue 13): the signed-in user and an
 * access token that is good for a while yet, read without loading MSAL (~80 KB gzip). A portal
 * page then loads MSAL only to sign in, renew a token or sign out.
 *
 * The cache is MSAL's, not the kit's: this only reads it, and answers null whenever it is not
 * plainly one account of this client with an unexpired token for every scope asked for (another
 * cache layout, two accounts, an expired or nearly expired token, no storage). Null means "ask
 * MSAL", never "signed out".
 */
export interface CachedSignIn {
  user: AuthUser;
  accessToken: string;
}

/**
 * A cached token this close to expiry is left to MSAL, which renews it (its own
 * `tokenRenewalOffsetSeconds` default).
 */
export const CACHED_TOKEN_MARGIN_SECONDS = 300;

interface Entry {
  credentialType?: unknown;
  homeAccountId?: unknown;
  clientId?: unknown;
  environment?: unknown;
  secret?: unknown;
  target?: unknown;
  expiresOn?: unknown;
  localAccountId?: unknown;
  username?: unknown;
  name?: unknown;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

function claimsOf(idToken: string): Record<string, unknown> | null {
  const payload = idToken.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function entries(storage: Storage): Entry[] {
  const found: Entry[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (!key?.startsWith('msal.')) continue;
    const raw = storage.getItem(key);
    if (!raw?.startsWith('{')) continue;
    try {
      const value: unknown = JSON.parse(raw);
      if (typeof value === 'object' && value !== null) found.push(value as Entry);
    } catch {
      // Not one of MSAL's JSON entries.
    }
  }
  return found;
}

/** The signed-in user and a token for `scopes` from MSAL's session-storage cache, or null. */
export function readMsalCache(
  storage: Storage | null | undefined,
  auth: { clientId: string; scopes: readonly string[] },
  now: number = Date.now(),
): CachedSignIn | null {
  if (!storage) return null;
  let all: Entry[];
  try {
    all = entries(storage);
  } catch {
    return null;
  }
  const accounts = all.filter(
    (e) => e.credentialType === undefined && text(e.homeAccountId) && text(e.username),
  );
  const [account] = accounts;
  if (accounts.length !== 1 || !account) return null;
  const home = account.homeAccountId;
  const ofAccount = (type: string) =>
    all.filter(
      (e) =>
        e.credentialType === type &&
        e.homeAccountId === home &&
        e.clientId === auth.clientId &&
        e.environment === account.environment,
    );
  const wanted = auth.scopes.map((s) => s.toLowerCase());
  const tokens = ofAccount('AccessToken').filter((e) => {
    const scopes = (text(e.target) ?? '').toLowerCase().split(' ');
    const expiresOn = Number(e.expiresOn);
    return (
      wanted.every((s) => scopes.includes(s)) &&
      Number.isFinite(expiresOn) &&
      expiresOn - CACHED_TOKEN_MARGIN_SECONDS > now / 1000
    );
  });
  const idTokens = ofAccount('IdToken');
  const accessToken = tokens.length === 1 ? text(tokens[0]?.secret) : null;
  const idToken = idTokens.length === 1 ? text(idTokens[0]?.secret) : null;
  const claims = idToken ? claimsOf(idToken) : null;
  if (!accessToken || !claims) return null;
  const username = text(account.username) ?? '';
  return {
    accessToken,
    user: {
      id: text(account.localAccountId) ?? String(home),
      username,
      name: text(account.name) ?? username,
      claims,
    },
  };
}
