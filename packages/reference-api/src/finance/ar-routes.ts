/**
 * Accounts receivable routes of the order service (ordering.md §7 financeData, finance/list,
 * finance/statement, invoiceboleto): the AR summary, the open items, the statement files and the
 * boletos. finance/filter and finance/details, shared with the memos, are in ./routes.ts.
 *
 * Rights: the account's own users and the internal users acting for it (an account the caller is
 * not linked to answers 404, like a missing one); marketing users, who are sent to the marketing
 * site, get 403 (./ar-access.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ArList,
  ArListQuery,
  BoletoDownloadQuery,
  ErrorBody,
  FinanceData,
  InvoiceBoletoQuery,
  InvoiceBoletos,
  StatementQuery,
  errorResponses,
} from '@anp/contract';
import { currencyDigits } from '@anp/rules';
import { daysBetween } from '@anp/rules/calendar';
import type { Db } from '../db/database';
import { HttpError } from '../http-error';
import { FileResponse, attachmentHeader, checkDownloadSize } from '../http-files';
import { calendarDate } from '../orders/filters';
import { arAccess } from './ar-access';
import { arSummary, selectItems } from './ar';
import { boletoFileName, boletoPdf } from './boleto-pdf';
import { boletosOf } from './boletos';
import { statementFileName, statementItems, statementPdf, statementXlsx } from './statement';

const headers = Type.Object({
  'x-account-id': Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  'x-language': Type.Optional(Type.String({ maxLength: 35 })),
});

/** The longest statement period. */
export const STATEMENT_MAX_DAYS = 366;

const fileResponses = { 200: FileResponse, ...errorResponses, 413: ErrorBody };

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function period(from: string | undefined, to: string | undefined) {
  const start = calendarDate(from, 'query.from');
  const end = calendarDate(to, 'query.to');
  if (start && end && start > end)
    throw new HttpError(400, 'VALIDATION', 'query.from must not be after query.to', 'query.from');
  return { start, end };
}

export const arRoutes: FastifyPluginAsync<{
  db: Db;
  now: () => Date;
  downloadLimit: number;
}> = async (fastify, { db, now, downloadLimit }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/financeData',
    {
      schema: {
        tags: ['finance'],
        summary:
          "The account's AR summary on today's date in its market: credit limit, balance, available credit, current and past due, and the ageing buckets",
        headers,
        response: { 200: FinanceData, ...errorResponses },
      },
    },
    async (request) => {
      const { book } = await arAccess(db, request, now());
      return arSummary(book);
    },
  );

  app.get(
    '/finance/list',
    {
      schema: {
        tags: ['finance'],
        summary:
          "The account's open items (invoices, credit and debit memos, payments) with their ageing: filtered, sorted and paged",
        querystring: ArListQuery,
        headers,
        response: { 200: ArList, ...errorResponses },
      },
    },
    async (request) => {
      const query = request.query;
      const { start, end } = period(query.from, query.to);
      const { book } = await arAccess(db, request, now());
      const selection = selectItems(
        book.items,
        { ...query, from: start ?? undefined, to: end ?? undefined },
        currencyDigits(book.account.region),
      );
      return {
        ...selection,
        currency: book.currency,
        asOf: book.asOf,
        offset: query.offset ?? 0,
        limit: query.limit ?? 25,
      };
    },
  );

  app.get(
    '/finance/statement',
    {
      schema: {
        tags: ['finance'],
        summary:
          "The account statement of a period (at most 366 days) as PDF or XLSX: the open items dated in it, their totals and the ageing, in the caller's language",
        querystring: StatementQuery,
        headers,
        response: fileResponses,
      },
    },
    async (request, reply) => {
      const { start, end } = period(request.query.from, request.query.to);
      if (!start || !end)
        throw new HttpError(
          400,
          'VALIDATION',
          'query.from and query.to are required',
          'query.from',
        );
      if (daysBetween(start, end) + 1 > STATEMENT_MAX_DAYS)
        throw new HttpError(
          400,
          'VALIDATION',
          `A statement covers at most ${STATEMENT_MAX_DAYS} days`,
          'query.to',
        );
      const { book, lang } = await arAccess(db, request, now());
      const input = {
        book,
        summary: arSummary(book),
        items: statementItems(book, start, end),
        from: start,
        to: end,
        lang,
      };
      const pdf = request.query.format === 'pdf';
      const file = pdf ? statementPdf(input) : await statementXlsx(input);
      checkDownloadSize(file.length, downloadLimit);
      return reply
        .type(pdf ? 'application/pdf' : XLSX_TYPE)
        .header(
          'content-disposition',
          attachmentHeader(statementFileName(input, pdf ? 'pdf' : 'xlsx')),
        )
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );

  app.get(
    '/invoiceboleto',
    {
      schema: {
        tags: ['finance'],
        summary:
          'The boletos of an open Brazilian invoice of the account: due date, amount, status, digitable line and barcode, payer and beneficiary',
        querystring: InvoiceBoletoQuery,
        headers,
        response: { 200: InvoiceBoletos, ...errorResponses },
      },
    },
    async (request) => {
      const { book } = await arAccess(db, request, now());
      const boletos = boletosOf(book, request.query.invoiceNumber);
      if (!boletos)
        throw new HttpError(
          404,
          'NOT_FOUND',
          'No boleto for this invoice of the account',
          'query.invoiceNumber',
        );
      return { invoiceNumber: request.query.invoiceNumber, boletos };
    },
  );

  app.get(
    '/invoiceboleto/download',
    {
      schema: {
        tags: ['finance'],
        summary: 'A boleto of an invoice as a PDF, with its digitable line and ITF barcode',
        querystring: BoletoDownloadQuery,
        headers,
        response: fileResponses,
      },
    },
    async (request, reply) => {
      const { book, lang } = await arAccess(db, request, now());
      const boleto = boletosOf(book, request.query.invoiceNumber)?.find(
        (b) => b.boletoId === request.query.boletoId,
      );
      if (!boleto)
        throw new HttpError(404, 'NOT_FOUND', 'No such boleto for this invoice', 'query.boletoId');
      const pdf = boletoPdf(boleto, lang);
      checkDownloadSize(pdf.length, downloadLimit);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachmentHeader(boletoFileName(boleto)))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
