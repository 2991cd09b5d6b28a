/** The document search (ordering.md §7 search/documents): words, accents and ranking. */
import type { DocumentRow } from './queries';

/** Lower case without accents, so "nutricion" finds "Nutrición". */
export const folded = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The distinct words of a query, folded. */
export const searchWords = (q: string): string[] => [
  ...new Set(
    folded(q)
      .split(/[\s\-_.,;:/]+/)
      .filter(Boolean),
  ),
];

/**
 * Search ranking: every word of the query must appear in the title or the file name; documents
 * whose title holds every word come first, then newest first. Returns null for a document that
 * does not match, else its rank (lower is better).
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

/** The matching documents, title matches first, then newest, then by id. */
export function rankDocuments(
  words: readonly string[],
  rows: readonly DocumentRow[],
): DocumentRow[] {
  return rows
    .map((row) => ({ row, rank: searchRank(words, row) }))
    .filter((r): r is { row: DocumentRow; rank: number } => r.rank !== null)
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        b.row.published_at.localeCompare(a.row.published_at) ||
        a.row.id.localeCompare(b.row.id),
    )
    .map((r) => r.row);
}
