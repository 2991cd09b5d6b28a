// A practical address check: something@something.tld, no spaces. The server checks again.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * Whether a confirmation may be sent to `text` (ordering.md §2 screen 4, "sending it to another
 * (validated) address"): the page refuses what is plainly not an address before it asks.
 */
export function isEmailAddress(text: string): boolean {
  return EMAIL.test(text);
}
