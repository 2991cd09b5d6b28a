/**
 * The documents of orders and memos as downloads (ordering.md §7 {order_id}/download, invoice,
 * packlist, coa, document/download), with the blob errors of §8: 401 with a message that is not
 * "Unauthorized" for a document the user may not have, 413 ERRDD001 over the size limit.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../db/database';
import { ErrorBody, errorResponses } from '@anp/contract';
import {
  DocumentDownloadQuery,
  OrderDownloadParams,
  OrderDownloadQuery,
  OrderNumberQuery,
  type OrderDocumentType,
} from '@anp/contract';
import { labelLanguage, orderingUser } from '../accounts/caller';
import { memoRow } from '../finance/queries';
import { toMemoDetail } from '../finance/views';
import { HttpError } from '../http-error';
import { FileResponse, attachmentHeader, checkDownloadSize } from '../http-files';
import { coaPdf, packlistPdf } from './pdfs/delivery';
import { invoicePdf, memoPdf } from './pdfs/invoice';
import { orderLines, orderRow } from './queries';
import { documentRefusal, isInternalUser } from './rules';

const downloadResponses = {
  200: FileResponse,
  ...errorResponses,
  413: ErrorBody,
};

const languageHeader = Type.Object({ 'x-language': Type.Optional(Type.String({ maxLength: 35 })) });

export const orderDownloadRoutes: FastifyPluginAsync<{ db: Db; downloadLimit: number }> = async (
  fastify,
  { db, downloadLimit },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  /** Generates the document and sends it as an attachment. */
  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    number: string,
    type: OrderDocumentType,
    field: string,
  ) {
    const user = await orderingUser(db, request.user.id);
    const lang = labelLanguage(user, request.headers['x-language']);
    let pdf: Buffer;
    if (type === 'memo') {
      const memo = await memoRow(db, user.id, number);
      if (!memo) throw new HttpError(404, 'NOT_FOUND', 'No such memo for this user', field);
      pdf = memoPdf(toMemoDetail(memo), lang);
    } else {
      const order = await orderRow(db, user.id, number);
      if (!order) throw new HttpError(404, 'NOT_FOUND', 'No such order for this user', field);
      const rule = {
        status: order.status,
        invoicedNo: order.invoiced_no,
        market: order.region,
        internal: isInternalUser(user.groups),
      };
      const refusal = documentRefusal(type, rule);
      // ordering.md §8: a blob 401 whose message is not "Unauthorized" keeps the session.
      if (refusal) throw new HttpError(401, 'NOT_AUTHORIZED', refusal);
      const lines = await orderLines(db, order.order_number);
      pdf =
        type === 'invoice'
          ? invoicePdf(
              order,
              lines,
              order.status === 'Invoiced'
                ? 'invoice'
                : order.status === 'Cancelled'
                  ? 'cancelled'
                  : 'pro-forma',
              lang,
            )
          : type === 'packlist'
            ? packlistPdf(order, lines, lang)
            : coaPdf(order, lines, lang);
    }
    checkDownloadSize(pdf.length, downloadLimit);
    return reply
      .type('application/pdf')
      .header('content-disposition', attachmentHeader(`${type}-${number}.pdf`))
      .header('cache-control', 'private, no-store')
      .send(pdf);
  }

  app.get(
    '/:order_id/download',
    {
      schema: {
        tags: ['orders'],
        summary:
          "An order's invoice, packing list or certificate of analysis, or a memo's document (type=memo), as a PDF attachment in the request's language",
        params: OrderDownloadParams,
        querystring: OrderDownloadQuery,
        headers: languageHeader,
        produces: ['application/pdf', 'application/json'],
        response: downloadResponses,
      },
    },
    async (request, reply) =>
      send(request, reply, request.params.order_id, request.query.type, 'params.order_id'),
  );

  for (const type of ['invoice', 'packlist', 'coa'] as const) {
    app.get(
      `/${type}`,
      {
        schema: {
          tags: ['orders'],
          summary: `The ${type === 'invoice' ? 'invoice' : type === 'packlist' ? 'packing list' : 'certificate of analysis'} of an order (the same as {order_id}/download?type=${type})`,
          querystring: OrderNumberQuery,
          headers: languageHeader,
          produces: ['application/pdf', 'application/json'],
          response: downloadResponses,
        },
      },
      async (request, reply) =>
        send(request, reply, request.query.orderNumber, type, 'query.orderNumber'),
    );
  }

  app.get(
    '/document/download',
    {
      schema: {
        tags: ['orders'],
        summary: 'A document of an order or memo by type (the same as {order_id}/download)',
        querystring: DocumentDownloadQuery,
        headers: languageHeader,
        produces: ['application/pdf', 'application/json'],
        response: downloadResponses,
      },
    },
    async (request, reply) =>
      send(request, reply, request.query.orderNumber, request.query.type, 'query.orderNumber'),
  );
};
