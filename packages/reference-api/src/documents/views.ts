/** A document row as the contract's DocumentSummary. */
import type { DocumentSummary } from '@anp/contract';
import type { DocumentRow } from './queries';

export const toSummary = (row: DocumentRow, thumbnailUrl: string | null): DocumentSummary => ({
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
  thumbnailUrl,
});
