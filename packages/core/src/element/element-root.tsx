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
import { resolveConfig, ConfigError } from '../config/validate';
import { readPageConfig } from '../config/page-config';
import type { PortalConfig } from '../config/config';
import { onAnpEvent } from '../events/events';
import { translate } from '../i18n/resources';
import { languageOfLocale } from '@anp/rules';
import { KitRoot } from './kit-root';
import { kitLoadingIndicator } from './chrome';
import { useKitContext } from './kit-context';
import {
  headingLevelOf,
  kebab,
  parseValue,
  widgetProps,
  type EventSpec,
  type WidgetDefinition,
} from './widget-definition';

/**
 * The React root of an element: it resolves the configuration (attributes, page config,
 * defaults), parses the attributes by their declared types, wires the events, and renders the
 * widget in a KitRoot; a bad configuration or attribute, or a crash, renders a readable message
 * inside the element instead of an empty box.
 */

export type RawProps = Record<string, string | undefined> & { container?: ShadowRoot };

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

export function createElementRoot<P extends object>(definition: WidgetDefinition<P>) {
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
