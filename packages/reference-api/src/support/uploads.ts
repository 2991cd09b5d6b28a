/**
 * The documents of support cases (ordering.md §2 screen 12, §3 Uploaded case document): one file
 * a multipart upload to a draft of the caller's, checked by extension and content, size and count
 * per case, streamed to disk (./files.ts); listed, removed from a draft, and downloaded.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { MultipartFile } from '@fastify/multipart';
import { Type, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import {
  CaseDocument,
  CaseDocumentList,
  CaseDocumentMetadata,
  CaseDocumentParams,
  CaseIdParams,
  ErrorBody,
  errorResponses,
} from '@anp/contract';
import { HttpError } from '../http-error';
import type { Db } from '../db/database';
import { FileResponse, attachmentHeader } from '../http-files';
import { contentRefusal, refusalMessage } from './content';
import { supportHeaders } from './caller';
import { callContext, type SupportCaseOptions } from './context';
import {
  acceptedType,
  cleanFileName,
  extensionOf,
  removeStoredFiles,
  storeUpload,
  storedPath,
  type StoredUpload,
} from './files';
import {
  caseDocument,
  caseDocuments,
  deleteCaseDocument,
  documentCount,
  insertCaseDocument,
  uploadedSince,
  visibleCase,
} from './queries';
import { compiledMetadata, firstSchemaError, validationError } from './validation';
import { caseNotFound, notDraft, toCaseDocument } from './views';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Room for the multipart framing and the metadata fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** A multipart field value as text, refusing control characters (no name or code holds them). */
function fieldText(name: string, value: unknown): string {
  if (typeof value !== 'string') throw validationError(`body.${name}`, 'must be a text field');
  // eslint-disable-next-line no-control-regex -- the point is to find control characters
  if (/[\u0000-\u001f\u007f]/.test(value))
    throw validationError(`body.${name}`, 'must not contain control characters');
  return value;
}

const METADATA_FIELDS = ['caseId', 'docName', 'docType', 'fileType', 'langCode', 'type'] as const;

/** The upload's body as the OpenAPI document shows it (the route reads it as a stream). */
const UploadBody = Type.Object(
  {
    caseId: CaseDocumentMetadata.properties.caseId,
    docName: CaseDocumentMetadata.properties.docName,
    docType: CaseDocumentMetadata.properties.docType,
    fileType: CaseDocumentMetadata.properties.fileType,
    langCode: CaseDocumentMetadata.properties.langCode,
    type: CaseDocumentMetadata.properties.type,
    file: Type.Unsafe<unknown>({ type: 'string', format: 'binary', description: 'The file' }),
  },
  { additionalProperties: false },
);

/**
 * Validators of the upload route: its body is a multipart stream the handler reads itself, so
 * only the params and headers are checked here (with TypeBox, as the route has its own compiler).
 */
function uploadValidator({ schema, httpPart }: { schema: unknown; httpPart?: string }) {
  if (httpPart === 'body') return () => true;
  const compiled = Compile(schema as TSchema);
  return (data: unknown) => {
    if (compiled.Check(data)) return true;
    const error = firstSchemaError(compiled, data, httpPart === 'params' ? 'params' : 'headers');
    return { error: error ?? validationError(httpPart ?? 'request', 'is not valid') };
  };
}

