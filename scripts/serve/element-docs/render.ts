/**
 * The element docs pages for CMS authors (issue 13), rendered from the Custom Elements Manifests:
 * an index of every element and one page per element (what it does, a copyable snippet, a live
 * example against the reference API, attributes, properties, events, slots, CSS parts, custom
 * properties). Pure functions from data to HTML: every manifest string is escaped and shown as
 * text, the page carries no inline handler or style attribute (the portal's CSP allows none), and
 * its scripts get the page's nonce from the server (`withNonce`). Developer docs: English only.
 */
import type { DocAttribute, DocNamed, ElementDoc } from './manifest';
import type { ElementScript } from './cdn';

export const DOCS_PATH = '/docs/elements';
export const ASSETS_PATH = `${DOCS_PATH}/assets`;

/** Escapes text for HTML content and for double- or single-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const esc = escapeHtml;

/** JSON for a `<script type="application/json">`: no `</script>` or HTML comment can close it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value ?? {})
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The fixed values of a union type of string literals (`'us' | 'canada'` → us, canada), or null
 * when the type is anything else (`string`, `number`, `string | undefined`).
 */
export function literalValues(typeText: string | undefined): string[] | null {
  if (!typeText) return null;
  const parts = typeText
    .split('|')
    .map((p) => p.trim())
    .filter((p) => p !== 'undefined' && p !== 'null');
  if (parts.length === 0) return null;
  const values: string[] = [];
  for (const part of parts) {
    const match = /^'([^']*)'$|^"([^"]*)"$/.exec(part);
    if (!match) return null;
    values.push(match[1] ?? match[2] ?? '');
  }
  return values;
}

/** The detail type of an event type (`CustomEvent<{ step: string }>` → `{ step: string }`). */
export function detailType(typeText: string | undefined): string | null {
  if (!typeText) return null;
  const match = /^CustomEvent\s*<([\s\S]*)>$/.exec(typeText.trim());
  if (match) return match[1]?.trim() || null;
  return typeText.trim() === 'CustomEvent' || typeText.trim() === 'Event' ? null : typeText;
}

const wordsOf = (item: { description?: string; summary?: string }) =>
  item.description || item.summary || '';

const deprecatedNote = (deprecated: boolean | string | undefined) =>
  deprecated === undefined || deprecated === false
    ? ''
    : `<p class="deprecated"><strong>Deprecated.</strong>${
        typeof deprecated === 'string' ? ` ${esc(deprecated)}` : ''
      }</p>`;

