/**
 * A count the user typed in a cart line (a quantity or full pallets): digits only, since a count
 * is a whole number (ordering.md §5 quantity rules). Blank is no count (null); anything else is
 * `'invalid'` and stays on screen as typed, with a message, rather than being saved.
 */
export function parseCount(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,7}$/.test(trimmed)) return 'invalid';
  return Number(trimmed);
}
