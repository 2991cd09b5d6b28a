/**
 * Page navigation of multi-page documents (PDF, TIFF): Previous, Next and "Page 2 of 5" with a
 * page number the user can type (ordering.md §2 screen 11).
 */

/** `page` kept within 1..count (1 when the count is not known yet). */
export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, count));
}

/**
 * The page a typed number asks for: digits only (surrounding spaces allowed), kept within the
 * document, so "99" on a 5-page file opens page 5. Anything else (empty, "2a", "-1", "1.5")
 * gives null and the field goes back to the current page.
 */
export function parsePageInput(text: string, count: number): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return null;
  return clampPage(Number(trimmed), count);
}

/** Whether Previous and Next can be used on `page` of `count`. */
export function pageMoves(page: number, count: number): { previous: boolean; next: boolean } {
  return { previous: page > 1, next: page < count };
}
