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

/** What can take focus, before the checks of visibility and state (the modal's trap shares it). */
export const FOCUSABLE = [
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

/**
 * Keeps Tab and Shift+Tab inside `container`, a modal dialog or drawer (aria-modal): from the last
 * control to the first and back, and into the container when focus is outside it. With nothing
 * focusable inside, focus stays on the container. Call it from the container's keydown handler.
 */
export function trapTabKey(
  event: { key: string; shiftKey: boolean; preventDefault(): void },
  container: HTMLElement,
): void {
  if (event.key !== 'Tab') return;
  const focusable = focusableWithin(container);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return;
  }
  const active = getActiveElement(container);
  const outside = !active || active === container || !container.contains(active);
  if (event.shiftKey && (outside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
