/**
 * The entitlement service (shell-and-admin.md §7 "Entitlements: customerEntitlements,
 * customer/{customerID}?isSimplified=true, update") and the digital pages' content it opens
 * (§2: nutritioncloud, research, porkdocuments). Every call works on an account the caller is
 * linked to (internal users: the accounts they act for); another account answers like a missing
 * one. Only internal administrators change entitlements (403 FORBIDDEN); a page the account or
 * user may not open answers 403 ENTITLEMENT, the rule of `@anp/rules` digitalPageAccess.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CustomerEntitlements,
  CustomerEntitlementsQuery,
  CustomerIdParams,
  DigitalPage,
  DigitalPageQuery,
  EntitlementUpdate,
  SimplifiedEntitlements,
  errorResponses,
} from '@anp/contract';
import { GROUPS, digitalPageAccess, type DigitalViewer } from '@anp/rules';
import type { Db } from '../db/database';
import { labelLanguage, orderingAccount, orderingUser } from '../accounts/caller';
import { isLinked } from '../accounts/queries';
import { HttpError } from '../http-error';
import {
  accountFacts,
  entitlementsOf,
  replaceEntitlements,
  viewerRow,
  type AccountFacts,
  type ViewerRow,
} from './queries';
import { toDigitalPage, toEntitlement } from './views';

const accountHeaders = Type.Object({
  'x-account-id': Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  'x-language': Type.Optional(Type.String({ maxLength: 35 })),
});

const noSuchAccount = () =>
  new HttpError(404, 'NOT_FOUND', 'No such account for this user', 'params.customerID');

const isInternal = (row: ViewerRow) => row.user_type === 'Internal';
const isInternalAdmin = (row: ViewerRow) =>
  isInternal(row) && row.groups.includes(GROUPS.userManagement);

async function viewerOf(db: Db, userId: string): Promise<ViewerRow> {
  const row = await viewerRow(db, userId);
  if (!row) throw new HttpError(401, 'UNAUTHORIZED', 'Unauthorized');
  return row;
}

/** An account the caller may read: linked to it, or an internal administrator. */
async function readableAccount(db: Db, userId: string, accountId: string): Promise<AccountFacts> {
  const viewer = await viewerOf(db, userId);
  const account = await accountFacts(db, accountId);
  if (!account) throw noSuchAccount();
  if (!isInternalAdmin(viewer) && !(await isLinked(db, userId, accountId))) throw noSuchAccount();
  return account;
}

async function customerEntitlements(db: Db, account: AccountFacts): Promise<CustomerEntitlements> {
  return {
    customerID: account.id,
    soldToCode: account.sold_to_code,
    businessUnit: account.business_unit,
    entitlements: (await entitlementsOf(db, account.id)).map(toEntitlement),
  };
}

export const entitlementRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/entitlements/customerEntitlements',
    {
      schema: {
        tags: ['entitlements'],
        summary:
          'The tools and digital pages the selected account (or X-Account-Id) is entitled to',
        headers: accountHeaders,
        response: { 200: CustomerEntitlements, ...errorResponses },
      },
    },
    async (request) => {
      const account = await orderingAccount(db, request.user.id, request.headers['x-account-id']);
      const facts = await accountFacts(db, account.id);
      if (!facts) throw noSuchAccount();
      return customerEntitlements(db, facts);
    },
  );

  app.get(
    '/entitlements/customer/:customerID',
    {
      schema: {
        tags: ['entitlements'],
        summary:
          "One account's entitlements (isSimplified=true: the tools' names only); the account's users and internal administrators",
        params: CustomerIdParams,
        querystring: CustomerEntitlementsQuery,
        response: {
          200: Type.Union([SimplifiedEntitlements, CustomerEntitlements]),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const account = await readableAccount(db, request.user.id, request.params.customerID);
      const full = await customerEntitlements(db, account);
      if (request.query.isSimplified)
        return { customerID: full.customerID, tools: full.entitlements.map((e) => e.tool) };
      return full;
    },
  );

  app.post(
    '/entitlements/update',
    {
      schema: {
        tags: ['entitlements'],
        summary:
          "Sets an account's tools (the whole set); internal administrators only (403 FORBIDDEN)",
        body: EntitlementUpdate,
        response: { 200: CustomerEntitlements, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = await viewerOf(db, request.user.id);
      if (!isInternalAdmin(viewer))
        throw new HttpError(
          403,
          'FORBIDDEN',
          'Only internal administrators change what an account is entitled to',
        );
      const account = await accountFacts(db, request.body.customerID);
      if (!account) throw new HttpError(404, 'NOT_FOUND', 'No such account', 'body.customerID');
      await replaceEntitlements(db, account.id, request.body.tools, request.user.id);
      return customerEntitlements(db, account);
    },
  );

  app.get(
    '/entitlements/page',
    {
      schema: {
        tags: ['entitlements'],
        summary:
          "A digital page's content in the user's language for the account's market (403 ENTITLEMENT when the account or user may not open it)",
        querystring: DigitalPageQuery,
        headers: accountHeaders,
        response: { 200: DigitalPage, ...errorResponses },
      },
    },
    async (request) => {
      const user = await orderingUser(db, request.user.id);
      const account = await orderingAccount(db, request.user.id, request.headers['x-account-id']);
      const row = await viewerOf(db, request.user.id);
      const viewer: DigitalViewer = {
        businessUnit: account.businessUnit,
        roles: row.roles,
        isInternal: isInternal(row),
        entitlements: (await entitlementsOf(db, account.id)).map((e) => e.tool),
      };
      const path = request.query.path;
      const access = digitalPageAccess(path, viewer);
      if (!access.allowed)
        throw new HttpError(
          403,
          'ENTITLEMENT',
          `This page is not available for the account (${access.reason})`,
          'query.path',
        );
      return toDigitalPage(
        path,
        labelLanguage(user, request.headers['x-language']),
        account.region,
        viewer,
      );
    },
  );
};
