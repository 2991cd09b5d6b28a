/**
 * The element docs generator (issue 13): a sample manifest with every section of the Custom
 * Elements Manifest schema renders every section, union types as their values, event details
 * as types, and every manifest string as text (no markup, no handler, no script break-out).
 */
import { describe, expect, it } from 'vitest';
import { elementsOfManifest, type ElementDoc } from './manifest';
import {
  detailType,
  escapeHtml,
  literalValues,
  renderElementPage,
  renderIndexPage,
  scriptJson,
  snippetOf,
} from './render';

const EVIL = `<img src=x onerror="alert(1)">'&</script>`;

const SAMPLE = {
  schemaVersion: '2.1.0',
  modules: [
    {
      kind: 'javascript-module',
      path: 'dist/sample.element.js',
      declarations: [
        {
          kind: 'class',
          customElement: true,
          name: 'AnpSampleElement',
          tagName: 'anp-sample',
          summary: `A sample with \`code\` ${EVIL}`,
          description: 'Longer words about the sample.',
          attributes: [
            {
              name: 'country',
              type: { text: "'us' | 'canada'" },
              default: 'us',
              description: 'The market.',
            },
            { name: 'open', type: { text: 'boolean' }, description: 'Opens it.' },
            {
              name: 'show-trigger',
              type: { text: 'boolean' },
              default: 'true',
              description: 'Shows the bell; "false" hides it.',
            },
            { name: 'page-size', type: { text: 'number' }, default: '24', description: EVIL },
            { name: 'api-base', type: { text: 'string' }, description: 'The API.' },
          ],
          members: [
            {
              kind: 'field',
              name: 'country',
              type: { text: "'us' | 'canada' | undefined" },
              attribute: 'country',
              description: 'The market.',
            },
            { kind: 'field', name: 'secret', privacy: 'private', description: 'Internal.' },
          ],
          events: [
            {
              name: 'anp-sample-changed',
              type: { text: "CustomEvent<{ step: 'cart' | 'review' }>" },
              description: `Changed ${EVIL}`,
            },
          ],
          slots: [
            { name: '', description: 'The default slot.' },
            { name: 'consent', description: 'The consent banner.' },
          ],
          cssParts: [{ name: 'surface', description: 'The dialog surface.' }],
          cssProperties: [
            {
              name: '--anp-color-primary',
              syntax: '<color>',
              default: '#0b5cad',
              description: 'Buttons.',
            },
          ],
          cssStates: [{ name: 'busy', description: 'While loading.' }],
        },
        // Not an element: skipped.
        { kind: 'function', name: 'helper' },
        // A tag no URL may carry: skipped.
        { kind: 'class', customElement: true, name: 'Bad', tagName: 'Bad Tag"><x' },
      ],
    },
  ],
};

const element = (): ElementDoc => {
  const [first] = elementsOfManifest(SAMPLE, '@anp/sample');
  if (!first) throw new Error('no element read');
  return first;
};

const page = () =>
  renderElementPage(element(), {
    origin: 'https://portal.example',
    pageConfig: { country: 'us', footer: { copyrightOwner: '</script><script>alert(1)' } },
    script: { src: '/cdn/anp-sample.js', loader: false },
    exampleAttributes: { 'page-size': '10' },
    demoUser: { email: 'retailer.us@demo.test', password: 'demo' },
  });

/** The page with the sample's own evil text taken out: what markup the page itself has. */
const markupOf = (html: string) => html.split(escapeHtml(EVIL)).join('');

describe('reading a manifest', () => {
  it('reads the elements of every module, with every section, and skips what is not one', () => {
    const elements = elementsOfManifest(SAMPLE, '@anp/sample');
    expect(elements.map((e) => e.tagName)).toEqual(['anp-sample']);
    const [sample] = elements;
    expect(sample?.attributes.map((a) => a.name)).toEqual([
      'country',
      'open',
      'show-trigger',
      'page-size',
      'api-base',
    ]);
    expect(sample?.events[0]?.type?.text).toBe("CustomEvent<{ step: 'cart' | 'review' }>");
    expect(sample?.slots).toHaveLength(2);
    expect(sample?.cssParts[0]?.name).toBe('surface');
    expect(sample?.cssProperties[0]).toMatchObject({ syntax: '<color>', default: '#0b5cad' });
    expect(sample?.cssStates[0]?.name).toBe('busy');
    expect(sample?.modulePath).toBe('dist/sample.element.js');
  });

  it('survives shapes it does not know', () => {
    expect(elementsOfManifest(null, 'x')).toEqual([]);
    expect(elementsOfManifest({ modules: 'no' }, 'x')).toEqual([]);
    expect(
      elementsOfManifest(
        { modules: [{ declarations: [{ tagName: 'anp-x', attributes: [{}, 3, { name: 'a' }] }] }] },
        'x',
      )[0]?.attributes,
    ).toEqual([{ name: 'a' }]);
  });
});

