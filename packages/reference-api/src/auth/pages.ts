/**
 * The provider's own pages (sign-in, sign-out, errors): self-contained HTML with one inline style
 * sheet allowed by its hash, no external assets, every dynamic value escaped, en/es/pt/ko (the
 * words are in page-texts.ts).
 */
import { createHash } from 'node:crypto';
import { LANGUAGES, LANGUAGE_NAMES, messages, type Language } from './page-texts';

/** Escapes text for HTML content and double-quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const CSS = [
  ':root{color-scheme:light;--green:#00693c;--green-dark:#004d2c;--ink:#1d2b24;--muted:#4f5d56;--line:#c9d3ce;--bg:#f3f6f4;--card:#fff;--error:#b3261e;--error-bg:#fdecea;--focus:#0b5cad}',
  '*,*::before,*::after{box-sizing:border-box}',
  'html{font-size:100%;-webkit-text-size-adjust:100%}',
  'body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:var(--bg);color:var(--ink);font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}',
  '.skip{position:absolute;left:-9999px;top:0}',
  '.skip:focus{left:1rem;top:1rem;z-index:1;background:var(--card);padding:.5rem 1rem;border-radius:.375rem}',
  'header{background:var(--green);color:#fff}',
  '.bar{max-width:60rem;margin:0 auto;padding:.75rem 1rem;display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between}',
  '.brand{display:flex;align-items:center;gap:.625rem;font-weight:600;font-size:1.0625rem}',
  '.brand svg{flex:none}',
  'nav ul{list-style:none;margin:0;padding:0;display:flex;gap:.25rem}',
  'nav a{display:inline-block;color:#fff;padding:.25rem .5rem;border-radius:.25rem;text-decoration:none;font-size:.9375rem}',
  'nav a:hover{text-decoration:underline}',
  'nav a[aria-current="true"]{background:rgba(255,255,255,.18);font-weight:600}',
  'main{flex:1;width:100%;max-width:60rem;margin:0 auto;padding:2rem 1rem;display:grid;gap:1.5rem;grid-template-columns:minmax(0,1fr);align-items:start}',
  '@media (min-width:48rem){main.two{grid-template-columns:minmax(0,26rem) minmax(0,1fr)}}',
  '.card{background:var(--card);border:1px solid var(--line);border-radius:.5rem;padding:1.5rem;box-shadow:0 1px 2px rgba(0,0,0,.06)}',
  'h1{font-size:1.5rem;line-height:1.25;margin:0 0 .5rem}',
  'h2{font-size:1.125rem;margin:0 0 .5rem}',
  'p{margin:0 0 1rem}',
  '.muted{color:var(--muted)}',
  'label{display:block;font-weight:600;margin:1rem 0 .25rem}',
  'input[type=email],input[type=password],input[type=text]{display:block;width:100%;padding:.625rem .75rem;font:inherit;color:inherit;background:#fff;border:1px solid #7a8a82;border-radius:.375rem}',
  'input[aria-invalid="true"]{border-color:var(--error);border-width:2px}',
  'button{font:inherit;font-weight:600;cursor:pointer;border-radius:.375rem;border:2px solid var(--green);padding:.625rem 1rem;background:var(--green);color:#fff;min-height:2.75rem}',
  'button:hover{background:var(--green-dark);border-color:var(--green-dark)}',
  'button.secondary{background:#fff;color:var(--green)}',
  'button.secondary:hover{background:var(--bg)}',
  '.primary{width:100%;margin-top:1.5rem}',
  ':focus-visible{outline:3px solid var(--focus);outline-offset:2px}',
  'input:focus-visible{outline-offset:0}',
  '.error:empty{display:none}',
  '.error{margin:1rem 0 0;padding:.75rem 1rem;border-radius:.375rem;background:var(--error-bg);color:var(--error);border-left:4px solid var(--error);font-weight:600}',
  '.demo ul{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}',
  '.demo li form{display:flex;gap:.75rem;align-items:center;justify-content:space-between;padding:.625rem .75rem;border:1px solid var(--line);border-radius:.375rem}',
  '.demo .who{min-width:0}',
  '.demo .email{display:block;font-weight:600;overflow-wrap:anywhere}',
  '.demo .desc{display:block;color:var(--muted);font-size:.9375rem}',
  '.demo button{flex:none;padding:.375rem .875rem;min-height:2.25rem}',
  // Narrow screens: the e-mail gets the full width and the button goes below, so addresses do not
  // break in the middle.
  '@media (max-width:30rem){.demo li form{flex-direction:column;align-items:stretch}.demo .email{overflow-wrap:normal}}',
  'code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:var(--bg);border:1px solid var(--line);border-radius:.25rem;padding:0 .3rem}',
  '.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}',
  'dl{margin:0}dt{font-weight:600}dd{margin:0 0 .75rem;overflow-wrap:anywhere}',
  'footer{color:var(--muted);font-size:.875rem;text-align:center;padding:1rem}',
  '@media (prefers-reduced-motion:reduce){*{transition:none!important;animation:none!important}}',
  '@media (forced-colors:active){button,.card,input{border:1px solid CanvasText}}',
].join('');

const hash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const CSS_HASH = hash(CSS);

/**
 * A strict Content-Security-Policy for one page: nothing loads from anywhere; the inline style sheet
 * (and script, when given) run by hash; forms may post to the page's own origin and the origins the
 * submission then redirects to (browsers apply `form-action` to redirects: the client's redirect URI).
 */
