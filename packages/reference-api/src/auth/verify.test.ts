import { beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JSONWebKeySet } from 'jose';
import { KeySetError, TokenError, createTokenVerifier, type TokenErrorReason } from './verify';

const ISSUER = 'https://localhost:5173/oidc';
const AUDIENCE = 'an-portal-api';

let signingKey: CryptoKey;
let otherKey: CryptoKey;
let jwks: JSONWebKeySet;

const claims = {
  email: 'maria@example.com',
  name: 'María López',
  groups: ['DXP_CAN_AccGrp_Purchase_Products'],
  userType: 'Customer',
  locale: 'es_MX',
};

async function sign(
  overrides: {
    issuer?: string;
    audience?: string;
    expiresIn?: string | number;
    key?: CryptoKey;
    kid?: string;
    typ?: string;
    payload?: Record<string, unknown>;
    subject?: string | null;
  } = {},
): Promise<string> {
  const jwt = new SignJWT({ ...claims, ...overrides.payload })
    .setProtectedHeader({
      alg: 'RS256',
      kid: overrides.kid ?? 'test-key',
      typ: overrides.typ ?? 'at+jwt',
    })
    .setIssuer(overrides.issuer ?? ISSUER)
    .setAudience(overrides.audience ?? AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(overrides.expiresIn ?? '5m');
  if (overrides.subject !== null) jwt.setSubject(overrides.subject ?? 'user-1');
  return jwt.sign(overrides.key ?? signingKey);
}

async function reasonOf(promise: Promise<unknown>): Promise<TokenErrorReason> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TokenError);
  expect((error as TokenError).statusCode).toBe(401);
  return (error as TokenError).reason;
}

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  jwks = {
    keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }],
  };
});

describe('given a verifier with the provider key set', () => {
  const verifier = () => createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks });

  it('returns the user a valid token names', async () => {
    const user = await verifier()(`Bearer ${await sign()}`);
    expect(user).toEqual({
      id: 'user-1',
      email: 'maria@example.com',
      name: 'María López',
      groups: ['DXP_CAN_AccGrp_Purchase_Products'],
      userType: 'Customer',
      locale: 'es_MX',
    });
  });

  it('accepts the scheme in any case', async () => {
    await expect(verifier()(`bearer ${await sign()}`)).resolves.toMatchObject({ id: 'user-1' });
  });

  it('rejects a missing or empty header as missing', async () => {
    expect(await reasonOf(verifier()(undefined))).toBe('missing');
    expect(await reasonOf(verifier()('   '))).toBe('missing');
  });

  it('rejects malformed headers and tokens as invalid', async () => {
    expect(await reasonOf(verifier()('Basic dXNlcjpwYXNz'))).toBe('invalid');
    expect(await reasonOf(verifier()('Bearer not-a-jwt'))).toBe('invalid');
    expect(await reasonOf(verifier()('Bearer aaa.bbb.ccc'))).toBe('invalid');
    expect(await reasonOf(verifier()(`Bearer ${'a'.repeat(20_000)}.b.c`))).toBe('invalid');
  });

  it('rejects an expired token as expired', async () => {
    const expired = await sign({ expiresIn: Math.floor(Date.now() / 1000) - 60 });
    expect(await reasonOf(verifier()(`Bearer ${expired}`))).toBe('expired');
  });

  it('rejects a token for another audience as wrong-audience', async () => {
    expect(await reasonOf(verifier()(`Bearer ${await sign({ audience: 'portal-spa' })}`))).toBe(
      'wrong-audience',
    );
  });

  it('rejects a token from another issuer as invalid', async () => {
    expect(
      await reasonOf(verifier()(`Bearer ${await sign({ issuer: 'https://evil.example/oidc' })}`)),
    ).toBe('invalid');
  });

  it('rejects a token signed with another key as invalid', async () => {
    expect(await reasonOf(verifier()(`Bearer ${await sign({ key: otherKey })}`))).toBe('invalid');
    expect(
      await reasonOf(verifier()(`Bearer ${await sign({ key: otherKey, kid: 'unknown' })}`)),
    ).toBe('invalid');
  });

  it('rejects a token that is not an access token (typ) or has no subject as invalid', async () => {
    expect(await reasonOf(verifier()(`Bearer ${await sign({ typ: 'JWT' })}`))).toBe('invalid');
    expect(await reasonOf(verifier()(`Bearer ${await sign({ subject: null })}`))).toBe('invalid');
  });

  it('defaults missing optional claims', async () => {
    const token = await sign({
      payload: { email: undefined, name: undefined, groups: 'admin', userType: 7 },
    });
    expect(await verifier()(`Bearer ${token}`)).toEqual({
      id: 'user-1',
      email: '',
      name: '',
      groups: [],
      userType: '',
      locale: 'es_MX',
    });
  });
});

describe('given a verifier with a key set loader', () => {
  it('loads the keys once and verifies', async () => {
    let calls = 0;
    const verify = createTokenVerifier({
      issuer: ISSUER,
      audience: AUDIENCE,
      jwks: async () => {
        calls += 1;
        return jwks;
      },
    });
    await verify(`Bearer ${await sign()}`);
    await verify(`Bearer ${await sign()}`);
    expect(calls).toBe(1);
  });

  it('reports a loader failure as a server problem, not a 401', async () => {
    const verify = createTokenVerifier({
      issuer: ISSUER,
      audience: AUDIENCE,
      jwks: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(verify(`Bearer ${await sign()}`)).rejects.toBeInstanceOf(KeySetError);
  });
});