/** Words with `inline code` kept as code; everything else escaped text. */
function prose(text: string): string {
  return text
    .split(/(`[^`]+`)/)
    .map((piece) =>
      piece.startsWith('`') && piece.endsWith('`') && piece.length > 2
        ? `<code>${esc(piece.slice(1, -1))}</code>`
        : esc(piece),
    )
    .join('');
}

const code = (text: string) => `<code>${esc(text)}</code>`;
const dash = '<span aria-label="none">—</span>';

/** A type, as its values when it is a union of literals. */
function typeCell(typeText: string | undefined): string {
  const values = literalValues(typeText);
  if (values) {
    return `<ul class="values" aria-label="One of">${values
      .map((v) => `<li>${code(v === '' ? '""' : v)}</li>`)
      .join('')}</ul>`;
  }
  return typeText ? code(typeText) : dash;
}

interface Column<T> {
  header: string;
  cell: (item: T) => string;
}

/**
 * A table of a section: its heading labels it, its first column heads each row, and a narrow
 * screen scrolls it sideways inside a focusable region (so keyboard users can scroll it too).
 */
function table<T>(id: string, items: T[], columns: Column<T>[]): string {
  if (items.length === 0) return '<p class="none">None.</p>';
  const [first, ...rest] = columns;
  if (!first) return '';
  const head = columns.map((c) => `<th scope="col">${esc(c.header)}</th>`).join('');
  const rows = items
    .map(
      (item) =>
        `<tr><th scope="row">${first.cell(item)}</th>${rest
          .map((c) => `<td data-label="${esc(c.header)}">${c.cell(item)}</td>`)
          .join('')}</tr>`,
    )
    .join('\n');
  // The scrolling region's name is the section's and "table", so no two landmarks share one.
  return `<span id="${id}-table" hidden>table</span>
<div class="table-wrap" role="region" aria-labelledby="${id} ${id}-table" tabindex="0">
<table aria-labelledby="${id}"><thead><tr>${head}</tr></thead>
<tbody>
${rows}
</tbody></table></div>`;
}

function section(id: string, title: string, body: string, intro = ''): string {
  return `<section aria-labelledby="${id}">
<h2 id="${id}">${esc(title)}</h2>
${intro ? `<p>${intro}</p>` : ''}${body}
</section>`;
}

export interface PageContext {
  /** The portal's public origin (`https://localhost:5173`): snippets name it. */
  origin: string;
  /** The page configuration the live example runs with (the host's `/config.json`). */
  pageConfig?: unknown;
}

export interface ElementPageContext extends PageContext {
  /** The CDN script that defines the element, or null when the CDN build is missing. */
  script: ElementScript | null;
  /** Attribute values the live example and the snippet start with (e.g. a demo FAQ's id). */
  exampleAttributes?: Record<string, string>;
  /** A demo user the sign-in hint names (the reference API's demo data). */
  demoUser?: { email: string; password: string };
}

/** The HTML a CMS author pastes: the script, then the element with its attributes. */
export function snippetOf(
  tag: string,
  scriptSrc: string,
  attributes: Record<string, string>,
): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${esc(value)}"`))
    .join('');
  return `<script type="module" src="${esc(scriptSrc)}"></script>\n<${tag}${attrs}></${tag}>`;
}

/** The attributes the live example's form offers (the API base is the page's own). */
const editable = (a: DocAttribute) => a.name !== 'api-base';

function control(a: DocAttribute, value: string | undefined): string {
  const id = `attr-${a.name}`;
  const typeText = a.type?.text ?? '';
  const values = literalValues(typeText);
  const hint = wordsOf(a);
  const describedBy = hint ? ` aria-describedby="${id}-hint"` : '';
  const hintHtml = hint ? `<span class="hint" id="${id}-hint">${prose(hint)}</span>` : '';
  const data = `data-attr="${esc(a.name)}"`;
  if (/^boolean\b/.test(typeText)) {
    // A boolean on by default is turned off with the value "false" (`show-trigger="false"`).
    const onByDefault = a.default === 'true';
    const checked = onByDefault ? value !== 'false' : value !== undefined;
    return `<div class="field check"><input type="checkbox" id="${id}" ${data}${
      onByDefault ? ' data-off="false"' : ''
    }${checked ? ' checked' : ''}${describedBy} /><label for="${id}">${code(a.name)}</label>${hintHtml}</div>`;
  }
  const label = `<label for="${id}">${code(a.name)}</label>`;
  if (values) {
    const options = [
      `<option value=""${value === undefined ? ' selected' : ''}>(not set${
        a.default ? `: ${esc(a.default)}` : ''
      })</option>`,
      ...values.map(
        (v) => `<option value="${esc(v)}"${value === v ? ' selected' : ''}>${esc(v)}</option>`,
      ),
    ].join('');
    return `<div class="field">${label}<select id="${id}" ${data}${describedBy}>${options}</select>${hintHtml}</div>`;
  }
  const kind = /^number\b/.test(typeText) ? 'number' : 'text';
  return `<div class="field">${label}<input type="${kind}" id="${id}" ${data} value="${esc(
    value ?? '',
  )}"${a.default ? ` placeholder="${esc(a.default)}"` : ''}${describedBy} />${hintHtml}</div>`;
}

