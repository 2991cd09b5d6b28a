/**
 * DOM helpers that work inside shadow roots. Widgets render in shadow roots, where
 * `document.activeElement` is the custom element itself, not the focused control inside it.
 */

/**
 * The focused element as seen from `node`'s tree: the active element of its root node (the
 * shadow root or the document), followed down through open shadow roots to the element that
 * really has focus. `null` when focus is outside that tree (or nowhere).
 * @example getActiveElement(dialog) // the focused control, even inside <anp-footer>'s shadow root
 */
export function getActiveElement(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  let active = 'activeElement' in root ? root.activeElement : null;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function isDisabled(element: Element): boolean {
  return element.matches(':disabled');
}

function isHidden(element: HTMLElement): boolean {
  if (element.closest('[hidden],[inert]')) return true;
  const view = element.ownerDocument.defaultView;
  if (!view) return false;
  const style = view.getComputedStyle(element);
  return style.display === 'none' || style.visibility === 'hidden';
}

/**
 * The elements inside `root` a user reaches with Tab, in document order: enabled, not hidden,
 * not `inert`, and without a negative `tabindex`. (Content of nested shadow roots is not
 * included.)
 */
export function focusableWithin(root: Element): HTMLElement[] {
  return Array.from(root.querySelectorAll(FOCUSABLE)).filter(
    (element): element is HTMLElement =>
      element instanceof HTMLElement &&
      element.tabIndex >= 0 &&
      !isDisabled(element) &&
      !isHidden(element),
  );
}
