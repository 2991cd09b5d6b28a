/**
 * The document service (ordering.md §7 documents, search/documents, documents/download,
 * documents/getPreviewURL/{docID}): the documents of the selected account's market and of the
 * account itself, their search, downloads and the signed URLs the preview reads files from
 * (§2 screen 11). The files behind those URLs are ./files.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  DocumentIdParams,
  DocumentIdQuery,
  DocumentList,
  DocumentSearchQuery,
  DocumentsQuery,
  ErrorBody,
  PreviewUrl,
  errorResponses,
  type DocumentSummary,
} from '@anp/contract';
import { orderingAccount } from '../accounts/caller';
import { HttpError } from '../http-error';
import { FileResponse, attachmentHeader, checkDownloadSize } from '../http-files';
import { documentFileRoutes } from './files';
import type { DocumentRouteOptions } from './options';
import {
  accountDocuments,
  documentContent,
  documentPage,
  visibleDocument,
  type DocumentRow,
} from './queries';
import { rankDocuments, searchWords } from './search';
import { PREVIEW_URL_SECONDS, signedUrl, thumbnailExpiry } from './signed-urls';
import { toSummary } from './views';

const notFound = () => new HttpError(404, 'NOT_FOUND', 'No such document');

export const documentRoutes: FastifyPluginAsync<DocumentRouteOptions> = async (
  fastify,
  options,
) => {
  const { db, now, signer, apiPrefix, publicOrigin, downloadLimit } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const nowSeconds = () => Math.floor(now().getTime() / 1000);

  const summary = (row: DocumentRow): DocumentSummary =>
    toSummary(
      row,
      row.has_thumbnail
        ? signedUrl(
            publicOrigin,
            apiPrefix,
            signer,
            'thumbnail',
            row.id,
            thumbnailExpiry(nowSeconds()),
          )
        : null,
    );

  const accountHeaders = Type.Object({
    'x-account-id': Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  });

  app.get(
    '/documents',
    {
      schema: {
        tags: ['documents'],
        summary:
          "The documents of the selected account's market and of the account itself, newest first by default, with signed thumbnail URLs",
        querystring: DocumentsQuery,
        headers: accountHeaders,
        response: { 200: DocumentList, ...errorResponses },
      },
    },
    async (request) => {
      const query = request.query;
      const account = await orderingAccount(db, request.user.id, request.headers['x-account-id']);
      const sort = query.sort ?? 'publishedAt';
      const offset = query.offset ?? 0;
      const limit = query.limit ?? 24;
      const { rows, totalCount } = await documentPage(
        db,
        { market: account.region, id: account.id },
        {
          docType: query.docType,
          sort,
          // Decision: dates newest first, titles A to Z, unless a direction is given.
          direction: query.direction ?? (sort === 'title' ? 'asc' : 'desc'),
          offset,
          limit,
        },
      );
      return {
        documents: rows.map(summary),
        totalCount,
        offset,
        limit,
      };
    },
  );

  app.get(
    '/search/documents',
    {
      schema: {
        tags: ['documents'],
        summary:
          'Documents whose title or file name hold every word of q (any case, accents ignored): title matches first, then newest',
        querystring: DocumentSearchQuery,
        headers: accountHeaders,
        response: { 200: DocumentList, ...errorResponses },
      },
    },
    async (request) => {
      const query = request.query;
      const account = await orderingAccount(db, request.user.id, request.headers['x-account-id']);
      const words = searchWords(query.q);
      if (words.length === 0)
        throw new HttpError(400, 'VALIDATION', 'q must hold at least one word', 'querystring.q');
      const ranked = rankDocuments(
        words,
        await accountDocuments(
          db,
          { market: account.region, id: account.id },
          query.docType ?? null,
        ),
      );
      const offset = query.offset ?? 0;
      const limit = query.limit ?? 24;
      return {
        documents: ranked.slice(offset, offset + limit).map(summary),
        totalCount: ranked.length,
        offset,
        limit,
      };
    },
  );

  app.get(
    '/documents/download',
    {
      schema: {
        tags: ['documents'],
        summary: 'A document as an attachment (413 ERRDD001 over the download limit)',
        querystring: DocumentIdQuery,
        response: { 200: FileResponse, ...errorResponses, 413: ErrorBody },
      },
    },
    async (request, reply) => {
      const doc = await visibleDocument(db, request.user.id, request.query.id);
      if (!doc) throw notFound();
      checkDownloadSize(doc.size_bytes, downloadLimit);
      const file = await documentContent(db, doc.id);
      if (!file) throw notFound();
      return reply
        .type(doc.mime_type)
        .header('content-disposition', attachmentHeader(doc.file_name))
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );

  app.get(
    '/documents/getPreviewURL/:docID',
    {
      schema: {
        tags: ['documents'],
        summary: `A signed URL of the document's file, valid for ${PREVIEW_URL_SECONDS / 60} minutes, with its type, name and size`,
        params: DocumentIdParams,
        response: { 200: PreviewUrl, ...errorResponses },
      },
    },
    async (request) => {
      const doc = await visibleDocument(db, request.user.id, request.params.docID);
      if (!doc) throw notFound();
      const exp = nowSeconds() + PREVIEW_URL_SECONDS;
      return {
        url: signedUrl(publicOrigin, apiPrefix, signer, 'attachment', doc.id, exp),
        fileType: doc.file_type,
        mimeType: doc.mime_type,
        fileName: doc.file_name,
        sizeBytes: doc.size_bytes,
        expiresAt: new Date(exp * 1000).toISOString(),
      };
    },
  );

  await fastify.register(documentFileRoutes, options);
};
