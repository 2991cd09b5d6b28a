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
 * spare room is shared by `fr`. A character is counted as 1ch (the width of a digit, at least that
 * of a letter of the table's sans-serif on average, and one more for the widest letters), plus
 * `paddingRem` for the cell's and the badge's padding.
 */
export function fitTrack(
  texts: Iterable<string>,
  { floorRem, paddingRem, fr = 1 }: { floorRem: number; paddingRem: number; fr?: number },
): string {
  let longest = 0;
  for (const text of texts) longest = Math.max(longest, charCount(text));
  if (longest === 0) return `minmax(${floorRem}rem, ${fr}fr)`;
  return `minmax(max(${floorRem}rem, calc(${longest + 1}ch + ${paddingRem}rem)), ${fr}fr)`;
}
