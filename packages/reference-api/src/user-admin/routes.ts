/**
 * User management (shell-and-admin.md §2 "User management", §5, §6, §7 Account service): one
 * user's record, saving, activation and each user's history here; the users list, its export and
 * the bulk status change in list-routes.ts; the lookups of the add and edit steps and the caller's
 * permissions and own details in lookup-routes.ts. Every route but the caller's own (permissions,
 * userdetails) needs the user-management group (403 FORBIDDEN otherwise); the contract's schemas
 * are closed.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ErrorBody,
  ManagedUser,
  SavedUser,
  UserDraft,
  UserHistory,
  UserHistoryQuery,
  errorResponses,
} from '@anp/contract';
import { HttpError } from '../http-error';
import { adminOf } from './caller';
import { userListRoutes } from './list-routes';
import { userLookupRoutes } from './lookup-routes';
import { historyPage, managedRow, managedUser } from './queries';
import { IdParams, tags, type UserAdminOptions } from './route-schemas';
import { changeStatus, saveUser, type StatusChange } from './save';
import { TEXTS } from './texts';

export type { UserAdminOptions } from './route-schemas';

/** Every user-management route but the bulk upload's (bulk-routes.ts). */
export const userAdminRoutes: FastifyPluginAsync<UserAdminOptions> = async (
  fastify,
  { db, users },
) => {
  await fastify.register(userListRoutes, { db, users });
  await fastify.register(userLookupRoutes, { db });
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

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
};
