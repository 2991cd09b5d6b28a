import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import type { TokenUser } from './caller';

export type TokenErrorReason =
  | 'missing'
  | 'expired'
  | 'invalid'
  | 'wrong-audience'
  /** A valid signature, but the session was logged out or revoked (`requireLiveSession`). */
  | 'ended'
  /** A valid signature, but the user is no longer active (`requireLiveSession`). */
  | 'disabled';

/** A request without a usable access token: the API answers 401. */
export class TokenError extends Error {
  readonly statusCode = 401;
  constructor(
    readonly reason: TokenErrorReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'TokenError';
  }
}

export interface TokenVerifierOptions {
  /** Expected `iss`: the provider's public issuer URL. */
  issuer: string;
  /** Expected `aud` (`an-portal-api`). */
  audience: string;
  /**
   * The provider's public keys: a key set, a function returning one (called again, at most every
   * 30 s, when a token names an unknown key: rotation), or the URL of the provider's jwks endpoint.
   */
  jwks: JSONWebKeySet | (() => Promise<JSONWebKeySet>) | URL;
  /** Seconds of clock skew accepted on exp/nbf/iat; default 5. */
  clockToleranceSeconds?: number;
  /** Required JOSE `typ` header; RFC 9068 JWT access tokens carry `at+jwt` (an id token does not). */
  tokenType?: string | null;
}

const ALGORITHMS = ['RS256', 'PS256', 'ES256'];
const MAX_TOKEN_LENGTH = 16_384;
const REFETCH_COOLDOWN_MS = 30_000;
const BEARER = /^Bearer[ ]+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)[ ]*$/i;

/** The provider's keys could not be obtained: a server problem (5xx), not the caller's. */
export class KeySetError extends Error {
  readonly statusCode = 503;
  constructor(cause: unknown) {
    super('The token signing keys are unavailable.', { cause });
    this.name = 'KeySetError';
  }
}

/** Errors a key lookup raises because of the token itself (its header), not the key source. */
const tokenCaused = (error: unknown) =>
  error instanceof errors.JWKSNoMatchingKey ||
  error instanceof errors.JWKSMultipleMatchingKeys ||
  error instanceof errors.JOSENotSupported;

function keyResolver(jwks: TokenVerifierOptions['jwks']): JWTVerifyGetKey {
  if (typeof jwks !== 'function' && !(jwks instanceof URL)) return createLocalJWKSet(jwks);
  if (jwks instanceof URL) {
    const remote = createRemoteJWKSet(jwks, { cooldownDuration: REFETCH_COOLDOWN_MS });
    return async (header, token) => {
      try {
        return await remote(header, token);
      } catch (error) {
        throw tokenCaused(error) ? error : new KeySetError(error);
      }
    };
  }
  let current: { keys: JWTVerifyGetKey; at: number } | null = null;
  let loading: Promise<JWTVerifyGetKey> | null = null;
  const load = () =>
    (loading ??= jwks()
      .then(
        (set) => {
          current = { keys: createLocalJWKSet(set), at: Date.now() };
          return current.keys;
        },
        (error: unknown) => {
          throw new KeySetError(error);
        },
      )
      .finally(() => {
        loading = null;
      }));
  return async (header, token) => {
    const keys = current?.keys ?? (await load());
    try {
      return await keys(header, token);
    } catch (error) {
      // A key we have not seen: the provider may have rotated its keys.
      if (
        error instanceof errors.JWKSNoMatchingKey &&
        current &&
        Date.now() - current.at > REFETCH_COOLDOWN_MS
      ) {
        return (await load())(header, token);
      }
      throw error;
    }
  };
}

const asString = (value: unknown) => (typeof value === 'string' ? value : '');

function toUser(payload: JWTPayload): TokenUser {
  if (typeof payload.sub !== 'string' || !payload.sub)
    throw new TokenError('invalid', 'The access token has no subject.');
  const groups = Array.isArray(payload.groups)
    ? payload.groups.filter((g): g is string => typeof g === 'string')
    : [];
  const email = asString(payload.email);
  const grantId = asString(payload.grant_id);
  return {
    id: payload.sub,
    email,
    name: asString(payload.name) || email,
    groups,
    userType: asString(payload.userType),
    locale: asString(payload.locale),
    ...(grantId ? { grantId } : {}),
  };
}

/**
 * Verifies `Authorization: Bearer <JWT access token>` from the local provider (signature, issuer,
 * audience, expiry, RFC 9068 `typ`) and returns the user the token names. Anything wrong throws
 * `TokenError` (statusCode 401) with a reason; a failure to get the keys themselves is not the
 * caller's fault and is rethrown as is (a 5xx).
 */
export function createTokenVerifier(
  options: TokenVerifierOptions,
): (authorization: string | undefined) => Promise<TokenUser> {
  const getKey = keyResolver(options.jwks);
  const tokenType = options.tokenType === undefined ? 'at+jwt' : options.tokenType;
  const verifyOptions = {
    issuer: options.issuer,
    audience: options.audience,
    algorithms: ALGORITHMS,
    clockTolerance: options.clockToleranceSeconds ?? 5,
    requiredClaims: ['exp', 'sub'],
    ...(tokenType ? { typ: tokenType } : {}),
  };

  return async (authorization) => {
    if (!authorization?.trim())
      throw new TokenError('missing', 'No access token: send Authorization: Bearer <token>.');
    const token =
      authorization.length <= MAX_TOKEN_LENGTH ? BEARER.exec(authorization)?.[1] : undefined;
    if (!token) throw new TokenError('invalid', 'The Authorization header is not a bearer JWT.');
    try {
      const { payload } = await jwtVerify(token, getKey, verifyOptions);
      return toUser(payload);
    } catch (error) {
      if (error instanceof TokenError || error instanceof KeySetError) throw error;
      if (error instanceof errors.JWTExpired)
        throw new TokenError('expired', 'The access token has expired.', { cause: error });
      if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'aud') {
        throw new TokenError('wrong-audience', 'The access token is not meant for this API.', {
          cause: error,
        });
      }
      if (error instanceof errors.JOSEError)
        throw new TokenError('invalid', `The access token is invalid (${error.code}).`, {
          cause: error,
        });
      // Malformed base64/JSON inside a JWT-shaped string surfaces as a plain TypeError/SyntaxError.
      if (error instanceof TypeError || error instanceof SyntaxError) {
        throw new TokenError('invalid', 'The access token is malformed.', { cause: error });
      }
      throw error;
    }
  };
}
