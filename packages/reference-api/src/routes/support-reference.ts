/**
 * What the complaint form and the support page read (ordering.md §7: customerCase/configurations,
 * users/plants, caseAvailableProducts, caseOptions; §2 routes support and support/faq/{faqId}).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '../db/database';
import { errorResponses } from '@anp/contract';
import {
  CaseConfigurations,
  CaseConfigurationsQuery,
  CaseOptions,
  CaseProductList,
  CaseProductsQuery,
  Faq,
  FaqList,
  FaqParams,
  FaqQuery,
  PlantList,
} from '@anp/contract';
import { HttpError } from '../http-error';
import type { Language as UiLang } from '@anp/rules';
import { plantCity } from '../markets';
import { categoriesOf, contactOf, mailToCodeOf, unitsOf, type Texts } from '../support/catalogue';
import { folded } from './documents';
import {
  findSupportAccount,
  marketOf,
  supportAccount,
  supportHeaders,
  supportLanguage,
  supportUser,
} from './support-data';
import type { UploadLimits } from './support-files';

/** Order types that are purchases (returns and memo requests are not). */
const PURCHASE_TYPES = ['sales order', 'consignment order'];

/** Readable names of the accepted extensions, for the FAQ answer ("PDF, JPG, ..."). */
function typeList(limits: UploadLimits): string {
  return [...new Set(limits.accepted.map((t) => t.extension.toUpperCase()))].join(', ');
}

/** A question as the database keeps it (the demo data wrote it). */
interface FaqRow {
  id: string;
  topic_label: Texts;
  updated_at: string;
  question: Texts;
  answer: Readonly<Record<UiLang, readonly string[]>>;
}

const FAQ_SELECT = `SELECT f.id, t.label AS topic_label, f.updated_at::text AS updated_at,
  f.question, f.answer FROM faqs f JOIN faq_topics t ON t.code = f.topic`;

function faqIn(row: FaqRow, lang: UiLang, limits: UploadLimits): Faq {
  const fill = (text: string) =>
    text
      .replace(/\{maxFiles\}/g, String(limits.maxFiles))
      .replace(/\{maxMb\}/g, String(Math.round((limits.maxFileBytes / 1024 / 1024) * 10) / 10))
      .replace(/\{types\}/g, typeList(limits));
  return {
    id: row.id,
    question: row.question[lang],
    topic: row.topic_label[lang],
    answer: row.answer[lang].map(fill),
    updatedAt: row.updated_at,
  };
}

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
      const rows = await db.query<{ id: string; code: string; name: string }>(
        'SELECT id, code, name FROM plants WHERE country = $1 ORDER BY (id = $2) DESC, code',
        [account.market, account.plantId],
      );
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
        const [row] = await db.query<{ id: string }>(
          'SELECT id FROM plants WHERE (id = $1 OR code = $1) AND country = $2',
          [plant, account.market],
        );
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
      const rows = await db.query<{
        sku: string;
        title: string;
        package_type: string;
        total: number | null;
      }>(
        `WITH bought AS (
           SELECT l.sku, sum(l.quantity)::float8 AS total
             FROM orders o JOIN order_lines l ON l.order_number = o.order_number
            WHERE o.account_id = $1 AND o.order_date >= $2::date AND o.status <> 'Cancelled'
              AND o.type = ANY($3::text[]) AND ($4::text IS NULL OR o.plant_id = $4)
            GROUP BY l.sku)
         SELECT p.sku, p.title, p.package_type, b.total
           FROM products p LEFT JOIN bought b ON b.sku = p.sku
          WHERE $5 = ANY(p.markets) OR b.sku IS NOT NULL`,
        [account.id, since, PURCHASE_TYPES, plantFilter, account.market],
      );
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
      // Decision: an order is delivered once Shipped or Invoiced, on its requested date (the
      // demo data keeps no separate delivery date); cancelled orders were never delivered and
      // returns or memo requests are no deliveries, so none of them is offered.
      const orders = await db.query<{ order_number: string; delivery_date: string | null }>(
        `SELECT o.order_number,
                CASE WHEN o.status IN ('Shipped', 'Invoiced')
                     THEN to_char(o.requested_date, 'YYYY-MM-DD') END AS delivery_date
           FROM orders o
          WHERE o.account_id = $1 AND o.status <> 'Cancelled' AND o.type = ANY($2::text[])
          ORDER BY o.order_date DESC, o.order_number DESC
          LIMIT 20`,
        [account.id, PURCHASE_TYPES],
      );
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

  app.get(
    '/support/faqs',
    {
      schema: {
        tags: ['support'],
        summary: 'Frequently asked questions in the requested language, grouped by topic',
        querystring: FaqQuery,
        response: { 200: FaqList, ...errorResponses },
      },
    },
    async (request) => {
      const user = await supportUser(db, request.user.id);
      const lang = supportLanguage(request, user, { query: request.query.lang });
      const rows = await db.query<FaqRow>(`${FAQ_SELECT} ORDER BY f.position`);
      return {
        faqs: rows.map((row) => ({
          id: row.id,
          question: row.question[lang],
          topic: row.topic_label[lang],
        })),
      };
    },
  );

  app.get(
    '/support/faqs/:faqId',
    {
      schema: {
        tags: ['support'],
        summary: 'One frequently asked question with its answer as plain-text paragraphs',
        querystring: FaqQuery,
        params: FaqParams,
        response: { 200: Faq, ...errorResponses },
      },
    },
    async (request) => {
      const user = await supportUser(db, request.user.id);
      const lang = supportLanguage(request, user, { query: request.query.lang });
      const [row] = await db.query<FaqRow>(`${FAQ_SELECT} WHERE f.id = $1`, [request.params.faqId]);
      if (!row) throw new HttpError(404, 'NOT_FOUND', 'No such question');
      return faqIn(row, lang, limits);
    },
  );
};
