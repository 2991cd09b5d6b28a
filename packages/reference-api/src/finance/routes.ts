/**
 * The finance calls of the order service (ordering.md §7 finance/details, finance/filter and the
 * memo list finance/memos): the memos behind the memo tiles (§2 screen 7, §3), and the calls they
 * share with the account's receivables (./ar-routes.ts: financeData, finance/list, the statement
 * and the boletos).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../db/database';
import { errorResponses } from '@anp/contract';
import {
  FinanceDetails,
  FinanceDetailsQuery,
  FinanceFilter,
  MemoList,
  MemoListQuery,
  type MemoStatus,
} from '@anp/contract';
import { orderingAccount } from '../accounts/caller';
import { HttpError } from '../http-error';
import { calendarDate } from '../orders/filters';
import { arAccess } from './ar-access';
import { arDetail, arFacets } from './ar';
import { boletosOf } from './boletos';
import { arRoutes } from './ar-routes';
import { memoFacets, memoPage, memoRow } from './queries';
import { FINANCE_TEXTS } from './texts';
import { toMemoDetail } from './views';

const accountHeaders = Type.Object({
  'x-account-id': Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  'x-language': Type.Optional(Type.String({ maxLength: 35 })),
});

const MEMO_STATUS_ORDER: readonly MemoStatus[] = ['Open', 'Invoiced', 'Cancelled'];

export const financeRoutes: FastifyPluginAsync<{
  db: Db;
  now: () => Date;
  downloadLimit: number;
}> = async (fastify, { db, now, downloadLimit }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  await fastify.register(arRoutes, { db, now, downloadLimit });

  app.get(
    '/finance/details',
    {
      schema: {
        tags: ['finance'],
        summary:
          "With memoNumber: a credit or debit memo of the user's accounts with everything its tile shows (ordering.md §3). With documentNumber: an open item of the account with its lines and history",
        querystring: FinanceDetailsQuery,
        headers: accountHeaders,
        response: { 200: FinanceDetails, ...errorResponses },
      },
    },
    async (request) => {
      const { memoNumber, documentNumber } = request.query;
      if ((memoNumber === undefined) === (documentNumber === undefined))
        throw new HttpError(
          400,
          'VALIDATION',
          'Give exactly one of query.memoNumber and query.documentNumber',
          'query.memoNumber',
        );
      if (memoNumber !== undefined) {
        const memo = await memoRow(db, request.user.id, memoNumber);
        if (!memo)
          throw new HttpError(404, 'NOT_FOUND', 'No such memo for this user', 'query.memoNumber');
        return toMemoDetail(memo);
      }
      const { book, lang } = await arAccess(db, request, now());
      const number = documentNumber ?? '';
      const boletoHistory = (boletosOf(book, number) ?? [])
        .filter((b) => b.issueDate <= book.asOf)
        .map((b) => ({
          date: b.issueDate,
          event: 'boletoIssued' as const,
          amount: b.amount,
          reference: b.boletoId,
        }));
      const detail = await arDetail(db, book, number, FINANCE_TEXTS[lang], boletoHistory);
      if (!detail)
        throw new HttpError(
          404,
          'NOT_FOUND',
          'No such open item for this account',
          'query.documentNumber',
        );
      return detail;
    },
  );

  app.get(
    '/finance/memos',
    {
      schema: {
        tags: ['finance'],
        summary: "The account's credit and debit memos, newest first, filtered and paged",
        querystring: MemoListQuery,
        headers: accountHeaders,
        response: { 200: MemoList, ...errorResponses },
      },
    },
    async (request) => {
      const query = request.query;
      const account = await orderingAccount(db, request.user.id, request.headers['x-account-id']);
      const from = calendarDate(query.from, 'query.from');
      const to = calendarDate(query.to, 'query.to');
      if (from && to && from > to)
        throw new HttpError(
          400,
          'VALIDATION',
          'query.from must not be after query.to',
          'query.from',
        );
      const offset = query.offset ?? 0;
      const limit = query.limit ?? 50;
      const { rows, totalCount } = await memoPage(db, request.user.id, account.id, {
        memoType: query.memoType,
        status: query.status,
        from,
        to,
        offset,
        limit,
      });
      return { memos: rows.map(toMemoDetail), totalCount, offset, limit };
    },
  );

  app.get(
    '/finance/filter',
    {
      schema: {
        tags: ['finance'],
        summary:
          "What the finance filters offer for the account: the open items' types, ageing buckets, date ranges and sorts, and the memos' types, statuses and years",
        headers: accountHeaders,
        response: { 200: FinanceFilter, ...errorResponses },
      },
    },
    async (request) => {
      const { book } = await arAccess(db, request, now());
      const rows = await memoFacets(db, book.account.id);
      const types = new Set(rows.map((r) => r.memo_type));
      const statuses = new Set(rows.map((r) => r.status));
      return {
        ...arFacets(book),
        memoTypes: (['credit', 'debit'] as const).filter((t) => types.has(t)),
        statuses: MEMO_STATUS_ORDER.filter((s) => statuses.has(s)),
        years: [...new Set(rows.map((r) => r.year))].sort((a, b) => b - a),
      };
    },
  );
};
