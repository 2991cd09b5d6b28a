import type { ComponentType } from 'react';

/**
 * Page chrome every KitRoot renders beside its content (the global error toast). Registered by
 * @anp/ui when it loads, so @anp/core need not depend on the UI package.
 */
const chrome = new Map<string, ComponentType>();
const listeners = new Set<() => void>();

export function registerKitChrome(name: string, component: ComponentType): void {
  if (chrome.get(name) === component) return;
  chrome.set(name, component);
  for (const l of listeners) l();
}

export function kitChrome(): ReadonlyMap<string, ComponentType> {
  return chrome;
}

export function subscribeKitChrome(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * What an element shows while its code loads (`defineWidget({ load })`): @anp/ui registers its
 * spinner; without it the kit's own plain text says the element is loading.
 */
let loadingIndicator: ComponentType | null = null;

export function registerLoadingIndicator(component: ComponentType): void {
  loadingIndicator = component;
}

export function kitLoadingIndicator(): ComponentType | null {
  return loadingIndicator;
}
