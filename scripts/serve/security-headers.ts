/**
 * The security headers of the portal's pages and files (issue 12): a strict Content-Security-Policy
 * with a fresh nonce per page, no framing, HSTS, nosniff, a referrer policy and an opener policy.
 * Pure functions: the production server and the development server both take them from here.
 */
import { randomBytes } from 'node:crypto';

export interface PagePolicyOptions {
  /** The page's nonce: its `<script>` and `<style>` elements carry it (styled-components reads it). */
  nonce: string;
  /**
   * Origins outside the portal's own the page talks to: an external sign-in authority (MSAL's
   * token calls and its hidden renewal frame) or an API on another origin.
   */
  connectOrigins?: readonly string[];
  /** Development only: Vite's client talks to its HMR web socket. */
  websocket?: boolean;
}

/** A nonce for one response: 128 random bits, base64 (what CSP's `nonce-` source expects). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

const unique = (items: readonly string[]) => [...new Set(items)];

/** Origins of the given URLs or origins, dropping what is not an http(s) origin. */
export function originsOf(urls: readonly string[]): string[] {
  return unique(
    urls
      .map((u) => URL.parse(u))
      .filter((u): u is URL => !!u && (u.protocol === 'https:' || u.protocol === 'http:'))
      .map((u) => u.origin),
  );
}

/**
 * The CSP of a portal page. Scripts and styles: the portal's own files and the page's nonce, never
 * `'unsafe-inline'` or `'unsafe-eval'` (styled-components adds the nonce to the `<style>` elements
 * it creates, in the document and in every element's shadow root). The pdf.js worker is one of the
 * portal's files (`worker-src 'self'`); MSAL's calls go to the portal's own `/oidc` or to the
 * authority named in `connectOrigins`. The page may not be framed by anybody.
 */
export function pageContentSecurityPolicy(options: PagePolicyOptions): string {
  const outside = originsOf(options.connectOrigins ?? []).join(' ');
  const extra = outside ? ` ${outside}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${options.nonce}'`,
    `style-src 'self' 'nonce-${options.nonce}'`,
    // Product images and PDF thumbnails arrive as blobs; the page's icons are data: URLs.
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${extra}${options.websocket ? ' ws: wss:' : ''}`,
    // MSAL renews in a hidden frame of the sign-in authority when a refresh token cannot.
    `frame-src 'self'${extra}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${extra}`,
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

/** One year: what browsers' HSTS preload lists ask for. */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

/** Headers every response of the portal's origin carries (pages, files and proxied calls alike). */
export function baseSecurityHeaders(
  options: { hstsMaxAgeSeconds?: number } = {},
): Record<string, string> {
  return {
    'strict-transport-security': `max-age=${options.hstsMaxAgeSeconds ?? HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
  };
}

/** Headers of an HTML page: the base ones, its CSP, and no framing for browsers without CSP 2. */
export function pageSecurityHeaders(
  options: PagePolicyOptions & { hstsMaxAgeSeconds?: number },
): Record<string, string> {
  return {
    ...baseSecurityHeaders(options),
    'content-security-policy': pageContentSecurityPolicy(options),
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}

const NONCE_TAG = /<(script|style)\b(?![^>]*\bnonce=)/gi;

/**
 * Gives a page's `<script>` and `<style>` elements the nonce and adds the
 * `<meta property="csp-nonce">` styled-components reads for the `<style>` elements it creates.
 */
export function withNonce(html: string, nonce: string): string {
  const tagged = html.replace(NONCE_TAG, (_m, tag: string) => `<${tag} nonce="${nonce}"`);
  const meta = `<meta property="csp-nonce" nonce="${nonce}" />`;
  return tagged.includes('property="csp-nonce"')
    ? tagged.replace(/<meta property="csp-nonce"[^>]*>/, meta)
    : tagged.replace(/<head>/i, `<head>\n    ${meta}`);
}
