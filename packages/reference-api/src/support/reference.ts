/**
 * What the complaint form reads (ordering.md §7: customerCase/configurations, users/plants,
 * caseAvailableProducts, caseOptions): the market's categories, units, contact and upload limits,
 * its plants, the products to complain about and the account's recent deliveries.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CaseConfigurations,
  CaseConfigurationsQuery,
  CaseOptions,
  CaseProductList,
  CaseProductsQuery,
  PlantList,
  errorResponses,
} from '@anp/contract';
import type { Db } from '../db/database';
import { folded } from '../documents/search';
import { HttpError } from '../http-error';
import { plantCity } from '../markets';
import { plantByIdOrCode, plantsOfMarket } from '../plants/queries';
import {
  findSupportAccount,
  marketOf,
  supportAccount,
  supportHeaders,
  supportLanguage,
  supportUser,
} from './caller';
import { categoriesOf, contactOf, mailToCodeOf, unitsOf } from './catalogue';
import type { UploadLimits } from './files';
import { complaintProductOptions, recentDeliveries } from './reference-queries';

export const supportReferenceRoutes: FastifyPluginAsync<{
  db: Db;
  now: () => Date;
  limits: UploadLimits;
  maxLotsPerLine: number;
}> = async (fastify, { db, now, limits, maxLotsPerLine }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/customerCase/configurations',
    {
      schema: {
        tags: ['support'],
        summary:
          "The complaint categories of the account's market with their sub-categories, the upload limits, the lots per line, the complaint desk's code and the customer-service contact, in the requested language",
        headers: supportHeaders,
        querystring: CaseConfigurationsQuery,
        response: { 200: CaseConfigurations, ...errorResponses },
      },
    },
    async (request) => {
      const user = await supportUser(db, request.user.id);
      const account = await findSupportAccount(
        db,
        user.id,
        request.headers['x-account-id'] as string | undefined,
      );
      const market = marketOf(account, user);
      const lang = supportLanguage(request, user, { query: request.query.lang });
      return {
        categories: categoriesOf(market).map((c) => ({
          code: c.code,
          label: c.label[lang],
          subCategories: c.subCategories.map((s) => ({ code: s.code, label: s.label[lang] })),
        })),
        upload: {
          maxFileBytes: limits.maxFileBytes,
          maxFiles: limits.maxFiles,
          accepted: limits.accepted.map((t) => ({ extension: t.extension, mimeType: t.mimeType })),
        },
        maxLotsPerLine,
        mailToCode: mailToCodeOf(market),
        contact: contactOf(market, lang),
      };
    },
  );

  app.get(
    '/users/plants',
    {
      schema: {
        tags: ['support'],
        summary: "The plants of the selected account's market, the account's own plant first",
        headers: supportHeaders,
        response: { 200: PlantList, ...errorResponses },
      },
    },
    async (request) => {
      const user = await supportUser(db, request.user.id);
      const account = await supportAccount(
        db,
        user.id,
        request.headers['x-account-id'] as string | undefined,
      );
      const rows = await plantsOfMarket(db, account.market, account.plantId);
      return {
        plants: rows.map((r) => ({
          id: r.id,
          code: r.code,
          name: r.name,
          city: plantCity(account.market, r.id),
        })),
      };
    },
  );

  app.get(
    '/cart/caseAvailableProducts',
    {
      schema: {
        tags: ['support'],
        summary:
          "Products to raise a complaint about: those the account bought in the last 12 months (most bought first, from the plant when one is given), then the rest of its market's catalogue by title; q matches every word in the title or SKU",
        headers: supportHeaders,
        querystring: CaseProductsQuery,
        response: { 200: CaseProductList, ...errorResponses },
      },
    },
    async (request) => {
      const user = await supportUser(db, request.user.id);
      const account = await supportAccount(
        db,
        user.id,
        request.headers['x-account-id'] as string | undefined,
      );
      const { plant, q, limit } = request.query;
      let plantFilter: string | null = null;
      if (plant) {
        const row = await plantByIdOrCode(db, plant, account.market);
        if (!row)
          throw new HttpError(
            400,
            'VALIDATION',
            "querystring.plant is not a plant of the account's market",
            'querystring.plant',
          );
        plantFilter = row.id;
      }
      const today = now();
      const since = new Date(
        Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth(), today.getUTCDate()),
      )
        .toISOString()
        .slice(0, 10);
      const rows = await complaintProductOptions(db, {
        accountId: account.id,
        since,
        plantId: plantFilter,
        market: account.market,
      });
      const words = folded(q ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .slice(0, 10);
      const lang = supportLanguage(request, user, { acceptLanguage: true });
      const matching = rows
        .filter((r) => {
          const text = `${folded(r.title)} ${r.sku.toLowerCase()}`;
          return words.every((w) => text.includes(w));
        })
        .sort(
          (a, b) =>
            (b.total ?? -1) - (a.total ?? -1) ||
            a.title.localeCompare(b.title, lang) ||
            a.sku.localeCompare(b.sku),
        );
      return {
        products: matching.slice(0, limit).map((r) => ({
          sku: r.sku,
          title: r.title,
          totalQuantity: r.total ?? 0,
          packageType: r.package_type,
          acceptedBag: r.package_type === 'bag',
        })),
      };
    },
  );

  app.get(
    '/cart/caseOptions',
    {
      schema: {
        tags: ['support'],
        summary:
          "The units a complaint line is counted in (labels in the request language) and the account's 20 most recent orders with their delivery dates",
        headers: supportHeaders,
        response: { 200: CaseOptions, ...errorResponses },
      },
    },
    async (request) => {
      const user = await supportUser(db, request.user.id);
      const account = await supportAccount(
        db,
        user.id,
        request.headers['x-account-id'] as string | undefined,
      );
      const lang = supportLanguage(request, user, { acceptLanguage: true });
      const orders = await recentDeliveries(db, account.id);
      return {
        unitsOfMeasure: unitsOf(account.market).map((u) => ({
          code: u.code,
          label: u.label[lang],
        })),
        recentOrders: orders.map((o) => ({
          orderNumber: o.order_number,
          deliveryDate: o.delivery_date,
        })),
      };
    },
  );
};
