import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../db/database';
import { createDbAdapter } from './session-store';
import { findUser, fullName, userClaims } from './claims';
import { generateCookieKeys, generateJwks, publicJwks } from './keys';
import { messages, pickLanguage } from './page-texts';
import { PAGE_HEADERS, contentSecurityPolicy, escapeHtml, layout, messagePage } from './pages';

/** One first-party browser client (the host app, the plain embed page): public, PKCE, no secret. */
export interface OidcClient {
  clientId: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
}

export interface OidcProviderOptions {
  /** The PUBLIC issuer URL, e.g. `https://localhost:5173/oidc` (what browsers and tokens see). */
  issuer: string;
  db: Db;
  clients: OidcClient[];
  /** `aud` of access tokens, checked by the API (`an-portal-api`). */
  apiAudience: string;
  /** Private signing keys (from `generateJwks()`, persisted by the caller); generated when absent. */
  jwks?: JSONWebKeySet;
  /**
   * Access token lifetime in seconds: default and at most `MAX_ACCESS_TOKEN_TTL_SECONDS` (600).
   * Longer values are capped: a token outlives a logout only until the API's next check, but a
   * stolen one should not be usable for long anywhere it is accepted without that check.
   */
  accessTokenTtlSeconds?: number;
  /**
   * Keys signing the provider's cookies (the browser session); keep them (like `jwks`) so a
   * restart keeps browser sessions. Random per process when absent.
   */
  cookieKeys?: string[];
  /** More browser origins allowed to call the token endpoint (those of the redirect URIs always are). */
  corsOrigins?: string[];
}

export interface OidcProvider {
  provider: Provider;
  /** The public half of the signing keys (what `/oidc/jwks` serves; give it to `createTokenVerifier`). */
  jwks: JSONWebKeySet;
  /** The resource indicator of the API (an absolute URI, as RFC 8707 requires). */
  apiResource: string;
  /** Node request handler; accepts URLs with or without the issuer's path prefix. */
  handler: (req: IncomingMessage, res: ServerResponse) => void;
}

/** The longest access token lifetime (issue 12: sessions that end); MSAL renews before expiry. */
export const MAX_ACCESS_TOKEN_TTL_SECONDS = 600;

/** The access token lifetime for an asked one: whole seconds, at most 600, 600 when absent or unusable. */
export function accessTokenLifetime(askedSeconds: number | undefined): number {
  const asked = Math.floor(askedSeconds ?? MAX_ACCESS_TOKEN_TTL_SECONDS);
  return Number.isFinite(asked) && asked > 0
    ? Math.min(asked, MAX_ACCESS_TOKEN_TTL_SECONDS)
    : MAX_ACCESS_TOKEN_TTL_SECONDS;
}

export { userClaims } from './claims';
export { generateCookieKeys, generateJwks, publicJwks } from './keys';

/** Scope of the API resource server (what a client may ask for beside the OpenID scopes). */
export const API_SCOPE = 'api';
/** OpenID scopes our first-party clients get without a consent screen. */
const FIRST_PARTY_SCOPES = 'openid profile email offline_access';

/** RFC 8707 wants an absolute URI as resource indicator; the audience itself may be a plain name. */
export function apiResourceIndicator(apiAudience: string): string {
  return URL.parse(apiAudience) ? apiAudience : `urn:${apiAudience}`;
}

const origin = (uri: string) => URL.parse(uri)?.origin;

function setPage(ctx: KoaContextWithOIDC, status: number, html: string, csp: string) {
  ctx.status = status;
  ctx.type = 'html';
  for (const [name, value] of Object.entries(PAGE_HEADERS)) ctx.set(name, value);
  ctx.set('content-security-policy', csp);
  ctx.body = html;
}

const languageOf = (ctx: KoaContextWithOIDC) =>
  pickLanguage(undefined, ctx.oidc?.params?.ui_locales, ctx.get('accept-language'));

/** Submits the sign-out form on load when the request carried a valid id_token_hint. */
const AUTO_SUBMIT =
  "document.getElementById('op.logoutForm').requestSubmit(document.getElementById('op.logoutYes'));";

/**
 * A local OpenID Connect provider (panva's oidc-provider) for the kit's MSAL sign-in: authorization
 * code + PKCE for public clients, refresh tokens, JWT access tokens for the API, RP-initiated logout.
 * See TOOLCHAIN.md "Sign-in with MSAL against a local OpenID Connect provider" for why each setting.
 * Storage is the database (`session-store.ts`): sessions, grants and refresh tokens survive a
 * restart. Access tokens last at most 10 minutes and carry their grant id (`grant_id`), which the
 * API checks is still alive on every call (`requireLiveSession`): logging out revokes the grant.
 */
