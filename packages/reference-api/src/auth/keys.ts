/** The provider's keys: token signing keys (JWKs), their public half, and the cookie keys. */
import { randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JSONWebKeySet, type JWK } from 'jose';

/** A fresh RS256 signing key set (private JWKs); persist it to keep tokens valid across restarts. */
export async function generateJwks(): Promise<JSONWebKeySet> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { keys: [{ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' }] };
}

/** Fresh random keys for the provider's signed cookies; persist them to keep browser sessions. */
export function generateCookieKeys(): string[] {
  return [randomBytes(32).toString('base64url')];
}

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'] as const;

/** The public half of a key set (safe to publish). */
export function publicJwks(jwks: JSONWebKeySet): JSONWebKeySet {
  return {
    keys: jwks.keys.map((key) => {
      const copy: JWK = { ...key };
      for (const member of PRIVATE_MEMBERS) delete copy[member];
      return copy;
    }),
  };
}
