/**
 * The document service (ordering.md §7 documents, search/documents, documents/download,
 * documents/getPreviewURL/{docID}, documents/{id}/attachment, documents/{docId}/thumbnail): the
 * documents of the selected account's market and of the account itself, their search, downloads
 * and the signed URLs the preview reads files from (§2 screen 11).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../db/database';
import { ErrorBody, errorResponses } from '@anp/contract';
import {
  DocumentIdParams,
  DocumentIdQuery,
  DocumentList,
  DocumentSearchQuery,
  DocumentsQuery,
  PreviewUrl,
  SignedQuery,
  type DocumentKind,
  type DocumentSummary,
} from '@anp/contract';
import { HttpError } from '../http-error';
import type { Authenticate } from '../server';
import { FileResponse, attachmentHeader, checkDownloadSize } from './order-downloads';
import { orderingAccount } from './ordering-data';
import {
  PREVIEW_URL_SECONDS,
  parseRange,
  signedUrl,
  thumbnailExpiry,
  type SignedPurpose,
  type UrlSigner,
} from './signed-urls';

type Q = Pick<Db, 'query'>;

interface DocumentRow {
  id: string;
  title: string;
  doc_type: DocumentKind;
  file_type: string;
  mime_type: string;
  file_name: string;
  size_bytes: number;
  published_at: string;
  market: string;
  account_id: string | null;
  has_thumbnail: boolean;
}

const DOCUMENT_COLUMNS = `d.id, d.title, d.doc_type, d.file_type, d.mime_type, d.file_name,
  d.size_bytes, d.published_at::text AS published_at, d.market, d.account_id,
  d.thumbnail IS NOT NULL AS has_thumbnail`;

/**
 * A document any of the user's accounts may see: its own, or one of the whole market of one of
 * them. Another tenant's document reads exactly like a missing one.
 */
async function visibleDocument(q: Q, userId: string, id: string): Promise<DocumentRow | null> {
  const [row] = await q.query<DocumentRow>(
    `SELECT ${DOCUMENT_COLUMNS} FROM documents d
      WHERE d.id = $2 AND (
        d.account_id IN (SELECT account_id FROM user_accounts WHERE user_id = $1)
        OR (d.account_id IS NULL AND d.market IN (
          SELECT a.region FROM user_accounts ua JOIN accounts a ON a.id = ua.account_id
           WHERE ua.user_id = $1)))`,
    [userId, id],
  );
  return row ?? null;
}

/** Lower case without accents, so "nutricion" finds "Nutrición". */
export const folded = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Search ranking (ordering.md §7 search/documents): every word of the query must appear in the
 * title or the file name; documents whose title holds every word come first, then newest first.
 * Returns null for a document that does not match, else its rank (lower is better).
 */
export function searchRank(
  words: readonly string[],
  doc: Pick<DocumentRow, 'title' | 'file_name'>,
): number | null {
  const title = folded(doc.title);
  const file = folded(doc.file_name);
  if (!words.every((w) => title.includes(w) || file.includes(w))) return null;
  return words.every((w) => title.includes(w)) ? 0 : 1;
}

const notFound = () => new HttpError(404, 'NOT_FOUND', 'No such document');

