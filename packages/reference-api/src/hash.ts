/**
 * FNV-1a 32-bit hash of a string: the server's deterministic stand-in for data it does not keep
 * (a lot's analysis values, the day a receivable is paid, a product image's colour), so the same
 * input always gives the same answer on every machine.
 */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
