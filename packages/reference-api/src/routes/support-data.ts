/**
 * What the support routes share: who calls for which account, the language of labels, and how a
 * stored case and its documents read in the contract (ordering.md §3 Complaint case payload,
 * Uploaded case document; §7 Support cases).
 */
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../db/database';
import type { Language as UiLang } from '@anp/rules';
import { MARKETS, type MarketCode } from '../markets';
import { categoryPair } from '../support/catalogue';
import type {
  CaseDocument,
  CaseStatus,
  CaseType,
  ComplaintProductLine,
  CustomerCase,
} from '@anp/contract';
import { HttpError } from '../http-error';

type Q = Pick<Db, 'query'>;

/** Headers the support calls may carry: the selected account and the label language. */
export const supportHeaders = Type.Object({
  'x-account-id': Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  'x-language': Type.Optional(Type.String({ maxLength: 35 })),
});

export interface SupportUser {
  id: string;
  language: UiLang;
  country: string;
}

export interface SupportAccount {
  id: string;
  market: MarketCode;
  plantId: string;
}

const asLang = (value: unknown): UiLang | null => {
  const code = typeof value === 'string' ? value.trim().slice(0, 2).toLowerCase() : '';
  return code === 'en' || code === 'es' || code === 'pt' ? code : null;
};

export async function supportUser(q: Q, userId: string): Promise<SupportUser> {
  const [row] = await q.query<{ id: string; language: string; country: string }>(
    'SELECT id, language, country FROM users WHERE id = $1',
    [userId],
  );
  // A valid token for a user the database no longer has: the session is over.
  if (!row) throw new HttpError(401, 'UNAUTHORIZED', 'Unauthorized');
  return { id: row.id, language: asLang(row.language) ?? 'en', country: row.country };
}

/**
 * The language of server-made labels: an explicit `lang` query, else the X-Language header the
 * kit sends on cart-service calls, else Accept-Language when `acceptLanguage` is set (the cart
 * service sets it to the page language), else the user's own preference. The account service's
 * calls get no language header from the kit, and a browser's own Accept-Language says nothing of
 * the page's language, so those fall back to the user's preference.
 */
export function supportLanguage(
  request: FastifyRequest,
  user: SupportUser,
  options: { query?: string | undefined; acceptLanguage?: boolean } = {},
): UiLang {
  return (
    asLang(options.query) ??
    asLang(request.headers['x-language']) ??
    (options.acceptLanguage ? asLang(request.headers['accept-language']) : null) ??
    user.language
  );
}

const accountNotFound = () =>
  new HttpError(404, 'NOT_FOUND', 'No such account for this user', 'headers.x-account-id');

/**
 * The account a support call is for: X-Account-Id when it is one of the user's accounts (another
 * account answers like a missing one, so ids of other tenants cannot be probed), else the user's
 * selected account, else their primary one, else their first. Null for a user without accounts.
 */
export async function findSupportAccount(
  q: Q,
  userId: string,
  header: string | undefined,
): Promise<SupportAccount | null> {
  const rows = header
    ? await q.query<{ id: string; region: string; plant_id: string }>(
        `SELECT a.id, a.region, a.plant_id FROM user_accounts ua JOIN accounts a ON a.id = ua.account_id
          WHERE ua.user_id = $1 AND ua.account_id = $2`,
        [userId, header],
      )
    : await q.query<{ id: string; region: string; plant_id: string }>(
        `SELECT a.id, a.region, a.plant_id FROM user_accounts ua JOIN accounts a ON a.id = ua.account_id
          WHERE ua.user_id = $1 ORDER BY ua.selected DESC, ua.is_primary DESC, a.id LIMIT 1`,
        [userId],
      );
  const row = rows[0];
  if (!row) {
    if (header) throw accountNotFound();
    return null;
  }
  if (!Object.hasOwn(MARKETS, row.region)) throw accountNotFound();
  return { id: row.id, market: row.region as MarketCode, plantId: row.plant_id };
}

/** Like {@link findSupportAccount}, for calls that need an account (400 NO_ACCOUNT without). */
export async function supportAccount(
  q: Q,
  userId: string,
  header: string | undefined,
): Promise<SupportAccount> {
  const account = await findSupportAccount(q, userId, header);
  if (!account)
    throw new HttpError(
      400,
      'NO_ACCOUNT',
      'Select an account first: support cases belong to the selected account or the one in X-Account-Id',
      'headers.x-account-id',
    );
  return account;
}

/** The market of a call: the account's, else the user's home market (US when unknown). */
export function marketOf(account: SupportAccount | null, user: SupportUser): MarketCode {
  if (account) return account.market;
  return Object.hasOwn(MARKETS, user.country) ? (user.country as MarketCode) : 'us';
}

export interface CaseRow {
  id: string;
  case_number: string | null;
  account_id: string;
  user_id: string;
  case_type: CaseType;
  status: CaseStatus;
  market: MarketCode;
  plant_id: string | null;
  plant_name: string | null;
  category: string | null;
  sub_category: string | null;
  subject: string | null;
  order_question: boolean;
  order_number: string | null;
  delivery_date: string | null;
  phone_number: string | null;
  case_comment: string | null;
  products: ComplaintProductLine[];
  submit_fingerprint: string | null;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
}

