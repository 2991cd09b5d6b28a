/**
 * The user's accounts (shell-and-admin.md §3-§5): all of them, a page searched and filtered by
 * region (the account selector, from the in-memory directory), and the switch of account.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AccountList,
  PagedAccounts,
  PagedAccountsQuery,
  SelectedAccount,
  errorResponses,
  type PagedAccounts as PagedAccountsType,
} from '@anp/contract';
import type { Db } from '../db/database';
import { HttpError } from '../http-error';
import type { AccountDirectory } from './directory';
import { linkedAccountRow, selectAccount } from './queries';
import { toAccount } from './views';

export const accountRoutes: FastifyPluginAsync<{ db: Db; directory: AccountDirectory }> = async (
  fastify,
  { db, directory },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/users/account/list',
    {
      schema: {
        tags: ['users'],
        summary: "All of the user's accounts",
        response: { 200: AccountList, ...errorResponses },
      },
    },
    async (request) => {
      return { accounts: await directory.accounts(request.user.id) };
    },
  );

  app.get(
    '/users/accounts/paged',
    {
      schema: {
        tags: ['users'],
        summary: "A page of the user's accounts, searched and filtered by region",
        querystring: PagedAccountsQuery,
        response: { 200: PagedAccounts, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { limit, offset, searchTerm, region } = request.query;
      const json = await directory.pageJson(request.user.id, { limit, offset, searchTerm, region });
      // Already JSON of the documented schema (a contract test reads it with the kit's client);
      // Fastify sends strings as they are, so the typed reply is told it is the schema's type.
      return reply
        .type('application/json; charset=utf-8')
        .send(json as unknown as PagedAccountsType);
    },
  );

  app.post(
    '/users/account/selected',
    {
      schema: {
        tags: ['users'],
        summary:
          'The user switched account (shell-and-admin.md §4); the account id travels in X-Account-Id, the body is empty',
        headers: Type.Object({ 'x-account-id': Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: SelectedAccount, ...errorResponses },
      },
    },
    async (request) => {
      const accountId = request.headers['x-account-id'];
      const row = await linkedAccountRow(db, request.user.id, accountId);
      if (!row)
        throw new HttpError(
          404,
          'NOT_FOUND',
          'No such account for this user',
          'headers.x-account-id',
        );
      await db.transaction((tx) => selectAccount(tx, request.user.id, accountId));
      directory.invalidate(request.user.id);
      return { selectedAccount: { ...toAccount(row), selected: true } };
    },
  );
};
