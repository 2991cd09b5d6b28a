/**
 * The signed preview URL (documents/getPreviewURL, ordering.md §7): an <img>, a <video> or pdf.js
 * cannot send the bearer token, so they read the file from a URL the server signed for a few
 * minutes. When it has expired, or is about to, the preview asks for a new one.
 */

/** A URL with less time left than this is treated as expired: loading a file takes time too. */
export const EXPIRY_MARGIN_MS = 30_000;

/** Whether a URL expiring at `expiresAt` (ISO date-time) is no longer safe to start loading. */
export function isExpiring(expiresAt: string | null | undefined, now: number): boolean {
  const at = Date.parse(expiresAt ?? '');
  // An unreadable expiry is not trusted: better one call too many than a broken preview.
  return !Number.isFinite(at) || at - now < EXPIRY_MARGIN_MS;
}

/**
 * The absolute URL of a preview, resolved against the document service's base, which is itself
 * resolved against the page (`/api` on the portal, `https://api.example.com/api` on a market
 * site), so a root-relative answer still points at the API and not at the CMS page's server.
 * Only http(s) and blob: URLs (files made in the page, as the stories do) are accepted; anything
 * else (javascript:, data:) gives null.
 */
export function resolvePreviewUrl(
  url: string,
  serviceBase: string,
  pageUrl: string,
): string | null {
  try {
    const base = new URL(serviceBase.endsWith('/') ? serviceBase : `${serviceBase}/`, pageUrl);
    const resolved = new URL(url, base);
    return ['https:', 'http:', 'blob:'].includes(resolved.protocol) ? resolved.href : null;
  } catch {
    return null;
  }
}
