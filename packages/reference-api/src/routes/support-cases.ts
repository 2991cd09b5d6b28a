/**
 * Support cases (ordering.md §7 Support cases: users/account/customerCase GET and POST; §4
 * Complaint form: a draft is opened with the modal, Cancel discards it, Submit posts it) and
 * their documents (§2 screen 12, §3 Uploaded case document).
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { MultipartFile } from '@fastify/multipart';
import { Type, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { Db } from '../db/database';
import { ErrorBody, errorResponses } from '@anp/contract';
import {
  CaseDocument,
  CaseDocumentList,
  CaseDocumentMetadata,
  CaseDocumentParams,
  CaseIdParams,
  ComplaintCasePayload,
  CreateDraftCase,
  CustomerCase,
  CustomerCaseList,
  CustomerCasePost,
  CustomerCaseQuery,
  MAX_LOTS_PER_LINE,
  type ComplaintProductLine,
} from '@anp/contract';
import { HttpError } from '../http-error';
import { categoriesOf, categoryPair, mailToCodeOf, unitsOf } from '../support/catalogue';
import { localClock } from './lead-times';
import { MARKETS } from '../markets';
import { FileResponse, attachmentHeader } from './order-downloads';
import {
  CASE_COLUMNS,
  DOCUMENT_COLUMNS,
  caseDocuments,
  caseNotFound,
  notDraft,
  readCase,
  supportAccount,
  supportHeaders,
  supportLanguage,
  supportUser,
  toCaseDocument,
  toCustomerCase,
  visibleCase,
  type CaseRow,
  type DocumentRow,
  type SupportAccount,
} from './support-data';
import {
  acceptedType,
  contentMatches,
  extensionOf,
  removeStoredFiles,
  storeUpload,
  storedPath,
  type StoredUpload,
  type UploadLimits,
} from './support-files';

type Q = Pick<Db, 'query'>;

/** Drafts older than this are discarded whenever a new draft is opened (no sweeper needed). */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** A user keeps at most this many drafts; opening another discards the oldest. */
export const MAX_DRAFTS_PER_USER = 20;
/** Room for the multipart framing and the metadata fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface SupportCaseOptions {
  db: Db;
  now: () => Date;
  uploadDir: string;
  limits: UploadLimits;
  maxLotsPerLine: number;
}

const validationError = (field: string, message: string) =>
  new HttpError(400, 'VALIDATION', `${field} ${message}`, field);

const compiledDraft = Compile(CreateDraftCase);
const compiledSubmit = Compile(ComplaintCasePayload);
const compiledMetadata = Compile(CaseDocumentMetadata);

/** The first schema error of a value as the API's 400, naming the field like Fastify does. */
function firstSchemaError(
  check: { Errors(value: unknown): { instancePath: string; message: string; params: unknown }[] },
  value: unknown,
  context: string,
): HttpError | null {
  const [first] = check.Errors(value);
  if (!first) return null;
  const required = (first.params as { requiredProperties?: string[] } | undefined)
    ?.requiredProperties?.[0];
  const path = [first.instancePath.replace(/^\//, '').replace(/\//g, '.'), required]
    .filter(Boolean)
    .join('.');
  const field = path ? `${context}.${path}` : context;
  return validationError(field, required ? 'is required' : first.message);
}

/**
 * The body is a draft or a submit, told apart by caseStatus. Fastify validates it against the
 * union (which the OpenAPI document shows); when that fails, this names the field at fault of
 * the variant the caller meant, instead of the union's "must match a schema in anyOf".
 */
function bodyError(body: unknown): HttpError {
  const status = (body as { caseStatus?: unknown } | null)?.caseStatus;
  if (status === 'Draft') return firstSchemaError(compiledDraft, body, 'body') ?? badBody();
  if (status === 'New') return firstSchemaError(compiledSubmit, body, 'body') ?? badBody();
  return validationError(
    'body.caseStatus',
    'must be Draft (to open a draft case) or New (to submit a draft)',
  );
}
const badBody = () => validationError('body', 'is not a draft or a complaint case');

/** JSON with sorted keys: the same payload always gives the same fingerprint. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}
const fingerprint = (payload: ComplaintCasePayload) =>
  createHash('sha256').update(canonical(payload)).digest('hex');

/** YYYYMMDD as YYYY-MM-DD when it is a real calendar date, else null. */
export function calendarDate(yyyymmdd: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(yyyymmdd);
  if (!m) return null;
  const [, y, mo, d] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  const iso = `${y}-${mo}-${d}`;
  return date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** Phone numbers: digits with the usual separators, at least five digits. */
const PHONE = /^\+?[0-9 ()./-]+$/;

interface CheckedSubmit {
  plant: { id: string; name: string };
  products: ComplaintProductLine[];
  orderNumber: string | null;
  deliveryDate: string | null;
  caseDocs: Set<string>;
  subject: string;
  caseComment: string;
  phoneNumber: string;
}

/**
 * The rules of a submitted complaint beyond its schema (ordering.md §4 Complaint form, §5): the
 * plant of the account's market, a known category and sub-category pair, products of the
 * market, at most the configured lots per line, order number and delivery date when the case is
 * about an order (a real date, not in the future), and documents of this very draft.
 */
async function checkSubmit(
  q: Q,
  payload: ComplaintCasePayload,
  account: SupportAccount,
  draft: CaseRow,
  now: Date,
  maxLotsPerLine: number,
): Promise<CheckedSubmit> {
  const text = (field: string, value: string) => {
    const trimmed = value.trim();
    if (!trimmed) throw validationError(`body.${field}`, 'must not be blank');
    return trimmed;
  };
  const subject = text('subject', payload.subject);
  const caseComment = text('caseComment', payload.caseComment);
  const phoneNumber = text('phoneNumber', payload.phoneNumber);
  if (!PHONE.test(phoneNumber) || phoneNumber.replace(/\D/g, '').length < 5)
    throw validationError('body.phoneNumber', 'must be a phone number (digits, +, spaces, dashes)');

  const [plant] = await q.query<{ id: string; name: string }>(
    'SELECT id, name FROM plants WHERE (id = $1 OR code = $1) AND country = $2',
    [payload.plant, account.market],
  );
  if (!plant) throw validationError('body.plant', "is not a plant of the account's market");

  const pair = categoryPair(account.market, payload.category, payload.subCategory);
  if (!pair) {
    const known = categoriesOf(account.market).some((c) => c.code === payload.category);
    throw known
      ? validationError('body.subCategory', 'is not a sub-category of the category')
      : validationError('body.category', 'is not a complaint category of the market');
  }

  const skus = [...new Set(payload.products.map((p) => p.productId))];
  const found = await q.query<{ sku: string; title: string; package_type: string }>(
    `SELECT p.sku, p.title, p.package_type FROM products p
      WHERE p.sku = ANY($1::text[]) AND ($2 = ANY(p.markets) OR EXISTS (
        SELECT 1 FROM order_lines l JOIN orders o ON o.order_number = l.order_number
         WHERE l.sku = p.sku AND o.account_id = $3))`,
    [skus, account.market, account.id],
  );
  const bySku = new Map(found.map((r) => [r.sku, r]));
  const units = new Set(unitsOf(account.market).map((u) => u.code));
  const products = payload.products.map((line, i) => {
    const product = bySku.get(line.productId);
    if (!product)
      throw validationError(
        `body.products.${i}.productId`,
        "is not a product of the account's market",
      );
    if (!units.has(line.unitOfMeasure))
      throw validationError(
        `body.products.${i}.unitOfMeasure`,
        `must be one of ${[...units].join(', ')}`,
      );
    const lots = line.lotNumber.map((lot) => lot.trim()).filter(Boolean);
    if (lots.length > Math.min(maxLotsPerLine, MAX_LOTS_PER_LINE))
      throw validationError(
        `body.products.${i}.lotNumber`,
        `must have at most ${Math.min(maxLotsPerLine, MAX_LOTS_PER_LINE)} lot numbers`,
      );
    return {
      productId: product.sku,
      productName: line.productName.trim() || product.title,
      // Bags are asked only of products sold in bags (the product option's acceptedBag).
      affectedBag: product.package_type === 'bag' ? line.affectedBag : 0,
      qty: line.qty,
      unitOfMeasure: line.unitOfMeasure,
      lotNumber: [...new Set(lots)],
    };
  });

  let orderNumber: string | null = null;
  let deliveryDate: string | null = null;
  if (payload.orderQuestionCB) {
    const number = payload.orderNumber?.trim() ?? '';
    if (!number)
      throw validationError('body.orderNumber', 'is required when the case is about an order');
    const [order] = await q.query<{ order_number: string }>(
      'SELECT order_number FROM orders WHERE order_number = $1 AND account_id = $2',
      [number, account.id],
    );
    if (!order) throw validationError('body.orderNumber', 'is not an order of this account');
    if (!payload.deliveryDate)
      throw validationError('body.deliveryDate', 'is required when the case is about an order');
    const iso = calendarDate(payload.deliveryDate);
    if (!iso) throw validationError('body.deliveryDate', 'must be a real date as YYYYMMDD');
    const today = localClock(now, MARKETS[account.market].timeZone).date;
    if (iso > today) throw validationError('body.deliveryDate', 'must not be in the future');
    if (iso < '2000-01-01') throw validationError('body.deliveryDate', 'must be after 2000-01-01');
    orderNumber = order.order_number;
    deliveryDate = iso;
  }

  const docs = await caseDocuments(q, [draft.id]);
  const own = new Set((docs.get(draft.id) ?? []).map((d) => d.id));
  payload.caseDocs.forEach((id, i) => {
    if (!own.has(id))
      throw validationError(`body.caseDocs.${i}`, 'is not a document of this draft');
  });

  return {
    plant,
    products,
    orderNumber,
    deliveryDate,
    caseDocs: new Set(payload.caseDocs),
    subject,
    caseComment,
    phoneNumber,
  };
}

/** Removes drafts older than a day, and the oldest of the user's beyond the cap; returns file keys. */
async function pruneDrafts(q: Q, userId: string, now: Date): Promise<string[]> {
  const cutoff = new Date(now.getTime() - DRAFT_MAX_AGE_MS).toISOString();
  const stale = await q.query<{ id: string }>(
    `SELECT id FROM customer_cases WHERE status = 'Draft' AND (created_at < $1 OR id IN (
       SELECT id FROM customer_cases WHERE status = 'Draft' AND user_id = $2
        ORDER BY created_at DESC, seq DESC OFFSET ${MAX_DRAFTS_PER_USER - 1}))`,
    [cutoff, userId],
  );
  if (stale.length === 0) return [];
  const ids = stale.map((r) => r.id);
  const keys = await q.query<{ storage_key: string }>(
    'SELECT storage_key FROM case_documents WHERE case_id = ANY($1::text[])',
    [ids],
  );
  await q.query('DELETE FROM customer_cases WHERE id = ANY($1::text[])', [ids]);
  return keys.map((k) => k.storage_key);
}

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
const UploadBody = Type.Object({
  caseId: CaseDocumentMetadata.properties.caseId,
  docName: CaseDocumentMetadata.properties.docName,
  docType: CaseDocumentMetadata.properties.docType,
  fileType: CaseDocumentMetadata.properties.fileType,
  langCode: CaseDocumentMetadata.properties.langCode,
  type: CaseDocumentMetadata.properties.type,
  file: Type.Unsafe<unknown>({ type: 'string', format: 'binary', description: 'The file' }),
});

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

export const supportCaseRoutes: FastifyPluginAsync<SupportCaseOptions> = async (
  fastify,
  { db, now, uploadDir, limits, maxLotsPerLine },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  /** The caller, their account and label language. */
  const context = async (request: FastifyRequest) => {
    const user = await supportUser(db, request.user.id);
    const account = await supportAccount(
      db,
      user.id,
      request.headers['x-account-id'] as string | undefined,
    );
    return { user, account, lang: supportLanguage(request, user) };
  };

  app.get(
    '/users/account/customerCase',
    {
      schema: {
        tags: ['support'],
        summary:
          'The submitted cases of the selected account (every user of the account sees them), newest first; drafts are never listed',
        headers: supportHeaders,
        querystring: CustomerCaseQuery,
        response: { 200: CustomerCaseList, ...errorResponses },
      },
    },
    async (request) => {
      const { account, lang } = await context(request);
      const { offset, limit, status } = request.query;
      if (status === 'Draft') return { cases: [], totalCount: 0, offset, limit };
      const params: unknown[] = [account.id];
      let filter = "c.account_id = $1 AND c.status <> 'Draft'";
      if (status) {
        params.push(status);
        filter += ` AND c.status = $${params.length}`;
      }
      const [count] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM customer_cases c WHERE ${filter}`,
        params,
      );
      const rows = await db.query<CaseRow>(
        `SELECT ${CASE_COLUMNS} FROM customer_cases c WHERE ${filter}
          ORDER BY c.submitted_at DESC NULLS LAST, c.case_number DESC, c.id
          LIMIT ${limit} OFFSET ${offset}`,
        params,
      );
      const documents = await caseDocuments(
        db,
        rows.map((r) => r.id),
      );
      return {
        cases: rows.map((r) => toCustomerCase(r, documents.get(r.id) ?? [], lang)),
        totalCount: count?.n ?? 0,
        offset,
        limit,
      };
    },
  );

  app.post(
    '/users/account/customerCase',
    {
      attachValidation: true,
      schema: {
        tags: ['support'],
        summary:
          'caseStatus Draft: opens a draft case (201). caseStatus New with the draft id: submits it with the complaint (200, with its case number); the same submit again answers the same case, another submit of a case that is no longer a draft 409 CASE_NOT_DRAFT',
        headers: supportHeaders,
        body: CustomerCasePost,
        response: {
          200: CustomerCase,
          201: CustomerCase,
          ...errorResponses,
          409: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        if (request.validationError.validationContext === 'body') throw bodyError(request.body);
        throw request.validationError;
      }
      const { user, account, lang } = await context(request);
      const body = request.body;
      const at = now();

      if (body.caseStatus === 'Draft') {
        const id = randomUUID();
        const removed = await db.transaction(async (tx) => {
          const keys = await pruneDrafts(tx, user.id, at);
          await tx.query(
            `INSERT INTO customer_cases (id, account_id, user_id, case_type, status, market,
               created_at, updated_at) VALUES ($1, $2, $3, $4, 'Draft', $5, $6, $6)`,
            [id, account.id, user.id, body.caseType, account.market, at.toISOString()],
          );
          return keys;
        });
        await removeStoredFiles(uploadDir, removed);
        const row = await visibleCase(db, id, user.id, account.id);
        if (!row) throw caseNotFound();
        return reply.status(201).send(await readCase(db, row, lang));
      }

      const payload = body;
      const print = fingerprint(payload);
      const found = await visibleCase(db, payload.id, user.id, account.id);
      if (!found) throw caseNotFound();
      if (found.status !== 'Draft') {
        if (found.submit_fingerprint === print) return readCase(db, found, lang);
        throw notDraft(found.status);
      }
      const checked = await checkSubmit(db, payload, account, found, at, maxLotsPerLine);
      const result = await db.transaction(async (tx) => {
        const locked = await visibleCase(tx, payload.id, user.id, account.id, { forUpdate: true });
        if (!locked) throw caseNotFound();
        if (locked.status !== 'Draft') {
          // A concurrent submit won: the same payload gets its answer, another one a conflict.
          if (locked.submit_fingerprint === print) return { row: locked, removed: [] as string[] };
          throw notDraft(locked.status);
        }
        const [seq] = await tx.query<{ n: string }>(
          "SELECT nextval('customer_case_number_seq')::text AS n",
        );
        const caseNumber = `CS-${(seq?.n ?? '0').padStart(6, '0')}`;
        const dropped = await tx.query<{ storage_key: string }>(
          `DELETE FROM case_documents WHERE case_id = $1 AND NOT (id = ANY($2::text[]))
            RETURNING storage_key`,
          [payload.id, [...checked.caseDocs]],
        );
        await tx.query(
          `UPDATE customer_cases SET case_number = $2, status = 'New', case_type = $3,
             plant_id = $4, plant_name = $5, category = $6, sub_category = $7, subject = $8,
             order_question = $9, order_number = $10, delivery_date = $11, phone_number = $12,
             case_comment = $13, mail_to_code = $14, products = $15, submit_fingerprint = $16,
             updated_at = $17, submitted_at = $17
           WHERE id = $1`,
          [
            payload.id,
            caseNumber,
            payload.caseType,
            checked.plant.id,
            checked.plant.name,
            payload.category,
            payload.subCategory,
            checked.subject,
            payload.orderQuestionCB,
            checked.orderNumber,
            checked.deliveryDate,
            checked.phoneNumber,
            checked.caseComment,
            // The market's complaint desk, whatever the form sent (it is routing, not input).
            mailToCodeOf(account.market),
            JSON.stringify(checked.products),
            print,
            at.toISOString(),
          ],
        );
        const row = await visibleCase(tx, payload.id, user.id, account.id);
        if (!row) throw caseNotFound();
        return { row, removed: dropped.map((d) => d.storage_key) };
      });
      await removeStoredFiles(uploadDir, result.removed);
      return readCase(db, result.row, lang);
    },
  );

  app.delete(
    '/users/account/customerCase/:caseId',
    {
      schema: {
        tags: ['support'],
        summary:
          "Discards a draft case and its uploaded files (the complaint form's Cancel); 409 CASE_NOT_DRAFT for a submitted case",
        headers: supportHeaders,
        params: CaseIdParams,
        response: { 204: Type.Null(), ...errorResponses, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const { user, account } = await context(request);
      const removed = await db.transaction(async (tx) => {
        const found = await visibleCase(tx, request.params.caseId, user.id, account.id, {
          forUpdate: true,
        });
        if (!found) throw caseNotFound();
        if (found.status !== 'Draft') throw notDraft(found.status);
        const keys = await tx.query<{ storage_key: string }>(
          'SELECT storage_key FROM case_documents WHERE case_id = $1',
          [found.id],
        );
        await tx.query('DELETE FROM customer_cases WHERE id = $1', [found.id]);
        return keys.map((k) => k.storage_key);
      });
      await removeStoredFiles(uploadDir, removed);
      return reply.status(204).send(null);
    },
  );

  /** A draft of the caller's own, for the calls that change it. */
  const ownDraft = async (request: FastifyRequest, caseId: string) => {
    const ctx = await context(request);
    const found = await visibleCase(db, caseId, ctx.user.id, ctx.account.id);
    if (!found) throw caseNotFound();
    if (found.status !== 'Draft') throw notDraft(found.status);
    return { ...ctx, draft: found };
  };

  const countOf = async (q: Q, caseId: string) =>
    (
      await q.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM case_documents WHERE case_id = $1',
        [caseId],
      )
    )[0]?.n ?? 0;

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
  const acceptedList = () => limits.accepted.map((t) => t.extension).join(', ');

  app.post(
    '/users/account/customerCase/:caseId/documents',
    {
      validatorCompiler: uploadValidator,
      schema: {
        tags: ['support'],
        summary: `Uploads one file to a draft case (multipart: the six metadata fields, then \`file\`). The server checks the type by extension and by content (415 CASE_FILE_TYPE), the size (413 CASE_FILE_SIZE) and the count per case (409 CASE_FILE_COUNT)`,
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
      if ((await countOf(db, draft.id)) >= limits.maxFiles) throw tooMany();
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
              if (part.valueTruncated)
                throw validationError(`body.${part.fieldname}`, 'is too long');
              fields[part.fieldname] = fieldText(part.fieldname, part.value);
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
        const matches =
          type.kind === 'text' ? stored.isText : contentMatches(type.kind, stored.head);
        if (!matches)
          throw new HttpError(
            415,
            'CASE_FILE_TYPE',
            type.kind === 'text'
              ? `The content of ${meta.docName} is not UTF-8 text`
              : `The content of ${meta.docName} is not a .${extension} file`,
          );

        const file = stored;
        const id = randomUUID();
        await db.transaction(async (tx) => {
          const locked = await visibleCase(tx, caseId, draft.user_id, draft.account_id, {
            forUpdate: true,
          });
          if (!locked) throw caseNotFound();
          if (locked.status !== 'Draft') throw notDraft(locked.status);
          if ((await countOf(tx, caseId)) >= limits.maxFiles) throw tooMany();
          await tx.query(
            `INSERT INTO case_documents (id, case_id, doc_name, doc_type, file_type, lang_code,
               upload_type, mime_type, size_bytes, sha256, storage_key, uploaded_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
            [
              id,
              caseId,
              meta.docName,
              meta.docType,
              extension,
              meta.langCode,
              meta.type,
              type.mimeType,
              file.sizeBytes,
              file.sha256,
              file.storageKey,
              now().toISOString(),
            ],
          );
          await tx.query('UPDATE customer_cases SET updated_at = $2 WHERE id = $1', [
            caseId,
            now().toISOString(),
          ]);
        });
        stored = null;
        const [row] = await db.query<DocumentRow>(
          `SELECT ${DOCUMENT_COLUMNS} FROM case_documents d WHERE d.id = $1`,
          [id],
        );
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

  const documentOf = async (q: Q, caseId: string, docId: string) => {
    const [row] = await q.query<DocumentRow>(
      `SELECT ${DOCUMENT_COLUMNS} FROM case_documents d WHERE d.id = $1 AND d.case_id = $2`,
      [docId, caseId],
    );
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
      const doc = await documentOf(db, draft.id, docId);
      await db.query('DELETE FROM case_documents WHERE id = $1', [doc.id]);
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
      const doc = await documentOf(db, found.id, docId);
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