/** Timestamps as ISO text from both drivers (PGlite gives Date objects, pg too). */
export const CASE_COLUMNS = `c.id, c.case_number, c.account_id, c.user_id, c.case_type, c.status,
  c.market, c.plant_id, c.plant_name, c.category, c.sub_category, c.subject, c.order_question,
  c.order_number, to_char(c.delivery_date, 'YYYYMMDD') AS delivery_date, c.phone_number,
  c.case_comment, c.products, c.submit_fingerprint,
  to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at,
  to_char(c.submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS submitted_at`;

/**
 * A case the caller may see, or null (404 for the caller: another tenant's case reads exactly
 * like a missing one). Cases belong to the account: every user of the selected account sees its
 * submitted cases, so colleagues do not raise the same complaint twice; a draft is the open form
 * of the one user who opened it, and only they see it.
 */
export async function visibleCase(
  q: Q,
  caseId: string,
  userId: string,
  accountId: string,
  options: { forUpdate?: boolean } = {},
): Promise<CaseRow | null> {
  const [row] = await q.query<CaseRow>(
    `SELECT ${CASE_COLUMNS} FROM customer_cases c
      WHERE c.id = $1 AND c.account_id = $2 AND (c.status <> 'Draft' OR c.user_id = $3)
      ${options.forUpdate ? 'FOR UPDATE' : ''}`,
    [caseId, accountId, userId],
  );
  return row ?? null;
}

export const caseNotFound = () => new HttpError(404, 'NOT_FOUND', 'No such case');

export const notDraft = (status: string) =>
  new HttpError(
    409,
    'CASE_NOT_DRAFT',
    `The case is ${status}: only a draft can be changed, submitted or discarded`,
  );

export interface DocumentRow {
  id: string;
  case_id: string;
  doc_name: string;
  doc_type: string;
  file_type: string;
  lang_code: string;
  upload_type: string;
  mime_type: string;
  size_bytes: number;
  sha256: string;
  storage_key: string;
  uploaded_at: string;
}

export const DOCUMENT_COLUMNS = `d.id, d.case_id, d.doc_name, d.doc_type, d.file_type, d.lang_code,
  d.upload_type, d.mime_type, d.size_bytes::float8 AS size_bytes, d.sha256, d.storage_key,
  to_char(d.uploaded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS uploaded_at`;

export function toCaseDocument(row: DocumentRow): CaseDocument {
  return {
    id: row.id,
    caseId: row.case_id,
    metadata: {
      caseId: row.case_id,
      docName: row.doc_name,
      docType: row.doc_type as CaseDocument['metadata']['docType'],
      fileType: row.file_type,
      langCode: row.lang_code as CaseDocument['metadata']['langCode'],
      type: row.upload_type as CaseDocument['metadata']['type'],
    },
    mimeType: row.mime_type,
    sizeBytes: row.size_bytes,
    uploadedAt: row.uploaded_at,
  };
}

/** The documents of some cases, in upload order, by case id. */
export async function caseDocuments(
  q: Q,
  caseIds: readonly string[],
): Promise<Map<string, DocumentRow[]>> {
  const byCase = new Map<string, DocumentRow[]>();
  if (caseIds.length === 0) return byCase;
  const rows = await q.query<DocumentRow>(
    `SELECT ${DOCUMENT_COLUMNS} FROM case_documents d WHERE d.case_id = ANY($1::text[])
      ORDER BY d.case_id, d.seq`,
    [caseIds],
  );
  for (const row of rows) {
    const list = byCase.get(row.case_id) ?? [];
    list.push(row);
    byCase.set(row.case_id, list);
  }
  return byCase;
}

/** A stored case as the contract's CustomerCase, labels in `lang`. */
export function toCustomerCase(
  row: CaseRow,
  documents: readonly DocumentRow[],
  lang: UiLang,
): CustomerCase {
  const labels =
    row.category && row.sub_category
      ? categoryPair(row.market, row.category, row.sub_category)
      : null;
  return {
    id: row.id,
    caseNumber: row.case_number,
    caseType: row.case_type,
    status: row.status,
    subject: row.subject,
    category: row.category,
    categoryLabel: labels?.category[lang] ?? row.category,
    subCategory: row.sub_category,
    subCategoryLabel: labels?.subCategory[lang] ?? row.sub_category,
    plant: row.plant_id,
    plantName: row.plant_name,
    orderQuestionCB: row.order_question,
    orderNumber: row.order_number,
    deliveryDate: row.delivery_date,
    phoneNumber: row.phone_number,
    caseComment: row.case_comment,
    products: row.products,
    documents: documents.map(toCaseDocument),
    accountId: row.account_id,
    userId: row.user_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    submittedAt: row.submitted_at,
  };
}

/** One case with its documents, as the contract shows it. */
export async function readCase(q: Q, row: CaseRow, lang: UiLang): Promise<CustomerCase> {
  const documents = await caseDocuments(q, [row.id]);
  return toCustomerCase(row, documents.get(row.id) ?? [], lang);
}
