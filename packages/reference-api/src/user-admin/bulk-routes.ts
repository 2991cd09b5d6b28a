/**
 * The bulk upload's routes (bulkusermanagement): the template (CSV or XLSX), the dry run
 * (multipart `file`, optional `mode`), apply (a job with progress), the job's state and its
 * result file. Every route needs the user-management group; a new user also `create_new_user`.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { Type, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import {
  BULK_COLUMNS,
  BulkApply,
  BulkCheck,
  BulkFormatQuery,
  BulkJob,
  ErrorBody,
  LangQuery,
  errorResponses,
} from '@anp/contract';
import { HttpError } from '../http-error';
import { firstSchemaError, validationError } from '../support/validation';
import { FileResponse, attachmentHeader } from '../http-files';
import { startJob, jobRow, toJob } from './apply';
import {
  BulkFileError,
  TEMPLATE_EXAMPLE,
  dryRun,
  loadLookups,
  type BulkMode,
  type ReadyRow,
  type SkippedRow,
} from './bulk';
import { adminOf } from './caller';
import { CONTENT_TYPES, readRows, tableFile } from './files';
import { closed, tags, type UserAdminOptions } from './route-schemas';
import { TEXTS } from './texts';

/** The largest file the dry run reads. */
export const MAX_BULK_FILE_BYTES = 10 * 1024 * 1024;
const UPLOAD_KEPT_MS = 60 * 60 * 1000;

