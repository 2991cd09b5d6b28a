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
  AccountOptionsPage,
  AccountOptionsQuery,
  BulkStatusChange,
  BulkStatusResult,
  CallerPermissions,
  EmailCheck,
  EmailOwner,
  ErrorBody,
  LangQuery,
  ManagedUser,
  OwnUserDetails,
  SavedUser,
  ShipToOptionsPage,
  ShipToOptionsQuery,
  UserConfigurations,
  UserDraft,
  UserExportQuery,
  UserHistory,
  UserHistoryQuery,
  UserListPage,
  UserListQuery,
  errorResponses,
} from '@anp/contract';
import { MARKET_NAMES } from '@anp/rules';
import type { Db } from '../db/database';
import { HttpError } from '../http-error';
import { FileResponse, attachmentHeader } from '../http-files';
import { MARKETS, MARKET_CODES } from '../markets';
import type { UserCache } from '../users/user-cache';
import { adminOf, callerOf } from './caller';
import { CONTENT_TYPES, tableFile } from './files';
import {
  accountOptions,
  historyPage,
  linksOf,
  listUsers,
  managedRow,
  managedUser,
  shipToOptions,
  userByEmail,
} from './queries';
import { changeStatus, saveUser, type StatusChange } from './save';
import {
  BUSINESS_UNITS,
  GROUP_OPTIONS,
  KEY_OPTIONS,
  LANGUAGE_LABELS,
  ROLES,
  TEXTS,
  type Lang,
  type PermissionSpec,
} from './texts';

const closed = { additionalProperties: false } as const;
const IdParams = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._:-]+$' }) },
  closed,
);
const EmailParams = Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) }, closed);
const StatusParams = Type.Object(
  { status: Type.Union([Type.Literal('activate'), Type.Literal('deactivate')]) },
  closed,
);
const tags = ['user management'];
const WELL_FORMED_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const option = (spec: PermissionSpec, lang: Lang) => ({
  code: spec.code,
  label: spec.label[lang],
  description: spec.description[lang],
  perAccount: spec.perAccount,
});

export interface UserAdminOptions {
  db: Db;
  users: UserCache;
}

