/**
 * The lookups of the add and edit steps (the labelled choices, the e-mail checks, the account
 * and ship-to options) and the caller's own permissions and details. The caller's own routes
 * (permissions, userdetails) answer every user; the others need the user-management group.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AccountOptionsPage,
  AccountOptionsQuery,
  CallerPermissions,
  EmailCheck,
  EmailOwner,
  LangQuery,
  OwnUserDetails,
  ShipToOptionsPage,
  ShipToOptionsQuery,
  UserConfigurations,
  errorResponses,
} from '@anp/contract';
import { MARKET_NAMES } from '@anp/rules';
import type { Db } from '../db/database';
import { HttpError } from '../http-error';
import { MARKETS, MARKET_CODES } from '../markets';
import { adminOf, callerOf } from './caller';
import { accountOptions, shipToOptions, userByEmail } from './lookups';
import { linksOf, managedRow } from './queries';
import { EmailParams, tags } from './route-schemas';
import {
  BUSINESS_UNITS,
  GROUP_OPTIONS,
  INTERNAL_GROUP_SPEC,
  KEY_OPTIONS,
  LANGUAGE_LABELS,
  ROLES,
  type PermissionSpec,
} from './options';
import { TEXTS, type Lang } from './texts';

const WELL_FORMED_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const option = (spec: PermissionSpec, lang: Lang) => ({
  code: spec.code,
  label: spec.label[lang],
  description: spec.description[lang],
  perAccount: spec.perAccount,
});

export const userLookupRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

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
        groups: row.groups.map((g) => describe(g, [...GROUP_OPTIONS, INTERNAL_GROUP_SPEC])),
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
};
