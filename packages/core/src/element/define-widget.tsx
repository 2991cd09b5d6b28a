import {
  Component,
  Suspense,
  createElement,
  lazy,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { resolveConfig, ConfigError } from '../config/validate';
import { installPageApi, readPageConfig } from '../config/page-config';
import type { PortalConfig } from '../config/config';
import { onAnpEvent } from '../events/events';
import { translate } from '../i18n/resources';
import { languageOfLocale } from '@anp/rules';
import { KitRoot } from './kit-root';
import { kitLoadingIndicator } from './chrome';
import { useKitContext } from './kit-context';

export type PropType = 'string' | 'number' | 'boolean' | 'json';

export interface PropSpec {
  type: PropType;
  description: string;
  /** Shown in the manifest; the component applies it. */
  default?: string;
}

export interface EventSpec {
  /** The DOM event name; always `anp-*`, bubbling and composed. */
  name: `anp-${string}`;
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
}

/** Attributes every element accepts, feeding the configuration (see PortalConfig). */
export const CONFIG_ATTRIBUTES: Record<'country' | 'lang' | 'apiBase', PropSpec> = {
  country: {
    type: 'string',
    description: 'Market of the page (us, canada, mx, br, kr, cr, hn, ni, pe, co, gt).',
  },
  lang: { type: 'string', description: 'Interface language: en, es or pt.' },
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

// r2wc keeps its state under these global symbols; the subclass below reads them to fix gaps.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');
const R2WC_CONNECTED = Symbol.for('r2wc.connected');

type RawProps = Record<string, string | undefined> & { container?: ShadowRoot };

class ErrorBoundary extends Component<
  { fallback: (error: Error) => ReactNode; children: ReactNode },
  { error: Error | null }
> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/** Readable failure inside the element, instead of an empty box. Plain DOM styles: no kit yet. */
function ElementError({ message }: { message: string }) {
  return (
    <div
      role="alert"
      style={{
        font: '14px/1.4 system-ui, sans-serif',
        color: '#8a1c1c',
        background: '#fdecec',
        border: '1px solid #e4a5a5',
        borderRadius: 4,
        padding: '8px 12px',
      }}
    >
      {message}
    </div>
  );
}

function parseValue(type: PropType, raw: string | undefined): { value: unknown; error?: string } {
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

function Loading() {
  const { lang } = useKitContext();
  // The registered indicator is one component for the page's life (module state, not render).
  const indicator = kitLoadingIndicator();
  return indicator ? (
    createElement(indicator)
  ) : (
    <p role="status">{translate('common.loading', lang)}</p>
  );
}

function usePageConfigVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => onAnpEvent(window, 'anp-config-changed', () => setVersion((v) => v + 1)), []);
  return version;
}

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

function createElementRoot<P extends object>(definition: WidgetDefinition<P>) {
  const propSpecs = Object.entries(widgetProps(definition));
  const { headingLevel } = definition;
  const { load } = definition;
  const Widget: ComponentType<P> | null =
    definition.component ?? (load ? lazy(() => load().then((c) => ({ default: c }))) : null);
  if (!Widget) throw new Error(`${definition.tag}: defineWidget needs a component or load`);
  const eventSpecs = Object.entries(definition.events ?? {}) as [string, EventSpec][];

  return function ElementRoot(raw: RawProps) {
    const shadowRoot = raw.container ?? null;
    const host = (shadowRoot?.host as HTMLElement | undefined) ?? null;
    const version = usePageConfigVersion();

    const resolved = useMemo(():
      | { config: PortalConfig; getAccessToken?: () => Promise<string | null> }
      | { error: string } => {
      void version; // re-resolve when the page configuration changes
      const page = readPageConfig(host?.ownerDocument ?? document);
      try {
        const config = resolveConfig(
          { country: raw.country, lang: raw.lang, apiBase: raw.apiBase },
          page.config,
        );
        return page.getAccessToken ? { config, getAccessToken: page.getAccessToken } : { config };
      } catch (error) {
        if (error instanceof ConfigError) {
          const lang = languageOfLocale(raw.lang ?? 'en');
          return {
            error: translate('errors.invalidConfig', lang, {
              field: error.field,
              problem: error.problem,
            }),
          };
        }
        throw error;
      }
    }, [raw.country, raw.lang, raw.apiBase, version, host]);

    const typed = useMemo(() => {
      const out: Record<string, unknown> = {};
      const errors: string[] = [];
      for (const [name, spec] of propSpecs) {
        const { value, error } = parseValue(spec.type, raw[name]);
        if (error) errors.push(`${kebab(name)} ${error}`);
        if (value !== undefined) out[name] = value;
      }
      if (headingLevel) {
        out.headingLevel = headingLevelOf(
          out.headingLevel,
          headingLevel.default,
          headingLevel.min,
          headingLevel.max,
        );
      }
      for (const [name, spec] of eventSpecs) {
        out[name] = (detail: unknown) => {
          host?.dispatchEvent(
            new CustomEvent(spec.name, { detail, bubbles: true, composed: true }),
          );
        };
      }
      return { props: out as P, errors };
    }, [raw, host]);

    if ('error' in resolved) return <ElementError message={resolved.error} />;
    const lang = languageOfLocale(resolved.config.lang);
    if (typed.errors.length) {
      return <ElementError message={`${definition.tag}: ${typed.errors.join('; ')}`} />;
    }
    return (
      <KitRoot
        config={resolved.config}
        shadowRoot={shadowRoot}
        host={host}
        {...(resolved.getAccessToken ? { getAccessToken: resolved.getAccessToken } : {})}
      >
        <ErrorBoundary
          fallback={() => <ElementError message={translate('errors.unknown', lang)} />}
        >
          <Suspense fallback={definition.showLoading === false ? null : <Loading />}>
            <Widget {...typed.props} />
          </Suspense>
        </ErrorBoundary>
      </KitRoot>
    );
  };
}

/**
 * Describes an element once: the same description feeds r2wc (shadow DOM), guarded registration,
 * the generated typings and `custom-elements.json`.
 * @example
 * export const footerElement = defineWidget({
 *   tag: 'anp-footer', component: Footer, summary: 'Site footer',
 *   props: { year: { type: 'number', description: 'Copyright year' } },
 * });
 * footerElement.register();
 */
export function defineWidget<P extends object>(definition: WidgetDefinition<P>): Widget<P> {
  let elementClass: CustomElementConstructor | undefined;

  const build = (): CustomElementConstructor => {
    const specs: Record<string, PropSpec> = { ...CONFIG_ATTRIBUTES, ...widgetProps(definition) };
    const names = Object.keys(specs);
    const attrToProp = new Map(names.map((n) => [kebab(n), n]));
    // All props travel to React as raw strings; the root parses them so bad input renders a
    // readable error instead of throwing in the element's constructor (r2wc's json type throws).
    const Base = r2wc(createElementRoot(definition) as ComponentType<RawProps>, {
      shadow: 'open',
      props: Object.fromEntries(names.map((n) => [n, 'string' as const])),
    }) as unknown as { new (): HTMLElement; prototype: HTMLElement };

    class AnpElement extends Base {
      #unmountTimer: ReturnType<typeof setTimeout> | undefined;

      static get observedAttributes() {
        return [...attrToProp.keys()];
      }

      #state() {
        return this as unknown as Record<symbol, unknown> & {
          [R2WC_PROPS]: Record<string, unknown>;
          [R2WC_RENDER]: () => void;
        };
      }

      #syncAttributes() {
        const props = this.#state()[R2WC_PROPS];
        for (const [attr, prop] of attrToProp) {
          const value = this.getAttribute(attr);
          props[prop] = value === null ? undefined : value;
        }
      }

      connectedCallback() {
        // A remove + re-add in one task (moving the element) keeps the mounted React tree.
        if (this.#unmountTimer !== undefined) {
          clearTimeout(this.#unmountTimer);
          this.#unmountTimer = undefined;
        }
        this.#syncAttributes();
        (Base.prototype as unknown as { connectedCallback(): void }).connectedCallback.call(this);
      }

      disconnectedCallback() {
        this.#state()[R2WC_CONNECTED] = false;
        this.#unmountTimer = setTimeout(() => {
          this.#unmountTimer = undefined;
          if (!this.isConnected) {
            (
              Base.prototype as unknown as { disconnectedCallback(): void }
            ).disconnectedCallback.call(this);
          }
        }, 0);
      }

      attributeChangedCallback(name: string, _old: string | null, value: string | null) {
        // r2wc ignores a removed or emptied attribute; the kit treats both as real changes.
        const prop = attrToProp.get(name);
        if (!prop) return;
        this.#state()[R2WC_PROPS][prop] = value === null ? undefined : value;
        if (this.isConnected) this.#state()[R2WC_RENDER]();
      }
    }

    // Properties mirror attributes with their declared type (json as objects, booleans as presence).
    for (const [prop, spec] of Object.entries(specs)) {
      const attr = kebab(prop);
      Object.defineProperty(AnpElement.prototype, prop, {
        configurable: true,
        enumerable: true,
        get(this: HTMLElement) {
          return parseValue(spec.type, this.getAttribute(attr) ?? undefined).value;
        },
        set(this: HTMLElement, value: unknown) {
          if (
            value === undefined ||
            value === null ||
            (spec.type === 'boolean' && value === false)
          ) {
            this.removeAttribute(attr);
          } else if (spec.type === 'json') {
            this.setAttribute(attr, JSON.stringify(value));
          } else if (spec.type === 'boolean') {
            this.setAttribute(attr, '');
          } else {
            this.setAttribute(attr, String(value));
          }
        },
      });
    }
    return AnpElement as unknown as CustomElementConstructor;
  };

  return {
    tag: definition.tag,
    definition,
    register(registry = globalThis.customElements) {
      if (!registry) return undefined; // not in a browser (manifest generation, SSR)
      installPageApi();
      const existing = registry.get(definition.tag);
      if (existing) return existing; // a second copy of the bundle: keep the first definition
      elementClass ??= build();
      registry.define(definition.tag, elementClass);
      return elementClass;
    },
  };
}
