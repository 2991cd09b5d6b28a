/**
 * Support cases and their documents in the database (ordering.md §3 Complaint case payload,
 * Uploaded case document; §7 Support cases): who may see which case, drafts and their pruning,
 * the submit, and the files' metadata (the files themselves are on disk: ./files.ts).
 */
import type { CaseStatus, CaseType, ComplaintProductLine } from '@anp/contract';
import type { Db } from '../db/database';
import type { MarketCode } from '../markets';

type Q = Pick<Db, 'query'>;

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
const CASE_COLUMNS = `c.id, c.case_number, c.account_id, c.user_id, c.case_type, c.status,
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

export interface CaseDocumentRow {
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

const DOCUMENT_COLUMNS = `d.id, d.case_id, d.doc_name, d.doc_type, d.file_type, d.lang_code,
  d.upload_type, d.mime_type, d.size_bytes::float8 AS size_bytes, d.sha256, d.storage_key,
  to_char(d.uploaded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS uploaded_at`;

/** The documents of some cases, in upload order, by case id. */
export async function caseDocuments(
  q: Q,
  caseIds: readonly string[],
): Promise<Map<string, CaseDocumentRow[]>> {
  const byCase = new Map<string, CaseDocumentRow[]>();
  if (caseIds.length === 0) return byCase;
  const rows = await q.query<CaseDocumentRow>(
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

/** A page of the account's submitted cases (of a status), newest first, and their count. */
export async function casesPage(
  q: Q,
  accountId: string,
  filter: { status?: string | undefined; offset: number; limit: number },
): Promise<{ rows: CaseRow[]; totalCount: number }> {
  const params: unknown[] = [accountId];
  let where = "c.account_id = $1 AND c.status <> 'Draft'";
  if (filter.status) {
    params.push(filter.status);
    where += ` AND c.status = $${params.length}`;
  }
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM customer_cases c WHERE ${where}`,
    params,
  );
  const rows = await q.query<CaseRow>(
    `SELECT ${CASE_COLUMNS} FROM customer_cases c WHERE ${where}
      ORDER BY c.submitted_at DESC NULLS LAST, c.case_number DESC, c.id
      LIMIT ${filter.limit} OFFSET ${filter.offset}`,
    params,
  );
  return { rows, totalCount: count?.n ?? 0 };
}

