/** Heading levels the support widgets take, to fit the outline of the page around them. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5;

/** The level below `level` (the sections' items under the sections' headings). */
export const below = (level: HeadingLevel): 2 | 3 | 4 | 5 | 6 => (level + 1) as 2 | 3 | 4 | 5 | 6;
