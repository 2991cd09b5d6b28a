import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../db/database';
import { UserProfile, errorResponses } from '@anp/contract';
import {
  AccountList,
  Language,
  LogoutResult,
  PagedAccounts,
  PagedAccountsQuery,
  SelectedAccount,
  SimplifiedContext,
  Terms,
  UpdateMe,
  UserContext,
} from '@anp/contract';
import { HttpError } from '../http-error';
import { linkedAccount } from './accounts-data';
import type { AccountDirectory } from './account-directory';
import type { PagedAccounts as PagedAccountsType } from '@anp/contract';

interface UserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  locale: string;
  language: string;
  country: string;
  user_type: string;
  customer_type: string | null;
  business_unit: string | null;
  groups: string[];
  roles: string[];
  permissions: string[];
  phone: string | null;
  mobile: string | null;
  status: string;
  time_zone: string;
  currency: string;
  beta: boolean;
  tnc_accepted_at: Date | string | null;
}

function toProfile(u: UserRow) {
  return {
    id: u.id,
    userId: u.id,
    contactId: `c-${u.id}`,
    contactSource: 'portal',
    userType: u.user_type,
    customerType: u.customer_type,
    firstName: u.first_name,
    lastName: u.last_name,
    email: u.email,
    phone: u.phone,
    mobile: u.mobile,
    status: u.status,
    language: u.language,
    locale: u.locale,
    country: u.country,
    currency: u.currency,
    timeZone: u.time_zone,
    businessUnit: u.business_unit,
    groups: u.groups,
    roles: u.roles,
    permissions: u.permissions,
  };
}

async function userRow(db: Db, id: string): Promise<UserRow> {
  const rows = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  const row = rows[0];
  // A valid token for a user the database no longer has: the session is over.
  if (!row) throw new HttpError(401, 'UNAUTHORIZED', 'Unauthorized');
  return row;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

const TERMS: Record<string, string> = {
  en: 'By using this portal you agree to the purchase-order terms and conditions of sale of Animal Nutrition, including prices, delivery and payment terms published for your market.',
  es: 'Al usar este portal usted acepta los términos y condiciones de venta de las órdenes de compra de Animal Nutrition, incluidos los precios, la entrega y las condiciones de pago publicados para su mercado.',
  pt: 'Ao usar este portal você aceita os termos e condições de venda dos pedidos de compra da Animal Nutrition, incluindo preços, entrega e condições de pagamento publicados para o seu mercado.',
};

export const userRoutes: FastifyPluginAsync<{ db: Db; directory: AccountDirectory }> = async (
  fastify,
  { db, directory },
) => {
  // Every shell call starts by reading the user; a few seconds of memory spare the embedded
  // database one query per request. Writes below forget the entry at once.
  const recent = new Map<string, { row: UserRow; at: number }>();
  const loadUser = async (id: string): Promise<UserRow> => {
    const hit = recent.get(id);
    if (hit && Date.now() - hit.at < 5_000) return hit.row;
    const row = await userRow(db, id);
    if (recent.size > 1_000) recent.clear();
    recent.set(id, { row, at: Date.now() });
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
      const account = await linkedAccount(db, request.user.id, accountId);
      if (!account)
        throw new HttpError(
          404,
          'NOT_FOUND',
          'No such account for this user',
          'headers.x-account-id',
        );
      await db.transaction(async (tx) => {
        await tx.query('UPDATE user_accounts SET selected = (account_id = $2) WHERE user_id = $1', [
          request.user.id,
          accountId,
        ]);
      });
      directory.invalidate(request.user.id);
      return { selectedAccount: { ...account, selected: true } };
    },
  );

  app.get(
    '/users/termsandconditions',
    {
      schema: {
        tags: ['users'],
        summary: 'Terms and conditions and whether the user accepted them',
        querystring: Type.Object({ lang: Type.Optional(Language) }),
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
      const [row] = await db.query<{ tnc_accepted_at: Date | string; language: string }>(
        'UPDATE users SET tnc_accepted_at = coalesce(tnc_accepted_at, now()) WHERE id = $1 RETURNING tnc_accepted_at, language',
        [request.user.id],
      );
      if (!row) throw new HttpError(401, 'UNAUTHORIZED', 'Unauthorized');
      recent.delete(request.user.id);
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
      await db.query('UPDATE users SET language = $2 WHERE id = $1', [
        request.user.id,
        request.body.language,
      ]);
      recent.delete(request.user.id);
      return toProfile(await loadUser(request.user.id));
    },
  );

  app.post(
    '/users/logout',
    {
      schema: {
        tags: ['users'],
        summary: 'Ends the portal session on the server side',
        response: { 200: LogoutResult, ...errorResponses },
      },
    },
    async () => ({ loggedOut: true }),
  );
};
