/**
 * The i18n key of a value the server sends in English (a status, an order type, a ship method).
 * Its own module: the filters need it at start, the row rules only with the table.
 */
/** "credit memo request" → "creditMemoRequest". */
export function wordKey(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+(.)/g, (_, c: string) => c.toUpperCase())
    .replace(/[^a-zA-Z0-9]/g, '');
}
