/** Heading levels the support widgets take, to fit the outline of the page around them. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5;

/** A level from an attribute: a whole number from `min` to 5, else `fallback`. */
export function headingLevelOf(
  n: number | undefined,
  fallback: HeadingLevel,
  min: HeadingLevel = 1,
): HeadingLevel {
  return n !== undefined && Number.isInteger(n) && n >= min && n <= 5
    ? (n as HeadingLevel)
    : fallback;
}

/** The level below `level` (the sections' items under the sections' headings). */
export const below = (level: HeadingLevel): 2 | 3 | 4 | 5 | 6 => (level + 1) as 2 | 3 | 4 | 5 | 6;