export const userBulkRoutes: FastifyPluginAsync<UserAdminOptions> = async (
  fastify,
  { db, users },
) => {
  await fastify.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_BULK_FILE_BYTES + 1, files: 1, fields: 2, fieldSize: 64, parts: 3 },
  });
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Jobs still saving when the server closes are awaited (the database stays open until then).
  const running = new Set<Promise<void>>();
  fastify.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });

  app.get(
    '/users/bulk/template',
    {
      schema: {
        tags,
        summary: 'The bulk upload template (CSV or XLSX): the columns and one example row',
        querystring: BulkFormatQuery,
        produces: [CONTENT_TYPES.csv, CONTENT_TYPES.xlsx],
        response: { 200: FileResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      await adminOf(db, request, { lang: request.query.lang });
      // Real sold-to codes of the United States, so the example row passes the dry run.
      const codes = await db.query<{ sold_to_code: string }>(
        `SELECT sold_to_code FROM accounts WHERE region = 'us' AND kind = 'customer' ORDER BY id LIMIT 2`,
      );
      const example = {
        ...TEMPLATE_EXAMPLE,
        ...(codes.length ? { accounts: codes.map((c) => c.sold_to_code).join(';') } : {}),
      };
      const format = request.query.format;
      const file = await tableFile(format, 'Users', [
        [...BULK_COLUMNS],
        BULK_COLUMNS.map((c) => example[c]),
      ]);
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', attachmentHeader(`users-template.${format}`))
        .send(file);
    },
  );

  app.post(
    '/users/bulk/validate',
    {
      // The body is a multipart stream the handler reads itself.
      validatorCompiler: ({ schema, httpPart }) => {
        if (httpPart === 'body') return () => true;
        const compiled = Compile(schema as TSchema);
        return (data: unknown) => {
          if (compiled.Check(data)) return true;
          const part = httpPart === 'params' ? 'params' : 'query';
          return {
            error: firstSchemaError(compiled, data, part) ?? validationError(part, 'is not valid'),
          };
        };
      },
      schema: {
        tags,
        summary:
          'The dry run of a bulk upload (multipart: `file`, CSV or XLSX; `mode` create-only or upsert, default upsert): every row checked, nothing saved',
        consumes: ['multipart/form-data'],
        querystring: LangQuery,
        body: Type.Object(
          {
            file: Type.Unsafe<unknown>({ type: 'string', format: 'binary' }),
            mode: Type.Optional(Type.Union([Type.Literal('create-only'), Type.Literal('upsert')])),
          },
          closed,
        ),
        response: { 200: BulkCheck, ...errorResponses, 413: ErrorBody, 415: ErrorBody },
      },
    },
    async (request) => {
      const admin = await adminOf(db, request, { lang: request.query.lang });
      const t = TEXTS[admin.lang];
      if (!request.isMultipart())
        throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');
      let mode: BulkMode = 'upsert';
      let file: { name: string; bytes: Buffer } | null = null;
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (
            part.fieldname !== 'mode' ||
            (part.value !== 'create-only' && part.value !== 'upsert')
          )
            throw new HttpError(
              400,
              'VALIDATION',
              `body.${part.fieldname} is not valid`,
              `body.${part.fieldname}`,
            );
          mode = part.value;
          continue;
        }
        if (part.fieldname !== 'file')
          throw new HttpError(
            400,
            'VALIDATION',
            `body.${part.fieldname} is not a field`,
            `body.${part.fieldname}`,
          );
        const bytes = await part.toBuffer();
        if (part.file.truncated || bytes.length > MAX_BULK_FILE_BYTES)
          throw new HttpError(
            413,
            'PAYLOAD_TOO_LARGE',
            `The file is larger than ${MAX_BULK_FILE_BYTES} bytes`,
          );
        file = {
          name: (part.filename || 'users').replace(/[^\p{L}\p{N} ._-]/gu, '_').slice(0, 120),
          bytes,
        };
      }
      if (!file) throw new HttpError(400, 'VALIDATION', `body.file ${t.required}`, 'body.file');
      let rows;
      try {
        rows = await readRows(file.bytes);
      } catch {
        throw new HttpError(400, 'VALIDATION', t.badFile, 'body.file');
      }
      let result;
      try {
        result = dryRun(rows, await loadLookups(db), mode, admin.lang);
      } catch (error) {
        if (error instanceof BulkFileError)
          throw new HttpError(400, 'VALIDATION', error.message, 'body.file');
        throw error;
      }
      // Creating users needs create_new_user: without it, a row that would create one is refused.
      if (!admin.canCreate) {
        const refused = result.ready.filter((r) => r.userId === null);
        for (const r of refused) {
          result.skipped.push({
            line: r.line,
            email: r.email,
            code: 'FORBIDDEN',
            message: t.cannotCreate,
          });
          result.errors.push({
            line: r.line,
            column: null,
            code: 'FORBIDDEN',
            message: t.cannotCreate,
            value: null,
          });
        }
        result.errorCount += refused.length;
        result.ready = result.ready.filter((r) => r.userId !== null);
        result.errors.sort((a, b) => a.line - b.line);
      }
      const uploadId = randomUUID();
      await db.query('DELETE FROM user_bulk_uploads WHERE expires_at < now()');
      await db.query(
        `INSERT INTO user_bulk_uploads (id, owner_id, file_name, mode, rows, row_count, skipped, expires_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7::jsonb, $8)`,
        [
          uploadId,
          admin.id,
          file.name,
          mode,
          JSON.stringify(result.ready),
          result.rowCount,
          JSON.stringify(result.skipped),
          new Date(Date.now() + UPLOAD_KEPT_MS),
        ],
      );
      const createCount = result.ready.filter((r) => r.userId === null).length;
      return {
        uploadId,
        fileName: file.name,
        rowCount: result.rowCount,
        validCount: result.ready.length,
        createCount,
        updateCount: result.ready.length - createCount,
        errorCount: result.errorCount,
        errors: result.errors,
      };
    },
  );

  app.post(
    '/users/bulk/apply',
    {
      schema: {
        tags,
        summary:
          'Saves the valid rows of a dry run as a job (202); follow it at users/bulk/jobs/{jobId}',
        body: BulkApply,
        response: { 202: BulkJob, ...errorResponses },
      },
    },
    async (request, reply) => {
      const admin = await adminOf(db, request);
      // Taken once: a second apply of the same upload finds nothing.
      const [upload] = await db.query<{
        id: string;
        rows: ReadyRow[] | string;
        skipped: SkippedRow[] | string;
      }>(
        `DELETE FROM user_bulk_uploads WHERE id = $1 AND owner_id = $2 AND expires_at > now()
         RETURNING id, rows, skipped`,
        [request.body.uploadId, admin.id],
      );
      if (!upload)
        throw new HttpError(
          404,
          'BULK_UPLOAD_EXPIRED',
          TEXTS[admin.lang].uploadExpired,
          'body.uploadId',
        );
      const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
      const { job, done } = await startJob(
        db,
        admin,
        { id: upload.id, rows: parse(upload.rows), skipped: parse(upload.skipped) },
        (ids) => ids.forEach((id) => users.forget(id)),
      );
      running.add(done);
      void done.finally(() => running.delete(done));
      return reply.status(202).send(job);
    },
  );

  const JobParams = Type.Object({ jobId: Type.String({ format: 'uuid' }) }, closed);

  app.get(
    '/users/bulk/jobs/:jobId',
    {
      schema: {
        tags,
        summary: "A bulk upload job's progress, then its outcome",
        params: JobParams,
        response: { 200: BulkJob, ...errorResponses },
      },
    },
    async (request) => {
      const admin = await adminOf(db, request);
      const row = await jobRow(db, request.params.jobId, admin.id);
      if (!row) throw new HttpError(404, 'NOT_FOUND', TEXTS[admin.lang].jobNotFound);
      return toJob(row);
    },
  );

  app.get(
    '/users/bulk/jobs/:jobId/result',
    {
      schema: {
        tags,
        summary:
          'What a finished job created, updated, refused or skipped, row by row (CSV or XLSX)',
        params: JobParams,
        querystring: BulkFormatQuery,
        produces: [CONTENT_TYPES.csv, CONTENT_TYPES.xlsx],
        response: { 200: FileResponse, ...errorResponses, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const admin = await adminOf(db, request, { lang: request.query.lang });
      const t = TEXTS[admin.lang];
      const row = await jobRow(db, request.params.jobId, admin.id);
      if (!row) throw new HttpError(404, 'NOT_FOUND', t.jobNotFound);
      if (row.status === 'running')
        throw new HttpError(409, 'JOB_RUNNING', `${row.processed} / ${row.total}`);
      const h = t.resultHeaders;
      const format = request.query.format;
      const file = await tableFile(format, 'Result', [
        [h.line, h.email, h.outcome, h.userId, h.message],
        ...row.outcomes.map((o) => [o.line, o.email, t.outcomes[o.outcome], o.userId, o.message]),
      ]);
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', attachmentHeader(`users-result.${format}`))
        .send(file);
    },
  );
};