export async function createOidcProvider(options: OidcProviderOptions): Promise<OidcProvider> {
  const { db, apiAudience } = options;
  const privateJwks = options.jwks ?? (await generateJwks());
  const apiResource = apiResourceIndicator(apiAudience);
  const clientIds = new Set(options.clients.map((c) => c.clientId));
  const corsOrigins = new Set(
    [
      ...options.clients.flatMap((c) => [...c.redirectUris, ...c.postLogoutRedirectUris]),
      ...(options.corsOrigins ?? []),
    ]
      .map(origin)
      .filter((o): o is string => !!o && o !== 'null'),
  );
  const accessTokenTTL = accessTokenLifetime(options.accessTokenTtlSeconds);

  const configuration: Configuration = {
    adapter: createDbAdapter(db),
    clients: options.clients.map((c) => ({
      client_id: c.clientId,
      client_name: messages('en').product,
      application_type: 'web',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: c.redirectUris,
      post_logout_redirect_uris: c.postLogoutRedirectUris,
    })),
    jwks: privateJwks,
    // Secret (from the state directory, or random per process): cookies signed by a known secret
    // could be forged.
    cookies: {
      keys: options.cookieKeys?.length ? options.cookieKeys : generateCookieKeys(),
      long: { httpOnly: true, sameSite: 'lax', secure: true },
      short: { httpOnly: true, sameSite: 'lax', secure: true },
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      // The kit asks only for `openid profile`: everything it reads rides on `profile`.
      profile: [
        'name',
        'given_name',
        'family_name',
        'preferred_username',
        'locale',
        'email',
        'groups',
        'userType',
        'customerType',
        'businessUnit',
        'country',
      ],
    },
    // MSAL reads `account.username` from preferred_username, which only reaches the id token with this off.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      // Every access token is for the API (below), so userinfo could never accept one: the id
      // token carries the claims instead.
      userinfo: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          const language = languageOf(ctx);
          const t = messages(language);
          // A valid id_token_hint names the session being ended: no need to ask (the OP may skip it).
          const automatic = !!ctx.oidc.params.id_token_hint;
          const post = ctx.oidc.params.post_logout_redirect_uri;
          const body = `<section class="card" aria-labelledby="page-title"><h1 id="page-title">${escapeHtml(t.signOutTitle)}</h1>
<p aria-live="polite">${escapeHtml(automatic ? t.signingOut : t.signOutQuestion)}</p>
${form}
<div class="actions"><button id="op.logoutYes" type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(t.signOutYes)}</button>
<button class="secondary" type="submit" form="op.logoutForm">${escapeHtml(t.signOutNo)}</button></div></section>`;
          const html = layout({
            language,
            title: t.signOutTitle,
            body,
            ...(automatic ? { script: AUTO_SUBMIT } : {}),
          });
          const csp = contentSecurityPolicy({
            formTargets: typeof post === 'string' ? [post] : [],
            ...(automatic ? { script: AUTO_SUBMIT } : {}),
          });
          setPage(ctx, 200, html, csp);
        },
        async postLogoutSuccessSource(ctx) {
          const language = languageOf(ctx);
          const t = messages(language);
          setPage(
            ctx,
            200,
            messagePage({ language, title: t.signedOutTitle, paragraphs: [t.signedOut] }),
            contentSecurityPolicy(),
          );
        },
      },
      resourceIndicators: {
        enabled: true,
        // MSAL sends no `resource`: the API is the default audience of every access token.
        async defaultResource(_ctx, _client, oneOf) {
          return oneOf ?? apiResource;
        },
        // Keeps the API audience at the token endpoint whatever the scopes.
        async useGrantedResource() {
          return true;
        },
        async getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== apiResource) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: apiAudience,
            accessTokenTTL,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    // The provider drops offline_access unless consent is prompted; MSAL's silent renewal needs a
    // refresh token every time (TOOLCHAIN.md), so our own clients always get one (see also the
    // token-request middleware below).
    async issueRefreshToken(_ctx, client) {
      return clientIds.has(client.clientId) && client.grantTypeAllowed('refresh_token');
    },
    // Every code and refresh token ends with the browser session, whatever the scopes (the library
    // would keep those asked with offline_access and prompt=consent): so a provider logout
    // (end_session) always revokes the grant, and the API refuses its access tokens at once.
    async expiresWithSession() {
      return true;
    },
    // First-party clients: consent is implied. Grant the OpenID scopes and the API scope up front.
    async loadExistingGrant(ctx) {
      const { client, session, account } = ctx.oidc;
      if (!client) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session?.grantIdFor(client.clientId);
      let grant = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (!clientIds.has(client.clientId) || !account) return grant;
      if (grant && grant.accountId !== account.accountId) grant = undefined;
      grant ??= new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: account.accountId,
      });
      const before = `${grant.getOIDCScope()}|${grant.getResourceScopeEncountered(apiResource)}`;
      grant.addOIDCScope(FIRST_PARTY_SCOPES);
      grant.addResourceScope(apiResource, API_SCOPE);
      if (
        !grant.jti ||
        before !== `${grant.getOIDCScope()}|${grant.getResourceScopeEncountered(apiResource)}`
      )
        await grant.save();
      return grant;
    },
    async findAccount(ctx, sub, token) {
      const user = await findUser(db, sub);
      if (!user || user.status !== 'Active') {
        // A browser session of a user since disabled (or deleted): forget who signed in, so the
        // provider asks for a sign-in (which refuses them) instead of failing on the missing grant.
        // (The library's session proxy refuses an empty accountId but lets it be deleted.)
        const session = ctx?.oidc?.session as
          { accountId?: string; authorizations?: Record<string, unknown> } | undefined;
        if (!token && session?.accountId === sub) {
          delete session.accountId;
          session.authorizations = {};
        }
        return undefined;
      }
      const claims = userClaims(user);
      return { accountId: user.id, claims: async () => ({ ...claims }) };
    },
    // The API authorizes from the token: who, groups, user type, locale; and the grant, which it
    // checks is still alive (logout revokes it).
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const user = await findUser(db, token.accountId);
      if (!user) return undefined;
      return {
        ...(token.grantId ? { grant_id: token.grantId } : {}),
        email: user.email,
        name: fullName(user),
        groups: user.groups ?? [],
        userType: user.user_type,
        locale: user.locale,
      };
    },
    clientBasedCORS(_ctx, requestOrigin) {
      return corsOrigins.has(requestOrigin);
    },
    interactions: {
      url: async (_ctx, interaction) =>
        `${new URL(options.issuer).pathname.replace(/\/$/, '')}/interaction/${interaction.uid}`,
    },
    async renderError(ctx, out) {
      const language = languageOf(ctx);
      const t = messages(language);
      const details = Object.entries(out).map(([key, value]): [string, string] => [
        key,
        String(value),
      ]);
      setPage(
        ctx,
        ctx.status >= 400 ? ctx.status : 400,
        messagePage({ language, title: t.errorTitle, paragraphs: [t.errorIntro], details }),
        contentSecurityPolicy(),
      );
    },
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? accessTokenTTL,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Grant: 14 * 24 * 3600,
      Session: 24 * 3600,
      // Public clients rotate refresh tokens; the rotated one keeps the remaining lifetime (a day in all).
      RefreshToken: (ctx) => ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? 24 * 3600,
    },
    discovery: { ui_locales_supported: ['en', 'es', 'pt', 'ko'] },
  };

  const provider = new Provider(options.issuer, configuration);
  // Behind the proxy: X-Forwarded-Proto says whether the browser used HTTPS (secure cookies); the
  // host is always the issuer's (the handler below sets it).
  provider.proxy = true;
  provider.use(async (ctx, next) => {
    if (!ctx.secure) {
      ctx.status = 400;
      ctx.type = 'text';
      ctx.body =
        'The OpenID provider must be reached over HTTPS. Behind a proxy, forward X-Forwarded-Proto: https (Vite: proxy option xfwd: true).';
      return;
    }
    await next();
  });
  const mountPath = new URL(options.issuer).pathname.replace(/\/$/, '');
  const issuerHost = new URL(options.issuer).host;
  const callback = provider.callback();
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    // The provider builds its URLs (discovery, endpoints, redirects) from the host it is told;
    // that is the issuer's, never what a client sent in Host or X-Forwarded-Host.
    req.headers['x-forwarded-host'] = issuerHost;
    const url = req.url ?? '/';
    // The provider derives its mount path from originalUrl minus url (as Express/Connect set them).
    if (
      mountPath &&
      (url === mountPath || url.startsWith(`${mountPath}/`) || url.startsWith(`${mountPath}?`))
    ) {
      (req as IncomingMessage & { originalUrl?: string }).originalUrl = url;
      const rest = url.slice(mountPath.length);
      req.url = rest.startsWith('/') ? rest : `/${rest}`;
    }
    void callback(req, res);
  };

  return { provider, jwks: publicJwks(privateJwks), apiResource, handler };
}

/**
 * Serves the provider under `basePath` (the issuer's path, e.g. `/oidc`) in a Fastify app. Bodies
 * are left unread for the provider, which parses its own; the sign-in pages (`registerInteractions`)
 * are more specific routes and win over the catch-all.
 */
export async function mountOidcProvider(
  app: FastifyInstance,
  options: { handler: OidcProvider['handler']; basePath: string },
): Promise<void> {
  const basePath = options.basePath.replace(/\/$/, '');
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const forward = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      options.handler(request.raw, reply.raw);
    };
    scope.all(basePath, forward);
    scope.all(`${basePath}/*`, forward);
  });
}
