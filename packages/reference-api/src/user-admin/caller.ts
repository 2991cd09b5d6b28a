/**
 * Who calls user management, read from the database on every call (not from the token, whose
 * groups may be older than the last change): the group is needed on every route (403 FORBIDDEN),
 * `create_new_user` to create and `user_reporting` to export (shell-and-admin.md §6).
 */
import type { FastifyRequest } from 'fastify';
import { GROUPS, PERMISSION_KEYS } from '@anp/rules';
import { HttpError } from '../http-error';
import type { Q } from './sql';
import { TEXTS, asLang, type Lang } from './texts';

export interface Admin {
  id: string;
  name: string;
  lang: Lang;
  groups: string[];
  permissions: string[];
  canManage: boolean;
  canCreate: boolean;
  canReport: boolean;
}

export async function callerOf(db: Q, request: FastifyRequest, lang?: string): Promise<Admin> {
  const [row] = await db.query<{
    id: string;
    first_name: string;
    last_name: string;
    language: string;
    groups: string[];
    permissions: string[];
  }>('SELECT id, first_name, last_name, language, groups, permissions FROM users WHERE id = $1', [
    request.user.id,
  ]);
  if (!row) throw new HttpError(401, 'UNAUTHORIZED', 'Unauthorized');
  const canManage = row.groups.includes(GROUPS.userManagement);
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    lang: asLang(lang ?? row.language),
    groups: row.groups,
    permissions: row.permissions,
    canManage,
    canCreate: canManage && row.permissions.includes(PERMISSION_KEYS.createNewUser),
    canReport: canManage && row.permissions.includes(PERMISSION_KEYS.userReporting),
  };
}

/** The caller, who must be in the user-management group (and hold `need` when given). */
export async function adminOf(
  db: Q,
  request: FastifyRequest,
  options: { lang?: string | undefined; need?: 'create' | 'report' } = {},
): Promise<Admin> {
  const admin = await callerOf(db, request, options.lang);
  const t = TEXTS[admin.lang];
  if (!admin.canManage) throw new HttpError(403, 'FORBIDDEN', t.forbidden);
  if (options.need === 'create' && !admin.canCreate)
    throw new HttpError(403, 'FORBIDDEN', t.cannotCreate);
  if (options.need === 'report' && !admin.canReport)
    throw new HttpError(403, 'FORBIDDEN', t.cannotReport);
  return admin;
}
