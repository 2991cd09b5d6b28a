/**
 * Who called: the claims of a verified access token, how a token is verified, and the request's
 * `user` that the auth hook sets on every protected route (and `config.public` for the routes
 * that answer without a token). The routes and the server import these types from here.
 */

export interface TokenUser {
  id: string;
  email: string;
  name: string;
  groups: string[];
  userType: string;
  locale: string;
  /**
   * The provider grant the token was issued under (claim `grant_id`): what logout revokes and
   * what the API checks is still alive. Absent in tokens of other issuers (tests).
   */
  grantId?: string;
}

/** Verifies the Authorization header; throws an error with `statusCode` 401 when it cannot. */
export type Authenticate = (authorization: string | undefined) => Promise<TokenUser>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (set by the auth hook on every protected route). */
    user: TokenUser;
  }
  interface FastifyContextConfig {
    /** Routes that answer without a token (feature toggles, market config, assets). */
    public?: boolean;
  }
}