export const supportUploadRoutes: FastifyPluginAsync<SupportCaseOptions> = async (
  fastify,
  { db, now, uploadDir, limits },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const context = callContext(db);

  /** A draft of the caller's own, for the calls that change it. */
  const ownDraft = async (request: FastifyRequest, caseId: string) => {
    const ctx = await context(request);
    const found = await visibleCase(db, caseId, ctx.user.id, ctx.account.id);
    if (!found) throw caseNotFound();
    if (found.status !== 'Draft') throw notDraft(found.status);
    return { ...ctx, draft: found };
  };

  const tooMany = () =>
    new HttpError(
      409,
      'CASE_FILE_COUNT',
      `A case holds at most ${limits.maxFiles} files; remove one before adding another`,
    );
  const tooLarge = () =>
    new HttpError(
      413,
      'CASE_FILE_SIZE',
      `The file is larger than the limit of ${limits.maxFileBytes} bytes`,
    );
  /**
   * The per-user quota: the bytes of the user's files uploaded in the last 24 hours and still
   * stored, plus this one, stay within `userDailyBytes`; else 429 CASE_UPLOAD_QUOTA with
   * Retry-After (when the oldest of them leaves the window).
   */
  const checkQuota = async (
    q: Pick<Db, 'query'>,
    reply: FastifyReply,
    userId: string,
    adding: number,
  ) => {
    const at = now();
    const { bytes, oldest } = await uploadedSince(q, userId, new Date(at.getTime() - DAY_MS));
    const over =
      adding === 0 ? bytes >= limits.userDailyBytes : bytes + adding > limits.userDailyBytes;
    if (!over) return;
    const retry = oldest ? Math.ceil((oldest.getTime() + DAY_MS - at.getTime()) / 1000) : 60;
    reply.header('retry-after', String(Math.max(1, retry)));
    throw new HttpError(
      429,
      'CASE_UPLOAD_QUOTA',
      `You can upload at most ${Math.round(limits.userDailyBytes / 1_048_576)} MB of files a day; ${Math.round(bytes / 1_048_576)} MB uploaded in the last 24 hours are still attached. Remove files or try again later`,
    );
  };
  const acceptedList = () => limits.accepted.map((t) => t.extension).join(', ');

  app.post(
    '/users/account/customerCase/:caseId/documents',
    {
      validatorCompiler: uploadValidator,
      schema: {
        tags: ['support'],
        summary: `Uploads one file to a draft case (multipart: the six metadata fields, then \`file\`). The server cleans the name (bidi and control characters, path parts), checks the type by extension and by content with a content sniffer, refusing polyglots, PDFs with scripts and Office files with macros (415 CASE_FILE_TYPE), the size (413 CASE_FILE_SIZE), the count per case (409 CASE_FILE_COUNT) and the user's daily quota (429 CASE_UPLOAD_QUOTA)`,
        consumes: ['multipart/form-data'],
        headers: supportHeaders,
        params: CaseIdParams,
        body: UploadBody,
        response: {
          201: CaseDocument,
          ...errorResponses,
          409: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { caseId } = request.params;
      const { draft } = await ownDraft(request, caseId);
      if ((await documentCount(db, draft.id)) >= limits.maxFiles) throw tooMany();
      // The user's quota first: nothing more is read once it is used up.
      await checkQuota(db, reply, draft.user_id, 0);
      if (!request.isMultipart())
        throw new HttpError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'Send the file as multipart/form-data with its metadata fields',
        );
      // A declared length far over the limit is refused before a byte is read.
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > limits.maxFileBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge();

      const fields: Record<string, string> = {};
      let stored: StoredUpload | null = null;
      try {
        try {
          for await (const part of request.parts()) {
            if (part.type === 'field') {
              if (!(METADATA_FIELDS as readonly string[]).includes(part.fieldname))
                throw validationError(`body.${part.fieldname}`, 'is not a field of an upload');
              if (part.valueTruncated)
                throw validationError(`body.${part.fieldname}`, 'is too long');
              // The name is cleaned, not refused: bidi overrides, controls and path parts go.
              fields[part.fieldname] =
                part.fieldname === 'docName'
                  ? cleanFileName(typeof part.value === 'string' ? part.value : '')
                  : fieldText(part.fieldname, part.value);
              continue;
            }
            const file = part as MultipartFile;
            if (file.fieldname !== 'file') {
              file.file.resume();
              throw validationError(
                `body.${file.fieldname}`,
                'is not a field of an upload; send the file as `file`',
              );
            }
            const result = await storeUpload(file.file, uploadDir, limits.maxFileBytes);
            if (!result.ok) throw tooLarge();
            stored = result.file;
          }
        } catch (error) {
          if (error instanceof HttpError) throw error;
          const code = (error as { code?: string }).code;
          if (code === 'FST_FILES_LIMIT')
            throw validationError('body.file', 'must be one file per upload');
          if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
            throw validationError('body', 'has too many fields');
          // The disk's own errors (ENOSPC, EACCES, ...) are the server's; anything else the
          // parser throws (no boundary, a part cut short) is a body that is not a form.
          if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) throw error;
          if ((error as { statusCode?: number }).statusCode === 400) throw error;
          throw validationError('body', 'is not a well-formed multipart form');
        }
        if (!stored) throw validationError('body.file', 'is required');

        const metadata = Object.fromEntries(
          METADATA_FIELDS.filter((k) => fields[k] !== undefined).map((k) => [k, fields[k]]),
        );
        // The type of the name first: a refused type is the one answer the upload area shows.
        const extension = extensionOf(fields.docName ?? '');
        const type = acceptedType(limits, extension);
        if (fields.docName && !type)
          throw new HttpError(
            415,
            'CASE_FILE_TYPE',
            `${extension ? `.${extension} files` : 'Files without an extension'} cannot be attached; accepted: ${acceptedList()}`,
          );
        const invalid = firstSchemaError(compiledMetadata, metadata, 'body');
        if (invalid || !type) throw invalid ?? validationError('body.docName', 'is required');
        const meta = metadata as CaseDocumentMetadata;
        if (meta.caseId !== caseId)
          throw validationError('body.caseId', 'must be the case id of the path');

        if (acceptedType(limits, meta.fileType)?.mimeType !== type.mimeType)
          throw validationError('body.fileType', `must name the type of docName (${extension})`);
        if (stored.sizeBytes === 0)
          throw new HttpError(400, 'CASE_FILE_EMPTY', 'The file is empty', 'body.file');
        if (type.kind === 'text' && !stored.isText)
          throw new HttpError(
            415,
            'CASE_FILE_TYPE',
            `The content of ${meta.docName} is not UTF-8 text`,
          );
        // What the file really is, told by its content (./content.ts): the type, and no
        // polyglot, active PDF content or macros.
        const refusal = await contentRefusal(join(uploadDir, stored.storageKey), type.kind);
        if (refusal)
          throw new HttpError(
            415,
            'CASE_FILE_TYPE',
            refusalMessage(refusal, meta.docName, extension),
          );

        const file = stored;
        const id = randomUUID();
        await db.transaction(async (tx) => {
          const locked = await visibleCase(tx, caseId, draft.user_id, draft.account_id, {
            forUpdate: true,
          });
          if (!locked) throw caseNotFound();
          if (locked.status !== 'Draft') throw notDraft(locked.status);
          if ((await documentCount(tx, caseId)) >= limits.maxFiles) throw tooMany();
          await checkQuota(tx, reply, draft.user_id, file.sizeBytes);
          await insertCaseDocument(
            tx,
            {
              id,
              caseId,
              docName: meta.docName,
              docType: meta.docType,
              fileType: extension,
              langCode: meta.langCode,
              uploadType: meta.type,
              mimeType: type.mimeType,
              sizeBytes: file.sizeBytes,
              sha256: file.sha256,
              storageKey: file.storageKey,
            },
            now(),
          );
        });
        stored = null;
        const row = await caseDocument(db, id);
        if (!row) throw caseNotFound();
        return reply.status(201).send(toCaseDocument(row));
      } finally {
        // Anything refused after the file reached the disk leaves nothing behind.
        if (stored) await removeStoredFiles(uploadDir, [stored.storageKey]);
        // A refusal mid-stream leaves the rest of the body unread: read it into nothing, so the
        // client finishes sending and gets the answer instead of a stalled connection.
        if (!request.raw.readableEnded) request.raw.resume();
      }
    },
  );

  app.get(
    '/users/account/customerCase/:caseId/documents',
    {
      schema: {
        tags: ['support'],
        summary: 'The documents of a case, in upload order',
        headers: supportHeaders,
        params: CaseIdParams,
        response: { 200: CaseDocumentList, ...errorResponses },
      },
    },
    async (request) => {
      const { user, account } = await context(request);
      const found = await visibleCase(db, request.params.caseId, user.id, account.id);
      if (!found) throw caseNotFound();
      const documents = await caseDocuments(db, [found.id]);
      return { documents: (documents.get(found.id) ?? []).map(toCaseDocument) };
    },
  );

  const documentOf = async (caseId: string, docId: string) => {
    const row = await caseDocument(db, docId, caseId);
    if (!row) throw new HttpError(404, 'NOT_FOUND', 'No such document');
    return row;
  };

  app.delete(
    '/users/account/customerCase/:caseId/documents/:docId',
    {
      schema: {
        tags: ['support'],
        summary:
          "Removes one uploaded file from a draft case (the upload area's remove); 409 CASE_NOT_DRAFT once submitted",
        headers: supportHeaders,
        params: CaseDocumentParams,
        response: { 204: Type.Null(), ...errorResponses, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const { caseId, docId } = request.params;
      const { draft } = await ownDraft(request, caseId);
      const doc = await documentOf(draft.id, docId);
      await deleteCaseDocument(db, doc.id);
      await removeStoredFiles(uploadDir, [doc.storage_key]);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/users/account/customerCase/:caseId/documents/:docId/download',
    {
      schema: {
        tags: ['support'],
        summary: 'A case document as an attachment, with its name and type',
        headers: supportHeaders,
        params: CaseDocumentParams,
        response: { 200: FileResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { caseId, docId } = request.params;
      const { user, account } = await context(request);
      const found = await visibleCase(db, caseId, user.id, account.id);
      if (!found) throw caseNotFound();
      const doc = await documentOf(found.id, docId);
      const path = storedPath(uploadDir, doc.storage_key);
      const size = path
        ? await stat(path).then(
            (s) => s.size,
            () => null,
          )
        : null;
      if (!path || size === null)
        throw new HttpError(404, 'NOT_FOUND', 'The file of this document is no longer available');
      const contentType = doc.mime_type.startsWith('text/')
        ? `${doc.mime_type}; charset=utf-8`
        : doc.mime_type;
      return (
        reply
          .type(contentType)
          .header('content-length', size)
          .header('content-disposition', attachmentHeader(doc.doc_name))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          // The file streams from disk; the schema's binary string type does not know streams.
          .send(createReadStream(path) as unknown as Buffer)
      );
    },
  );
};
