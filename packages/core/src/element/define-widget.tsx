import type { ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { installPageApi } from '../config/page-config';
import { createElementRoot, type RawProps } from './element-root';
import {
  CONFIG_ATTRIBUTES,
  kebab,
  parseValue,
  widgetProps,
  type PropSpec,
  type Widget,
  type WidgetDefinition,
} from './widget-definition';

export * from './widget-definition';

// r2wc keeps its state under these global symbols; the subclass below reads them to fix gaps.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');
const R2WC_CONNECTED = Symbol.for('r2wc.connected');

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
            // A string is the attribute's own form: React 19 sets a defined element's props as
            // properties, so `<anp-footer links={JSON.stringify(links)}>` arrives here as text.
            this.setAttribute(attr, typeof value === 'string' ? value : JSON.stringify(value));
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
