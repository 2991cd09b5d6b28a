/**
 * The name a downloaded document is saved under (ordering.md §8 downloads: "saved under the
 * server's file name"). Pure: no React, no DOM.
 */

/** The server's file name, else the fallback; no path separators either way. */
export function fileNameOf(result: { filename: string | null }, fallback: string): string {
  const name = (result.filename ?? '').trim() || fallback;
  return name.replace(/[\\/]+/g, '_');
}