function liveExample(element: ElementDoc, ctx: ElementPageContext): string {
  const tag = element.tagName;
  if (!ctx.script) {
    return `<p class="notice">The CDN build is missing, so the example cannot run. Build it with
<code>node scripts/build.mjs CDN</code> (or restart <code>npm start</code>, which builds it).</p>`;
  }
  const start = ctx.exampleAttributes ?? {};
  const attrs = Object.entries(start)
    .map(([name, value]) => (value === '' ? ` ${esc(name)}` : ` ${esc(name)}="${esc(value)}"`))
    .join('');
  const fields = element.attributes.filter(editable);
  const returnTo = `${DOCS_PATH}/${tag}`;
  const form = fields.length
    ? `<form class="controls" data-controls aria-labelledby="controls-title">
<h3 id="controls-title">Try its attributes</h3>
<p class="hint">The example above follows each change, and so does the snippet.</p>
<div class="fields">
${fields.map((a) => control(a, start[a.name])).join('\n')}
</div>
</form>`
    : '';
  return `<p>The element below runs from this server's CDN build against the reference API, as it
would on a market site.</p>
<div class="signin" data-signin>
<p data-signin-status>Elements that show an account's data need a signed-in user; without one
they show their signed-out state.</p>
<p data-signin-action><a class="button" href="/login?returnTo=${esc(
    encodeURIComponent(returnTo),
  )}">Sign in to see live data</a>${
    ctx.demoUser
      ? ` <span class="hint">(a demo user: ${code(ctx.demoUser.email)}, password ${code(
          ctx.demoUser.password,
        )})</span>`
      : ''
  }</p>
</div>
<div class="stage" data-stage data-events="${esc(
    element.events.map((e) => e.name).join(' '),
  )}" aria-label="Live example" role="group">
<${tag}${attrs}></${tag}>
</div>
<h3 id="event-log-title">Events the example sent</h3>
<p class="hint" data-event-log-empty>None yet. Links to other portal pages
(<code>anp-navigate</code>) are cancelled here, so this page stays.</p>
<ol class="event-log" data-event-log aria-labelledby="event-log-title"></ol>
${form}`;
}

