// oidc-provider 9 ships no type declarations (and @types/oidc-provider is not installed): the
// minimal surface this package uses, checked against the library's lib/ sources.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { JSONWebKeySet } from 'jose';

  export type UnknownObject = Record<string, unknown>;

  export interface ClientMetadata {
    client_id: string;
    client_name?: string;
    application_type?: 'web' | 'native';
    token_endpoint_auth_method?:
      'none' | 'client_secret_basic' | 'client_secret_post' | 'private_key_jwt';
    grant_types?: string[];
    response_types?: string[];
    redirect_uris: string[];
    post_logout_redirect_uris?: string[];
    scope?: string;
  }

  export interface Client {
    readonly clientId: string;
    readonly clientName?: string;
    readonly redirectUris: string[];
    readonly postLogoutRedirectUris?: string[];
    grantTypeAllowed(type: string): boolean;
  }

  export interface Session {
    readonly uid: string;
    readonly accountId?: string;
    grantIdFor(clientId: string): string | undefined;
  }

  export interface Account {
    accountId: string;
    claims(
      use: 'id_token' | 'userinfo',
      scope: string,
      claims: UnknownObject,
      rejected: string[],
    ): Promise<UnknownObject> | UnknownObject;
  }

  export interface ResourceServer {
    scope: string;
    audience?: string;
    accessTokenTTL?: number;
    accessTokenFormat?: 'opaque' | 'jwt';
    jwt?: { sign?: { alg?: string; kid?: string } };
  }

  /** Tokens handed to ttl / extraTokenClaims (AccessToken, RefreshToken, IdToken, ...). */
  export interface BaseToken {
    readonly kind: string;
    readonly jti?: string;
    accountId?: string;
    clientId?: string;
    grantId?: string;
    sessionUid?: string;
    expiresWithSession?: boolean;
    resourceServer?: ResourceServer;
    remainingTTL?: number;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean; acr?: string; amr?: string[]; ts?: number };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
    [key: string]: unknown;
  }

  export interface PromptDetails {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
    [key: string]: unknown;
  }

  export interface InteractionDetails {
    readonly uid: string;
    readonly jti: string;
    readonly returnTo: string;
    readonly exp: number;
    readonly params: UnknownObject;
    readonly prompt: { name: string; reasons: string[]; details: PromptDetails };
    readonly session?: {
      accountId: string;
      uid: string;
      cookie: string;
      acr?: string;
      amr?: string[];
    };
    readonly grantId?: string;
    readonly lastSubmission?: InteractionResults;
    result?: InteractionResults;
  }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    static find(id: string): Promise<Grant | undefined>;
    readonly jti?: string;
    accountId: string;
    clientId: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resourceIndicator: string, scope: string): void;
    getOIDCScope(): string;
    getResourceScopeEncountered(resourceIndicator: string): string;
    save(ttlSeconds?: number): Promise<string>;
  }

  export interface OIDCContext {
    readonly route: string;
    readonly params: UnknownObject;
    readonly client?: Client;
    readonly session?: Session;
    readonly account?: Account;
    readonly result?: InteractionResults;
    readonly provider: Provider;
    readonly entities: {
      readonly RotatedRefreshToken?: BaseToken;
      readonly [name: string]: unknown;
    };
    urlFor(name: string, options?: UnknownObject): string;
  }

  /** The Koa context with the provider's `oidc` member (only what this package touches). */
  export interface KoaContextWithOIDC {
    readonly req: IncomingMessage;
    readonly method: string;
    /** Path below the provider's mount point (e.g. `/token`). */
    readonly path: string;
    status: number;
    type: string;
    body: unknown;
    readonly secure: boolean;
    readonly href: string;
    set(field: string, value: string): void;
    get(field: string): string;
    is(...types: string[]): string | false | null;
    oidc: OIDCContext;
  }

  export type Middleware = (
    ctx: KoaContextWithOIDC,
    next: () => Promise<void>,
  ) => Promise<void> | void;
  export type TTLFunction = (
    ctx: KoaContextWithOIDC | undefined,
    token: BaseToken,
    client?: Client,
  ) => number;

  export interface CookieOptions {
    httpOnly?: boolean;
    sameSite?: 'lax' | 'strict' | 'none';
    secure?: boolean;
    path?: string;
    maxAge?: number;
  }

  /** lib/adapters/memory_adapter.js is the reference implementation. */
  export interface Adapter {
    upsert(id: string, payload: UnknownObject, expiresIn?: number): Promise<void>;
    find(id: string): Promise<UnknownObject | undefined>;
    findByUid(uid: string): Promise<UnknownObject | undefined>;
    findByUserCode(userCode: string): Promise<UnknownObject | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface Configuration {
    /** A factory (not async) or a class, called with each model's name. */
    adapter?: (model: string) => Adapter;
    clients?: ClientMetadata[];
    jwks?: JSONWebKeySet;
    cookies?: {
      keys?: string[];
      long?: CookieOptions;
      short?: CookieOptions;
      names?: Record<string, string>;
    };
    claims?: Record<string, string[] | null>;
    conformIdTokenClaims?: boolean;
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: Client) => boolean };
    features?: {
      devInteractions?: { enabled: boolean };
      revocation?: { enabled: boolean };
      userinfo?: { enabled: boolean };
      rpInitiatedLogout?: {
        enabled: boolean;
        logoutSource?: (ctx: KoaContextWithOIDC, form: string) => Promise<void>;
        postLogoutSuccessSource?: (ctx: KoaContextWithOIDC) => Promise<void>;
      };
      resourceIndicators?: {
        enabled: boolean;
        defaultResource?: (
          ctx: KoaContextWithOIDC,
          client: Client,
          oneOf?: string[],
        ) => Promise<string | string[] | undefined>;
        useGrantedResource?: (ctx: KoaContextWithOIDC, model: BaseToken) => Promise<boolean>;
        getResourceServerInfo?: (
          ctx: KoaContextWithOIDC,
          resourceIndicator: string,
          client: Client,
        ) => Promise<ResourceServer>;
      };
    };
    issueRefreshToken?: (
      ctx: KoaContextWithOIDC,
      client: Client,
      code: BaseToken,
    ) => Promise<boolean>;
    expiresWithSession?: (ctx: KoaContextWithOIDC, code: BaseToken) => Promise<boolean>;
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>;
    findAccount?: (
      ctx: KoaContextWithOIDC,
      sub: string,
      token?: BaseToken,
    ) => Promise<Account | undefined>;
    extraTokenClaims?: (
      ctx: KoaContextWithOIDC,
      token: BaseToken,
    ) => Promise<UnknownObject | undefined>;
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: Client) => boolean;
    interactions?: {
      url?: (ctx: KoaContextWithOIDC, interaction: InteractionDetails) => Promise<string>;
    };
    renderError?: (
      ctx: KoaContextWithOIDC,
      out: Record<string, string>,
      error: Error,
    ) => Promise<void>;
    ttl?: Record<string, number | TTLFunction>;
    discovery?: UnknownObject;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    /** Koa's: trust X-Forwarded-* headers. */
    proxy: boolean;
    readonly Grant: typeof Grant;
    use(middleware: Middleware): this;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export namespace errors {
    class OIDCProviderError extends Error {
      status: number;
      statusCode: number;
      error: string;
      error_description?: string;
    }
    class InvalidTarget extends OIDCProviderError {
      constructor(description?: string);
    }
    class SessionNotFound extends OIDCProviderError {}
  }

  export default Provider;
}
