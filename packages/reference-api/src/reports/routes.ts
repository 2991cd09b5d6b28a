/**
 * Reports (shell-and-admin.md §7 reports/embedconfig, reports/embedReports; issue 16): the
 * account's report list, each kit-native report's numbers, and the external embed with its
 * short-lived token, plus the embed's own page and data call (./embed.ts).
 *
 * Rights: the account's own users and the internal users acting for it (an account the caller is
 * not linked to answers 404, like a missing one); marketing users get 403, as for the account's
 * receivables (the ageing report shows them).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  EmbedConfig,
  EmbedData,
  EmbedReportsQuery,
  ReportBody,
  errorResponses,
  type NativeReportId,
  type ReportEntry,
} from '@anp/contract';
import {
  formatDisplayDate,
  formatNumber,
  isMarketingUser,
  toTons,
  type WeightUnit,
} from '@anp/rules';
import {
  labelLanguage,
  orderingAccount,
  orderingUser,
  type OrderingAccount,
} from '../accounts/caller';
import { findOrderingAccount } from '../accounts/caller';
import type { Db } from '../db/database';
import { HttpError } from '../http-error';
import { MARKETS } from '../markets';
import {
  createEmbedSigner,
  embedPageHtml,
  embedPagePolicy,
  embedTokenSeconds,
  renewBeforeSeconds,
} from './embed';
import { NATIVE_REPORTS, nativeReport } from './native';
import { reportTexts } from './texts';

const headers = Type.Object({
  'x-account-id': Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  'x-language': Type.Optional(Type.String({ maxLength: 35 })),
});

/** The id of the external report. */
export const EMBED_REPORT_ID = 'accountOverview';

const isNative = (id: string): id is NativeReportId =>
  (NATIVE_REPORTS as readonly string[]).includes(id);

async function reportAccess(db: Db, request: FastifyRequest) {
  const user = await orderingUser(db, request.user.id);
  if (isMarketingUser(user.groups))
    throw new HttpError(403, 'FORBIDDEN', 'Marketing users do not see account reports');
  const header = request.headers['x-account-id'];
  const account = await orderingAccount(
    db,
    user.id,
    typeof header === 'string' ? header : undefined,
  );
  return { user, account, lang: labelLanguage(user, request.headers['x-language']) };
}

