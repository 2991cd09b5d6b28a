/**
 * A `part` attribute from names (`partList('button', 'primary', extra)` → `"button primary …"`),
 * leaving out the missing ones: an embedding page styles the piece with `::part(button)` or
 * `::part(button primary)`. The names the kit uses are listed in docs/decisions.md (issue 13).
 */
export function partList(...names: (string | false | null | undefined)[]): string {
  return names.filter((name): name is string => typeof name === 'string' && name !== '').join(' ');
}
