/**
 * The files of documents behind signed URLs (ordering.md §7 documents/{id}/attachment and
 * documents/{docId}/thumbnail): `<img>`, `<video>` and pdf.js cannot send a token, so a valid
 * signature (or a bearer token) opens one file of one document; attachments answer Range.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, SignedQuery, errorResponses } from '@anp/contract';
import { HttpError } from '../http-error';
import { FileResponse, attachmentHeader } from '../http-files';
import {
  documentById,
  documentBytes,
  documentThumbnail,
  visibleDocument,
  type DocumentRow,
} from './queries';
import type { DocumentRouteOptions } from './options';
import { parseRange, type SignedPurpose } from './signed-urls';

const notFound = () => new HttpError(404, 'NOT_FOUND', 'No such document');

export const documentFileRoutes: FastifyPluginAsync<DocumentRouteOptions> = async (
  fastify,
  { db, now, signer, authenticate },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const nowSeconds = () => Math.floor(now().getTime() / 1000);

  /**
   * The document a signed route serves: a valid signature for this purpose and id, else a bearer
   * token of a user who may see it. Anything else (no credentials, a wrong or expired signature,
   * another document's signature) is a 404, never the file.
   */
  async function authorised(
    request: FastifyRequest<{
      Params: { id: string };
      Querystring: { exp?: number; sig?: string };
    }>,
    purpose: SignedPurpose,
  ): Promise<DocumentRow> {
    const { id } = request.params;
    const { exp, sig } = request.query;
    if (exp !== undefined && sig !== undefined) {
      if (!signer.verify(purpose, id, exp, sig, nowSeconds())) throw notFound();
      const row = await documentById(db, id);
      if (!row) throw notFound();
      return row;
    }
    if (!request.headers.authorization) throw notFound();
    const user = await authenticate(request.headers.authorization);
    const row = await visibleDocument(db, user.id, id);
    if (!row) throw notFound();
    return row;
  }

  const signedParams = Type.Object(
    { id: Type.String({ minLength: 1, maxLength: 64 }) },
    { additionalProperties: false },
  );
  const signedHeaders = Type.Object({ range: Type.Optional(Type.String({ maxLength: 200 })) });

  app.get(
    '/documents/:id/attachment',
    {
      config: { public: true },
      schema: {
        tags: ['documents'],
        summary:
          'The file inline with its MIME type, for a signed URL (exp, sig) or a bearer token; answers Range requests (206)',
        security: [],
        params: signedParams,
        querystring: SignedQuery,
        headers: signedHeaders,
        response: { 200: FileResponse, 206: FileResponse, 416: ErrorBody, ...errorResponses },
      },
    },
    async (request, reply) => {
      const doc = await authorised(request, 'attachment');
      return sendFile(reply, doc, request.headers.range);
    },
  );

  /** The file, whole or the byte range asked for (the <video> element asks for ranges). */
  async function sendFile(reply: FastifyReply, doc: DocumentRow, rangeHeader: string | undefined) {
    const size = doc.size_bytes;
    const range = parseRange(rangeHeader, size);
    reply
      .header('accept-ranges', 'bytes')
      .header('etag', `"${doc.id}-${size}"`)
      .header('cache-control', 'private, max-age=600')
      // Signed files are embedded by pages of other sites (the kit's elements on a CMS page).
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('content-disposition', attachmentHeader(doc.file_name, 'inline'));
    if (range === 'unsatisfiable') {
      return reply
        .status(416)
        .header('content-range', `bytes */${size}`)
        .send({ code: 'RANGE_NOT_SATISFIABLE', message: `The file has ${size} bytes` });
    }
    const start = range?.start ?? 0;
    const length = range ? range.end - range.start + 1 : size;
    const body = await documentBytes(db, doc.id, start, length);
    if (!body) throw notFound();
    reply.type(doc.mime_type);
    if (range)
      reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
    return reply.send(body);
  }

  app.get(
    '/documents/:id/thumbnail',
    {
      config: { public: true },
      schema: {
        tags: ['documents'],
        summary: "The document's PNG thumbnail, for a signed URL (exp, sig) or a bearer token",
        security: [],
        params: signedParams,
        querystring: SignedQuery,
        response: { 200: FileResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const doc = await authorised(request, 'thumbnail');
      const thumbnail = await documentThumbnail(db, doc.id);
      if (!thumbnail) throw notFound();
      return reply
        .type('image/png')
        .header('cache-control', 'private, max-age=3600')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(thumbnail);
    },
  );
};
