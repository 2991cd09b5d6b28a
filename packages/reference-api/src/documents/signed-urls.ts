/**
 * Signed document URLs (ordering.md §7 documents/getPreviewURL, documents/{id}/attachment,
 * documents/{docId}/thumbnail): an <img>, a <video> or pdf.js cannot send the bearer token, so
 * the API hands out short-lived URLs signed with HMAC-SHA256 over the purpose, the document id
 * and the expiry. A signature opens exactly one file of one document until it expires.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type SignedPurpose = 'attachment' | 'thumbnail';

/** Decision: a preview URL is valid for 10 minutes (the brief's lifetime). */
export const PREVIEW_URL_SECONDS = 10 * 60;
/**
 * Decision: thumbnail URLs in lists live an hour, their expiry rounded up to 10 minutes so the
 * same list refreshed within those minutes keeps the same URLs (the browser cache can serve them).
 */
export const THUMBNAIL_URL_SECONDS = 60 * 60;
const THUMBNAIL_BUCKET_SECONDS = 10 * 60;

export interface UrlSigner {
  /** The `exp` and `sig` query values of a URL of `id` for `purpose`, valid until `exp`. */
  sign(purpose: SignedPurpose, id: string, exp: number): string;
  /** Whether `sig` was made by {@link sign} for this purpose, id and expiry, and `exp` is ahead. */
  verify(purpose: SignedPurpose, id: string, exp: number, sig: string, nowSeconds: number): boolean;
}

export function createUrlSigner(secret: Uint8Array = randomBytes(32)): UrlSigner {
  if (secret.length < 16) throw new Error('The URL signing secret needs at least 16 bytes');
  const key = Buffer.from(secret);
  const mac = (purpose: string, id: string, exp: number) =>
    createHmac('sha256', key).update(`${purpose}\n${id}\n${exp}`).digest();
  return {
    sign: (purpose, id, exp) => mac(purpose, id, exp).toString('base64url'),
    verify(purpose, id, exp, sig, nowSeconds) {
      if (!Number.isSafeInteger(exp) || exp <= nowSeconds) return false;
      const expected = Buffer.from(mac(purpose, id, exp).toString('base64url'));
      const given = Buffer.from(sig);
      // Compared as text: a base64url twin that decodes to the same bytes is still refused.
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** Expiry of a thumbnail URL made at `nowSeconds` (see {@link THUMBNAIL_URL_SECONDS}). */
export function thumbnailExpiry(nowSeconds: number): number {
  const at = nowSeconds + THUMBNAIL_URL_SECONDS;
  return Math.ceil(at / THUMBNAIL_BUCKET_SECONDS) * THUMBNAIL_BUCKET_SECONDS;
}

/**
 * An absolute signed URL of a document's file, so it works from any page that embeds the kit (a
 * relative URL would resolve against the page's own origin). The origin is the configured public
 * one, never taken from the request: a client-sent Host or X-Forwarded-Host would otherwise get a
 * valid signature on a URL of its choosing.
 */
export function signedUrl(
  origin: string,
  prefix: string,
  signer: UrlSigner,
  purpose: SignedPurpose,
  id: string,
  exp: number,
): string {
  const sig = signer.sign(purpose, id, exp);
  return `${origin}${prefix}/documents/${encodeURIComponent(id)}/${purpose}?exp=${exp}&sig=${sig}`;
}

/** A single byte range of a file of `size` bytes (RFC 9110 §14), inclusive. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The range a `Range` header asks for: a range, `unsatisfiable` (416), or null to send the whole
 * file (no header, another unit, several ranges, or a malformed one: RFC 9110 lets a server
 * ignore those).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first.length > 15 || last.length > 15) return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Number(last);
  return { start, end: Math.min(end, size - 1) };
}