describe('an element page', () => {
  it('has every section, in order, each a labelled landmark with its heading', () => {
    const html = page();
    const ids = [
      'use',
      'live',
      'attributes',
      'properties',
      'events',
      'slots',
      'parts',
      'custom-properties',
      'states',
    ];
    let last = -1;
    for (const id of ids) {
      const at = html.indexOf(`<section aria-labelledby="${id}">`);
      expect(at, id).toBeGreaterThan(last);
      expect(html).toContain(`<h2 id="${id}">`);
      last = at;
    }
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain('<main id="main"');
    expect(html).toContain('<nav aria-label="Breadcrumb">');
    expect(html).toContain('<nav class="toc" aria-label="On this page">');
  });

  it('renders tables with column and row headers', () => {
    const html = page();
    expect(html).toContain('<th scope="col">Attribute</th>');
    expect(html).toContain('<th scope="row"><code>page-size</code></th>');
    expect(html).toContain('<th scope="col">Custom property</th>');
    expect(html).toContain('<th scope="row"><code>--anp-color-primary</code></th>');
    expect(html).toContain('<td data-label="Syntax"><code>&lt;color&gt;</code></td>');
  });

  it('shows union types as their values, and an event detail as its type', () => {
    const html = page();
    expect(html).toContain(
      '<ul class="values" aria-label="One of"><li><code>us</code></li><li><code>canada</code></li></ul>',
    );
    expect(html).toContain('<pre class="type"><code>{ step: &#39;cart&#39; | &#39;review&#39; }');
    expect(html).toContain('<em>default</em>');
    expect(html).toContain('<code>consent</code>');
    expect(html).toContain('<code>surface</code>');
    // Private members are not documented.
    expect(html).not.toContain('secret');
  });

  it('renders manifest text as text: no tag, handler or script break-out of its own', () => {
    const html = page();
    expect(html).toContain(escapeHtml(EVIL));
    const markup = markupOf(html);
    expect(markup).not.toMatch(/<img/i);
    expect(markup).not.toMatch(/\son[a-z]+=/i);
    expect(markup).not.toMatch(/style=/i);
    // Inline code in the words stays code, escaped.
    expect(html).toContain('A sample with <code>code</code> &lt;img');
    // The page configuration cannot close its script element.
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
    // The only scripts are the docs' own and the element's.
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      '<script type="application/json" id="anp-config">',
      '<script type="module" src="/docs/elements/assets/docs.js">',
      '<script type="module" src="/cdn/anp-sample.js">',
    ]);
  });

  it('gives a copyable snippet with the script, the API base and the example attributes', () => {
    const html = page();
    expect(html).toContain(
      escapeHtml(
        '<script type="module" src="https://portal.example/cdn/anp-sample.js"></script>\n' +
          '<anp-sample api-base="https://portal.example/api" page-size="10"></anp-sample>',
      ),
    );
    expect(html).toMatch(/<button type="button" class="button" data-copy="snippet">Copy HTML/);
    expect(html).toContain('role="status"');
  });

  it('runs the element live with a form of its attributes and a sign-in way back here', () => {
    const html = page();
    expect(html).toContain('<anp-sample page-size="10"></anp-sample>');
    expect(html).toContain('href="/login?returnTo=%2Fdocs%2Felements%2Fanp-sample"');
    expect(html).toContain('<select id="attr-country" data-attr="country"');
    expect(html).toContain('<option value="canada">canada</option>');
    expect(html).toContain('<input type="checkbox" id="attr-open" data-attr="open" aria-');
    // On by default: checked, and turned off with "false".
    expect(html).toContain(
      '<input type="checkbox" id="attr-show-trigger" data-attr="show-trigger" data-off="false" checked',
    );
    expect(html).toContain('<input type="number" id="attr-page-size" data-attr="page-size"');
    expect(html).not.toContain('data-attr="api-base"');
    expect(html).toContain('data-events="anp-sample-changed"');
    expect(html).toContain('<code>retailer.us@demo.test</code>');
  });

  it('says so when the CDN build is missing, and shows no element', () => {
    const html = renderElementPage(element(), { origin: 'https://p.example', script: null });
    expect(html).toContain('The CDN build is missing');
    expect(html).not.toContain('<anp-sample');
    expect(html).not.toContain('<script type="module" src="/cdn/');
  });

  it('says "None." for a section the manifest leaves empty', () => {
    const bare = elementsOfManifest(
      { modules: [{ path: 'x.js', declarations: [{ tagName: 'anp-bare' }] }] },
      '@anp/bare',
    )[0];
    if (!bare) throw new Error('no element');
    const html = renderElementPage(bare, { origin: 'https://p.example', script: null });
    // Attributes, properties, events, slots, parts, custom properties.
    expect(html.match(/<p class="none">None.<\/p>/g)).toHaveLength(6);
    expect(html).not.toContain('id="states"');
  });
});

describe('the index', () => {
  it('lists every element with a link, its summary and package, and the loader if any', () => {
    const html = renderIndexPage([element()], {
      origin: 'https://portal.example',
      loader: '/cdn/1.0.0/anp-loader.js',
    });
    expect(html).toContain('<a href="/docs/elements/anp-sample"><code>&lt;anp-sample&gt;</code>');
    expect(html).toContain('<code>@anp/sample</code>');
    expect(html).toContain(
      escapeHtml('<script type="module" src="https://portal.example/cdn/1.0.0/anp-loader.js">'),
    );
    expect(markupOf(html)).not.toMatch(/<img/i);
    expect(html).toContain('<h1>Elements for CMS authors</h1>');
  });
});

describe('helpers', () => {
  it('reads literal unions only', () => {
    expect(literalValues('\'a\' | "b" | undefined')).toEqual(['a', 'b']);
    expect(literalValues('string')).toBeNull();
    expect(literalValues("'a' | string")).toBeNull();
    expect(literalValues(undefined)).toBeNull();
  });

  it('takes the detail out of CustomEvent<…>', () => {
    expect(detailType('CustomEvent<{ a: string }>')).toBe('{ a: string }');
    expect(detailType('CustomEvent')).toBeNull();
    expect(detailType('MyEvent')).toBe('MyEvent');
  });

  it('escapes snippets and script JSON', () => {
    expect(snippetOf('anp-x', '/x.js', { a: '"><b>', open: '' })).toBe(
      '<script type="module" src="/x.js"></script>\n<anp-x a="&quot;&gt;&lt;b&gt;" open></anp-x>',
    );
    expect(scriptJson({ a: '</script>\u2028' })).toBe('{"a":"\\u003c/script\\u003e\\u2028"}');
  });
});
