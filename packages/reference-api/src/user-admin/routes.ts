/**
 * User management (shell-and-admin.md §2 "User management", §5, §6, §7 Account service): the
 * users list and its export, one user's record, saving, activation, the bulk status change, the
 * lookups of the add and edit steps, the caller's permissions and own details, and each user's
 * history. Every route but the caller's own (permissions, userdetails) needs the user-management
 * group (403 FORBIDDEN otherwise); the contract's schemas are closed.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  BulkStatusChange,
  BulkStatusResult,
  ErrorBody,
  ManagedUser,
  SavedUser,
  UserDraft,
  UserExportQuery,
  UserHistory,
  UserHistoryQuery,
  UserListPage,
  UserListQuery,
  errorResponses,
} from '@anp/contract';
import { MARKET_NAMES } from '@anp/rules';
import { HttpError } from '../http-error';
import { FileResponse, attachmentHeader } from '../http-files';
import { adminOf } from './caller';
import { CONTENT_TYPES, tableFile } from './files';
import { listUsers } from './list-queries';
import { historyPage, managedRow, managedUser } from './queries';
import { changeStatus, saveUser, type StatusChange } from './save';
import { BUSINESS_UNITS, ROLES } from './choices';
import { TEXTS } from './texts';
import { userAdminLookupRoutes } from './lookup-routes';
import { closed, tags, type UserAdminOptions } from './plugin-options';

const IdParams = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._:-]+$' }) },
  closed,
);
const StatusParams = Type.Object(
  { status: Type.Union([Type.Literal('activate'), Type.Literal('deactivate')]) },
  closed,
);

export const userAdminRoutes: FastifyPluginAsync<UserAdminOptions> = async (
  fastify,
  { db, users },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // The lookups of the add and edit steps and the caller's own rights and details.
  await fastify.register(userAdminLookupRoutes, { db, users });

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

  app.get(
    '/users/:id',
    {
      schema: {
        tags,
        summary: "One user's record: profile, accounts, ship-tos, permissions and version",
        params: IdParams,
        response: { 200: ManagedUser, ...errorResponses },
      },
    },
    async (request) => {
      const admin = await adminOf(db, request);
      const user = await managedUser(db, request.params.id);
      if (!user) throw new HttpError(404, 'NOT_FOUND', TEXTS[admin.lang].notFound);
      return user;
    },
  );

  app.get(
    '/users/:id/history',
    {
      schema: {
        tags,
        summary: "A user's changes, newest first: who, when, what changed from what to what",
        params: IdParams,
        querystring: UserHistoryQuery,
        response: { 200: UserHistory, ...errorResponses },
      },
    },
    async (request) => {
      const admin = await adminOf(db, request);
      if (!(await managedRow(db, request.params.id)))
        throw new HttpError(404, 'NOT_FOUND', TEXTS[admin.lang].notFound);
      const { offset, limit } = request.query;
      return { ...(await historyPage(db, request.params.id, offset, limit)), offset };
    },
  );

  const saveErrors = { 409: ErrorBody, 422: ErrorBody };

  app.post(
    '/users',
    {
      schema: {
        tags,
        summary: 'Saves a new user, In Progress until activated (needs create_new_user)',
        body: UserDraft,
        response: { 201: SavedUser, ...errorResponses, ...saveErrors },
      },
    },
    async (request, reply) => {
      const admin = await adminOf(db, request, { need: 'create' });
      const saved = await saveUser(db, admin, null, request.body);
      return reply.status(201).send(saved);
    },
  );

  app.put(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'Saves an existing user; `version` is the version read (409 VERSION_CONFLICT)',
        params: IdParams,
        body: UserDraft,
        response: { 200: SavedUser, ...errorResponses, ...saveErrors },
      },
    },
    async (request) => {
      const admin = await adminOf(db, request);
      const saved = await saveUser(db, admin, request.params.id, request.body);
      users.forget(request.params.id);
      return saved;
    },
  );

  const statusRoute = (change: StatusChange) =>
    app.post(
      `/users/:id/${change}`,
      {
        schema: {
          tags,
          summary:
            change === 'activate'
              ? 'Activates a user (In Progress or Inactive -> Active)'
              : 'Deactivates a user: their next call is refused (401 USER_INACTIVE) and their sessions end',
          params: IdParams,
          response: { 200: ManagedUser, ...errorResponses, ...saveErrors },
        },
      },
      async (request) => {
        const admin = await adminOf(db, request);
        const outcome = await changeStatus(db, admin, request.params.id, change, 'editor');
        users.forget(request.params.id);
        if ('user' in outcome) return outcome.user;
        throw new HttpError(outcome.status, outcome.code, outcome.message);
      },
    );
  statusRoute('activate');
  statusRoute('deactivate');

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
