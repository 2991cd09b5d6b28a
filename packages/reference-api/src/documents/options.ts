/** What the document routes are built with. */
import type { Authenticate } from '../auth/caller';
import type { Db } from '../db/database';
import type { UrlSigner } from './signed-urls';

export interface DocumentRouteOptions {
  db: Db;
  now: () => Date;
  signer: UrlSigner;
  authenticate: Authenticate;
  /** The API's path prefix (/api), for absolute signed URLs. */
  apiPrefix: string;
  /** The configured origin browsers reach the API at; signed URLs are absolute on it. */
  publicOrigin: string;
  downloadLimit: number;
}
