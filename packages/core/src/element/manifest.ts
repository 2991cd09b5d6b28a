import {
  CONFIG_ATTRIBUTES,
  kebab,
  widgetProps,
  type EventSpec,
  type PropSpec,
  type Widget,
  type WidgetDefinition,
} from './define-widget';

/** A CSS custom property an element uses, and what it styles. */
export interface CssPropertyEntry {
  name: `--anp-${string}`;
  description: string;
}

/** What the manifest needs of an element: its definition and the module that registers it. */
export interface ManifestEntry {
  widget: Pick<Widget<object>, 'tag' | 'definition'>;
  /** Module path of the registering file in the published package, relative to its root. */
  modulePath: string;
  /**
   * The custom properties the element's code uses, derived from it (scripts/css-properties.ts);
   * the definition's `cssProperties` without them.
   */
  cssProperties?: readonly CssPropertyEntry[];
}

const TS_TYPES: Record<PropSpec['type'], string> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  json: 'unknown',
};

const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * The TypeScript type of a prop: the union of its fixed values (numbers for a number, as
 * `heading-level`'s `2 | 3 | 4`), else its declared type.
 */
export function propTypeText(spec: PropSpec): string {
  if (!spec.values?.length) return TS_TYPES[spec.type];
  return spec.values.map((v) => (spec.type === 'number' ? v : quote(v))).join(' | ');
}

/** What an attribute accepts as written in JSX (strings from a CMS, values from React). */
function jsxTypeText(spec: PropSpec): string {
  if (spec.values?.length) {
    return spec.type === 'number'
      ? `${propTypeText(spec)} | ${spec.values.map(quote).join(' | ')}`
      : propTypeText(spec);
  }
  switch (spec.type) {
    case 'boolean':
      return 'boolean | string';
    case 'number':
      return 'number | `${number}`';
    case 'json':
      return 'string | object';
    case 'string':
      return 'string';
  }
}

/** The event's `CustomEvent` type. */
export const eventTypeText = (event: EventSpec) => `CustomEvent<${event.detail ?? 'undefined'}>`;

/** Every attribute of an element: the configuration ones, its own, `heading-level`. */
export function manifestProps(def: WidgetDefinition<object>): [string, PropSpec][] {
  const props: Record<string, PropSpec> = { ...CONFIG_ATTRIBUTES, ...widgetProps(def) };
  const level = def.headingLevel;
  if (level) {
    const min = level.min ?? 1;
    const max = level.max ?? 6;
    props.headingLevel = {
      type: 'number',
      description:
        level.description ??
        `Level of the widget's headings (${min} to ${max}), to fit the page's outline.`,
      default: String(level.default),
      values: Array.from({ length: max - min + 1 }, (_, i) => String(min + i)),
    };
  }
  return Object.entries(props);
}

const eventsOf = (def: WidgetDefinition<object>) => Object.values(def.events ?? {}) as EventSpec[];

/** The custom properties of an element: the derived ones, else the definition's list. */
const cssPropertiesOf = (entry: ManifestEntry): readonly CssPropertyEntry[] =>
  entry.cssProperties ?? entry.widget.definition.cssProperties ?? [];

export const className = (tag: string) =>
  tag.replace(/(^|-)([a-z])/g, (_m, _d: string, c: string) => c.toUpperCase()) + 'Element';

/**
 * Properties HTMLElement has already: an element's interface may narrow them but must keep them
 * required (`lang`, `title`).
 */
const HTML_ELEMENT_PROPERTIES = new Set(['lang', 'title', 'id', 'dir', 'hidden', 'slot']);

/** The Custom Elements Manifest (schema 2.1.0) of a package's elements, for CMS tooling. */
export function buildManifest(entries: readonly ManifestEntry[]) {
  return {
    schemaVersion: '2.1.0',
    readme: '',
    modules: entries.map((entry) => {
      const { widget, modulePath } = entry;
      const def = widget.definition;
      const props = manifestProps(def);
      return {
        kind: 'javascript-module',
        path: modulePath,
        declarations: [
          {
            kind: 'class',
            customElement: true,
            name: className(def.tag),
            tagName: def.tag,
            summary: def.summary,
            attributes: props.map(([name, spec]) => ({
              name: kebab(name),
              fieldName: name,
              type: { text: propTypeText(spec) },
              description: spec.description,
              ...(spec.default !== undefined ? { default: spec.default } : {}),
              ...(spec.values?.length ? { values: [...spec.values] } : {}),
            })),
            members: props.map(([name, spec]) => ({
              kind: 'field',
              name,
              type: { text: `${propTypeText(spec)} | undefined` },
              attribute: kebab(name),
              description: spec.description,
              ...(spec.type === 'boolean' ? { reflects: true } : {}),
            })),
            events: eventsOf(def).map((event) => ({
              name: event.name,
              type: { text: eventTypeText(event) },
              description: event.description,
            })),
            slots: (def.slots ?? []).map((slot) => ({
              name: slot.name,
              description: slot.description,
            })),
            cssParts: (def.parts ?? []).map((part) => ({
              name: part.name,
              description: part.description,
            })),
            cssProperties: cssPropertiesOf(entry).map((p) => ({
              name: p.name,
              description: p.description,
            })),
          },
        ],
        exports: [
          {
            kind: 'custom-element-definition',
            name: def.tag,
            declaration: { name: className(def.tag), module: modulePath },
          },
        ],
      };
    }),
  };
}

export type CustomElementsManifest = ReturnType<typeof buildManifest>;

const doc = (text: string, indent: string) => `${indent}/** ${text.replace(/\*\//g, '*\\/')} */`;

/**
 * TypeScript typings for the elements: each element's interface (typed properties, an event map
 * with the events' details, typed `addEventListener`), `HTMLElementTagNameMap`, and React's JSX
 * intrinsic elements with typed attributes.
 */
export function buildTypings(entries: readonly ManifestEntry[]): string {
  const lines = [
    '// Generated by `npm run manifest` from the element definitions. Do not edit.',
    "import type { DetailedHTMLProps, HTMLAttributes } from 'react';",
    '',
  ];
  for (const { widget } of entries) {
    const def = widget.definition;
    const name = className(def.tag);
    const map = `${name}EventMap`;
    lines.push(
      `/** The events of \`<${def.tag}>\`, by name, with their details. */`,
      `export interface ${map} extends HTMLElementEventMap {`,
    );
    for (const event of eventsOf(def)) {
      lines.push(doc(event.description, '  '), `  '${event.name}': ${eventTypeText(event)};`);
    }
    lines.push('}', '', doc(def.summary, ''), `export interface ${name} extends HTMLElement {`);
    for (const [prop, spec] of manifestProps(def)) {
      const optional = HTML_ELEMENT_PROPERTIES.has(prop) ? '' : '?';
      lines.push(doc(spec.description, '  '), `  ${prop}${optional}: ${propTypeText(spec)};`);
    }
    const listener = (verb: 'add' | 'remove', options: string) => [
      `  ${verb}EventListener<K extends keyof ${map}>(`,
      `    type: K,`,
      `    listener: (this: ${name}, event: ${map}[K]) => unknown,`,
      `    options?: boolean | ${options},`,
      '  ): void;',
      `  ${verb}EventListener(`,
      '    type: string,',
      '    listener: EventListenerOrEventListenerObject,',
      `    options?: boolean | ${options},`,
      '  ): void;',
    ];
    lines.push(
      ...listener('add', 'AddEventListenerOptions'),
      ...listener('remove', 'EventListenerOptions'),
      '}',
      '',
    );
  }
  lines.push('declare global {', '  interface HTMLElementTagNameMap {');
  for (const { widget } of entries) lines.push(`    '${widget.tag}': ${className(widget.tag)};`);
  lines.push(
    '  }',
    '  /** The event map of every `<anp-*>` element, by tag. */',
    '  interface AnpElementEventMaps {',
  );
  for (const { widget } of entries) {
    lines.push(`    '${widget.tag}': ${className(widget.tag)}EventMap;`);
  }
  lines.push(
    '  }',
    '}',
    '',
    "declare module 'react' {",
    '  namespace JSX {',
    '    interface IntrinsicElements {',
  );
  for (const { widget } of entries) {
    const name = className(widget.tag);
    lines.push(
      `      '${widget.tag}': DetailedHTMLProps<HTMLAttributes<${name}>, ${name}> & {`,
      ...manifestProps(widget.definition).map(
        ([prop, spec]) => `        '${kebab(prop)}'?: ${jsxTypeText(spec)};`,
      ),
      '      };',
    );
  }
  lines.push('    }', '  }', '}', '');
  return lines.join('\n');
}
