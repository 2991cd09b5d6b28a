/**
 * The signed-in user (shell-and-admin.md §3): the context every shell call starts with, the
 * terms and conditions, the profile's language, and the logout.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../db/database';
import {
  Language,
  LogoutResult,
  SimplifiedContext,
  Terms,
  UpdateMe,
  UserContext,
  UserProfile,
  errorResponses,
} from '@anp/contract';
import type { AccountDirectory } from '../accounts/directory';
import { revokeGrant } from '../auth/session-store';
import { HttpError } from '../http-error';
import { acceptTerms, setLanguage, userRow, type UserRow } from './queries';
import type { UserCache } from './user-cache';
import { TERMS, iso, toProfile } from './views';

export const userRoutes: FastifyPluginAsync<{
  db: Db;
  directory: AccountDirectory;
  /** Shared with user management, which forgets a user it changes. */
  users: UserCache;
}> = async (fastify, { db, directory, users: recent }) => {
  // Every shell call starts by reading the user; a few seconds of memory spare the embedded
  // database one query per request. Writes below forget the entry at once.
  const loadUser = async (id: string): Promise<UserRow> => {
    const hit = recent.get(id);
    if (hit) return hit;
    const generation = recent.generation(id);
    const row = await userRow(db, id);
    // A valid token for a user the database no longer has: the session is over.
    if (!row) throw new HttpError(401, 'UNAUTHORIZED', 'Unauthorized');
    recent.set(id, row, generation);
    return row;
  };
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/users/context',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user, the selected account and the regions',
        response: { 200: UserContext, ...errorResponses },
      },
    },
    async (request) => {
      const user = await loadUser(request.user.id);
      const [accounts, selected, regions] = await Promise.all([
        directory.accounts(user.id),
        directory.selected(user.id),
        directory.regions(user.id),
      ]);
      return {
        userType: user.user_type,
        oktaId: user.id,
        locale: user.locale,
        businessUnit: selected?.businessUnit ?? user.business_unit,
        beta: user.beta,
        tncAccepted: user.tnc_accepted_at !== null,
        user: toProfile(user),
        selectedAccount: selected,
        regions,
        accountCount: accounts.length,
      };
    },
  );

  app.get(
    '/users/simplifiedContext',
    {
      schema: {
        tags: ['users'],
        summary: 'User type and id only',
        response: {
          200: SimplifiedContext,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = await loadUser(request.user.id);
      return {
        userType: user.user_type,
        oktaId: user.id,
        locale: user.locale,
        groups: user.groups,
      };
    },
  );

  app.get(
    '/users/termsandconditions',
    {
      schema: {
        tags: ['users'],
        summary: 'Terms and conditions and whether the user accepted them',
        querystring: Type.Object(
          { lang: Type.Optional(Language) },
          { additionalProperties: false },
        ),
        response: { 200: Terms, ...errorResponses },
      },
    },
    async (request) => {
      const user = await loadUser(request.user.id);
      const language = request.query.lang ?? user.language;
      return {
        accepted: user.tnc_accepted_at !== null,
        acceptedAt: iso(user.tnc_accepted_at),
        tandC: TERMS[language] ?? TERMS.en ?? '',
        language,
      };
    },
  );
  app.post(
    '/users/termsandconditions',
    {
      schema: {
        tags: ['users'],
        summary: 'The user accepts the terms and conditions',
        response: { 200: Terms, ...errorResponses },
      },
    },
    async (request) => {
      const row = await acceptTerms(db, request.user.id);
      if (!row) throw new HttpError(401, 'UNAUTHORIZED', 'Unauthorized');
      recent.forget(request.user.id);
      return {
        accepted: true,
        acceptedAt: iso(row.tnc_accepted_at),
        tandC: TERMS[row.language] ?? TERMS.en ?? '',
        language: row.language,
      };
    },
  );

  app.get(
    '/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The user profile',
        response: { 200: UserProfile, ...errorResponses },
      },
    },
    async (request) => toProfile(await loadUser(request.user.id)),
  );
  app.put(
    '/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'Updates the language preference',
        body: UpdateMe,
        response: { 200: UserProfile, ...errorResponses },
      },
    },
    async (request) => {
      await setLanguage(db, request.user.id, request.body.language);
      recent.forget(request.user.id);
      return toProfile(await loadUser(request.user.id));
    },
  );

  app.post(
    '/users/logout',
    {
      schema: {
        tags: ['users'],
        summary: 'Ends the portal session on the server side',
        description:
          'Revokes the grant the access token was issued under: the same token gets 401 on the next call and its refresh token stops working. The provider session ends at end_session, which the portal calls next.',
        response: { 200: LogoutResult, ...errorResponses },
      },
    },
    async (request) => {
      await revokeGrant(db, request.user);
      recent.forget(request.user.id);
      return { loggedOut: true };
    },
  );
};
