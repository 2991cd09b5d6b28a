import {
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { StyleSheetManager } from 'styled-components';
import { SWRConfig, type Cache } from 'swr';
import { initCache } from 'swr/_internal';
import type { PortalConfig } from '../config/config';
import {
  getKitI18n,
  isKitLanguageLoaded,
  loadKitLanguage,
  namespaceNames,
  subscribeKitLanguages,
} from '../i18n/resources';
import { languageOfLocale } from '@anp/rules';
import { KitContext, type KitContextValue, type KitEnvironment } from './kit-context';
import { getKitServices, type KitServices } from './services';
import { kitChrome, subscribeKitChrome } from './chrome';
import { documentOf } from './root';

/** ONE SWR cache per page, shared by every element and the host. */
const pageCache: Cache = new Map();
// SWRConfig keeps a provider's shared state (subscriptions, dedupe, mutate) with the component
// that created it and deletes it when that component unmounts, breaking every other element of
// the page on the same cache (an element removed, the host moving from the login page to the
// portal). Created here, once for the page's life, every SWRConfig only uses it.
initCache(pageCache);

export interface KitRootProps {
  config: PortalConfig;
  children: ReactNode;
  /** The element's shadow root; absent in the host app (then the document). */
  shadowRoot?: ShadowRoot | null;
  /** The custom element itself, for dispatching `anp-*` events. */
  host?: HTMLElement | null;
  /** Replaces the page services (tests, host-supplied clients). */
  services?: KitServices;
  /** A host page's own token function, instead of the kit's MSAL sign-in. */
  getAccessToken?: () => Promise<string | null>;
  /** Tests pass a fresh Map so renders do not share cached data. */
  swrCache?: Cache;
}

function environmentOf(root: Document | ShadowRoot): KitEnvironment {
  const doc = documentOf(root);
  return {
    addEventListener: root.addEventListener.bind(root),
    removeEventListener: root.removeEventListener.bind(root),
    document: doc,
    Node: (doc.defaultView?.Node ?? Node) as typeof Node,
  };
}

/**
 * The provider every element root renders (and the host once at its root): styles into the shadow
 * root, the kit's i18next instance in the element's language, the page-wide SWR cache, the
 * configuration and services, downshift's environment, and a portal container inside the root.
 */
export function KitRoot(props: KitRootProps) {
  const { config, shadowRoot = null, host = null, children } = props;
  const [portalContainer, setPortalContainer] = useState<HTMLElement | null>(null);
  const portalRef = useCallback((node: HTMLDivElement | null) => setPortalContainer(node), []);
  const chrome = useSyncExternalStore(subscribeKitChrome, kitChrome, kitChrome);
  const services = useMemo(
    () => props.services ?? getKitServices(config, props.getAccessToken),
    [props.services, config, props.getAccessToken],
  );
  const root: Document | ShadowRoot = shadowRoot ?? document;
  const lang = languageOfLocale(config.lang);
  // Spanish and Portuguese strings arrive on demand: the widget renders once the namespaces known
  // when it starts (or changes language) are here, never in English first. Namespaces of code
  // that arrives later (a lazy drawer) suspend only their own component (useKitTranslation):
  // waiting for them here would unmount the whole widget and lose its state.
  const names = useMemo(() => {
    void lang;
    return namespaceNames();
  }, [lang]);
  const languageReady = useSyncExternalStore(
    subscribeKitLanguages,
    () => isKitLanguageLoaded(lang, names),
    () => isKitLanguageLoaded(lang, names),
  );
  useEffect(() => {
    if (!languageReady) {
      loadKitLanguage(lang, names).catch((error: unknown) => {
        console.error(`AN Portal Kit: the ${lang} strings could not be loaded`, error);
      });
    }
  }, [lang, names, languageReady]);
  const value = useMemo<KitContextValue>(
    () => ({
      config,
      lang,
      country: config.country,
      i18n: getKitI18n(),
      services,
      host,
      root,
      portalContainer,
      environment: environmentOf(root),
    }),
    [config, lang, services, host, root, portalContainer],
  );
  const swrValue = useMemo(() => {
    const cache = props.swrCache ?? pageCache;
    return { provider: () => cache, shouldRetryOnError: false, revalidateOnFocus: false };
  }, [props.swrCache]);

  if (!languageReady) return null;
  const content = (
    <SWRConfig value={swrValue}>
      <KitContext.Provider value={value}>
        {children}
        {[...chrome].map(([name, Chrome]) => (
          <Chrome key={name} />
        ))}
        <div data-anp-portal="" ref={portalRef} />
      </KitContext.Provider>
    </SWRConfig>
  );
  // Inside a shadow root styled-components must write its <style> there, or nothing is styled.
  return shadowRoot ? (
    <StyleSheetManager
      target={shadowRoot}
      {...(config.styleNonce ? { nonce: config.styleNonce } : {})}
    >
      {content}
    </StyleSheetManager>
  ) : config.styleNonce ? (
    <StyleSheetManager nonce={config.styleNonce}>{content}</StyleSheetManager>
  ) : (
    content
  );
}
