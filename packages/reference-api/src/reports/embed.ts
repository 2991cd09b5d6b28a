/**
 * The reference API's stand-in for an external reporting service (issue 16): a small report page
 * meant to be framed, and the short-lived embed tokens it needs. The kit gets a token with
 * reports/embedReports and hands it to the frame by postMessage; the page reads its figures with
 * it (reports/embed/data) and takes each renewed token the same way, without reloading.
 *
 * A token is `payload.signature`: the account, user, report, language and expiry, signed with
 * HMAC-SHA256 under a key of this process. Decision: 10 minutes by default, configurable with
 * ANP_REPORTS_EMBED_TOKEN_SECONDS (30 s to 1 day); the kit renews `renewBefore` seconds ahead.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Lang } from '../accounts/caller';

export const DEFAULT_EMBED_TOKEN_SECONDS = 10 * 60;

/** Token lifetime: ANP_REPORTS_EMBED_TOKEN_SECONDS when it is a whole number in range. */
export function embedTokenSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.ANP_REPORTS_EMBED_TOKEN_SECONDS);
  return Number.isInteger(value) && value >= 30 && value <= 86_400
    ? value
    : DEFAULT_EMBED_TOKEN_SECONDS;
}

/** Seconds before expiry at which the kit asks for a new token: a fifth of the life, at most 60. */
export function renewBeforeSeconds(lifetime: number): number {
  return Math.min(60, Math.floor(lifetime / 5));
}

export interface EmbedClaims {
  accountId: string;
  userId: string;
  reportId: string;
  lang: Lang;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export interface EmbedSigner {
  sign(claims: EmbedClaims): string;
  /** The claims of a token signed here that has not expired, else null. */
  verify(token: string, nowSeconds: number): EmbedClaims | null;
}

export function createEmbedSigner(secret: Uint8Array = randomBytes(32)): EmbedSigner {
  const key = Buffer.from(secret);
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    sign(claims) {
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${payload}.${mac(payload)}`;
    },
    verify(token, nowSeconds) {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const claims = JSON.parse(
          Buffer.from(payload, 'base64url').toString('utf8'),
        ) as EmbedClaims;
        return Number.isSafeInteger(claims.exp) && claims.exp > nowSeconds ? claims : null;
      } catch {
        return null;
      }
    },
  };
}

const STYLE = [
  ':root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#2b2620}',
  'body{margin:0;padding:16px;background:#fff}',
  'h1{font-size:1.125rem;margin:0 0 4px}',
  'p{margin:0 0 12px;color:#5f574c;font-size:.875rem}',
  'table{border-collapse:collapse;width:100%;font-size:.875rem}',
  'th,td{text-align:start;padding:6px 8px;border-bottom:1px solid #d6cfc2}',
  'td{text-align:end;font-variant-numeric:tabular-nums}',
  '[role=alert]{color:#b3261e}',
].join('');

/**
 * The frame's script: announces it is ready to its parent, takes tokens only from its parent, reads
 * its figures with each token and writes them as text. `data-load` stays the same across renewals
 * (the frame is not reloaded); `data-tokens` counts the tokens it received.
 */
const SCRIPT = `(function () {
  var root = document.documentElement;
  root.setAttribute('data-load', Math.random().toString(36).slice(2));
  var tokens = 0;
  var main = document.querySelector('main');
  function text(tag, value, attrs) {
    var node = document.createElement(tag);
    node.textContent = value;
    if (attrs) for (var k in attrs) node.setAttribute(k, attrs[k]);
    return node;
  }
  function show(data) {
    main.replaceChildren();
    main.append(text('h1', data.title));
    main.append(text('p', data.accountName));
    var table = document.createElement('table');
    data.rows.forEach(function (row) {
      var tr = document.createElement('tr');
      tr.append(text('th', row.label, { scope: 'row' }), text('td', row.value));
      table.append(tr);
    });
    main.append(table);
    main.append(text('p', data.expiresAt, { 'data-expires': data.expiresAt }));
    root.setAttribute('data-state', 'ready');
  }
  function fail(status) {
    main.replaceChildren(text('p', 'The report could not be loaded (' + status + ').', { role: 'alert' }));
    root.setAttribute('data-state', 'error');
  }
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent) return;
    var data = event.data;
    if (!data || data.type !== 'anp-embed-token' || typeof data.token !== 'string') return;
    tokens += 1;
    root.setAttribute('data-tokens', String(tokens));
    fetch('data', { headers: { authorization: 'Embed ' + data.token } })
      .then(function (r) { return r.ok ? r.json() : Promise.reject(r.status); })
      .then(show, fail);
  });
  window.parent.postMessage({ type: 'anp-embed-ready' }, '*');
})();`;

const hash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The frame page's CSP: its own inline style and script by hash, calls to its own origin only. */
export function embedPagePolicy(frameAncestors: readonly string[]): string {
  const ancestors = [...new Set(frameAncestors)].join(' ');
  return [
    "default-src 'none'",
    `style-src ${hash(STYLE)}`,
    `script-src ${hash(SCRIPT)}`,
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors 'self'${ancestors ? ` ${ancestors}` : ''}`,
  ].join('; ');
}

export function embedPageHtml(): string {
  return `<!DOCTYPE html>
<html lang="en" data-state="waiting">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Report</title>
<style>${STYLE}</style>
</head>
<body>
<main><p>…</p></main>
<script>${SCRIPT}</script>
</body>
</html>`;
}
