/** What the case and upload routes share: their options and the caller of a request. */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { supportAccount, supportLanguage, supportUser } from './caller';
import type { UploadLimits } from './files';

export interface SupportCaseOptions {
  db: Db;
  now: () => Date;
  uploadDir: string;
  limits: UploadLimits;
  maxLotsPerLine: number;
}

/** The caller, their account and label language. */
export const callContext = (db: Db) => async (request: FastifyRequest) => {
  const user = await supportUser(db, request.user.id);
  const account = await supportAccount(
    db,
    user.id,
    request.headers['x-account-id'] as string | undefined,
  );
  return { user, account, lang: supportLanguage(request, user) };
};
