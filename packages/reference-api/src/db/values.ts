/** Values as the API writes them into numeric columns: exact decimal text, never floats. */

/** Integer cents as a decimal string ("1234.05"). */
export function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
