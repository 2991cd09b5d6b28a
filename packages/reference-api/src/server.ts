import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from './db/database';
import { ErrorBody } from '@anp/contract';
import { AccountDirectory } from './accounts/directory';
import { accountRoutes } from './accounts/routes';
import { assetRoutes } from './assets/routes';
import type { Authenticate, TokenUser } from './auth/caller';
import { cartRoutes } from './cart/routes';
import { documentRoutes } from './documents/routes';
import { createUrlSigner } from './documents/signed-urls';
import { emailRoutes } from './emails/routes';
import { entitlementRoutes } from './entitlements/routes';
import { financeRoutes } from './finance/routes';
import { HttpError } from './http-error';
import { TokenError } from './auth/verify';
import { DEFAULT_DOWNLOAD_LIMIT_BYTES, downloadLimitFromEnv } from './http-files';
import { notificationRoutes } from './notifications/routes';
import { orderDownloadRoutes } from './orders/downloads';
import { orderModificationRoutes } from './orders/modification/routes';
import { orderRoutes } from './orders/routes';
import { productRoutes } from './products/routes';
import { reminderRoutes } from './reminders/routes';
import { templateRoutes } from './templates/routes';
import { reportRoutes } from './reports/routes';
import { TRUSTED_PROXY, callerOf, registerRateLimits } from './rate-limits';
import { supportRoutes, type SupportLimits } from './support/routes';
import { userAdminRoutes } from './user-admin/routes';
import { userBulkRoutes } from './user-admin/bulk-routes';
import { userRoutes } from './users/routes';
import { UserCache } from './users/user-cache';
import { utilityRoutes } from './utility/routes';

export type { Authenticate, TokenUser };

export interface ServerOptions {
  db: Db;
  authenticate: Authenticate;
  /** Origins allowed to call the API from a browser (the host, the plain embed page). */
  corsOrigins?: string[];
  /**
   * Requests per minute of each signed-in user, and of each client address for calls without a
   * valid token (separate buckets); 0 turns the limit off (load tests). Default 600.
   */
  rateLimitPerMinute?: number;
  /** Largest accepted JSON body in bytes (bigger -> 413). */
  bodyLimit?: number;
  /** Fastify log level; logs carry each request's id. Default `silent`. */
  logLevel?: string;
  /** Path prefix of every API route. */
  prefix?: string;
  /**
   * The origin browsers reach the API at (the host, which proxies the API), e.g.
   * `https://localhost:5173`. Absolute URLs the API hands out (signed document URLs) are built on
   * it, never from the request's Host or X-Forwarded-* headers. Default `http://localhost`.
   */
  publicOrigin?: string;
  /** The clock of business rules (lead times, cut-offs, order dates); tests inject a fixed one. */
  now?: () => Date;
  /**
   * Largest file a download answers, in bytes (bigger: 413 ERRDD001, ordering.md §8). Default:
   * `ANP_DOWNLOAD_LIMIT_BYTES`, else 25 MB.
   */
  downloadLimitBytes?: number;
  /**
   * Secret of the signed document URLs (HMAC-SHA256). `createReferenceApi` keeps one in the state
   * directory so URLs survive a restart; without it every server makes its own.
   */
  urlSecret?: Uint8Array;
  /**
   * Where support-case files are stored (owner-only). `createReferenceApi` uses
   * `<stateDir>/uploads`; without it every server makes a private temporary directory.
   */
  uploadDir?: string;
  /** Upload and complaint limits (defaults: 10 MB, 10 files per case, 5 lots per line). */
  supportLimits?: Partial<SupportLimits>;
}

export { HttpError };

export type Api = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** The query string of a route that reads none: no property allowed. */
const NO_QUERY = Type.Object({}, { additionalProperties: false });

