import { FOCUSABLE, getActiveElement } from '../dom';

/**
 * Tab order inside a modal surface, as a browser walks it: through open shadow roots (a control
 * inside an element nested in the dialog), slots (what the page put into one), and one stop per
 * radio group (its checked radio, else its first). The native `<dialog>` makes the page behind
 * inert; this keeps Tab and Shift+Tab wrapping inside the dialog instead of leaving for the
 * browser's own controls.
 */

const CANDIDATE = FOCUSABLE;

function isSkipped(element: HTMLElement): boolean {
  if (element.matches(':disabled') || element.closest('[inert]')) return true;
  if (element.hidden) return true;
  const view = element.ownerDocument.defaultView;
  if (!view) return false;
  const style = view.getComputedStyle(element);
  return style.display === 'none' || style.visibility === 'hidden';
}

function walk(node: ParentNode, out: HTMLElement[], hidden: boolean): void {
  for (const child of Array.from(node.children)) {
    if (!(child instanceof HTMLElement)) {
      walk(child, out, hidden);
      continue;
    }
    // A closed <details>, [hidden] or display:none subtree holds no tab stop.
    const skipped = hidden || isSkipped(child);
    if (!skipped && child.matches(CANDIDATE) && child.tabIndex >= 0) out.push(child);
    if (child instanceof HTMLSlotElement) {
      for (const assigned of child.assignedElements({ flatten: true })) {
        if (assigned instanceof HTMLElement) {
          const own = !skipped && !isSkipped(assigned);
          if (own && assigned.matches(CANDIDATE) && assigned.tabIndex >= 0) out.push(assigned);
          walk(assigned, out, !own);
        }
      }
      continue;
    }
    if (child.shadowRoot) walk(child.shadowRoot, out, skipped);
    else walk(child, out, skipped);
  }
}

const isGroupedRadio = (element: Element): element is HTMLInputElement =>
  element instanceof HTMLInputElement && element.type === 'radio' && element.name !== '';

/** Two radios of one group: the same name in the same form and the same tree. */
const sameGroup = (a: HTMLInputElement, b: HTMLInputElement) =>
  a.name === b.name && a.form === b.form && a.getRootNode() === b.getRootNode();

/** One stop per radio group: the checked radio, else the first of the group. */
function radioStops(elements: HTMLElement[]): HTMLElement[] {
  const radios = elements.filter(isGroupedRadio);
  return elements.filter((element) => {
    if (!isGroupedRadio(element)) return true;
    const group = radios.filter((radio) => sameGroup(radio, element));
    return element === (group.find((radio) => radio.checked) ?? group[0]);
  });
}

/** Whether focus on `active` is the tab stop `stop` (any radio of a group is its stop). */
const atStop = (active: Element, stop: HTMLElement) =>
  active === stop || (isGroupedRadio(active) && isGroupedRadio(stop) && sameGroup(active, stop));

/** The tab stops inside `root` in order, shadow roots and slots included. */
export function tabbablesIn(root: Element): HTMLElement[] {
  const out: HTMLElement[] = [];
  walk(root.shadowRoot ?? root, out, false);
  return radioStops(out);
}

/** Whether `node` is `container` or inside it, across shadow roots. */
export function containsComposed(container: Node, node: Node | null): boolean {
  let current: Node | null = node;
  while (current) {
    if (current === container) return true;
    const parent: Node | null = current.parentNode;
    current = parent ?? (current instanceof ShadowRoot ? current.host : null);
  }
  return false;
}

/** The focused element, followed into shadow roots, as seen from the document. */
export function deepActiveElement(doc: Document): Element | null {
  return getActiveElement(doc);
}

/**
 * Keeps Tab and Shift+Tab inside `container`: from the last stop to the first and back, into the
 * container when focus is outside it, and onto the container when it holds no stop. Between
 * stops the browser moves focus itself. Call it from the container's keydown handler.
 */
export function trapTab(
  event: { key: string; shiftKey: boolean; preventDefault(): void },
  container: HTMLElement,
): void {
  if (event.key !== 'Tab') return;
  const stops = tabbablesIn(container);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return;
  }
  const active = deepActiveElement(container.ownerDocument);
  const outside = !active || active === container || !containsComposed(container, active);
  if (event.shiftKey && (outside || atStop(active, first))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || atStop(active, last))) {
    event.preventDefault();
    first.focus();
  }
}
