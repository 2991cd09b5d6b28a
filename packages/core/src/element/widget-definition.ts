import type { ComponentType } from 'react';
import { COUNTRIES, LANGUAGES } from '@anp/rules';

/**
 * What an element is, as data: its tag, its component (or how to load it), its attributes,
 * events and CSS properties. One description feeds the element (define-widget.tsx), its root
 * (element-root.tsx), the manifest and the typings (manifest.ts).
 */

export type PropType = 'string' | 'number' | 'boolean' | 'json';

export interface PropSpec {
  type: PropType;
  description: string;
  /** Shown in the manifest; the component applies it. */
  default?: string;
  /**
   * The fixed values the attribute accepts (`country`, `lang`, `step`): the manifest and the
   * typings give the attribute their union type.
   */
  values?: readonly string[];
}

export interface EventSpec {
  /** The DOM event name; always `anp-*`, bubbling and composed. */
  name: `anp-${string}`;
  description: string;
  /**
   * The TypeScript type of the event's `detail` (`'{ path: string }'`), for the manifest and the
   * typings; without one the event carries no detail (`undefined`).
   */
  detail?: string;
}

/** A piece of the element's shadow DOM with a `part` attribute, for `::part()` styles. */
export interface PartSpec {
  name: string;
  description: string;
}

/** A slot of the element: `name` '' is the default slot. */
export interface SlotSpec {
  name: string;
  description: string;
}

/** The heading levels a widget's `heading-level` attribute accepts, and the level without one. */
export interface HeadingLevelSpec {
  default: number;
  min?: number;
  max?: number;
  description?: string;
}

export interface WidgetDefinition<P extends object> {
  tag: `anp-${string}`;
  /** The element's component, when its code is small enough to come with the element. */
  component?: ComponentType<P>;
  /**
   * Loads the element's component when the element first renders, so that the element costs a
   * page almost nothing until it is used; the kit's loading indicator shows meanwhile, in the
   * page language. Loaded once per page, however many elements use it.
   */
  load?: () => Promise<ComponentType<P>>;
  /**
   * A `heading-level` attribute, so that the widget's headings fit the page's outline: a number
   * kept within `min`..`max` (1..6 by default), `default` without one; the component receives it
   * as `headingLevel`.
   */
  headingLevel?: HeadingLevelSpec;
  /**
   * False: nothing shows while `load` runs (a widget that may have nothing to say, such as a
   * reminder, rather than a spinner for it).
   */
  showLoading?: boolean;
  summary: string;
  /** The component's props that are attributes (camelCase; the attribute is kebab-case). */
  props: { [K in keyof P]?: PropSpec };
  /** Callback props that become DOM events dispatched from the element. */
  events?: { [K in keyof P]?: EventSpec };
  /** CSS custom properties an embedding page may set. */
  cssProperties?: { name: `--anp-${string}`; description: string }[];
  /** The `part` names of the element's shadow DOM, for `::part()` styles. */
  parts?: PartSpec[];
  /** The element's slots. */
  slots?: SlotSpec[];
}

/** Attributes every element accepts, feeding the configuration (see PortalConfig). */
export const CONFIG_ATTRIBUTES: Record<'country' | 'lang' | 'apiBase', PropSpec> = {
  country: {
    type: 'string',
    description: 'Market of the page (us, canada, mx, br, kr, cr, hn, ni, pe, co, gt).',
    values: COUNTRIES,
  },
  lang: { type: 'string', description: 'Interface language: en, es, pt or ko.', values: LANGUAGES },
  apiBase: {
    type: 'string',
    description: 'Base URL of every backend service (overrides the page config).',
  },
};

export interface Widget<P extends object> {
  readonly tag: string;
  readonly definition: WidgetDefinition<P>;
  /** Defines the custom element once; loading a bundle twice never throws. Returns the class. */
  register(registry?: CustomElementRegistry): CustomElementConstructor | undefined;
}

export const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

export function parseValue(
  type: PropType,
  raw: string | undefined,
): { value: unknown; error?: string } {
  if (raw === undefined) return { value: undefined };
  switch (type) {
    case 'string':
      return { value: raw };
    case 'number': {
      const n = Number(raw);
      return raw.trim() !== '' && Number.isFinite(n)
        ? { value: n }
        : { value: undefined, error: `"${raw}" is not a number` };
    }
    case 'boolean':
      // Presence means true (`<anp-x compact>`), except an explicit "false".
      return { value: raw !== 'false' };
    case 'json':
      try {
        return { value: JSON.parse(raw) };
      } catch {
        return { value: undefined, error: 'is not valid JSON' };
      }
  }
}

/**
 * A whole number from `min` to `max` given as an attribute or a prop, else the fallback
 * (`heading-level="9"` on an element allowing 2 to 6 gets its default; so does "x").
 */
export function wholeNumberIn<L extends number = number>(
  value: unknown,
  fallback: L,
  min: number,
  max: number,
): L {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? (n as L) : fallback;
}

/** A heading level (1 to 6 unless narrowed), else the fallback. */
export const headingLevelOf = <L extends number = number>(
  value: unknown,
  fallback: L,
  min = 1,
  max = 6,
): L => wholeNumberIn(value, fallback, min, max);

/** The props of an element: the definition's, with `headingLevel` when it takes a heading level. */
export function widgetProps<P extends object>(
  definition: WidgetDefinition<P>,
): Record<string, PropSpec> {
  const { headingLevel } = definition;
  const props = { ...(definition.props as Record<string, PropSpec>) };
  // The manifest words the attribute (manifest.ts); the element only needs its type.
  if (headingLevel) props.headingLevel = { type: 'number', description: '' };
  return props;
}
