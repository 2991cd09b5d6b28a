/**
 * Find in a PDF's text (issue 14: the previewed PDF's text can be selected, copied and found).
 * Pure: the matches of a query in the text items of each page, as the text layer shows them.
 */

/** One match: its page (1-based), its text item and where in the item it starts. */
export interface TextMatch {
  page: number;
  item: number;
  start: number;
}

/** The query as compared: trimmed, case folded; '' finds nothing. */
export function foldQuery(query: string): string {
  return query.trim().toLowerCase();
}

/** Where `query` (folded) occurs in each item of one page, in reading order, not overlapping. */
export function matchesInPage(page: number, items: readonly string[], query: string): TextMatch[] {
  const needle = foldQuery(query);
  if (!needle) return [];
  const out: TextMatch[] = [];
  items.forEach((text, item) => {
    const haystack = text.toLowerCase();
    for (
      let at = haystack.indexOf(needle);
      at >= 0;
      at = haystack.indexOf(needle, at + needle.length)
    )
      out.push({ page, item, start: at });
  });
  return out;
}

/** The match to show after `current` (-1: none yet) going forwards or backwards, wrapping. */
export function stepMatch(current: number, count: number, forwards: boolean): number {
  if (count === 0) return -1;
  if (current < 0) return forwards ? 0 : count - 1;
  return (current + (forwards ? 1 : -1) + count) % count;
}

/** The first match on or after `page` (the page the user is on), else the first; -1 if none. */
export function firstMatchFrom(matches: readonly TextMatch[], page: number): number {
  if (matches.length === 0) return -1;
  const at = matches.findIndex((m) => m.page >= page);
  return at >= 0 ? at : 0;
}
