/**
 * The documents table: a document is the whole market's (no account) or one account's own; a
 * user sees those of their accounts and their accounts' markets. Files are read in full or by
 * byte range.
 */
import type { DocumentKind } from '@anp/contract';
import type { Db } from '../db/database';

type Q = Pick<Db, 'query'>;

export interface DocumentRow {
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

/** Documents of an account: its market's (no account) and its own. */
const OF_ACCOUNT = '((d.account_id IS NULL AND d.market = $1) OR d.account_id = $2)';

/**
 * A document any of the user's accounts may see: its own, or one of the whole market of one of
 * them. Another tenant's document reads exactly like a missing one.
 */
export async function visibleDocument(
  q: Q,
  userId: string,
  id: string,
): Promise<DocumentRow | null> {
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

/** A document by id, whoever may see it (the signed URLs vouch for the caller). */
export async function documentById(q: Q, id: string): Promise<DocumentRow | null> {
  const [row] = await q.query<DocumentRow>(
    `SELECT ${DOCUMENT_COLUMNS} FROM documents d WHERE d.id = $1`,
    [id],
  );
  return row ?? null;
}

/**
 * A page of an account's documents of a type: dates newest first and titles A to Z unless a
 * direction is given (decision), with the count of every document the filter keeps.
 */
export async function documentPage(
  q: Q,
  account: { market: string; id: string },
  filter: {
    docType?: string | undefined;
    sort: 'publishedAt' | 'title';
    direction: 'asc' | 'desc';
    offset: number;
    limit: number;
  },
): Promise<{ rows: DocumentRow[]; totalCount: number }> {
  const params: unknown[] = [account.market, account.id];
  const where = [OF_ACCOUNT];
  if (filter.docType) {
    params.push(filter.docType);
    where.push(`d.doc_type = $${params.length}`);
  }
  const direction = filter.direction.toUpperCase();
  const orderBy =
    filter.sort === 'title'
      ? `lower(d.title) ${direction}, d.id ${direction}`
      : `d.published_at ${direction}, lower(d.title) ASC, d.id ASC`;
  params.push(filter.limit, filter.offset);
  const rows = await q.query<DocumentRow & { total: number }>(
    `SELECT ${DOCUMENT_COLUMNS}, count(*) OVER ()::int AS total FROM documents d
      WHERE ${where.join(' AND ')} ORDER BY ${orderBy}
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  let totalCount = rows[0]?.total ?? 0;
  if (rows.length === 0 && filter.offset > 0) {
    const [counted] = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM documents d WHERE ${where.join(' AND ')}`,
      params.slice(0, -2),
    );
    totalCount = counted?.n ?? 0;
  }
  return { rows, totalCount };
}

/** Every document of an account, of a type when given (the search ranks them in memory). */
export function accountDocuments(
  q: Q,
  account: { market: string; id: string },
  docType: string | null,
): Promise<DocumentRow[]> {
  return q.query<DocumentRow>(
    `SELECT ${DOCUMENT_COLUMNS} FROM documents d
      WHERE ${OF_ACCOUNT} AND ($3::text IS NULL OR d.doc_type = $3)`,
    [account.market, account.id, docType],
  );
}

const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** A document's whole file, or null. */
export async function documentContent(q: Q, id: string): Promise<Buffer | null> {
  const [file] = await q.query<{ content: Uint8Array }>(
    'SELECT content FROM documents WHERE id = $1',
    [id],
  );
  return file ? asBuffer(file.content) : null;
}

/** `length` bytes of a document's file from `start` (0-based), or null. */
export async function documentBytes(
  q: Q,
  id: string,
  start: number,
  length: number,
): Promise<Buffer | null> {
  const [part] = await q.query<{ bytes: Uint8Array }>(
    'SELECT substring(content FROM $2 FOR $3) AS bytes FROM documents WHERE id = $1',
    [id, start + 1, length],
  );
  return part ? asBuffer(part.bytes) : null;
}

/** A document's PNG thumbnail, or null. */
export async function documentThumbnail(q: Q, id: string): Promise<Buffer | null> {
  const [row] = await q.query<{ thumbnail: Uint8Array | null }>(
    'SELECT thumbnail FROM documents WHERE id = $1',
    [id],
  );
  return row?.thumbnail ? asBuffer(row.thumbnail) : null;
}
