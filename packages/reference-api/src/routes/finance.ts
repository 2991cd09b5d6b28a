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
  FinanceList,
  FinanceListQuery,
  MemoDetail,
  MemoNumberQuery,
  type MemoStatus,
} from '@anp/contract';
import { HttpError } from '../http-error';
import { creditLimitOf, receivableState } from './finance-rules';
import { localClock } from './lead-times';
import { MEMO_SELECT, memoInvoiceNumber, memoRow, toMemoDetail, type MemoRow } from './memo-data';
import { calendarDate } from './order-list';
import { orderingAccount } from './ordering-data';

const accountHeaders = Type.Object({
  'x-account-id': Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});

/** Order types whose invoice is a credit to the customer (returns and credit memo requests). */
const CREDIT_ORDER_TYPES = new Set([
  'consignment return order',
  'domestic return order',
  'credit memo request',
]);

const MEMO_STATUS_ORDER: readonly MemoStatus[] = ['Open', 'Invoiced', 'Cancelled'];

const toCents = (amount: number) => Math.round(amount * 100);

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
    '/finance/list',
    {
      schema: {
        tags: ['finance'],
        summary: "The account's credit and debit memos, newest first, filtered and paged",
        querystring: FinanceListQuery,
        headers: accountHeaders,
        response: { 200: FinanceList, ...errorResponses },
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
      const params: unknown[] = [request.user.id, account.id];
      const where = ['m.account_id = $2'];
      const add = (condition: string, value: unknown) => {
        params.push(value);
        where.push(condition.replace('?', `$${params.length}`));
      };
      if (query.memoType) add('m.memo_type = ?', query.memoType);
      if (query.status) add('m.status = ?', query.status);
      if (from) add('m.memo_date >= ?::date', from);
      if (to) add('m.memo_date <= ?::date', to);
      const offset = query.offset ?? 0;
      const limit = query.limit ?? 50;
      params.push(limit, offset);
      const rows = await db.query<MemoRow & { total: number }>(
        `${MEMO_SELECT.replace('SELECT ', 'SELECT count(*) OVER ()::int AS total, ')}
          WHERE ${where.join(' AND ')}
          ORDER BY m.memo_date DESC, m.memo_number DESC
          LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params,
      );
      let totalCount = rows[0]?.total ?? 0;
      if (rows.length === 0 && offset > 0) {
        const [counted] = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM (${MEMO_SELECT} WHERE ${where.join(' AND ')}) listed`,
          params.slice(0, -2),
        );
        totalCount = counted?.n ?? 0;
      }
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
      const rows = await db.query<{ memo_type: string; status: string; year: number }>(
        `SELECT DISTINCT memo_type, status, extract(year FROM memo_date)::int AS year
           FROM memos WHERE account_id = $1`,
        [account.id],
      );
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
      const invoices = await db.query<{
        invoiced_no: string;
        invoice_date: string;
        type: string;
        gross_amount: number;
        payment_terms: string;
      }>(
        `SELECT invoiced_no, invoice_date::text AS invoice_date, type,
                gross_amount::float8 AS gross_amount, payment_terms
           FROM orders
          WHERE account_id = $1 AND status = 'Invoiced' AND invoiced_no IS NOT NULL
            AND invoice_date IS NOT NULL AND invoice_date <= $2::date`,
        [account.id, today],
      );
      const memos = await db.query<{
        memo_number: string;
        memo_type: string;
        memo_date: string;
        gross_amount: number;
      }>(
        `SELECT memo_number, memo_type, memo_date::text AS memo_date,
                gross_amount::float8 AS gross_amount
           FROM memos WHERE account_id = $1 AND status = 'Invoiced' AND memo_date <= $2::date`,
        [account.id, today],
      );
      let balance = 0;
      let overdue = 0;
      let openInvoices = 0;
      let openCredits = 0;
      let lastInvoiceDate: string | null = null;
      for (const invoice of invoices) {
        if (!lastInvoiceDate || invoice.invoice_date > lastInvoiceDate)
          lastInvoiceDate = invoice.invoice_date;
        const state = receivableState(
          invoice.invoiced_no,
          invoice.invoice_date,
          invoice.payment_terms,
          today,
        );
        if (!state.open) continue;
        const credit = CREDIT_ORDER_TYPES.has(invoice.type);
        const cents = toCents(invoice.gross_amount) * (credit ? -1 : 1);
        balance += cents;
        if (credit) openCredits += 1;
        else openInvoices += 1;
        if (state.overdue && !credit) overdue += cents;
      }
      for (const memo of memos) {
        const number = memoInvoiceNumber(memo.memo_number, 'Invoiced') ?? memo.memo_number;
        const state = receivableState(number, memo.memo_date, account.paymentTerms, today);
        if (!state.open) continue;
        const credit = memo.memo_type === 'credit';
        const cents = toCents(memo.gross_amount) * (credit ? -1 : 1);
        balance += cents;
        if (credit) openCredits += 1;
        else openInvoices += 1;
        if (state.overdue && !credit) overdue += cents;
      }
      const creditLimit = creditLimitOf(account.id, account.region, account.paymentTerms);
      return {
        accountId: account.id,
        currency: MARKETS[account.region].currency,
        openBalance: balance / 100,
        overdue: overdue / 100,
        creditLimit,
        availableCredit: Math.max(0, creditLimit * 100 - balance) / 100,
        openInvoices,
        openCredits,
        lastInvoiceDate,
      };
    },
  );
};
