import type { PortalError } from '../api/errors';

/**
 * Every `anp-*` DOM event of the kit and its `detail`. Events bubble and are `composed`, so a page
 * listening on `document` hears them from inside any element's shadow root.
 */
export interface AnpEventMap {
  /** The cart changed (item added, removed, order placed): the header badge refetches. */
  'anp-cart-changed': {
    count?: number;
    encCartId?: string;
    /** The widget that changed it (`cart`, `order-builder`); a widget ignores its own. */
    source?: string;
  };
  /** The cart moved to another step; a host maps steps to routes. */
  'anp-cart-step': { step: 'cart' | 'review' | 'confirmation' };
  /** An order was placed from the cart. */
  'anp-order-placed': { orderNumber: string; accountId: string };
  /** The user switched the selected sold-to account. */
  'anp-account-changed': { accountId: string; region?: string };
  /** The user switched region; no account is selected afterwards. */
  'anp-region-changed': { region: string };
  /** The selected account's business unit differs from the stored one. */
  'anp-business-unit-changed': { businessUnit: string; previous: string | null };
  /** An element asks its host to navigate (the host owns routing). */
  'anp-navigate': { path: string };
  /** An API failure for the global error toast. */
  'anp-error': { error: PortalError; message: string };
  /** The session ended (401, idle timeout or logout). */
  'anp-signed-out': { reason: 'unauthorized' | 'idle' | 'logout' };
  /** The user asked for the cookie settings (the market's consent tool opens them). */
  'anp-cookie-settings': Record<string, never>;
  /** The page-level configuration changed through `window.anp.configure`. */
  'anp-config-changed': Record<string, never>;
}

export type AnpEventName = keyof AnpEventMap;
export type AnpEvent<N extends AnpEventName> = CustomEvent<AnpEventMap[N]>;

/** Dispatches a bubbling, composed `anp-*` event from `target` (an element, or window). */
export function dispatchAnpEvent<N extends AnpEventName>(
  target: EventTarget,
  name: N,
  detail: AnpEventMap[N],
): boolean {
  return target.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: true }),
  );
}

/** Listens to an `anp-*` event; returns the function that stops listening. */
export function onAnpEvent<N extends AnpEventName>(
  target: EventTarget,
  name: N,
  handler: (event: AnpEvent<N>) => void,
): () => void {
  const listener = (event: Event) => handler(event as AnpEvent<N>);
  target.addEventListener(name, listener);
  return () => target.removeEventListener(name, listener);
}

// Declaration merging types `addEventListener('anp-…')` on document and window; the interfaces
// are empty on purpose.
/* eslint-disable @typescript-eslint/no-empty-object-type */
declare global {
  interface DocumentEventMap extends AnpEventMapAsEvents {}
  interface WindowEventMap extends AnpEventMapAsEvents {}
}
type AnpEventMapAsEvents = { [N in AnpEventName]: AnpEvent<N> };
/* eslint-enable @typescript-eslint/no-empty-object-type */