export const documentRoutes: FastifyPluginAsync<{
  db: Db;
  now: () => Date;
  signer: UrlSigner;
  authenticate: Authenticate;
  /** The API's path prefix (/api), for absolute signed URLs. */
  apiPrefix: string;
  downloadLimit: number;
}> = async (fastify, { db, now, signer, authenticate, apiPrefix, downloadLimit }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const nowSeconds = () => Math.floor(now().getTime() / 1000);

  const summary = (request: FastifyRequest, row: DocumentRow): DocumentSummary => ({
    id: row.id,
    title: row.title,
    docType: row.doc_type,
    fileType: row.file_type,
    mimeType: row.mime_type,
    fileName: row.file_name,
    sizeBytes: row.size_bytes,
    publishedAt: row.published_at,
    market: row.market,
    accountId: row.account_id,
    thumbnailUrl: row.has_thumbnail
      ? signedUrl(request, apiPrefix, signer, 'thumbnail', row.id, thumbnailExpiry(nowSeconds()))
      : null,
  });

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
      const params: unknown[] = [account.region, account.id];
      const where = ['((d.account_id IS NULL AND d.market = $1) OR d.account_id = $2)'];
      if (query.docType) {
        params.push(query.docType);
        where.push(`d.doc_type = $${params.length}`);
      }
      const sort = query.sort ?? 'publishedAt';
      // Decision: dates newest first, titles A to Z, unless a direction is given.
      const direction = (query.direction ?? (sort === 'title' ? 'asc' : 'desc')).toUpperCase();
      const orderBy =
        sort === 'title'
          ? `lower(d.title) ${direction}, d.id ${direction}`
          : `d.published_at ${direction}, lower(d.title) ASC, d.id ASC`;
      const offset = query.offset ?? 0;
      const limit = query.limit ?? 24;
      params.push(limit, offset);
      const rows = await db.query<DocumentRow & { total: number }>(
        `SELECT ${DOCUMENT_COLUMNS}, count(*) OVER ()::int AS total FROM documents d
          WHERE ${where.join(' AND ')} ORDER BY ${orderBy}
          LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params,
      );
      let totalCount = rows[0]?.total ?? 0;
      if (rows.length === 0 && offset > 0) {
        const [counted] = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM documents d WHERE ${where.join(' AND ')}`,
          params.slice(0, -2),
        );
        totalCount = counted?.n ?? 0;
      }
      return {
        documents: rows.map((row) => summary(request, row)),
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
      const words = [
        ...new Set(
          folded(query.q)
            .split(/[\s\-_.,;:/]+/)
            .filter(Boolean),
        ),
      ];
      if (words.length === 0)
        throw new HttpError(400, 'VALIDATION', 'q must hold at least one word', 'querystring.q');
      const rows = await db.query<DocumentRow>(
        `SELECT ${DOCUMENT_COLUMNS} FROM documents d
          WHERE ((d.account_id IS NULL AND d.market = $1) OR d.account_id = $2)
            AND ($3::text IS NULL OR d.doc_type = $3)`,
        [account.region, account.id, query.docType ?? null],
      );
      const ranked = rows
        .map((row) => ({ row, rank: searchRank(words, row) }))
        .filter((r): r is { row: DocumentRow; rank: number } => r.rank !== null)
        .sort(
          (a, b) =>
            a.rank - b.rank ||
            b.row.published_at.localeCompare(a.row.published_at) ||
            a.row.id.localeCompare(b.row.id),
        );
      const offset = query.offset ?? 0;
      const limit = query.limit ?? 24;
      return {
        documents: ranked.slice(offset, offset + limit).map((r) => summary(request, r.row)),
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
      const [file] = await db.query<{ content: Uint8Array }>(
        'SELECT content FROM documents WHERE id = $1',
        [doc.id],
      );
      if (!file) throw notFound();
      return reply
        .type(doc.mime_type)
        .header('content-disposition', attachmentHeader(doc.file_name))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength));
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
        url: signedUrl(request, apiPrefix, signer, 'attachment', doc.id, exp),
        fileType: doc.file_type,
        mimeType: doc.mime_type,
        fileName: doc.file_name,
        sizeBytes: doc.size_bytes,
        expiresAt: new Date(exp * 1000).toISOString(),
      };
    },
  );

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
      const [row] = await db.query<DocumentRow>(
        `SELECT ${DOCUMENT_COLUMNS} FROM documents d WHERE d.id = $1`,
        [id],
      );
      if (!row) throw notFound();
      return row;
    }
    if (!request.headers.authorization) throw notFound();
    const user = await authenticate(request.headers.authorization);
    const row = await visibleDocument(db, user.id, id);
    if (!row) throw notFound();
    return row;
  }

  const signedParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
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
    const [part] = await db.query<{ bytes: Uint8Array }>(
      'SELECT substring(content FROM $2 FOR $3) AS bytes FROM documents WHERE id = $1',
      [doc.id, start + 1, length],
    );
    if (!part) throw notFound();
    const body = Buffer.from(part.bytes.buffer, part.bytes.byteOffset, part.bytes.byteLength);
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
      const [row] = await db.query<{ thumbnail: Uint8Array | null }>(
        'SELECT thumbnail FROM documents WHERE id = $1',
        [doc.id],
      );
      if (!row?.thumbnail) throw notFound();
      return reply
        .type('image/png')
        .header('cache-control', 'private, max-age=3600')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(
          Buffer.from(row.thumbnail.buffer, row.thumbnail.byteOffset, row.thumbnail.byteLength),
        );
    },
  );
};
