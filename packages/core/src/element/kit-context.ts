import { createContext, useContext } from 'react';
import type { i18n as I18n } from 'i18next';
import type { PortalConfig } from '../config/config';
import type { Language } from '@anp/rules';
import type { KitServices } from './services';

/** downshift's `environment`: where it listens and looks up nodes, the shadow root for elements. */
export interface KitEnvironment {
  addEventListener: EventTarget['addEventListener'];
  removeEventListener: EventTarget['removeEventListener'];
  document: Document;
  Node: typeof Node;
}

export interface KitContextValue {
  config: PortalConfig;
  lang: Language;
  country: string;
  i18n: I18n;
  services: KitServices;
  /** The custom element, when rendered as one; events are dispatched from it. */
  host: HTMLElement | null;
  /** The node the widget lives in: its shadow root, or the document. */
  root: Document | ShadowRoot;
  /** Where modals and popovers portal to (inside the shadow root for elements). */
  portalContainer: HTMLElement | null;
  environment: KitEnvironment;
}

export const KitContext = createContext<KitContextValue | null>(null);

/** The nearest KitRoot's context. Throws a clear error outside one. */
export function useKitContext(): KitContextValue {
  const value = useContext(KitContext);
  if (!value) throw new Error('AN Portal Kit: this component must be rendered inside <KitRoot>.');
  return value;
}

export const useKitConfig = () => useKitContext().config;
export const useApiClient = () => useKitContext().services.api;
export const useKitServices = () => useKitContext().services;
export const usePortalContainer = () => useKitContext().portalContainer;
export const useKitEnvironment = () => useKitContext().environment;
