import { formatNumber } from '@anp/core';

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * A file size as people read it, in the market's number format (ordering.md §1): "840 B",
 * "3.4 KB", "245 KB", "12.4 MB" ("12,4 MB" in Brazil and Colombia). Units of 1024 bytes, as
 * Windows shows sizes, so the figure matches what the user saw when choosing the file; one decimal
 * below 100 (so "10.2 MB" over a 10 MB limit does not read as "10 MB"), none above.
 */
export function formatFileSize(bytes: number, country: string): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // 1023.97 KB would round to "1,024.0 KB": say "1.0 MB".
  if (unit > 0 && unit < UNITS.length - 1 && Number(value.toFixed(1)) >= 1024) {
    value /= 1024;
    unit += 1;
  }
  if (Number.isInteger(value)) return `${formatNumber(value, country, 0)} ${UNITS[unit]}`;
  const digits = unit === 0 || Number(value.toFixed(1)) >= 100 ? 0 : 1;
  // Rounded up, so a file a little over a 10 MB limit reads "10.1 MB", never "10.0 MB" beside
  // "the limit is 10 MB"; an exact limit reads "10 MB".
  const scale = 10 ** digits;
  const shown = Math.ceil(value * scale - 1e-9) / scale;
  return `${formatNumber(shown, country, digits)} ${UNITS[unit]}`;
}