/** The shared page frame: landmarks, skip link, the docs' own CSS and script. */
function frame(options: {
  title: string;
  breadcrumb: string;
  body: string;
  toc?: string;
  pageConfig?: unknown;
  scripts?: string[];
}): string {
  const config =
    options.pageConfig === undefined
      ? ''
      : `\n<script type="application/json" id="anp-config">${scriptJson(options.pageConfig)}</script>`;
  const scripts = (options.scripts ?? [])
    .map((src) => `\n<script type="module" src="${esc(src)}"></script>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="color-scheme" content="light" />
<title>${esc(options.title)}</title>
<link rel="icon" href="data:," />
<link rel="stylesheet" href="${ASSETS_PATH}/docs.css" />${config}
<script type="module" src="${ASSETS_PATH}/docs.js"></script>${scripts}
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="site">
<p class="brand"><a href="${DOCS_PATH}">AN Portal Kit · Elements for CMS authors</a></p>
<nav aria-label="Breadcrumb"><ol>${options.breadcrumb}</ol></nav>
</header>
<div class="layout${options.toc ? ' with-toc' : ''}">
${options.toc ?? ''}
<main id="main" tabindex="-1">
${options.body}
</main>
</div>
<footer class="site"><p>Generated from the packages' Custom Elements Manifests
(<code>custom-elements.json</code>). The API reference is at <a href="/docs">/docs</a>.</p></footer>
</body>
</html>
`;
}

const SECTIONS = [
  ['use', 'Use it'],
  ['live', 'Live example'],
  ['attributes', 'Attributes'],
  ['properties', 'Properties'],
  ['events', 'Events'],
  ['slots', 'Slots'],
  ['parts', 'CSS parts'],
  ['custom-properties', 'Custom properties'],
] as const;

const namedColumns = (header: string, show: (name: string) => string): Column<DocNamed>[] => [
  { header, cell: (p) => show(p.name) },
  { header: 'Description', cell: (p) => prose(wordsOf(p)) + deprecatedNote(p.deprecated) },
];

/** One element's page. */
export function renderElementPage(element: ElementDoc, ctx: ElementPageContext): string {
  const tag = element.tagName;
  const scriptSrc = ctx.script ? `${ctx.origin}${ctx.script.src}` : `${ctx.origin}/cdn/${tag}.js`;
  const snippetAttributes: Record<string, string> = {
    ...(element.attributes.some((a) => a.name === 'api-base')
      ? { 'api-base': `${ctx.origin}/api` }
      : {}),
    ...(ctx.exampleAttributes ?? {}),
  };
  const snippet = snippetOf(tag, scriptSrc, snippetAttributes);
  const properties = element.members.filter(
    (m) => !m.static && (m.privacy === undefined || m.privacy === 'public'),
  );

  const use = `<p>Paste this into the HTML of a page (a CMS's HTML block). The script defines the
element${ctx.script?.loader ? ' (the loader defines any kit element when it first appears)' : ''}; load
it once per page. <code>api-base</code> names the API the element calls; a page may instead
configure every element at once (<code>&lt;script type="application/json" id="anp-config"&gt;</code>
or <code>window.anp.configure()</code>).</p>
<div class="snippet">
<pre><code id="snippet" data-snippet data-tag="${esc(tag)}" data-script-src="${esc(
    scriptSrc,
  )}" data-api-base="${esc(`${ctx.origin}/api`)}">${esc(snippet)}</code></pre>
<button type="button" class="button" data-copy="snippet">Copy HTML</button>
<span class="copy-status" data-copy-status role="status"></span>
</div>`;

  const attributes = table('attributes', element.attributes, [
    { header: 'Attribute', cell: (a) => code(a.name) },
    { header: 'Type / values', cell: (a) => typeCell(a.type?.text) },
    { header: 'Default', cell: (a) => (a.default ? code(a.default) : dash) },
    { header: 'Description', cell: (a) => prose(wordsOf(a)) + deprecatedNote(a.deprecated) },
  ]);
  const props = table('properties', properties, [
    { header: 'Property', cell: (m) => code(m.name) },
    {
      header: 'Type',
      cell: (m) =>
        (m.kind === 'method' ? '<span class="kind">method</span> ' : '') +
        (m.type ? code(m.type.text) : dash) +
        (m.readonly ? ' <span class="kind">read-only</span>' : ''),
    },
    { header: 'Attribute', cell: (m) => (m.attribute ? code(m.attribute) : dash) },
    { header: 'Description', cell: (m) => prose(wordsOf(m)) + deprecatedNote(m.deprecated) },
  ]);
  const events = table('events', element.events, [
    { header: 'Event', cell: (e) => code(e.name) },
    {
      header: 'Detail',
      cell: (e) => {
        const detail = detailType(e.type?.text);
        return detail ? `<pre class="type"><code>${esc(detail)}</code></pre>` : dash;
      },
    },
    { header: 'Description', cell: (e) => prose(wordsOf(e)) + deprecatedNote(e.deprecated) },
  ]);
  const slots = table(
    'slots',
    element.slots,
    namedColumns('Slot', (name) => (name === '' ? '<em>default</em>' : code(name))),
  );
  const parts = table('parts', element.cssParts, namedColumns('Part', code));
  const customProperties = table('custom-properties', element.cssProperties, [
    { header: 'Custom property', cell: (p) => code(p.name) },
    { header: 'Syntax', cell: (p) => (p.syntax ? code(p.syntax) : dash) },
    { header: 'Default', cell: (p) => (p.default ? code(p.default) : dash) },
    { header: 'Description', cell: (p) => prose(wordsOf(p)) + deprecatedNote(p.deprecated) },
  ]);
  const states = element.cssStates.length
    ? section(
        'states',
        'CSS states',
        table('states', element.cssStates, namedColumns('State', code)),
        `Match them with <code>${esc(tag)}:state(name)</code>.`,
      )
    : '';

  const toc = `<nav class="toc" aria-label="On this page"><p class="toc-title">On this page</p><ul>${SECTIONS.map(
    ([id, title]) => `<li><a href="#${id}">${esc(title)}</a></li>`,
  ).join('')}</ul></nav>`;

  const body = `<h1>${code(`<${tag}>`)}</h1>
<p class="lead">${prose(element.summary || element.description || 'No description.')}</p>
${element.summary && element.description ? `<p>${prose(element.description)}</p>` : ''}${deprecatedNote(
    element.deprecated,
  )}
<dl class="facts">
<div><dt>Package</dt><dd>${code(element.packageName)}</dd></div>
<div><dt>Class</dt><dd>${element.className ? code(element.className) : dash}</dd></div>
</dl>
${section('use', 'Use it', use)}
${section('live', 'Live example', liveExample(element, ctx))}
${section('attributes', 'Attributes', attributes, 'Set them in the HTML; an attribute left out takes the page configuration or its default.')}
${section('properties', 'Properties', props, 'The same settings from JavaScript, on the element object.')}
${section('events', 'Events', events, 'Listen with <code>addEventListener</code> on the element or any ancestor: they bubble and cross shadow roots.')}
${section('slots', 'Slots', slots, 'Put your own content into the element with <code>slot="name"</code>.')}
${section('parts', 'CSS parts', parts, `Style these pieces from the page with <code>${esc(tag)}::part(name)</code>.`)}
${section('custom-properties', 'Custom properties', customProperties, 'Set them on the element or any ancestor; they reach inside the element.')}
${states}`;

  return frame({
    title: `<${tag}> · Element docs · AN Portal Kit`,
    breadcrumb: `<li><a href="${DOCS_PATH}">All elements</a></li><li aria-current="page">${code(`<${tag}>`)}</li>`,
    body,
    toc,
    pageConfig: ctx.pageConfig ?? {},
    scripts: ctx.script ? [ctx.script.src] : [],
  });
}

/** The index of every element. */
export function renderIndexPage(
  elements: ElementDoc[],
  ctx: PageContext & { loader?: string | null },
): string {
  const rows = table('elements', elements, [
    {
      header: 'Element',
      cell: (e) => `<a href="${DOCS_PATH}/${esc(e.tagName)}">${code(`<${e.tagName}>`)}</a>`,
    },
    {
      header: 'What it does',
      cell: (e) =>
        prose(e.summary || e.description || '') +
        (e.deprecated !== undefined && e.deprecated !== false ? ' <em>(deprecated)</em>' : ''),
    },
    { header: 'Package', cell: (e) => code(e.packageName) },
  ]);
  const loader = ctx.loader
    ? `<p>One script defines every element when it first appears on the page:</p>
<pre><code>${esc(`<script type="module" src="${ctx.origin}${ctx.loader}"></script>`)}</code></pre>`
    : `<p>Each element's page gives the script that defines it.</p>`;
  const body = `<h1>Elements for CMS authors</h1>
<p class="lead">The kit's ${elements.length} custom elements: drop any of them into a page of a
market site with one script and one tag. Each page below says what the element does, how to set
it up, which events it sends and how to style it, with a copyable snippet and a live example
against the reference API.</p>
${loader}
${section('elements', 'All elements', rows)}
<p>These pages are developer documentation, in English; the elements themselves speak English,
Spanish and Portuguese (the <code>lang</code> attribute or the page configuration).</p>`;
  return frame({
    title: 'Element docs · AN Portal Kit',
    breadcrumb: `<li aria-current="page">All elements</li>`,
    body,
  });
}
