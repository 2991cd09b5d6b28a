/**
 * The demo data as rows of the reference API's tables, in column order: the API inserts them as
 * they are. Amounts and weights are exact decimal text, never floats.
 */
import { WEIGHT_SCALE } from '@anp/rules';

export interface Table {
  name: string;
  columns: readonly string[];
  rows: unknown[][];
}

/** Integer cents as a decimal string ("1234.05"). */
export function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A weight scaled by 10000 as a decimal string ("12.5000"). */
export function weightText(scaled: number): string {
  return `${Math.floor(scaled / WEIGHT_SCALE)}.${String(scaled % WEIGHT_SCALE).padStart(4, '0')}`;
}