/** Opens a draft case of the user on the account. */
export async function insertDraft(
  q: Q,
  draft: { id: string; accountId: string; userId: string; caseType: string; market: string },
  now: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO customer_cases (id, account_id, user_id, case_type, status, market,
       created_at, updated_at) VALUES ($1, $2, $3, $4, 'Draft', $5, $6, $6)`,
    [draft.id, draft.accountId, draft.userId, draft.caseType, draft.market, now.toISOString()],
  );
}

/** Drafts created before `cutoff`, and the user's beyond the newest `keep`. */
export async function staleDraftIds(
  q: Q,
  userId: string,
  cutoff: string,
  keep: number,
): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    `SELECT id FROM customer_cases WHERE status = 'Draft' AND (created_at < $1 OR id IN (
       SELECT id FROM customer_cases WHERE status = 'Draft' AND user_id = $2
        ORDER BY created_at DESC, seq DESC OFFSET ${keep}))`,
    [cutoff, userId],
  );
  return rows.map((r) => r.id);
}

/** Deletes cases with their documents; returns the documents' storage keys. */
export async function deleteCases(q: Q, ids: readonly string[]): Promise<string[]> {
  const keys = await q.query<{ storage_key: string }>(
    'SELECT storage_key FROM case_documents WHERE case_id = ANY($1::text[])',
    [ids],
  );
  await q.query('DELETE FROM customer_cases WHERE id = ANY($1::text[])', [ids]);
  return keys.map((k) => k.storage_key);
}

/** The next case number of the database's sequence (CS-000123). */
export async function nextCaseNumber(q: Q): Promise<string> {
  const [seq] = await q.query<{ n: string }>(
    "SELECT nextval('customer_case_number_seq')::text AS n",
  );
  return `CS-${(seq?.n ?? '0').padStart(6, '0')}`;
}

/** Removes a case's documents but `keep`; returns their storage keys. */
export async function dropDocumentsExcept(
  q: Q,
  caseId: string,
  keep: readonly string[],
): Promise<string[]> {
  const dropped = await q.query<{ storage_key: string }>(
    `DELETE FROM case_documents WHERE case_id = $1 AND NOT (id = ANY($2::text[]))
      RETURNING storage_key`,
    [caseId, keep],
  );
  return dropped.map((d) => d.storage_key);
}

/** What a submit writes on the draft, which becomes a New case. */
export interface SubmittedCase {
  caseNumber: string;
  caseType: string;
  plantId: string;
  plantName: string;
  category: string;
  subCategory: string;
  subject: string;
  orderQuestion: boolean;
  orderNumber: string | null;
  deliveryDate: string | null;
  phoneNumber: string;
  caseComment: string;
  mailToCode: string;
  products: readonly ComplaintProductLine[];
  fingerprint: string;
}

export async function markSubmitted(
  q: Q,
  caseId: string,
  c: SubmittedCase,
  now: Date,
): Promise<void> {
  await q.query(
    `UPDATE customer_cases SET case_number = $2, status = 'New', case_type = $3,
       plant_id = $4, plant_name = $5, category = $6, sub_category = $7, subject = $8,
       order_question = $9, order_number = $10, delivery_date = $11, phone_number = $12,
       case_comment = $13, mail_to_code = $14, products = $15, submit_fingerprint = $16,
       updated_at = $17, submitted_at = $17
     WHERE id = $1`,
    [
      caseId,
      c.caseNumber,
      c.caseType,
      c.plantId,
      c.plantName,
      c.category,
      c.subCategory,
      c.subject,
      c.orderQuestion,
      c.orderNumber,
      c.deliveryDate,
      c.phoneNumber,
      c.caseComment,
      c.mailToCode,
      JSON.stringify(c.products),
      c.fingerprint,
      now.toISOString(),
    ],
  );
}

/** The products of a complaint: sold in the market, or bought by the account. */
export function complaintProducts(
  q: Q,
  skus: readonly string[],
  market: MarketCode,
  accountId: string,
): Promise<{ sku: string; title: string; package_type: string }[]> {
  return q.query<{ sku: string; title: string; package_type: string }>(
    `SELECT p.sku, p.title, p.package_type FROM products p
      WHERE p.sku = ANY($1::text[]) AND ($2 = ANY(p.markets) OR EXISTS (
        SELECT 1 FROM order_lines l JOIN orders o ON o.order_number = l.order_number
         WHERE l.sku = p.sku AND o.account_id = $3))`,
    [skus, market, accountId],
  );
}

/** How many documents a case holds. */
export async function documentCount(q: Q, caseId: string): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM case_documents WHERE case_id = $1',
    [caseId],
  );
  return row?.n ?? 0;
}

/**
 * The bytes of the files a user uploaded since `since` that are still stored (the daily upload
 * quota), and when the oldest of them was uploaded.
 */
export async function uploadedSince(
  q: Q,
  userId: string,
  since: Date,
): Promise<{ bytes: number; oldest: Date | null }> {
  const [row] = await q.query<{ bytes: string | null; oldest: string | Date | null }>(
    `SELECT sum(d.size_bytes)::text AS bytes, min(d.uploaded_at) AS oldest
       FROM case_documents d JOIN customer_cases c ON c.id = d.case_id
      WHERE c.user_id = $1 AND d.uploaded_at > $2`,
    [userId, since.toISOString()],
  );
  return {
    bytes: Number(row?.bytes ?? 0),
    oldest: row?.oldest ? new Date(row.oldest) : null,
  };
}

/** Records an uploaded file of a case and touches the case. */
export async function insertCaseDocument(
  q: Q,
  d: {
    id: string;
    caseId: string;
    docName: string;
    docType: string;
    fileType: string;
    langCode: string;
    uploadType: string;
    mimeType: string;
    sizeBytes: number;
    sha256: string;
    storageKey: string;
  },
  now: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO case_documents (id, case_id, doc_name, doc_type, file_type, lang_code,
       upload_type, mime_type, size_bytes, sha256, storage_key, uploaded_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      d.id,
      d.caseId,
      d.docName,
      d.docType,
      d.fileType,
      d.langCode,
      d.uploadType,
      d.mimeType,
      d.sizeBytes,
      d.sha256,
      d.storageKey,
      now.toISOString(),
    ],
  );
  await q.query('UPDATE customer_cases SET updated_at = $2 WHERE id = $1', [
    d.caseId,
    now.toISOString(),
  ]);
}

/** A document of a case (by the case too, so a document id of another case is missing). */
export async function caseDocument(
  q: Q,
  docId: string,
  caseId?: string,
): Promise<CaseDocumentRow | null> {
  const [row] = await q.query<CaseDocumentRow>(
    caseId === undefined
      ? `SELECT ${DOCUMENT_COLUMNS} FROM case_documents d WHERE d.id = $1`
      : `SELECT ${DOCUMENT_COLUMNS} FROM case_documents d WHERE d.id = $1 AND d.case_id = $2`,
    caseId === undefined ? [docId] : [docId, caseId],
  );
  return row ?? null;
}

export async function deleteCaseDocument(q: Q, docId: string): Promise<void> {
  await q.query('DELETE FROM case_documents WHERE id = $1', [docId]);
}
