/**
 * Widths of the orders table's content columns. Every row of the virtualised table is a grid of
 * its own with the same tracks, so a track cannot grow to its content: a track that is too narrow
 * for the market's longest value cuts it ("₩9,083,716…" in Korea, "Factura cancela…" in Mexico at
 * 1366 px; QA, issue 14). These tracks start at the width of the longest text they show.
 */

/** Length of a text in characters as the eye counts them (a symbol like ₩ is one). */
function charCount(text: string): number {
  return Array.from(text).length;
}

/**
 * A grid track at least as wide as the longest of `texts`, and never narrower than `floorRem`;
 * spare room is shared by `fr`. A character counts `chPerChar` ch (the width of a digit in the
 * table's font): 1 for amounts (digits, and a symbol); less for words, whose letters are narrower
 * on average than a digit. `paddingRem` adds the cell's padding (and a badge's).
 */
export function fitTrack(
  texts: Iterable<string>,
  options: { floorRem: number; paddingRem: number; chPerChar?: number; fr?: number },
): string {
  const { floorRem, paddingRem, chPerChar = 1, fr = 1 } = options;
  let longest = 0;
  for (const text of texts) longest = Math.max(longest, charCount(text));
  if (longest === 0) return `minmax(${floorRem}rem, ${fr}fr)`;
  const ch = Math.ceil(longest * chPerChar * 10) / 10;
  return `minmax(max(${floorRem}rem, calc(${ch}ch + ${paddingRem}rem)), ${fr}fr)`;
}
