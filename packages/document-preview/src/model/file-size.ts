import { formatNumber } from '@anp/core';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A file size for people, in the market's number format: "842 B", "3.4 KB", "245 KB",
 * "1.2 MB" ("1,2 MB" in Brazil and Colombia). Units of 1024 bytes, as Windows shows them, which
 * most of the portal's users compare with; one decimal below 10, none above. A negative or
 * unknown size gives ''.
 */
export function formatFileSize(bytes: number | null | undefined, country: string): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // 1023.96 KB rounds to "1024 KB": say "1.0 MB" instead.
  if (unit > 0 && unit < UNITS.length - 1 && Math.round(value) >= 1024) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${formatNumber(value, country, digits)} ${UNITS[unit]}`;
}