export const reportRoutes: FastifyPluginAsync<{
  db: Db;
  now: () => Date;
  /** Origin and path prefix the embed page is served from (the API's public address). */
  publicOrigin: string;
  apiPrefix: string;
  /** Pages allowed to frame the embed page besides the API's own origin. */
  frameAncestors: readonly string[];
  tokenSeconds?: number;
}> = async (fastify, options) => {
  const { db, now } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const signer = createEmbedSigner();
  const lifetime = options.tokenSeconds ?? embedTokenSeconds();
  const embedOrigin = options.publicOrigin.replace(/\/+$/, '');

  app.get(
    '/reports/embedconfig',
    {
      schema: {
        tags: ['reports'],
        summary: "The reports of the account, in the caller's language",
        headers,
        response: { 200: EmbedConfig, ...errorResponses },
      },
    },
    async (request) => {
      const { account, lang } = await reportAccess(db, request);
      const texts = reportTexts(lang);
      const reports: ReportEntry[] = [
        ...NATIVE_REPORTS.map((id) => ({
          id,
          kind: 'native' as const,
          title: texts.title[id],
          description: texts.description[id],
        })),
        {
          id: EMBED_REPORT_ID,
          kind: 'embed',
          title: texts.title.embed,
          description: texts.description.embed,
        },
      ];
      return { accountId: account.id, reports };
    },
  );

  app.get(
    '/reports/embedReports',
    {
      schema: {
        tags: ['reports'],
        summary:
          'One report: a kit-native report with its numbers, or an external embed with its frame address and a short-lived token (ask again to renew it)',
        headers,
        querystring: EmbedReportsQuery,
        response: { 200: ReportBody, ...errorResponses },
      },
    },
    async (request) => {
      const { user, account, lang } = await reportAccess(db, request);
      const { reportId } = request.query;
      if (isNative(reportId)) return nativeReport(reportId, { db, account, lang, now: now() });
      if (reportId !== EMBED_REPORT_ID)
        throw new HttpError(404, 'NOT_FOUND', 'No such report', 'query.reportId');
      const texts = reportTexts(lang);
      const exp = Math.floor(now().getTime() / 1000) + lifetime;
      return {
        kind: 'embed' as const,
        id: EMBED_REPORT_ID,
        title: texts.title.embed,
        description: texts.description.embed,
        embedUrl: `${embedOrigin}${options.apiPrefix}/reports/embed/page`,
        origin: new URL(embedOrigin).origin,
        token: signer.sign({ accountId: account.id, userId: user.id, reportId, lang, exp }),
        expiresAt: new Date(exp * 1000).toISOString(),
        renewBefore: renewBeforeSeconds(lifetime),
      };
    },
  );

  app.get(
    '/reports/embed/page',
    {
      config: { public: true },
      schema: { tags: ['reports'], summary: 'The embed page (framed by the kit)', security: [] },
    },
    async (_request, reply) => {
      reply.removeHeader('x-frame-options');
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', embedPagePolicy(options.frameAncestors))
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(embedPageHtml());
    },
  );

  app.get(
    '/reports/embed/data',
    {
      config: { public: true },
      schema: {
        tags: ['reports'],
        summary: "The embed page's figures, with its token (Authorization: Embed <token>)",
        security: [],
        headers: Type.Object({ authorization: Type.Optional(Type.String({ maxLength: 2048 })) }),
        response: { 200: EmbedData, ...errorResponses },
      },
    },
    async (request, reply) => {
      const match = /^Embed (\S+)$/.exec(request.headers.authorization ?? '');
      const claims = match?.[1]
        ? signer.verify(match[1], Math.floor(now().getTime() / 1000))
        : null;
      if (!claims)
        throw new HttpError(401, 'EMBED_TOKEN', 'The embed token is missing, wrong or expired');
      // The user must still be linked to the account: a token outlives no unlinking.
      const account = await findOrderingAccount(db, claims.userId, claims.accountId).catch(
        () => null,
      );
      if (!account)
        throw new HttpError(401, 'EMBED_TOKEN', 'The embed token is missing, wrong or expired');
      reply.header('cache-control', 'no-store');
      return embedData(db, account, claims.lang, claims.exp, now());
    },
  );
};

async function embedData(
  db: Db,
  account: OrderingAccount,
  lang: ReturnType<typeof labelLanguage>,
  exp: number,
  now: Date,
) {
  const texts = reportTexts(lang);
  const since = new Date(now.getTime() - 365 * 86_400_000).toISOString().slice(0, 10);
  const [row] = await db.query<{
    orders: number;
    weight: number | null;
    weight_unit: string | null;
    last: string | null;
  }>(
    `SELECT count(*)::int AS orders, sum(total_weight)::float8 AS weight, min(weight_unit) AS weight_unit,
            to_char(max(order_date), 'YYYY-MM-DD') AS last
       FROM orders
      WHERE account_id = $1 AND status <> 'Cancelled' AND order_date >= $2::date`,
    [account.id, since],
  );
  const unit = row?.weight_unit;
  const tons =
    row?.weight && (unit === 'lb' || unit === 'kg' || unit === 'quintal')
      ? toTons(row.weight, unit as WeightUnit)
      : 0;
  const market = MARKETS[account.region];
  return {
    title: texts.title.embed,
    accountName: `${account.fullname} (${account.soldToCode})`,
    expiresAt: new Date(exp * 1000).toISOString(),
    rows: [
      { label: texts.embedRows.orders, value: formatNumber(row?.orders ?? 0, market.code, 0) },
      {
        label: texts.embedRows.tons,
        value: `${formatNumber(tons, market.code, 2)} ${market.tonUnit === 'Tons' ? 'tons' : 't'}`,
      },
      {
        label: texts.embedRows.lastOrder,
        value: row?.last ? formatDisplayDate(row.last, lang) : texts.embedRows.none,
      },
    ],
  };
}
