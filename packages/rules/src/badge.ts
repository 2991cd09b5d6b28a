import { BADGE_MAX } from './constants';

/**
 * Header badge text (ordering.md §9, shell-and-admin.md §2): counts above 99 read `99+`,
 * so a badge never shows 100. Zero, negative, null, undefined and NaN give '' (no badge);
 * fractions are floored.
 */
export function badgeLabel(n: number | null | undefined): string {
  if (typeof n !== 'number' || Number.isNaN(n)) return '';
  const count = Math.floor(n);
  if (count <= 0) return '';
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}