/** The path of the first string holding a NUL character (PostgreSQL text cannot), or null. */
function nulPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const found = nulPath(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/** The path of the first number that is not finite, or null (ajv lets "1e309" through as Infinity). */
function infinitePath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = infinitePath(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

function validationField(error: FastifyError): string | undefined {
  const first = error.validation?.[0];
  if (!first) return undefined;
  const context = error.validationContext ?? 'body';
  const missing = (first.params as { missingProperty?: string } | undefined)?.missingProperty;
  const path = (first.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const field = [path, missing].filter(Boolean).join('.');
  return field ? `${context}.${field}` : context;
}

/**
 * Builds the reference API: schema-validated routes (400 `{ code, message, field }` on bad input,
 * never a 5xx), JSON 404s, 413 on oversize bodies, security headers, a CORS allow-list, rate
 * limiting, request ids in the logs, and the OpenAPI document at /openapi.json with docs at /docs.
 */
export async function buildServer(options: ServerOptions): Promise<Api> {
  const prefix = options.prefix ?? '/api';
  const app = Fastify({
    logger:
      (options.logLevel ?? 'silent') === 'silent' ? false : { level: options.logLevel ?? 'info' },
    bodyLimit: options.bodyLimit ?? 1_048_576,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : crypto.randomUUID();
    },
    requestIdHeader: false,
    // request.ip is the client's address as the proxy on this machine forwards it; nobody else
    // may set it (rate limits key on it).
    trustProxy: TRUSTED_PROXY,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(helmet, {
    // The API answers JSON and files; the docs UI needs its own inline assets.
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(cors, {
    origin: (origin, cb) => {
      if (!origin || (options.corsOrigins ?? []).includes(origin)) cb(null, true);
      else cb(null, false);
    },
    credentials: true,
    // Every method the API has (the plugin's default is GET, HEAD and POST): a page of another
    // origin updates its profile (PUT), marks notifications (PATCH) and deletes a draft case.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // pdf.js reads ranges of a preview from another origin: it needs the range headers.
    exposedHeaders: [
      'content-disposition',
      'x-request-id',
      'accept-ranges',
      'content-range',
      'content-length',
    ],
  });
  const perMinute = options.rateLimitPerMinute ?? 600;
  if (perMinute > 0)
    await registerRateLimits(app, { authenticate: options.authenticate, perMinute });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'AN Portal Kit reference API',
        version: '0.1.0',
        description: 'The embedded default backend: the call catalogue of the ordering portal.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
  });
  app.addSchema(ErrorBody);
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  // The docs page's own CSP: hashes of its inline script and style (no 'unsafe-inline'), and
  // never framed.
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(' validator.swagger.io', ''),
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({
        code: error.code,
        message: error.message,
        ...(error.field ? { field: error.field } : {}),
      });
    }
    if (error.validation) {
      const field = validationField(error);
      return reply.status(400).send({
        code: 'VALIDATION',
        message: `${field ?? 'request'} ${error.message.replace(/^[^ ]+ /, '')}`.trim(),
        ...(field ? { field } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    // A deactivated (or not yet activated) user: refused on every call, with a code the kit
    // tells apart from an ended session (issue 15).
    if (error instanceof TokenError && error.reason === 'disabled')
      return reply.status(401).send({ code: 'USER_INACTIVE', message: error.message });
    if (status === 401)
      return reply.status(401).send({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
    if (status >= 400 && status < 500) {
      const code =
        status === 413
          ? 'PAYLOAD_TOO_LARGE'
          : status === 415
            ? 'UNSUPPORTED_MEDIA_TYPE'
            : (error.code ?? 'BAD_REQUEST');
      return reply.status(status).send({ code, message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'SERVER', message: 'Internal Server error' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      code: 'NOT_FOUND',
      message: `No route ${request.method} ${request.url.split('?')[0]}`,
    }),
  );

  await app.register(
    async (api) => {
      // Every route refuses unknown properties (issue 12): a route that reads no query string
      // gets an empty one that allows none, so `?anything=` is a 400 like any other bad input.
      api.addHook('onRoute', (route) => {
        if (route.schema && !route.schema.querystring)
          route.schema = { ...route.schema, querystring: NO_QUERY };
        else if (!route.schema) route.schema = { querystring: NO_QUERY };
      });
      api.addHook('onRequest', async (request: FastifyRequest) => {
        if (request.routeOptions.config.public) return;
        request.user = await callerOf(request, options.authenticate);
      });
      // A NUL character can reach no column (PostgreSQL refuses it in text): a bad request.
      api.addHook('preValidation', async (request: FastifyRequest) => {
        const field =
          nulPath(request.query, 'query') ??
          nulPath(request.params, 'params') ??
          nulPath(request.headers, 'headers') ??
          nulPath(request.body, 'body');
        if (field)
          throw new HttpError(400, 'VALIDATION', `${field} must not contain NUL characters`, field);
      });
      // After validation: the schemas' coercion turns "1e309" into Infinity, which passes
      // integer and maximum checks; no route can use it.
      api.addHook('preHandler', async (request: FastifyRequest) => {
        const field =
          infinitePath(request.query, 'query') ??
          infinitePath(request.params, 'params') ??
          infinitePath(request.body, 'body');
        if (field)
          throw new HttpError(400, 'VALIDATION', `${field} must be a finite number`, field);
      });
      const directory = new AccountDirectory(options.db);
      const users = new UserCache();
      await api.register(userRoutes, { db: options.db, directory, users });
      await api.register(userAdminRoutes, { db: options.db, users });
      await api.register(userBulkRoutes, { db: options.db, users });
      await api.register(accountRoutes, { db: options.db, directory });
      await api.register(notificationRoutes, { db: options.db, now: options.now });
      await api.register(utilityRoutes, {
        db: options.db,
        ...(options.now ? { now: options.now } : {}),
      });
      await api.register(entitlementRoutes, { db: options.db });
      await api.register(assetRoutes, { db: options.db });
      const now = options.now ?? (() => new Date());
      await api.register(cartRoutes, { db: options.db, now });
      await api.register(productRoutes, { db: options.db });
      await api.register(orderRoutes, { db: options.db, now });
      const downloadLimit =
        options.downloadLimitBytes ?? downloadLimitFromEnv() ?? DEFAULT_DOWNLOAD_LIMIT_BYTES;
      await api.register(orderDownloadRoutes, { db: options.db, downloadLimit });
      await api.register(orderModificationRoutes, { db: options.db, now });
      await api.register(financeRoutes, { db: options.db, now, downloadLimit });
      await api.register(reminderRoutes, { db: options.db, now });
      await api.register(templateRoutes, { db: options.db, now });
      await api.register(documentRoutes, {
        db: options.db,
        now,
        signer: createUrlSigner(options.urlSecret),
        authenticate: options.authenticate,
        apiPrefix: prefix,
        publicOrigin: (options.publicOrigin ?? 'http://localhost').replace(/\/+$/, ''),
        downloadLimit,
      });
      await api.register(reportRoutes, {
        db: options.db,
        now,
        apiPrefix: prefix,
        publicOrigin: (options.publicOrigin ?? 'http://localhost').replace(/\/+$/, ''),
        frameAncestors: options.corsOrigins ?? [],
      });
      await api.register(emailRoutes, { db: options.db, now });
      await api.register(supportRoutes, {
        db: options.db,
        now,
        ...(options.uploadDir ? { uploadDir: options.uploadDir } : {}),
        ...(options.supportLimits ? { limits: options.supportLimits } : {}),
      });
    },
    { prefix },
  );
  return app as unknown as Api;
}
