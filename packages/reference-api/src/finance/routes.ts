/**
 * The finance calls of the order service (ordering.md §7 finance/details, finance/list,
 * finance/filter, financeData): the memos behind the memo tiles (§2 screen 7, §3) and the
 * account's receivables.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../db/database';
import { MARKETS } from '../markets';
import { errorResponses } from '@anp/contract';
import {
  FinanceData,
  FinanceFilter,
  MemoList,
  MemoListQuery,
  MemoDetail,
  MemoNumberQuery,
  type MemoStatus,
} from '@anp/contract';
import { orderingAccount } from '../accounts/caller';
import { HttpError } from '../http-error';
import { calendarDate } from '../orders/filters';
import { localClock } from '../plants/lead-times';
import { invoicedOrders, issuedMemos, memoFacets, memoPage, memoRow } from './queries';
import { toFinanceData, toMemoDetail } from './views';

const accountHeaders = Type.Object({
  'x-account-id': Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});

const MEMO_STATUS_ORDER: readonly MemoStatus[] = ['Open', 'Invoiced', 'Cancelled'];

export const financeRoutes: FastifyPluginAsync<{ db: Db; now: () => Date }> = async (
  fastify,
  { db, now },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/finance/details',
    {
      schema: {
        tags: ['finance'],
        summary:
          "A credit or debit memo of the user's accounts with everything its tile shows (ordering.md §3), its layout decided by country and newFlow",
        querystring: MemoNumberQuery,
        response: { 200: MemoDetail, ...errorResponses },
      },
    },
    async (request) => {
      const memo = await memoRow(db, request.user.id, request.query.memoNumber);
      if (!memo)
        throw new HttpError(404, 'NOT_FOUND', 'No such memo for this user', 'query.memoNumber');
      return toMemoDetail(memo);
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
          'What the finance filters offer for the account: memo types, statuses and years that have memos',
        headers: accountHeaders,
        response: { 200: FinanceFilter, ...errorResponses },
      },
    },
    async (request) => {
      const account = await orderingAccount(db, request.user.id, request.headers['x-account-id']);
      const rows = await memoFacets(db, account.id);
      const types = new Set(rows.map((r) => r.memo_type));
      const statuses = new Set(rows.map((r) => r.status));
      return {
        memoTypes: (['credit', 'debit'] as const).filter((t) => types.has(t)),
        statuses: MEMO_STATUS_ORDER.filter((s) => statuses.has(s)),
        years: [...new Set(rows.map((r) => r.year))].sort((a, b) => b - a),
      };
    },
  );

  app.get(
    '/financeData',
    {
      schema: {
        tags: ['finance'],
        summary:
          "The account's receivables: open balance (unpaid invoices and issued memos), overdue part, credit limit and available credit",
        headers: accountHeaders,
        response: { 200: FinanceData, ...errorResponses },
      },
    },
    async (request) => {
      const account = await orderingAccount(db, request.user.id, request.headers['x-account-id']);
      const today = localClock(now(), MARKETS[account.region].timeZone).date;
      const invoices = await invoicedOrders(db, account.id, today);
      const memos = await issuedMemos(db, account.id, today);
      return toFinanceData(account, invoices, memos, today);
    },
  );
};
