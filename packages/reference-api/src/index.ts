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
export { DataDirInUseError } from './db/data-dir-lock';
export { backupDatabase, backupFileName, newestBackup, restoreDatabase } from './db/backup';
export { REPOSITORY_ROOT, defaultDataDir, defaultStateDir } from './state-dir';
export type { CloseOptions, CloseReport } from './shutdown';
