import { useKitContext } from './kit-context';

/**
 * Where a widget lives. An element renders in its shadow root, the host app in the document;
 * either way the page's document and window are those of the root's own document, which may be
 * an iframe's rather than the global `window` (ARCHITECTURE §3: no page-global lookups).
 */

/** The document a widget root (or any node) belongs to. */
export function documentOf(root: Document | ShadowRoot | Node): Document {
  return root instanceof Document ? root : (root.ownerDocument ?? document);
}

/** The window of a widget root's document; the global window for a detached document. */
export function windowOf(root: Document | ShadowRoot | Node): Window {
  return documentOf(root).defaultView ?? window;
}

/** The window of the nearest KitRoot's widget. */
export function useKitWindow(): Window {
  return windowOf(useKitContext().root);
}

/** The document of the nearest KitRoot's widget. */
export function useKitDocument(): Document {
  return documentOf(useKitContext().root);
}
