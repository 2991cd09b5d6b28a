import { describe, expect, it, vi } from 'vitest';
import { readMsalCache } from './msal-cache.lazy';
import { createMsalAuth } from './auth';
import { defaultConfig } from '../config/config';

const NOW = Date.parse('2030-01-01T08:00:00Z');
const seconds = (ms: number) => String(Math.floor(ms / 1000));
const AUTH = { clientId: 'an-portal', scopes: ['openid', 'profile'] };

/** A storage holding what MSAL 5 writes to session storage after a sign-in (secrets made up). */
function storageOf(entries: Record<string, unknown>): Storage {
  const map = new Map(
    Object.entries(entries).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
  return {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
  };
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const ID_TOKEN = `${base64url({ alg: 'RS256' })}.${base64url({ sub: 'u-1', groups: ['Buyers'], name: 'Dale Jensén' })}.sig`;

function msalCache(
  options: {
    expiresInSeconds?: number;
    target?: string;
    clientId?: string;
    accounts?: number;
  } = {},
) {
  const entries: Record<string, unknown> = {
    'msal.version': '5.29.0',
    'msal.an-portal.active-account-filters': { homeAccountId: 'u-1', localAccountId: 'u-1' },
  };
  for (let n = 1; n <= (options.accounts ?? 1); n += 1) {
    const home = `u-${n}`;
    entries[`msal.3|${home}|portal.example.com|`] = {
      homeAccountId: home,
      environment: 'portal.example.com',
      realm: '',
      localAccountId: home,
      username: `user${n}@example.com`,
      authorityType: 'Generic',
      name: 'Dale Jensen',
    };
    entries[`msal.3|${home}|portal.example.com|idtoken|an-portal|||`] = {
      credentialType: 'IdToken',
      homeAccountId: home,
      environment: 'portal.example.com',
      clientId: options.clientId ?? 'an-portal',
      secret: ID_TOKEN,
    };
    entries[`msal.3|${home}|portal.example.com|accesstoken|an-portal|oidc|openid profile|`] = {
      homeAccountId: home,
      credentialType: 'AccessToken',
      secret: `access-${n}`,
      cachedAt: seconds(NOW - 60_000),
      expiresOn: seconds(NOW + (options.expiresInSeconds ?? 540) * 1000),
      environment: 'portal.example.com',
      clientId: options.clientId ?? 'an-portal',
      realm: 'oidc',
      target: options.target ?? 'openid profile',
      tokenType: 'Bearer',
    };
  }
  return storageOf(entries);
}

describe('given MSAL’s cache in session storage', () => {
  it('reads the user and a token good for more than five minutes', () => {
    expect(readMsalCache(msalCache(), AUTH, NOW)).toEqual({
      accessToken: 'access-1',
      user: {
        id: 'u-1',
        username: 'user1@example.com',
        name: 'Dale Jensen',
        claims: { sub: 'u-1', groups: ['Buyers'], name: 'Dale Jensén' },
      },
    });
  });

  it.each<[string, Parameters<typeof msalCache>[0], typeof AUTH]>([
    ['a token expiring within five minutes', { expiresInSeconds: 290 }, AUTH],
    ['an expired token', { expiresInSeconds: -10 }, AUTH],
    ['a token for fewer scopes', { target: 'openid' }, AUTH],
    ['tokens of another client', { clientId: 'other-app' }, AUTH],
    ['two accounts', { accounts: 2 }, AUTH],
  ])('leaves %s to MSAL', (_, options, auth) => {
    expect(readMsalCache(msalCache(options), auth, NOW)).toBeNull();
  });

  it('leaves an empty, unreadable or foreign storage to MSAL', () => {
    expect(readMsalCache(null, AUTH, NOW)).toBeNull();
    expect(readMsalCache(storageOf({}), AUTH, NOW)).toBeNull();
    expect(readMsalCache(storageOf({ 'msal.x': '{not json', other: '{}' }), AUTH, NOW)).toBeNull();
    const throwing = storageOf({});
    Object.defineProperty(throwing, 'length', {
      get: () => {
        throw new Error('denied');
      },
    });
    expect(readMsalCache(throwing, AUTH, NOW)).toBeNull();
  });
});

describe('given the MSAL adapter on a signed-in page', () => {
  it('answers the user and the token from the cache without loading MSAL, and loads it to renew', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const cache = msalCache();
    vi.stubGlobal('sessionStorage', cache);
    try {
      const loadMsal = vi.fn(async () => {
        throw new Error('MSAL is not needed yet');
      });
      const auth = createMsalAuth(
        { ...defaultConfig().auth, clientId: 'an-portal', scopes: ['openid', 'profile'] },
        { loadMsal, origin: 'https://portal.example.com' },
      );
      await expect(auth.getAccessToken()).resolves.toBe('access-1');
      await expect(auth.getUser()).resolves.toMatchObject({ id: 'u-1', name: 'Dale Jensen' });
      expect(loadMsal).not.toHaveBeenCalled();
      await expect(auth.renew()).rejects.toThrow('MSAL is not needed yet');
      expect(loadMsal).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
