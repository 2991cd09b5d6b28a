/**
 * Fair rate limits (issue 12): every browser call reaches the API through the loopback proxy, so a
 * limit keyed on the socket's address put every user in one bucket (84 anonymous requests locked
 * everybody out for 53 s). The server trusts `X-Forwarded-For` from loopback only ({@link
 * TRUSTED_PROXY}); the proxy overwrites it with the real client address, so `request.ip` is the
 * client. A call with a valid token counts against its user, any other call against its client
 * address (an IPv6 client by its /64), in separate buckets: a flood of anonymous calls from one
 * address cannot lock a signed-in user out, and one user's burst stops only that user.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { Authenticate, TokenUser } from './auth/caller';

/**
 * Fastify `trustProxy`: only a proxy on this machine (127.0.0.0/8, ::1) may say who the client
 * is. A client elsewhere that sends `X-Forwarded-For` (or `-Host`, `-Proto`) is not believed.
 */
export const TRUSTED_PROXY = 'loopback';

export interface RateLimitOptions {
  authenticate: Authenticate;
  /** Requests per minute of one signed-in user, and of one client address without a valid token. */
  perMinute: number;
}

const verified = new WeakMap<FastifyRequest, Promise<TokenUser>>();

/**
 * The verified caller of a request, checked once however often it is asked (the limiter asks
 * before the routes' auth hook does); rejects with the 401 error of `authenticate`.
 */
export function callerOf(request: FastifyRequest, authenticate: Authenticate): Promise<TokenUser> {
  let caller = verified.get(request);
  if (!caller) {
    caller = authenticate(request.headers.authorization);
    // Read by whoever asks next; this only keeps an unread failure from being reported as unhandled.
    caller.catch(() => undefined);
    verified.set(request, caller);
  }
  return caller;
}

/** The bucket a request counts in: `user:<id>` with a valid token, otherwise `ip:<address>`. */
export async function rateLimitKey(
  request: FastifyRequest,
  authenticate: Authenticate,
): Promise<string> {
  if (request.headers.authorization) {
    try {
      return `user:${(await callerOf(request, authenticate)).id}`;
    } catch {
      // An invalid or expired token counts as anonymous: against the client's address.
    }
  }
  return `ip:${normalizeIP(request.ip)}`;
}

/** Limits every request of the server (API, provider, docs) by {@link rateLimitKey}. */
export async function registerRateLimits(
  app: FastifyInstance,
  options: RateLimitOptions,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    max: options.perMinute,
    timeWindow: '1 minute',
    // Users and addresses of a busy server; the least recently seen are forgotten first.
    cache: 20_000,
    keyGenerator: (request) => rateLimitKey(request, options.authenticate),
    // Headers set by the limiter survive the error handler; Retry-After says when to come back.
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} s.`,
    }),
  });
  app.addHook('onRequest', app.rateLimit());
}