export const userAdminRoutes: FastifyPluginAsync<UserAdminOptions> = async (
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

  app.get(
    '/users/configurations',
    {
      schema: {
        tags,
        summary: 'The choices of the add and edit steps, labelled in the language asked',
        querystring: LangQuery,
        response: { 200: UserConfigurations, ...errorResponses },
      },
    },
    async (request) => {
      const { lang } = await adminOf(db, request, { lang: request.query.lang });
      const t = TEXTS[lang];
      return {
        userTypes: (['Internal', 'External', 'Customer'] as const).map((code) => ({
          code,
          label: t.userTypes[code],
        })),
        roles: ROLES.map((r) => ({ code: r.code, label: r.label[lang], userTypes: r.userTypes })),
        businessUnits: BUSINESS_UNITS.map((b) => ({ code: b.code, label: b.label[lang] })),
        languages: (['en', 'es', 'pt', 'ko'] as const).map((code) => ({
          code,
          label: LANGUAGE_LABELS[code],
        })),
        markets: MARKET_CODES.map((code) => ({
          code,
          label: MARKET_NAMES[code]?.[lang] ?? MARKETS[code].name,
          language: MARKETS[code].defaultLanguage,
        })),
        permissionGroups: GROUP_OPTIONS.map((g) => option(g, lang)),
        permissionKeys: KEY_OPTIONS.map((k) => option(k, lang)),
      };
    },
  );

  app.get(
    '/users/permissions',
    {
      schema: {
        tags,
        summary: "What the caller may do in user management (answers every user: the caller's own)",
        response: { 200: CallerPermissions, ...errorResponses },
      },
    },
    async (request) => {
      const c = await callerOf(db, request);
      return {
        groups: c.groups,
        permissions: c.permissions,
        canManageUsers: c.canManage,
        canCreateUsers: c.canCreate,
        canReportUsers: c.canReport,
      };
    },
  );

  app.get(
    '/users/userdetails',
    {
      schema: {
        tags,
        summary: "The caller's own accounts and permissions (the profile; every user)",
        querystring: LangQuery,
        response: { 200: OwnUserDetails, ...errorResponses },
      },
    },
    async (request) => {
      const c = await callerOf(db, request, request.query.lang);
      const row = await managedRow(db, c.id);
      if (!row) throw new HttpError(401, 'UNAUTHORIZED', 'Unauthorized');
      const describe = (code: string, specs: readonly PermissionSpec[]) => {
        const spec = specs.find((s) => s.code === code);
        return spec
          ? option(spec, c.lang)
          : { code, label: code, description: '', perAccount: false };
      };
      return {
        userType: row.user_type as 'Internal',
        role: row.customer_type,
        status: row.status as 'Active',
        groups: row.groups.map((g) => describe(g, GROUP_OPTIONS)),
        permissions: row.permissions.map((k) => describe(k, KEY_OPTIONS)),
        accounts: (await linksOf(db, [c.id])).get(c.id) ?? [],
      };
    },
  );

  app.get(
    '/users/verifyEmailId/:email',
    {
      schema: {
        tags,
        summary: 'Whether an e-mail address is well formed and already used',
        params: EmailParams,
        response: { 200: EmailCheck, ...errorResponses },
      },
    },
    async (request) => {
      await adminOf(db, request);
      const email = request.params.email.trim();
      const valid = WELL_FORMED_EMAIL.test(email);
      return { email, valid, exists: valid && (await userByEmail(db, email)) !== null };
    },
  );

  app.get(
    '/users/info/:email',
    {
      schema: {
        tags,
        summary: 'Who has an e-mail address (the editor links to that user)',
        params: EmailParams,
        response: { 200: EmailOwner, ...errorResponses },
      },
    },
    async (request) => {
      await adminOf(db, request);
      const owner = await userByEmail(db, request.params.email);
      return {
        exists: owner !== null,
        user: owner
          ? {
              id: owner.id,
              firstName: owner.first_name,
              lastName: owner.last_name,
              status: owner.status as 'Active',
              country: owner.country,
            }
          : null,
      };
    },
  );

  app.get(
    '/users/account/list/paged',
    {
      schema: {
        tags,
        summary: 'Every account an administrator may link (customer, internal, pork), paged',
        querystring: AccountOptionsQuery,
        response: { 200: AccountOptionsPage, ...errorResponses },
      },
    },
    async (request) => {
      await adminOf(db, request);
      const q = request.query;
      const page = await accountOptions(db, {
        offset: q.offset,
        limit: q.limit,
        ...(q.searchText !== undefined ? { searchText: q.searchText } : {}),
        ...(q.kind ? { kind: q.kind } : {}),
        ...(q.country ? { country: q.country } : {}),
      });
      return {
        ...page,
        offset: q.offset,
        resultCount: page.accounts.length,
        searchText: q.searchText ?? '',
      };
    },
  );

  app.get(
    '/users/account/soldToShipTo/list/paged',
    {
      schema: {
        tags,
        summary: 'The ship-tos of one sold-to, paged, with search',
        querystring: ShipToOptionsQuery,
        response: { 200: ShipToOptionsPage, ...errorResponses },
      },
    },
    async (request) => {
      await adminOf(db, request);
      const q = request.query;
      const page = await shipToOptions(db, {
        accountId: q.accountId,
        offset: q.offset,
        limit: q.limit,
        ...(q.searchText !== undefined ? { searchText: q.searchText } : {}),
      });
      return {
        accountId: q.accountId,
        ...page,
        offset: q.offset,
        resultCount: page.shipTos.length,
        searchText: q.searchText ?? '',
      };
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
