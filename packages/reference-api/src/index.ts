/** @anp/reference-api: the embedded default backend of AN Portal Kit. */
export {
  createReferenceApi,
  ensureSeeded,
  API_AUDIENCE,
  CLIENT_ID,
  type ReferenceApi,
  type ReferenceApiOptions,
} from './app';
export {
  buildServer,
  type Api,
  type Authenticate,
  type TokenUser,
  type ServerOptions,
} from './server';
export { ensureCertificate } from './https';
export { openDatabase, migrate, type Db } from './db/database';