export function contentSecurityPolicy(
  options: { formTargets?: readonly string[]; script?: string } = {},
): string {
  const origins = [
    ...new Set(
      (options.formTargets ?? [])
        .map((u) => URL.parse(u)?.origin)
        .filter((o): o is string => !!o && o !== 'null'),
    ),
  ];
  return [
    "default-src 'none'",
    `style-src ${CSS_HASH}`,
    options.script ? `script-src ${hash(options.script)}` : "script-src 'none'",
    'img-src data:',
    `form-action 'self'${origins.map((o) => ` ${o}`).join('')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** Headers every provider page carries besides its CSP. */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

const LOGO =
  '<svg aria-hidden="true" focusable="false" width="28" height="28" viewBox="0 0 28 28"><circle cx="14" cy="14" r="13" fill="#fff"/><path d="M8 19c0-7 5-11 12-11-1 7-5 12-12 11z" fill="#00693c"/><path d="M8 19l6-6" stroke="#fff" stroke-width="1.5" stroke-linecap="round"/></svg>';

export interface LayoutOptions {
  language: Language;
  title: string;
  body: string;
  /** Links for the language switcher: the URL of this page in another language. */
  languageHref?: (language: Language) => string;
  /** `main` gets two columns on wide screens (sign-in form + demo users). */
  twoColumns?: boolean;
  script?: string;
}

/** The page frame: skip link, banner with product name and language links, main, footer. */
export function layout(options: LayoutOptions): string {
  const t = messages(options.language);
  const href = options.languageHref;
  const switcher = href
    ? `<nav aria-label="${escapeHtml(t.language)}"><ul>${LANGUAGES.map(
        (l) =>
          `<li><a href="${escapeHtml(href(l))}" lang="${l}" hreflang="${l}"${l === options.language ? ' aria-current="true"' : ''}>${escapeHtml(LANGUAGE_NAMES[l])}</a></li>`,
      ).join('')}</ul></nav>`
    : '';
  return `<!DOCTYPE html>
<html lang="${options.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(options.title)} · ${escapeHtml(t.product)}</title>
<style>${CSS}</style>
</head>
<body>
<a class="skip" href="#main">${escapeHtml(options.title)}</a>
<header><div class="bar"><div class="brand">${LOGO}<span>${escapeHtml(t.product)}</span></div>${switcher}</div></header>
<main id="main" tabindex="-1"${options.twoColumns ? ' class="two"' : ''}>
${options.body}
</main>
<footer><p>${escapeHtml(t.footer)}</p></footer>
${options.script ? `<script>${options.script}</script>` : ''}
</body>
</html>`;
}

/** A one-card page with a title and paragraphs (expired interaction, signed out, errors). */
export function messagePage(options: {
  language: Language;
  title: string;
  paragraphs: string[];
  details?: [string, string][];
  languageHref?: (language: Language) => string;
}): string {
  const details = options.details?.length
    ? `<dl>${options.details.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>`
    : '';
  return layout({
    language: options.language,
    title: options.title,
    ...(options.languageHref ? { languageHref: options.languageHref } : {}),
    body: `<section class="card" aria-labelledby="page-title"><h1 id="page-title">${escapeHtml(options.title)}</h1>${options.paragraphs
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join('')}${details}</section>`,
  });
}
