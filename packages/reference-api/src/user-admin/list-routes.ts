/**
 * The users list's routes: one page of the filtered and sorted list, its export (CSV or XLSX,
 * needs user_reporting) and the selection's bulk activate or deactivate. Every route needs the
 * user-management group (403 FORBIDDEN otherwise).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  BulkStatusChange,
  BulkStatusResult,
  UserExportQuery,
  UserListPage,
  UserListQuery,
  errorResponses,
} from '@anp/contract';
import { MARKET_NAMES } from '@anp/rules';
import { FileResponse, attachmentHeader } from '../http-files';
import { adminOf } from './caller';
import { CONTENT_TYPES, tableFile } from './files';
import { listUsers } from './list-queries';
import { StatusParams, tags, type UserAdminOptions } from './route-schemas';
import { changeStatus } from './save';
import { BUSINESS_UNITS, ROLES } from './options';
import { TEXTS } from './texts';

export const userListRoutes: FastifyPluginAsync<UserAdminOptions> = async (
  fastify,
  { db, users },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/users/list',
    {
      schema: {
        tags,
        summary: 'The users list: search, filters, sort and paging',
        querystring: UserListQuery,
        response: { 200: UserListPage, ...errorResponses },
      },
    },
    async (request) => {
      await adminOf(db, request);
      const { limit, offset, ...filters } = request.query;
      const page = await listUsers(db, filters, { limit, offset });
      return { ...page, offset, limit };
    },
  );

  app.get(
    '/users/list/export',
    {
      schema: {
        tags,
        summary: 'The filtered users list as CSV or XLSX (needs user_reporting)',
        querystring: UserExportQuery,
        produces: [CONTENT_TYPES.csv, CONTENT_TYPES.xlsx],
        response: { 200: FileResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { format, lang, ...filters } = request.query;
      const admin = await adminOf(db, request, { lang, need: 'report' });
      const t = TEXTS[admin.lang];
      const { users: rows } = await listUsers(db, filters, null);
      const h = t.exportHeaders;
      const table = [
        [
          h.name,
          h.email,
          h.userType,
          h.role,
          h.status,
          h.market,
          h.businessUnit,
          h.primaryAccount,
          h.accountCount,
          h.lastSignIn,
        ],
        ...rows.map((u) => [
          `${u.firstName} ${u.lastName}`,
          u.email,
          t.userTypes[u.userType],
          ROLES.find((r) => r.code === u.role)?.label[admin.lang] ?? u.role,
          t.statuses[u.status],
          MARKET_NAMES[u.country]?.[admin.lang] ?? u.country,
          BUSINESS_UNITS.find((b) => b.code === u.businessUnit)?.label[admin.lang] ??
            u.businessUnit,
          u.primaryAccount ? `${u.primaryAccount.soldToCode} ${u.primaryAccount.name}` : null,
          u.accountCount,
          u.lastSignInAt ? u.lastSignInAt.slice(0, 16).replace('T', ' ') : null,
        ]),
      ];
      const file = await tableFile(format, 'Users', table);
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', attachmentHeader(`users.${format}`))
        .send(file);
    },
  );
  app.post(
    '/users/bulk/:status',
    {
      schema: {
        tags,
        summary: 'Activates or deactivates several users; answers which were updated or refused',
        params: StatusParams,
        body: BulkStatusChange,
        response: { 200: BulkStatusResult, ...errorResponses },
      },
    },
    async (request) => {
      const admin = await adminOf(db, request);
      const updated: string[] = [];
      const refused: { userId: string; code: string; message: string }[] = [];
      for (const userId of new Set(request.body.userIds)) {
        const outcome = await changeStatus(db, admin, userId, request.params.status, 'bulk-status');
        users.forget(userId);
        if ('user' in outcome) updated.push(userId);
        else refused.push({ userId, code: outcome.code, message: outcome.message });
      }
      return { updated, refused };
    },
  );
};
