/** Markets the portal runs in, as used in the country path segment (ordering.md §1). */
export const COUNTRIES = [
  'us',
  'canada',
  'mx',
  'br',
  'kr',
  'cr',
  'hn',
  'ni',
  'pe',
  'co',
  'gt',
] as const;

/** A market country code. */
export type Country = (typeof COUNTRIES)[number];

/** Exact, case-sensitive check that a string is one of {@link COUNTRIES}. */
export function isCountry(x: string): x is Country {
  return (COUNTRIES as readonly string[]).includes(x);
}
